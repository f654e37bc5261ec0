/// Writes the answer of `POST /v1/explore`: findings with their witness (a ready-to-post `/v1/resolve`
/// body) and fix, then the search's statistics.
enum ExploreResponseEncoder {
    static func encode(_ exploration: Exploration, body: JSONValue) -> [UInt8] {
        var writer = JSONWriter(reservingCapacity: 1024 + exploration.findings.count * 2048)
        let events = WitnessEvents(exploration: exploration, body: body)
        writer.beginObject()
        writer.constantKey("findings")
        writer.beginArray()
        for found in exploration.findings {
            writer.beginObject()
            ResponseEncoder.writeFindingMembers(found.finding, &writer)
            writer.constantKey("eventTypes")
            writer.beginArray()
            for index in found.path { writer.string(exploration.request.events[index].typeName) }
            writer.endArray()
            writer.constantKey("witness")
            writer.value(events.witness(found.path))
            let fix = Fix.for(found.finding, app: exploration.request.app)
            writer.constantKey("fix")
            writer.beginObject()
            writer.constantKey("summary")
            writer.string(fix.summary)
            writer.constantKey("swift")
            writer.string(fix.swift)
            writer.endObject()
            writer.endObject()
        }
        writer.endArray()
        let stats = exploration.stats
        writer.constantKey("stats")
        writer.beginObject()
        writer.constantKey("statesExplored")
        writer.int(stats.statesExplored)
        writer.constantKey("distinctStates")
        writer.int(stats.distinctStates)
        writer.constantKey("transitions")
        writer.int(stats.transitions)
        writer.constantKey("deepestPath")
        writer.int(stats.deepestPath)
        writer.constantKey("exhaustive")
        writer.bool(stats.exhaustive)
        writer.constantKey("elapsedMs")
        writer.int(stats.elapsedMilliseconds)
        writer.endObject()
        writer.endObject()
        return ResponseEncoder.withNewline(&writer)
    }
}

/// The JSON of every event the explorer may apply, and witnesses built from them: the request without
/// `explore`, its `events` replaced by the path. An event that declares a controller or window and comes
/// again in a path names it by id the second time (the contract's ids are unique).
struct WitnessEvents {
    let base: [JSONObject.Member]
    let json: [JSONValue]

    init(exploration: Exploration, body: JSONValue) {
        guard case .object(let object) = body else {
            base = []
            json = []
            return
        }
        base = object.members.filter { $0.key != "explore" && $0.key != "events" }
        var json: [JSONValue] = []
        func items(_ value: JSONValue?) -> [JSONValue] {
            if case .array(let items)? = value { return items }
            return []
        }
        json += items(object["events"])
        if case .object(let explore)? = object["explore"] {
            json += items(explore["environment"])
            json += items(explore["actions"])
        }
        for index in exploration.defaultEnvironment ?? 0..<0 {
            json.append(Self.json(of: exploration.request.events[index]))
        }
        self.json = json
    }

    func witness(_ path: [Int]) -> JSONValue {
        var seen: Set<Int> = []
        let events = path.map { index -> JSONValue in
            defer { seen.insert(index) }
            return seen.contains(index) ? Self.byId(json[index]) : json[index]
        }
        var members = base
        let position = members.firstIndex { $0.key == "options" } ?? members.count
        members.insert(JSONObject.Member(key: "events", value: .array(events)), at: position)
        return .object(JSONObject(members))
    }

    /// The same event naming what it declared by id: `controller` for push and present, `window` for addWindow.
    static func byId(_ event: JSONValue) -> JSONValue {
        guard case .object(var object) = event else { return event }
        for key in ["controller", "window"] {
            guard let position = object.members.firstIndex(where: { $0.key == key }),
                case .object(let declared) = object.members[position].value, case .string(let id)? = declared["id"]
            else { continue }
            object.members[position].value = .string(id)
        }
        return .object(object)
    }

    static func json(of event: Event) -> JSONValue {
        switch event {
        case .deviceTurned(let orientation):
            .object(
                JSONObject([.init(key: "type", value: .string("deviceOrientation")), .init(key: "orientation", value: .string(orientation.name))]))
        case .orientationLockSwitched(let locked):
            .object(JSONObject([.init(key: "type", value: .string("orientationLock")), .init(key: "locked", value: .bool(locked))]))
        default:
            .object(JSONObject([.init(key: "type", value: .string(event.typeName))]))
        }
    }
}
