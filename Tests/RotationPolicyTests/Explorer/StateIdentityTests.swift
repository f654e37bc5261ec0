import Foundation
import Testing

@testable import RotationPolicy
@testable import RotationPolicyWire

/// Which states the explorer tells apart: two states merge only when nothing a later event reads differs.
@Suite struct StateIdentityTests {
    /// A native root that an `update` turns into the Flutter view. Cross-platform calls find their
    /// controller by class, so the Flutter call only applies after the update. By hand: S0 (native),
    /// S1 (class changed; the Flutter call finds no Flutter view on S0), S2 (S1 after the Flutter call
    /// turned the interface to landscapeLeft); repeating either action on S2 changes nothing.
    static let classChangedByUpdate = nativeRoot(
        actions: #"""
            {"type": "update", "controller": "flutter", "set": {"class": "FlutterViewController"}},
            {"type": "flutter.setPreferredOrientations", "orientations": ["landscapeLeft"]}
            """#)

    @Test func aClassChangeIsANewState() throws {
        // Before the class was part of a state's identity, S1 merged into S0 and S2 was never reached:
        // one distinct state.
        let stats = try ExploreBudgetTests.stats(Self.classChangedByUpdate, .default)
        #expect(stats["distinctStates"] as? Int == 3, "\(stats)")
        #expect(stats["exhaustive"] as? Bool == true, "\(stats)")
    }

    /// Updates that give the same class name twice, and one that gives the controller its own declared
    /// class back. By hand: S0 (declared class), S1 (FlutterViewController). The second Flutter update
    /// reaches S1 again (one name, one id), and the update to the declared class reaches S0 again (the
    /// controller's own id), so there are two states. Were names numbered per event, or the declared
    /// class given a new id, there would be three.
    static let classGivenTwice = nativeRoot(
        actions: #"""
            {"type": "update", "controller": "flutter", "set": {"class": "FlutterViewController"}},
            {"type": "update", "controller": "flutter", "set": {"class": "Demo.NativeViewController"}},
            {"type": "update", "controller": "flutter", "set": {"class": "FlutterViewController"}}
            """#)

    /// A portrait-only native root (id `flutter`, class `Demo.NativeViewController`) on an iOS 16 phone,
    /// explored with these actions and up to three of them in a row.
    static func nativeRoot(actions: String) -> [UInt8] {
        Array(
            #"""
            {"app": {"idiom": "phone", "iosVersion": "16.0", "hasHomeButton": true, "supportedOrientations": "all"},
             "device": {"orientation": "portrait"}, "interfaceOrientation": "portrait",
             "root": {"id": "flutter", "class": "Demo.NativeViewController", "supportedOrientations": "portrait"},
             "explore": {"environment": [], "maxExtraEvents": 3, "actions": [
            """#.utf8) + Array(actions.utf8) + Array("]}}".utf8)
    }

    @Test func oneClassNameIsOneState() throws {
        let stats = try ExploreBudgetTests.stats(Self.classGivenTwice, .default)
        #expect(stats["distinctStates"] as? Int == 2, "\(stats)")
        // The decoder keeps each name once; the events hold its index, not the name.
        let (request, _) = try BruteForceTests.decode(Self.classGivenTwice, maxExtraEvents: 3)
        #expect(request.updateClassNames == ["FlutterViewController", "Demo.NativeViewController"])
        let given = request.events.compactMap { event -> Int? in
            if case .overridesChanged(_, let patch) = event, case .set(let update) = patch.className { return update.index }
            return nil
        }
        #expect(given == [0, 1, 0])
    }
}
