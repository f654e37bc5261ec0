import RotationPolicy
import RotationPolicyJSON

/// The `explore` member of `POST /v1/explore`: extra event lists and budgets, checked against the
/// server's caps (over a cap: 422).
struct ExploreDecoding {
    var caps: ExploreLimits
    var options = ExploreOptions()
}

extension RequestDecoder {
    static let exploreKeys = WireReader.Keys([
        "environment", "actions", "maxExtraEvents", "maxStates", "timeLimitMs", "maxFindings", "maxWitnessesPerFinding",
        "maxFixChecks",
    ])

    mutating func decodeExplore(_ node: Node) throws(RequestError) {
        guard var decoding = explore else { return }
        let path = "$.explore"
        var options = ExploreOptions(
            maxExtraEvents: ExploreOptions.defaultMaxExtraEvents, maxStates: min(ExploreOptions.defaultMaxStates, decoding.caps.maxStates),
            timeLimitMs: min(ExploreOptions.defaultTimeLimitMs, decoding.caps.maxMilliseconds))
        options.scriptEvents = request.events.count
        options.maxBytes = decoding.caps.maxBytes
        options.maxFindings = min(ExploreOptions.defaultMaxFindings, decoding.caps.maxFindings)
        options.maxAnswerBytes = limits.maxAnswerBytes
        if node != WireReader.absent {
            let f = try reader.members(try reader.object(node, path), Self.exploreKeys, path)
            if f[0] != WireReader.absent {
                let first = request.events.count
                try decodeEvents(f[0], "$.explore.environment")
                options.environment = first..<request.events.count
                try requireIds(in: options.environment!)
            }
            if f[1] != WireReader.absent {
                let first = request.events.count
                try decodeEvents(f[1], "$.explore.actions")
                options.actions = first..<request.events.count
                try requireIds(in: options.actions)
            }
            if f[2] != WireReader.absent {
                options.maxExtraEvents = try budget(
                    f[2], "\(path).maxExtraEvents", cap: decoding.caps.maxExtraEvents, flag: "--max-explore-extra-events", minimum: 0)
            }
            if f[3] != WireReader.absent {
                options.maxStates = try budget(f[3], "\(path).maxStates", cap: decoding.caps.maxStates, flag: "--max-explore-states")
            }
            if f[4] != WireReader.absent {
                options.timeLimitMs = try budget(
                    f[4], "\(path).timeLimitMs", cap: decoding.caps.maxMilliseconds, flag: "--max-explore-ms")
            }
            if f[5] != WireReader.absent {
                options.maxFindings = try budget(
                    f[5], "\(path).maxFindings", cap: decoding.caps.maxFindings, flag: "--max-explore-findings")
            }
            if f[6] != WireReader.absent {
                options.maxWitnessesPerFinding = try witnessCount(f[6], "\(path).maxWitnessesPerFinding")
            }
            if f[7] != WireReader.absent {
                // 0 turns the checks off (a search's speed alone, or an answer sooner); each check explores again.
                let checksPath = "\(path).maxFixChecks"
                let value = try reader.integer(f[7], checksPath)
                let cap = ExploreOptions.defaultMaxFixChecks
                guard value >= 0 else { throw RequestError(.invalidRequest, path: checksPath, "must be at least 0, got \(value)") }
                guard value <= cap else {
                    throw RequestError(.limitExceeded, path: checksPath, "\(value) is over the limit of \(cap)")
                }
                options.maxFixChecks = value
            }
        }
        decoding.options = options
        explore = decoding
    }

    /// A whole number of at least `minimum` and within the server's cap.
    private func budget(
        _ node: Node, _ path: String, cap: Int, flag: String, minimum: Int = 1
    ) throws(RequestError) -> Int {
        let value = try reader.integer(node, path)
        guard value >= minimum else {
            throw RequestError(.invalidRequest, path: path, "must be at least \(minimum), got \(value)")
        }
        guard value <= cap else {
            throw RequestError(.limitExceeded, path: path, "\(value) is over this server's cap of \(cap) (\(flag))")
        }
        return value
    }

    /// At least 1 (the shortest witness) and at most `ExploreOptions.maxWitnessesPerFindingCap`, a fixed
    /// limit: each witness adds its events to every finding of the answer.
    private func witnessCount(_ node: Node, _ path: String) throws(RequestError) -> Int {
        let value = try reader.integer(node, path)
        let cap = ExploreOptions.maxWitnessesPerFindingCap
        guard value >= 1 else { throw RequestError(.invalidRequest, path: path, "must be at least 1, got \(value)") }
        guard value <= cap else { throw RequestError(.limitExceeded, path: path, "\(value) is over the limit of \(cap)") }
        return value
    }

    /// A controller an extra event declares may be pushed or presented again in a witness, which then
    /// names it by id: so it needs one.
    private func requireIds(in events: Range<Int>) throws(RequestError) {
        for index in events {
            let declared: ControllerID?
            switch request.events[index] {
            case .pushed(_, let controller), .presented(_, _, _, let controller),
                .crossPlatform(.swiftUIPresent(_, _, let controller)):
                declared = controller
            default: declared = nil
            }
            guard let declared, declared != .none, request.controllers[declared].id.isEmpty,
                case .event(let declaringEvent) = request.controllers[declared].origin, declaringEvent == index
            else { continue }
            throw RequestError(
                .invalidRequest, path: path(request.controllers[declared].origin),
                "a controller an explore event declares needs an \"id\": a witness that repeats the event names it by id")
        }
    }
}
