import RotationPolicyWire
import Testing

@testable import RotationPolicyScan

/// The `#available` branch around each KVC orientation set and `attemptRotation` call, and the pre-iOS 6
/// methods, as lint reads them from the scan (issue 30, point 1).
@Suite("scan: version-dependent calls and their #available branch")
struct VersionScopeTests {
    static func scan(_ files: [(String, String)]) throws -> ScanResult {
        try Scanner.scan(files: files.map { ($0.0, Array($0.1.utf8)) })
    }

    static let kvc = "UIDevice.current.setValue(UIInterfaceOrientation.portrait.rawValue, forKey: \"orientation\")"

    @Test("Swift: if/else, guard, #unavailable and what follows a guard")
    func swift() throws {
        let source = """
            import UIKit
            class A: UIViewController {
                func plain() { \(Self.kvc) }
                func split() {
                    if #available(iOS 16, *) {
                        UIViewController.attemptRotationToDeviceOrientation()
                    } else {
                        \(Self.kvc)
                    }
                }
                func guarded() {
                    guard #available(iOS 16.0, *) else {
                        \(Self.kvc)
                        return
                    }
                    UIViewController.attemptRotationToDeviceOrientation()
                }
                func old() {
                    if #unavailable(iOS 16) { \(Self.kvc) }
                }
                override func shouldAutorotate(to toInterfaceOrientation: UIInterfaceOrientation) -> Bool { true }
            }
            """
        let result = try Self.scan([("A.swift", source)])
        let calls = result.model.versionedCalls.map { "\($0.at.line):\($0.atLeast.map(String.init) ?? "-")..<\($0.below.map(String.init) ?? "-")" }
        #expect(calls == ["3:-..<-", "6:16..<-", "8:-..<16", "13:-..<16", "16:16..<-", "19:-..<16"])
        #expect(result.model.legacyRotationMethods.map { "\($0.className) \($0.at.line)" } == ["A 21"])
    }

    @Test("Swift: calls in an enum's static method and a free function, which the readers do not collect")
    func looseCalls() throws {
        let source = """
            import UIKit
            class Home: UIViewController {}
            enum AppUtility {
                static func lock() {
                    \(Self.kvc)
                    UIViewController.attemptRotationToDeviceOrientation()
                }
            }
            func forcePortrait() {
                if #available(iOS 16, *) {} else { \(Self.kvc) }
            }
            """
        let result = try Self.scan([("U.swift", source)])
        let calls = result.model.versionedCalls.map { "\($0.className) \($0.at.line):\($0.below.map(String.init) ?? "-")" }
        #expect(calls == ["AppUtility 5:-", "AppUtility 6:-", "(top level) 10:16"])
    }

    @Test("Objective-C: the else of @available, and shouldAutorotateToInterfaceOrientation: in its @implementation")
    func objectiveC() throws {
        let source = """
            #import <UIKit/UIKit.h>
            @interface B : UIViewController
            @end
            @implementation B
            - (void)rotate {
                if (@available(iOS 16.0, *)) {
                    [self setNeedsUpdateOfSupportedInterfaceOrientations];
                } else {
                    [[UIDevice currentDevice] setValue:@(UIInterfaceOrientationPortrait) forKey:@"orientation"];
                }
                [[UIDevice currentDevice] setValue:@(UIInterfaceOrientationPortrait) forKey:@"orientation"];
            }
            - (BOOL)shouldAutorotateToInterfaceOrientation:(UIInterfaceOrientation)o { return YES; }
            @end
            """
        let result = try Self.scan([("B.m", source)])
        let calls = result.model.versionedCalls.map { "\($0.at.line):\($0.below.map(String.init) ?? "-")" }
        #expect(calls == ["9:16", "11:-"])
        #expect(
            result.model.legacyRotationMethods.map { "\($0.className) \($0.selector) \($0.at.line)" } == [
                "B shouldAutorotateToInterfaceOrientation: 13"
            ])
    }
}
