import RotationPolicy
import RotationPolicyJSON

/// Writes the answer of `POST /v1/explore`: findings with their witness (a ready-to-post `/v1/resolve`
/// body) and fix, then the search's statistics.
///
/// The answer is bounded while it is written, never after: each witness's size is known from its path
/// before it is built, and a finding that would take the answer past `maxAnswerBytes` (or comes after
/// the finishing deadline) ends the list; the rest are counted in `stats.findingsOmitted`, with
/// `exhaustive: false` and `stoppedBy`. Before, every finding's witness repeated the whole request and
/// the size was checked on the finished answer: a 2.7 MB request built an 807 MB answer to refuse it.
enum ExploreResponseEncoder {
    /// Room kept for `"stats"` and the closing bytes (about 250 bytes with every member at its widest).
    static let tailBytes = 512

    static func encode(_ exploration: Exploration, body: JSONValue) -> [UInt8] {
        var stats = exploration.stats
        let limit = exploration.options.maxAnswerBytes
        let witnesses = WitnessEvents(exploration: exploration, body: body)
        // The findings' messages hold ids into the explored request's cast (the replays' cast).
        let words = ReasonWords(names: Resolution.Names(cast: Cast.make(exploration.request).cast))
        var writer = JSONWriter(reservingCapacity: min(limit, 1024 + exploration.findings.count * 2048))
        writer.beginObject()
        writer.constantKey("findings")
        writer.beginArray()
        for (index, found) in exploration.findings.enumerated() {
            let reason: Exploration.StopReason?
            // A finding without a fix is one the fix checks did not reach by the deadline.
            if ContinuousClock.now >= exploration.deadline || found.fix == nil {
                reason = .timeLimit
            } else if writer.count + witnesses.size(found.path) + tailBytes > limit {
                reason = .maxAnswerBytes
            } else {
                let item = Self.item(found, exploration: exploration, witnesses: witnesses, words: words)
                reason = writer.count + item.count + 1 + tailBytes > limit ? .maxAnswerBytes : nil
                if reason == nil { writer.encoded(item) }
            }
            if let reason {
                stats.stop(reason)
                stats.findingsOmitted += exploration.findings.count - index
                break
            }
        }
        writer.endArray()
        writer.constantKey("stats")
        writeStats(stats, &writer)
        writer.endObject()
        return ResponseEncoder.withNewline(&writer)
    }

    /// One finding, encoded on its own so its exact size is known before it joins the answer.
    static func item(
        _ found: Exploration.Found, exploration: Exploration, witnesses: WitnessEvents, words: ReasonWords
    ) -> [UInt8] {
        var writer = JSONWriter(reservingCapacity: witnesses.size(found.path) + 2048)
        writer.beginObject()
        ResponseEncoder.writeFindingMembers(found.finding, words, &writer)
        writer.constantKey("eventTypes")
        writer.beginArray()
        for index in found.path { writer.string(RequestDecoder.typeName(exploration.request.events[index])) }
        writer.endArray()
        writer.constantKey("witness")
        writer.encoded(witnesses.witness(found.path))
        writer.constantKey("confidence")
        ResponseEncoder.writeConfidence(Simulation.confidence(replaying: found.path, of: exploration.request), &writer)
        if let fix = found.fix { writeFix(fix, request: exploration.request, &writer) }
        writeEntryPaths(found.entryPaths, witnesses: witnesses, &writer)
        writer.endObject()
        return writer.bytes
    }

    /// `fix`: the wording, whether it verified and what was checked, and what it changes in the model.
    /// Part of the finding's item, so the answer's size bound counts it.
    static func writeFix(_ fix: CheckedFix, request: ResolveRequest, _ writer: inout JSONWriter) {
        writer.constantKey("fix")
        writer.beginObject()
        writer.constantKey("summary")
        writer.string(FixText.summary(fix.candidate, request: request))
        writer.constantKey("swift")
        writer.string(FixText.code(fix.candidate))
        writer.constantKey("verified")
        writer.bool(fix.verified)
        writer.constantKey("checked")
        writer.string(FixText.checked(fix, request: request))
        if let model = FixModelJSON.json(fix.candidate, request: request) {
            writer.constantKey("model")
            writer.value(model)
        }
        writer.endObject()
    }

