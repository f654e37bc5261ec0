import RequestGenerator
import RotationPolicy
import RotationPolicyHTTP
import RotationPolicyJSON
import RotationPolicyWire
import Testing

/// Properties every valid request must have (issue 8), each over the same few thousand generated
/// requests (`ContractRequestGenerator`, seeds 1…3000; `PROPERTY_SEEDS=N` for more). A failure prints the
/// seed and a request shrunk by dropping events. The response schema check is in Python:
/// Tests/OpenAPI/check_generated.py.
@Suite("Properties over generated requests")
struct PropertyTests {
    @Test("0. every generated request is valid, so the service answers 200")
    func accepted() {
        PropertyRunner.check("accepted") { item in
            item.rejection.map { "answered \(Problem($0).status): \($0.detail)" }
        }
    }

    @Test("1. the same request always gives byte-identical answers")
    func deterministic() {
        PropertyRunner.check("deterministic") { item in
            guard case .success(let first) = item.answer else { return nil }
            let copy = Array(item.body)
            guard case .success(let second) = Simulator.respond(toJSON: copy) else { return "the second answer is an error" }
            if first != second { return "two answers differ" }
            // Decoding the same bytes and encoding the resolution must give them too.
            guard let resolution = item.resolution else { return "decode and resolve rejected what respond accepted" }
            if Simulator.encode(resolution) != first { return "encode(resolve(decode(body))) differs from respond(body)" }
            return nil
        }
    }

    @Test("2. the steps of a prefix of the events are the prefix of the steps")
    func prefixes() {
        PropertyRunner.check("prefix") { item in
            guard let full = item.resolution else { return nil }
            // A launch that throws answers with a launch entry (event null) before any event's step.
            let steps = Self.wordedSteps(full)
            let launch = steps.filter { $0["event"] == JSONValue.null }
            let events = steps.filter { $0["event"] != JSONValue.null }
            for (count, prefix) in item.prefixes.enumerated() {
                guard let prefix else { continue }  // a prefix may be rejected (none of the generator's is)
                let prefixSteps = Self.wordedSteps(prefix)
                if prefixSteps.filter({ $0["event"] == JSONValue.null }) != launch { return "the first \(count) events launch differently" }
                let expected = Array(events.prefix(count))
                let got = prefixSteps.filter { $0["event"] != JSONValue.null }
                guard got == expected else {
                    let at =
                        zip(got, expected).enumerated().first(where: { $0.element.0 != $0.element.1 })?.offset
                        ?? min(got.count, expected.count)
                    return "the first \(count) events give \(got.count) steps that differ from the full run's at step \(at)"
                }
            }
            return nil
        }
    }

    /// The steps as the answer words them. A step's reason holds ids into its request's cast, and a
    /// prefix's request has fewer controllers (events bring some), so its class ids differ: steps of
    /// two requests compare by their words, not their values.
    static func wordedSteps(_ resolution: Resolution) -> [JSONObject] {
        let answer = try? JSONParser.parse(Simulator.encode(resolution), maxDepth: 64, maxStringBytes: 1 << 20)
        guard case .object(let object)? = answer, case .array(let steps)? = object["steps"] else { return [] }
        return steps.compactMap { step in
            guard case .object(let members) = step else { return nil }
            return members
        }
    }

    @Test("3. rotated is true exactly when the top-level orientation changed")
    func rotated() {
        PropertyRunner.check("rotated") { item in
            guard let full = item.resolution, let start = item.prefixes[0] else { return nil }
            var previous = start.interfaceOrientation
            for step in full.steps {
                let changed = step.interfaceOrientation != previous
                if step.rotated != changed {
                    return
                        "step \(step.event.map(String.init) ?? "launch") (\(step.type)): rotated is \(step.rotated), but the orientation went \(previous.name) → \(step.interfaceOrientation.name)"
                }
                previous = step.interfaceOrientation
            }
            return nil
        }
    }

    @Test("4. each event moves the interface as Part A says; rotation paths end in E")
    func orientationFollowsPartA() {
        PropertyRunner.check("orientation", OrientationOracle.check)
    }

    @Test("5. a terminated run has no steps after the violation's event")
    func termination() {
        PropertyRunner.check("termination") { item in
            guard let full = item.resolution else { return nil }
            // An optional launch entry (event null, only for a launch that throws), then events 0, 1, 2, …
            let launch = full.steps.prefix(while: { $0.event == nil })
            if launch.count > 1 { return "\(launch.count) launch entries" }
            let events = full.steps.dropFirst(launch.count)
            for (position, step) in events.enumerated() where step.event != position {
                return "step \(position + launch.count) reports event \(step.event.map(String.init) ?? "null"), expected \(position)"
            }
            if full.skippedEvents != item.request.events.count - events.count {
                return "skippedEvents is \(full.skippedEvents) for \(events.count) steps of \(item.request.events.count) events"
            }
            guard full.terminated else {
                if !launch.isEmpty { return "a launch entry without a launch that throws" }
                if events.count != item.request.events.count {
                    return "not terminated, yet \(events.count) steps for \(item.request.events.count) events"
                }
                if let violation = full.violation, violation.kind != .error {
                    return "an exception as violation without terminating"
                }
                return nil
            }
            guard let violation = full.violation, violation.kind == .exception else {
                return "terminated without an exception"
            }
            // violation.event is the last step's event: null for the launch entry.
            guard let last = full.steps.last, last.event == violation.event else {
                return
                    "the last step's event is \(full.steps.last?.event.map(String.init) ?? "none"), the violation's \(violation.event.map(String.init) ?? "null")"
            }
            if violation.event == nil, !events.isEmpty { return "terminated at launch, yet \(events.count) event steps" }
            let end = violation.event ?? -1
            if (full.warnings + full.deprecations).contains(where: { ($0.event ?? -1) > end }) {
                return "a warning or deprecation after the terminating event"
            }
            return nil
        }
    }

    @Test("6. every controller and window named in a response exists in the request")
    func namesExist() {
        PropertyRunner.check("names") { item in
            guard let full = item.resolution else { return nil }
            let mirror = HierarchyMirror(request: item.request.json)
            let names = Set(mirror.nodes.map(\.name))
            let windows = Set(mirror.windows.map(\.id))
            var named: [(String, String?)] = [
                ("decidingController", full.decidingController.map(full.names.cast.controllers.name)),
                ("violation.controller", full.violation?.controller.map(full.names.cast.controllers.name)),
            ]
            named += full.steps.map {
                (
                    "steps[event \($0.event.map(String.init) ?? "null")].decidingController",
                    $0.decidingController.map(full.names.cast.controllers.name)
                )
            }
            named += full.windows.map {
                ("windows['\($0.id)'].decidingController", $0.decidingController.map(full.names.cast.controllers.name))
            }
            for (field, name) in named {
                if let name, !names.contains(name) { return "\(field) names '\(name)', which the request does not have" }
            }
            for window in full.windows where !windows.contains(window.id) {
                return "windows[] names '\(window.id)', which the request does not have"
            }
            return nil
        }
    }
}
