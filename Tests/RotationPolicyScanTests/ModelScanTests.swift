import Foundation
import RotationPolicyWire
import Testing

@testable import RotationPolicyScan

/// The whole model (`model` of `scan --format json` and of `POST /v1/scan`): every class read with its
/// overrides, alternatives and places, every call site and transition, whether or not the root reaches
/// them (Tests/ScanFixtures/model/NAME, the expected model beside it as NAME.expected.json).
@Suite("scan writes the whole model, reached or not")
struct ModelScanTests {
    static let folder = ScanCLI.scanFixtures + "/model"

    /// Golden name → the project it is the model of.
    static let goldens = ["unreached": "model/unreached", "storyboard": "constructs/storyboard-binary-plist"]

    @Test("the real CLI writes the expected model", arguments: goldens.keys.sorted())
    func expectedModel(name: String) throws {
        let run = try ScanCLI.run(["scan", ScanCLI.scanFixtures + "/" + Self.goldens[name]!, "--format", "json"])
        #expect(run.status == 0, "\(run)")
        let actual = try run.json()["model"]
        let data = try #require(FileManager.default.contents(atPath: Self.folder + "/\(name).expected.json"))
        let expected = try JSONSerialization.jsonObject(with: data)
        #expect(Self.describe(expected) == Self.describe(actual), "\(name)\n--- actual\n\(Self.describe(actual))")
    }

    @Test("a project with no root still lists every override, call site and transition; the spec stays runnable")
    func unreachedClassesAreInTheModel() throws {
        let result = try Scanner.scan(folder: Self.folder + "/unreached")
        #expect(result.model.classes.map(\.name) == ["GalleryViewController", "PhotoViewController", "SettingsViewController"])
        #expect(result.model.transitions.map(\.presented) == ["PhotoViewController", "SettingsViewController"])
        #expect(result.reach.root == nil)
        // The spec stays the runnable subset: its root is a placeholder, and it has no `model`.
        let spec = try ScanCLI.run(["scan", Self.folder + "/unreached", "--format", "spec"])
        #expect(spec.status == 0 && spec.stdout.contains("\nrequest:") && !spec.stdout.contains("\nmodel:"), "\(spec)")
    }

    @Test("the model answers as the spec does: a ternary gives two alternatives, each with its condition")
    func alternativesCarryConditions() throws {
        let result = try Scanner.scan(folder: Self.folder + "/unreached")
        let gallery = try #require(result.model.classes.first { $0.name == "GalleryViewController" })
        let mask = try #require(gallery.overrides.first { $0.property == OverrideName.mask })
        #expect(mask.alternatives.map(\.value) == [.orientations(["landscapeLeft", "landscapeRight"]), .orientations(["portrait"])])
        #expect(mask.alternatives.map(\.conditions) == [["isSlideshow"], ["!(isSlideshow)"]])
        guard case .notFound(let reason, _) = result.model.root else {
            Issue.record("the fixture has no root, yet the model says one was found")
            return
        }
        #expect(reason.contains("no window.rootViewController"))
    }

    /// A root the scan cannot follow is said at the assignment's file and line, with what to do about it.
    @Test("the root warning names the assignment's line and says what to do")
    func rootWarningSaysWhatToDo() throws {
        let run = try ScanCLI.run(["scan", ScanCLI.tests.path + "/LintFixtures/coordinator-root"])
        #expect(run.status == 0, "\(run)")
        let line = run.stderr.split(separator: "\n").first { $0.contains("unresolved: ") && $0.contains(": root: ") }
        #expect(line?.contains("Reader/AppDelegate.swift:13:9: root: ") == true, "\(run.stderr)")
        #expect(line?.contains("pass --hierarchy") == true && line?.contains("set root: in .rotation-policy.yml") == true, "\(run.stderr)")
    }

    /// Every fixture project: the model holds each override the counts say were read (controllers and app
    /// delegates), so nothing the scan read is left out of it for want of a root that reaches it.
    @Test("every override read is in the model", arguments: fixtureProjects())
    func everyOverrideIsInTheModel(project: String) throws {
        let result = try Scanner.scan(folder: project)
        let inModel = result.model.classes.filter { $0.isController || $0.isAppDelegate }.reduce(0) { $0 + $1.overrides.count }
        #expect(inModel == result.stats.overrides, "\(project)")
        let presents = result.model.callSites.filter { $0.kind == .present || $0.kind == .push }.count
        // Each is a transition, or listed: one sent to the top-most presented controller is nobody's.
        let listed = result.unresolved.filter { $0.reason.contains("which returns the top-most presented controller") }.count
        #expect(result.model.transitions.filter { $0.via == .code }.count + listed == presents, "\(project)")
    }

    static func fixtureProjects() -> [String] {
        let base = ScanCLI.scanFixtures
        var out = (0...4).map { base + "/seed-00\($0)" }
        for group in ["targets", "constructs", "calls"] {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: base + "/" + group)) ?? []
            out += names.sorted().filter { !$0.contains(".") }.map { base + "/" + group + "/" + $0 }
        }
        return out
    }

    static func describe(_ value: Any?) -> String {
        guard let value, let data = try? JSONSerialization.data(withJSONObject: value, options: [.prettyPrinted, .sortedKeys]) else {
            return "\(value ?? "absent")"
        }
        return String(decoding: data, as: UTF8.self)
    }
}
