import Foundation
import Testing

/// `lint --scan-time-limit` and `scanTimeLimit:` bound lint's scans as `scan --scan-time-limit` bounds
/// scan's (issue 28; docs/lint.md, "Limits"): past the limit, exit 2 naming the file being read.
@Suite("rotation-policy lint: scan time limit")
struct LintScanTimeLimitTests {
    /// 300 controllers that each return a different opaque value, and the delegate that makes one the
    /// root: far more than 1 ms of reading.
    static func project(config: String? = nil) throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("lint-scan-time-\(UUID().uuidString)").path
        var files = (0..<300).map {
            (
                "App/C\($0).swift",
                "import UIKit\nclass C\($0): UIViewController {\n    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {\n"
                    + "        if flag { return mask\($0)(with: configuration) }\n        return .portrait\n    }\n}\n"
            )
        }
        files.append(
            (
                "App/AppDelegate.swift",
                "import UIKit\n@main\nclass AppDelegate: UIResponder, UIApplicationDelegate {\n    var window: UIWindow?\n"
                    + "    func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {\n"
                    + "        window?.rootViewController = C0()\n        return true\n    }\n}\n"
            ))
        if let config { files.append((".rotation-policy.yml", config)) }
        for (path, content) in files {
            let url = URL(fileURLWithPath: root).appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try content.write(to: url, atomically: true, encoding: .utf8)
        }
        return root
    }

    static let ranOut = "time limit (--scan-time-limit) ran out while reading this file"

    @Test("--scan-time-limit 1: exit 2 naming the file being read")
    func flag() throws {
        let project = try Self.project()
        defer { try? FileManager.default.removeItem(atPath: project) }
        let run = try CLI.run(["lint", project, "--scan-time-limit", "1"])
        #expect(run.status == 2, "\(run)")
        #expect(run.stderr.contains("error: ") && run.stderr.contains(Self.ranOut) && run.stderr.contains("App/"), "\(run)")

        let refused = try CLI.run(["lint", project, "--scan-time-limit", "0"])
        #expect(refused.status == 2, "\(refused)")
        #expect(refused.stderr.contains("--scan-time-limit 0: give a positive number of milliseconds"), "\(refused)")
    }

    @Test("scanTimeLimit: in .rotation-policy.yml bounds the scan; the flag wins over it")
    func configuration() throws {
        let project = try Self.project(config: "scanTimeLimit: 1\n")
        defer { try? FileManager.default.removeItem(atPath: project) }
        let run = try CLI.run(["lint", project])
        #expect(run.status == 2, "\(run)")
        #expect(run.stderr.contains(Self.ranOut), "\(run)")

        let flagWins = try CLI.run(["lint", project, "--scan-time-limit", "600000"])
        #expect([0, 1].contains(flagWins.status), "\(flagWins)")
        #expect(!flagWins.stderr.contains(Self.ranOut), "\(flagWins)")
    }

    @Test("scanTimeLimit: 0 is an error naming its line")
    func configurationOutOfRange() throws {
        let project = try Self.project(config: "idiom: phone\nscanTimeLimit: 0\n")
        defer { try? FileManager.default.removeItem(atPath: project) }
        let run = try CLI.run(["lint", project])
        #expect(run.status == 2, "\(run)")
        #expect(run.stderr.contains(".rotation-policy.yml:2: $.scanTimeLimit: expected a whole number of milliseconds above 0"), "\(run)")
    }
}
