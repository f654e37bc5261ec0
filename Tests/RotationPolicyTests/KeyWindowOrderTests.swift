import Testing

@testable import RotationPolicy

/// Issue 31: `makeKey` (makeKeyAndVisible) puts its window in front of the others at its level. The order
/// is state, so the explorer must see one state per order, not one per history that reached it.
@Suite struct KeyWindowOrderTests {
    /// Three level-0 windows on iOS 11, where the topmost window with a root decides (R4).
    static let app = """
        {"app":{"iosVersion":"11.0"},"interfaceOrientation":"portrait","windows":[
          {"id":"a","root":{"id":"ra","supportedOrientations":"portrait"}},
          {"id":"b","root":{"id":"rb"}},
          {"id":"c","key":true,"root":{"id":"rc","supportedOrientations":"landscape"}}],
         "events":[{"type":"makeKey","window":"a"},{"type":"makeKey","window":"b"},{"type":"makeKey","window":"a"}]}
        """

    static func state(after events: [Int]) throws -> (state: SimulationState, statusBar: WindowID) {
        let request = try ResolveHarness.request(Self.app)
        var simulation = Simulation(request)
        for (position, index) in events.enumerated() { _ = try simulation.apply(request.events[index], index: position) }
        return (simulation.state, simulation.statusBarWindow)
    }

    @Test func theSameOrderReachedTwoWaysIsOneState() throws {
        // a, b, a and b, a both leave a in front of b in front of c.
        let long = try Self.state(after: [0, 1, 2])
        let short = try Self.state(after: [1, 2])
        #expect(long.state == short.state)
        #expect(long.statusBar == WindowID(0))
    }

    @Test func theWindowMadeKeyLastIsInFront() throws {
        // At the start the later window, c, is in front; made key, b then decides before iOS 13.
        #expect(try Self.state(after: []).statusBar == WindowID(2))
        #expect(try Self.state(after: [1]).statusBar == WindowID(1))
        #expect(try Self.state(after: [0, 1]).statusBar == WindowID(1))
    }
}
