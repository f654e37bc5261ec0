import RotationPolicy
import RotationPolicyWire
import Testing

/// The resolver as a transition function: a state, an event, the step it yields.
@Suite struct StateMachineTests {
    /// A phone app whose navigation stack forwards to its top controller, currently portrait.
    static let app = """
        {"app":{"iosVersion":"15.0"},"interfaceOrientation":"portrait",
         "root":{"id":"nav","kind":"navigationController","forwarding":"top",
                 "children":[{"id":"list","supportedOrientations":"portrait"}]},
         "events":[{"type":"push","navigation":"nav","controller":{"id":"player","supportedOrientations":"landscape"}},
                   {"type":"deviceOrientation","orientation":"landscapeLeft"},
                   {"type":"pop","navigation":"nav"},
                   {"type":"deviceOrientation","orientation":"portrait"}]}
        """

    @Test func eachEventYieldsOneStep() throws {
        let request = try ResolveHarness.request(Self.app)
        var state = Simulation(request)
        let steps = try request.events.enumerated().map { try state.apply($1, index: $0) }
        #expect(steps.map(\.interfaceOrientation) == [.portrait, .landscapeRight, .landscapeRight, .portrait])
        #expect(steps.map(\.rotated) == [false, true, false, true])
        #expect(steps.map { $0.decidingController.map { request.controllers.name($0) } } == ["player", "player", "list", "list"])
        #expect(steps.map(\.rule) == [.r3_3, .r3_1, .r3_3, .r3_1])
        #expect(steps.map(\.type) == [.push, .deviceOrientation, .pop, .deviceOrientation])
    }

    @Test func stepsAreValuesThatCompare() throws {
        let request = try ResolveHarness.request(Self.app)
        var first = Simulation(request)
        var second = Simulation(request)
        #expect(try first.apply(request.events[0], index: 0) == second.apply(request.events[0], index: 0))
    }

    @Test func aPopLeavesTheInterfaceStuckUntilTheNextTurn() throws {
        let resolution = try Simulator.resolve(ResolveHarness.request(Self.app))
        #expect(resolution.steps[2].reason == .container(.stranded(.pop, stays: .landscapeRight, supported: .portrait)))
        let answer = String(decoding: Simulator.encode(resolution), as: UTF8.self)
        #expect(
            answer.contains(
                "pop never rotates by itself: the interface stays landscapeRight, which the supported orientations (portrait) no longer include, until the next rotation path"
            ))
        #expect(resolution.steps[2].supportedOrientations == .portrait)
    }

    @Test func eventsAfterAnExceptionAreNotApplied() throws {
        let body = """
            {"app":{"iosVersion":"10.0"},"interfaceOrientation":"portrait","root":{"id":"home"},
             "events":[{"type":"present","presenter":"home","style":"fullScreen",
                        "controller":{"id":"bad","supportedOrientations":"portrait","preferredOrientationForPresentation":"landscapeLeft"}},
                       {"type":"deviceOrientation","orientation":"landscapeLeft"}]}
            """
        let resolution = try Simulator.resolve(ResolveHarness.request(body))
        #expect(resolution.terminated)
        #expect(resolution.steps.count == 1)
        #expect(resolution.violation?.event == 0)
        #expect(resolution.violation?.reason == .preferredNotSupported(.orientation(.landscapeLeft), supported: .portrait))
        let answer = String(decoding: Simulator.encode(resolution), as: UTF8.self)
        #expect(
            answer.contains(
                "preferredInterfaceOrientationForPresentation 'landscapeLeft' must match a supported interface orientation: 'portrait'!"))
    }

    @Test func aPoppedControllerNamedLaterIsA400NamingThatEvent() {
        let body = """
            {"interfaceOrientation":"portrait","root":{"id":"nav","kind":"navigationController","children":[{"id":"a"}]},
             "events":[{"type":"push","navigation":"nav","controller":{"id":"b"}},{"type":"pop","navigation":"nav"},
                       {"type":"update","controller":"b","set":{"supportedOrientations":"all"}}]}
            """
        let error = ResolveHarness.error(body)
        #expect(error?.kind == .invalidRequest)
        #expect(error?.errors.first?.path == "$.events[2].controller")
    }
}