    /// `entryPaths`: the count and each witness's events, naming controllers by id (compact, not a
    /// request to post); counted in the finding's size like the rest of it.
    static func writeEntryPaths(_ entries: Exploration.EntryPaths, witnesses: WitnessEvents, _ writer: inout JSONWriter) {
        writer.constantKey("entryPaths")
        writer.beginObject()
        writer.constantKey("count")
        writer.int(entries.count)
        writer.constantKey("capped")
        writer.bool(entries.capped)
        writer.constantKey("witnesses")
        writer.beginArray()
        for path in entries.witnesses {
            writer.beginObject()
            writer.constantKey("events")
            writer.beginArray()
            for index in path { writer.encoded(witnesses.eventsById[index]) }
            writer.endArray()
            writer.endObject()
        }
        writer.endArray()
        writer.endObject()
    }

    static func writeStats(_ stats: Exploration.Stats, _ writer: inout JSONWriter) {
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
        if !stats.stoppedBy.isEmpty {
            writer.constantKey("stoppedBy")
            writer.beginArray()
            for reason in stats.stoppedBy { writer.string(reason.rawValue) }
            writer.endArray()
        }
        if stats.findingsOmitted > 0 {
            writer.constantKey("findingsOmitted")
            writer.int(stats.findingsOmitted)
        }
        writer.constantKey("elapsedMs")
        writer.int(stats.elapsedMilliseconds)
        writer.endObject()
    }
}

/// The encoded JSON of every event the explorer may apply, and witnesses built from them: the request
/// without `explore`, its `events` replaced by the path. An event that declares a controller or window
/// and comes again in a path names it by id the second time (the contract's ids are unique).
///
/// The request's other members are encoded once, as the bytes before and after `events`, so a witness
/// costs a copy of them, and its size is a sum known before it is built.
struct WitnessEvents {
    /// `{` and the members before `events`, through `"events":`.
    let head: [UInt8]
    /// The members after `events`, and `}`.
    let tail: [UInt8]
    /// Each event as first declared, and naming what it declared by id.
    let events: [[UInt8]]
    let eventsById: [[UInt8]]

    init(exploration: Exploration, body: JSONValue) {
        guard case .object(let object) = body else {
            (head, tail, events, eventsById) = (Array("{\"events\":".utf8), Array("}".utf8), [], [])
            return
        }
        let base = object.members.filter { $0.key != "explore" && $0.key != "events" }
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
        let position = base.firstIndex { $0.key == "options" } ?? base.count
        // `{a,b}` without its `}`, then `"events":`; `{c,d}` without its `{`, after a comma.
        var head = Self.encoded(.object(JSONObject(Array(base[..<position]))))
        head.removeLast()
        if position > 0 { head.append(UInt8(ascii: ",")) }
        head += Array("\"events\":".utf8)
        var tail = Array("}".utf8)
        if position < base.count {
            tail = Self.encoded(.object(JSONObject(Array(base[position...]))))
            tail[0] = UInt8(ascii: ",")
        }
        self.head = head
        self.tail = tail
        events = json.map { Self.encoded($0) }
        eventsById = json.map { Self.encoded(Self.byId($0)) }
    }

    /// The witness's exact size in bytes, without building it.
    func size(_ path: [Int]) -> Int {
        var seen: Set<Int> = []
        var total = head.count + tail.count + 2 + max(0, path.count - 1)
        for index in path { total += seen.insert(index).inserted ? events[index].count : eventsById[index].count }
        return total
    }

    func witness(_ path: [Int]) -> [UInt8] {
        var bytes = head
        bytes.reserveCapacity(size(path))
        bytes.append(UInt8(ascii: "["))
        var seen: Set<Int> = []
        for (position, index) in path.enumerated() {
            if position > 0 { bytes.append(UInt8(ascii: ",")) }
            bytes += seen.insert(index).inserted ? events[index] : eventsById[index]
        }
        bytes.append(UInt8(ascii: "]"))
        return bytes + tail
    }

    static func encoded(_ value: JSONValue) -> [UInt8] {
        var writer = JSONWriter(reservingCapacity: 256)
        writer.value(value)
        return writer.bytes
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
            .object(JSONObject([.init(key: "type", value: .string(RequestDecoder.typeName(event)))]))
        }
    }
}
