import Testing

@testable import RotationPolicy

/// `app.delegateOrientations: "topController"` (issue 30, point 3): the app delegate answers the mask of
/// the controller on top, and UIKit intersects it with the deciding controller's (docs/rules.md R1.5).
@Suite struct DelegateTopControllerTests {
    /// A plain navigation controller (it does not forward) under an Info.plist of portrait only.
    static func request(delegate: String) -> String {
        """
        {"app":{"iosVersion":"17.0","supportedOrientations":"portrait"\(delegate)},"interfaceOrientation":"portrait",
         "root":{"id":"nav","kind":"navigationController","children":[{"id":"list","supportedOrientations":"portrait"}]},
         "events":[{"type":"push","navigation":"nav","controller":{"id":"player","supportedOrientations":"landscape"}},
                   {"type":"present","presenter":"player","style":"fullScreen","controller":{"id":"viewer","supportedOrientations":"all"}}]}
        """
    }

    static func masks(delegate: String) throws -> [OrientationMask] {
        let request = try ResolveHarness.request(Self.request(delegate: delegate))
        var simulation = Simulation(request)
        var out = [simulation.evaluate(window: WindowID(0)).mask]
        for (index, event) in request.events.enumerated() {
            _ = try simulation.apply(event, index: index)
            out.append(simulation.evaluate(window: WindowID(0)).mask)
        }
        return out
    }

    @Test func theTopControllersMaskIsTheAppsMask() throws {
        // The list on top: portrait. The player pushed: the navigation controller decides
        // (allButUpsideDown) and the delegate answers the player's landscape. The viewer presented full
        // screen decides and is on top: all, within what the device can show.
        let top = try Self.masks(delegate: ",\"delegateOrientations\":\"topController\"")
        #expect(top[0] == .portrait)
        #expect(top[1] == .landscape)
        #expect(top[2] == OrientationMask.all.intersection(try ResolveHarness.request(Self.request(delegate: "")).app.deviceMask))
        // Without the delegate Info.plist decides: portrait throughout.
        let plist = try Self.masks(delegate: "")
        #expect(plist == [.portrait, .portrait, .portrait])
    }

    @Test func setDelegateMaskIsRefusedForIt() throws {
        let body = """
            {"app":{"iosVersion":"17.0","delegateOrientations":"topController"},"root":{"id":"home"},
             "events":[{"type":"setDelegateMask","orientations":"portrait"}]}
            """
        #expect(throws: (any Error).self) { try ResolveHarness.request(body) }
    }
}
