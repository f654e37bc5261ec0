import Foundation
import RotationPolicyJSON
import Testing

@testable import RotationPolicy
@testable import RotationPolicyWire

/// Issue 23: UIKit logs no console line for deprecated API use, so /v1/resolve lists it under
/// `deprecations`, apart from `warnings`; a KVC orientation set, which UIKit does log, stays a warning.
@Suite struct DeprecationsTests {
    static func answer(_ version: String, events: String) throws -> [String: Any] {
        let body = """
            {"app": {"iosVersion": "\(version)"}, "root": {"id": "home", "shouldAutorotate": false},
             "events": \(events)}
            """
        guard case .success(let bytes) = Simulator.respond(toJSON: Array(body.utf8)) else {
            Issue.record("refused: \(body)")
            return [:]
        }
        return try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any] ?? [:]
    }

    @Test func attemptRotationOnIOS16IsADeprecationNotAConsoleWarning() throws {
        let answer = try Self.answer(
            "16.0",
            events: #"[{"type": "attemptRotationToDeviceOrientation"}, {"type": "setDeviceOrientation", "orientation": "landscapeLeft"}]"#)
        let deprecations = answer["deprecations"] as? [[String: Any]] ?? []
        #expect(deprecations.map { $0["api"] as? String } == ["UIViewController.attemptRotationToDeviceOrientation()"])
        #expect(deprecations.first?["deprecatedIn"] as? String == "16.0")
        #expect(deprecations.first?["replacement"] as? String == "UIViewController.setNeedsUpdateOfSupportedInterfaceOrientations()")
        #expect(deprecations.first?["event"] as? Int == 0)
        // UIKit does log the KVC set ("BUG IN CLIENT OF UIKIT"): that one stays a warning.
        let warnings = answer["warnings"] as? [[String: Any]] ?? []
        #expect(warnings.map { $0["code"] as? String } == ["setDeviceOrientationIgnored"])
    }

    @Test func shouldAutorotateOnIOS16NamesItsController() throws {
        let answer = try Self.answer("16.0", events: #"[{"type": "deviceOrientation", "orientation": "landscapeLeft"}]"#)
        let deprecations = answer["deprecations"] as? [[String: Any]] ?? []
        #expect(deprecations.map { $0["api"] as? String } == ["UIViewController.shouldAutorotate"])
        #expect(deprecations.first?["controller"] as? String == "home")
        #expect((answer["warnings"] as? [Any])?.isEmpty == true)
    }

    @Test func nothingIsDeprecatedOnIOS15SoTheMemberIsLeftOut() throws {
        let answer = try Self.answer("15.0", events: #"[{"type": "attemptRotationToDeviceOrientation"}]"#)
        #expect(answer["deprecations"] == nil)
    }

    @Test func everyDeprecationCodeHasItsAPIAndReplacement() {
        for code in WarningCode.allCases where code.isDeprecation {
            let warning = Warning(code: code, message: .attemptRotationDeprecated, event: 0)
            var writer = JSONWriter(reservingCapacity: 256)
            writer.beginObject()
            Deprecations.write([warning], ControllerInfo([]), &writer)
            writer.endObject()
            let text = String(decoding: writer.bytes, as: UTF8.self)
            #expect(text.contains("\"api\":\"UIViewController."), "\(code): \(text)")
            #expect(text.contains("\"deprecatedIn\":\"16.0\""), "\(code): \(text)")
        }
    }
}
