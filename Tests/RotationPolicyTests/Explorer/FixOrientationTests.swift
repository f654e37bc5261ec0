import Foundation
import Testing

@testable import RotationPolicy
@testable import RotationPolicyWire

/// Issue 30, point 7: a fix keeps the orientation the code asked for. A KVC set of portrait that iOS 16
/// ignores becomes a geometry request for portrait, not for a fixed landscape.
@Suite struct FixOrientationTests {
    /// An iOS 17 iPhone app in landscape sets the device orientation by KVC, then attempts a rotation.
    static func body(set orientation: String) -> [UInt8] {
        Array(
            """
            {"app": {"idiom": "phone", "iosVersion": "17.0", "supportedOrientations": ["portrait", "landscapeLeft", "landscapeRight"]},
             "interfaceOrientation": "landscapeRight",
             "root": {"id": "home", "supportedOrientations": ["portrait", "landscapeLeft", "landscapeRight"]},
             "events": [{"type": "setDeviceOrientation", "orientation": "\(orientation)"}, {"type": "attemptRotationToDeviceOrientation"}],
             "explore": {"maxExtraEvents": 0}}
            """.utf8)
    }

    static func fixes(set orientation: String) throws -> [(code: WarningCode, family: FixCandidate.Family, snippet: String)] {
        let (request, options) = try BruteForceTests.decode(body(set: orientation), maxExtraEvents: 0)
        let (prepared, _, _) = Explorer.prepare(request, options: options)
        let exploration = try Explorer.explore(request, options: options)
        return exploration.findings.compactMap { found in
            guard case .warning(let code) = found.finding.identity.code,
                let candidate = FixCandidate.candidates(for: found.finding, path: found.path, request: prepared).first
            else { return nil }
            return (code, candidate.family, FixText.code(candidate))
        }
    }

    @Test("a KVC set of portrait: the iOS 16 fix requests portrait, for the set and for the attemptRotation after it")
    func portrait() throws {
        let fixes = try Self.fixes(set: "portrait")
        let codes = fixes.map(\.code)
        #expect(codes.contains(.setDeviceOrientationIgnored) && codes.contains(.attemptRotationDeprecated), "\(fixes)")
        for fix in fixes {
            #expect(fix.family == .useIOS16API(.portrait), "\(fix)")
            #expect(fix.snippet.contains("requestGeometryUpdate(.iOS(interfaceOrientations: .portrait))"), "\(fix.snippet)")
        }
    }

    @Test("device landscapeLeft is interface landscapeRight: the request names the interface orientation")
    func landscape() throws {
        let fixes = try Self.fixes(set: "landscapeLeft")
        #expect(!fixes.isEmpty)
        for fix in fixes { #expect(fix.family == .useIOS16API(.landscapeRight), "\(fix)") }
    }
}
