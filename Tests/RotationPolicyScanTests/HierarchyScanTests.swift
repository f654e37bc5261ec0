import Foundation
import Testing

/// `rotation-policy scan PATH --hierarchy FILE`: the tree from UIKit's `_printHierarchy` text
/// (Tests/ScanFixtures/hierarchy, formats of iOS 8 to 17), each class's overrides from the code.
@Suite("scan with a _printHierarchy dump")
struct HierarchyScanTests {
    static let dumps = ScanCLI.scanFixtures + "/hierarchy"

    func scan(_ project: String, _ dump: String, format: String = "json") throws -> (ScanCLI.Run, [String: Any]) {
        let run = try ScanCLI.run(["scan", ScanCLI.scanFixtures + "/" + project, "--hierarchy", Self.dumps + "/" + dump, "--format", format])
        guard run.status == 0 else { throw ScanCLI.Failure("\(run)") }
        let object = try run.json()
        return (run, format == "json" ? object["spec"] as? [String: Any] ?? [:] : object)
    }

    static func root(_ spec: [String: Any]) -> [String: Any] {
        ((spec["request"] as? [String: Any]) ?? spec)["root"] as? [String: Any] ?? [:]
    }

    @Test("the seed 000 dump gives the live tree with the code's overrides")
    func seed000() throws {
        let (_, spec) = try scan("seed-000", "seed-000-player-comment-ios12.txt")
        let root = Self.root(spec)
        #expect(root["class"] as? String == "Demo.BaseTabBarController")
        #expect(root["selectedIndex"] as? Int == 0)
        let homeNav = (root["children"] as? [[String: Any]])?.first ?? [:]
        let stack = (homeNav["children"] as? [[String: Any]] ?? []).compactMap { $0["class"] as? String }
        #expect(stack == ["Demo.HomeViewController", "Demo.PlayerViewController"])
        let player = (homeNav["children"] as? [[String: Any]])?.last ?? [:]
        #expect(player["supportedOrientations"] as? String == "landscapeRight")
        #expect(player["prefersStatusBarHidden"] as? Bool == true)
        let presented = root["presented"] as? [String: Any]
        #expect(presented?["style"] as? String == "overFullScreen")
        #expect((presented?["controller"] as? [String: Any])?["class"] as? String == "Demo.WriteCommentViewController")
        let sources = spec["sources"] as? [[String: Any]] ?? []
        let playerClass = sources.first { $0["fact"] as? String == "$.request.root.children[0].children[1].class" }
        #expect(playerClass?["how"] as? String == "hierarchy")
        #expect((playerClass?["at"] as? String)?.hasSuffix("seed-000-player-comment-ios12.txt:5:11") == true)
        let playerMask = sources.first { $0["fact"] as? String == "$.request.root.children[0].children[1].supportedOrientations" }
        #expect(playerMask?["at"] as? String == "Demo/Screens.swift:27:16")
        let unresolved = (spec["unresolved"] as? [[String: Any]] ?? []).compactMap { $0["what"] as? String }
        #expect(unresolved.contains("class Demo.WriteCommentViewController"))
        // The spec still runs.
        let folder = try ScanCLI.temporaryFolder("dump")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("scan.json")
        try JSONSerialization.data(withJSONObject: spec).write(to: file)
        let resolve = try ScanCLI.run(["resolve", file.path])
        #expect(resolve.status == 0, "\(resolve)")
        #expect(resolve.stdout.contains("decided by writeComment"))
    }

    @Test("page sheets presented from one another (iOS 13+ format)")
    func sheets() throws {
        let (_, request) = try scan("seed-000", "tabs-sheets-ios15.txt", format: "request")
        var node = Self.root(request)
        #expect(node["kind"] as? String == "tabBarController")
        #expect((node["children"] as? [[String: Any]])?.count == 2)
        var styles: [String] = []
        while let presented = node["presented"] as? [String: Any] {
            styles.append(presented["style"] as? String ?? "")
            node = presented["controller"] as? [String: Any] ?? [:]
        }
        #expect(styles == ["pageSheet", "pageSheet", "pageSheet"])
        let (run, spec) = try scan("seed-000", "tabs-sheets-ios15.txt")
        let missing = (spec["unresolved"] as? [[String: Any]] ?? []).filter { $0["what"] as? String == "class App.ViewController" }
        #expect(missing.count == 1, "\(run.stderr)")
    }

    @Test("classes the sources do not have get their kind from the name (iOS 8 format)")
    func unknownClasses() throws {
        let (_, request) = try scan("seed-000", "split-overlay-ios8.txt", format: "request")
        let root = Self.root(request)
        #expect(root["class"] as? String == "PieOverlayMenu.PieOverlayMenu")
        #expect(root["kind"] as? String == "container")
        let split = (root["children"] as? [[String: Any]])?.first ?? [:]
        #expect(split["kind"] as? String == "splitViewController")
        #expect((split["children"] as? [[String: Any]])?.first?["kind"] as? String == "navigationController")
    }

    @Test("a dump that cannot be read exits 2 naming its line")
    func broken() throws {
        let run = try ScanCLI.run(["scan", ScanCLI.scanFixtures + "/seed-000", "--hierarchy", Self.dumps + "/broken-indent.txt"])
        #expect(run.status == 2)
        #expect(run.stderr.contains("broken-indent.txt:2: `Demo.PlayerViewController` is 3 levels deep"))
        let empty = try ScanCLI.run(["scan", ScanCLI.scanFixtures + "/seed-000", "--hierarchy", Self.dumps + "/README.md"])
        #expect(empty.status == 2)
        #expect(empty.stderr.contains("README.md: no controller lines"))
        let missing = try ScanCLI.run(["scan", ScanCLI.scanFixtures + "/seed-000", "--hierarchy", Self.dumps + "/nope.txt"])
        #expect(missing.status == 3)
    }
}
