import Foundation
import Testing

/// In Swift, UIKit's rotation overrides are properties. A method of the same name is the app's own
/// (seen on a public app: `func shouldAutorotate() -> Bool` in a helper controller, read as the override
/// and reported by lint as a lock iOS 16 ignores).
@Suite("a Swift method named like an override is not the override")
struct OverrideFormTests {
    @Test func methodIsNotTheOverride() throws {
        let folder = try ScanCLI.temporaryFolder("override-form")
        let source = """
            import UIKit

            class BannerViewController: UIViewController {
                func shouldAutorotate() -> Bool { false }
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
            }

            """
        let url = folder.appendingPathComponent("App/BannerViewController.swift")
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(source.utf8).write(to: url)
        let run = try ScanCLI.run(["scan", folder.path, "--format", "json"])
        #expect(run.status == 0, "\(run.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let model = try #require(json["model"] as? [String: Any])
        let classes = try #require(model["classes"] as? [[String: Any]])
        let banner = try #require(classes.first { $0["name"] as? String == "BannerViewController" })
        let properties = (banner["overrides"] as? [[String: Any]] ?? []).compactMap { $0["property"] as? String }
        #expect(properties == ["supportedInterfaceOrientations"])
    }
}
