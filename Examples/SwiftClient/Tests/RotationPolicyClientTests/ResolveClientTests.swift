import Foundation
import OpenAPIRuntime
import RotationPolicyClient
import Testing

/// The generated client against the real server on loopback: typed requests in, typed answers out.
/// Expected values come from the README's quick-start story, not from the server's output.
@Suite(.serialized)
struct ResolveClientTests {
    /// The README's quick start: a portrait-only list in a navigation controller, a landscape-only player
    /// pushed, the device turned, the player popped.
    static let stuckInLandscape = Components.Schemas.ResolveRequest(
        app: .AppConfiguration(.init(iosVersion: "15.0", supportedOrientations: .OrientationMask(.case2(.allButUpsideDown)))),
        interfaceOrientation: .InterfaceOrientation(.portrait),
        root: .Controller(
            .init(
                id: .ControllerId("nav"), kind: .ControllerKind(.navigationController), forwarding: .Forwarding(.top),
                children: .case1([.init(id: .ControllerId("list"), supportedOrientations: .OrientationMask(.case2(.portrait)))])
            )),
        events: .case1([
            .push(
                .init(
                    _type: .push, navigation: "nav",
                    controller: .Controller(
                        .init(
                            id: .ControllerId("player"), _class: .FreeText("Demo.PlayerViewController"),
                            supportedOrientations: .OrientationMask(.case2(.landscape)))))),
            .deviceOrientation(.init(_type: .deviceOrientation, orientation: .landscapeLeft)),
            .pop(.init(_type: .pop, navigation: "nav")),
        ])
    )

    @Test func resolveAnswersTypedSteps() async throws {
        let server = try ServerProcess()
        defer { #expect(server.stop() == 0) }
        let client = makeRotationPolicyClient(serverURL: server.baseURL)

        let response = try await client.resolve(body: .json(Self.stuckInLandscape))
        let result = try response.ok.body.json
        #expect(result.steps.count == 3)
        #expect(result.terminated == false)
        // 1. The push does not rotate (R3.3).
        #expect(result.steps[0].interfaceOrientation == .portrait)
        #expect(result.steps[0].rotated == false)
        // 2. Device landscapeLeft is interface landscapeRight.
        #expect(result.steps[1].interfaceOrientation == .landscapeRight)
        #expect(result.steps[1].rotated == true)
        // 3. The pop leaves the portrait-only list stuck in landscape.
        #expect(result.steps[2].interfaceOrientation == .landscapeRight)
        #expect(result.interfaceOrientation == .landscapeRight)
        guard case .ControllerName(let decider) = result.decidingController else {
            Issue.record("decidingController is not a name: \(result.decidingController)")
            return
        }
        #expect(decider == "list")
        #expect(result.supportedOrientations.orientations == [.portrait])
    }

    /// The example of docs/api.md "Calling it from another service", as written there.
    @Test func readmeExample() async throws {
        let server = try ServerProcess()
        defer { #expect(server.stop() == 0) }
        let client = makeRotationPolicyClient(serverURL: server.baseURL)
        let request = Components.Schemas.ResolveRequest(
            app: .AppConfiguration(.init(iosVersion: "15.0", supportedOrientations: .OrientationMask(.case2(.allButUpsideDown)))),
            interfaceOrientation: .InterfaceOrientation(.portrait),
            root: .Controller(.init(id: .ControllerId("player"), supportedOrientations: .OrientationMask(.case2(.landscape)))),
            events: .case1([.deviceOrientation(.init(_type: .deviceOrientation, orientation: .landscapeLeft))]))

        switch try await client.resolve(body: .json(request)) {
        case .ok(let ok):
            let result = try ok.body.json
            // A landscape-only root turned to device landscapeLeft: interface landscapeRight, one rotation.
            #expect(result.interfaceOrientation == .landscapeRight)
            #expect(result.steps.map(\.rotated) == [true])
        default:
            Issue.record("expected 200")
        }
    }

    @Test func invalidRequestIsATypedProblem() async throws {
        let server = try ServerProcess()
        defer { #expect(server.stop() == 0) }
        let client = makeRotationPolicyClient(serverURL: server.baseURL)

        // Well-typed, but two controllers share an id: a rule the schema cannot express, so the server's 400.
        let duplicateIds = Components.Schemas.ResolveRequest(
            root: .Controller(
                .init(
                    id: .ControllerId("nav"), kind: .ControllerKind(.navigationController),
                    children: .case1([.init(id: .ControllerId("a")), .init(id: .ControllerId("a"))]))))
        let response = try await client.resolve(body: .json(duplicateIds))
        let problem = try response.badRequest.body.applicationProblemJson
        #expect(problem.status == 400)
        #expect(problem._type.rawValue == "urn:rotation-policy:problem:invalid-request")
        #expect(problem.errors.map(\.path) == ["$.root.children[1].id"])
        #expect(problem.detail.hasPrefix("$.root.children[1].id: "))
    }

    /// POST /v1/explore on the README's story: the search finds the landscape-only player shown in
    /// portrait after the push, and its witness, sent back through the typed client to /v1/resolve,
    /// shows the same finding.
    @Test func exploreFindsAWitnessThatResolveReproduces() async throws {
        let server = try ServerProcess()
        defer { #expect(server.stop() == 0) }
        let client = makeRotationPolicyClient(serverURL: server.baseURL)
        let player = Components.Schemas.Controller(
            id: .ControllerId("player"), _class: .FreeText("Demo.PlayerViewController"),
            supportedOrientations: .OrientationMask(.case2(.landscape)))
        let request = Components.Schemas.ExploreRequest(
            app: .AppConfiguration(.init(iosVersion: "15.0", supportedOrientations: .OrientationMask(.case2(.allButUpsideDown)))),
            interfaceOrientation: .InterfaceOrientation(.portrait),
            root: .Controller(
                .init(
                    id: .ControllerId("nav"), kind: .ControllerKind(.navigationController), forwarding: .Forwarding(.top),
                    children: .case1([.init(id: .ControllerId("list"), supportedOrientations: .OrientationMask(.case2(.portrait)))])
                )),
            explore: .ExploreOptions(
                .init(
                    actions: .case1([
                        .push(.init(_type: .push, navigation: "nav", controller: .Controller(player))),
                        .pop(.init(_type: .pop, navigation: "nav")),
                    ]),
                    maxExtraEvents: 4))
        )

        let result = try await client.explore(body: .json(request)).ok.body.json
        #expect(result.stats.exhaustive)
        let shown = result.findings.filter { $0.kind == .unsupportedOrientationShown && $0.eventTypes == ["push"] }
        #expect(shown.count == 1)
        guard let finding = shown.first else { return }
        guard case .ControllerName(let controller) = finding.controller else {
            Issue.record("the finding names no controller: \(finding.controller)")
            return
        }
        #expect(controller == "player")

        let replay = try await client.resolve(body: .json(finding.witness)).ok.body.json
        #expect(replay.findings.contains { $0.kind == .unsupportedOrientationShown && $0.event == finding.event })
    }

    @Test func healthAndReadinessAreTyped() async throws {
        let server = try ServerProcess()
        defer { #expect(server.stop() == 0) }
        let client = makeRotationPolicyClient(serverURL: server.baseURL)

        #expect(try await client.getHealth().ok.body.json.status == .ok)
        #expect(try await client.getReadiness().ok.body.json.status == .ready)
    }
}
