import Foundation
import RotationPolicyJSON
import Testing

@testable import RotationPolicy
@testable import RotationPolicyWire

/// A controller's origin is a value, and the wire spells its path: the resolver's estimate of an
/// answer's size counts the name's bytes from the origins alone (`nameByteCount`), so the two must agree
/// on every controller of every fixture that decodes, named or not.
@Suite struct ControllerPathTests {
    @Test func theSizeEstimateCountsTheNamesTheWireWrites() throws {
        var decoded = 0
        var fromEvents = 0
        for fixture in Fixture.all() where fixture.loadError == nil {
            let request: ResolveRequest
            do {
                let value = try JSONParser.parse(fixture.requestBody, maxDepth: 1024, maxStringBytes: 1 << 20)
                request = try Simulator.decodeRequest(value)
            } catch { continue }
            decoded += 1
            for ref in request.controllers.controllerIDs {
                let name = request.controllers.name(ref)
                #expect(request.controllers.nameByteCount(ref) == name.utf8.count, "\(fixture.name): \(name)")
                if case .event = request.controllers[ref].origin { fromEvents += 1 }
            }
        }
        // The check means something only if it met many requests; fixtures name their controllers, so
        // the unnamed shapes are the next test's.
        #expect(decoded > 300)
        #expect(fromEvents > 20)
    }

    @Test func anUnnamedControllerIsNamedByItsPath() throws {
        let body = """
            {"windows": [{"id": "main", "root": {"id": "nav", "kind": "navigationController", "children": [{"id": "home"}]}},
                         {"id": "overlay", "level": 1, "root": {"kind": "navigationController", "children": [{}],
                          "presented": {"controller": {}}}}],
             "events": [{"type": "deviceOrientation", "orientation": "portrait"},
                        {"type": "push", "navigation": "nav", "controller": {"kind": "tabBarController",
                          "children": [{}, {"id": "second"}]}},
                        {"type": "present", "presenter": "nav", "style": "fullScreen",
                         "controller": {"kind": "navigationController", "children": [{}]}}]}
            """
        let request = try ResolveHarness.request(body)
        let names = request.controllers.controllerIDs.map { request.controllers.name($0) }
        #expect(
            names == [
                "nav", "home", "$.windows[1].root", "$.windows[1].root.children[0]",
                "$.windows[1].root.presented.controller", "$.events[1].controller", "$.events[1].controller.children[0]", "second",
                "$.events[2].controller", "$.events[2].controller.children[0]",
            ])
        for ref in request.controllers.controllerIDs {
            #expect(request.controllers.nameByteCount(ref) == names[ref.index].utf8.count)
        }
    }
}
