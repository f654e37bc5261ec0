import Foundation
import RotationPolicyWire
import Testing

@testable import RotationPolicyScan

/// Projects as Xcode builds them (Tests/ScanFixtures/targets/NAME, the expected spec and target beside
/// each as NAME.expected.json): only the app target's files, its own settings, XcodeGen, a preprocessed
/// Info.plist and local packages.
@Suite("scan reads the app target as Xcode builds it")
struct TargetScanTests {
    static let folder = ScanCLI.scanFixtures + "/targets"
    static let fixtures = [
        "test-target-root", "extension-deployment", "synchronized-folder", "xcodegen", "preprocessed-plist", "local-package", "tuist",
        "workspace-framework", "podspec-plugin",
    ]

    static func scan(_ name: String, target: String? = nil) throws -> ScanResult {
        try Scanner.scan(folder: folder + "/" + name, options: ScanOptions(target: target))
    }

    static func source(_ result: ScanResult, _ fact: String) -> SourceEntry? { result.sources.first { $0.fact == fact } }

    /// The text of the line a reference points at.
    static func line(_ ref: SourceRef?, in name: String) throws -> String {
        let ref = try #require(ref)
        let text = try String(contentsOfFile: folder + "/" + name + "/" + ref.file, encoding: .utf8)
        return String(text.split(separator: "\n", omittingEmptySubsequences: false)[ref.line - 1])
    }

    @Test("the real CLI writes the expected spec and target", arguments: fixtures)
    func expected(name: String) throws {
        let run = try ScanCLI.run(["scan", Self.folder + "/" + name, "--format", "json"])
        #expect(run.status == 0, "\(run)")
        var actual = try run.json()
        var spec = actual["spec"] as? [String: Any] ?? [:]
        spec.removeValue(forKey: "story")
        actual = ["spec": spec, "target": actual["target"] ?? "absent"]
        let data = try #require(FileManager.default.contents(atPath: Self.folder + "/\(name).expected.json"))
        let expected = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        for key in ["spec", "target"] {
            #expect(describe(expected[key]) == describe(actual[key]), "\(name): `\(key)` differs\n--- actual\n\(describe(actual[key]))")
        }
    }

    private func describe(_ value: Any?) -> String {
        guard let value, let data = try? JSONSerialization.data(withJSONObject: value, options: [.prettyPrinted, .sortedKeys]) else {
            return "\(value ?? "absent")"
        }
        return String(decoding: data, as: UTF8.self)
    }

    /// Xcode builds a framework of another project of the workspace first when the app links its product
    /// (an implicit dependency): its classes run in the app. CocoaPods' umbrella framework is not in the folder.
    @Test("a framework another project builds and the app links is read with its module; that project's test target is not")
    func workspaceFramework() throws {
        let result = try Self.scan("workspace-framework")
        let names = result.model.classes.map(\.display)
        #expect(names.contains("ReaderKit.ArticleViewController"), "\(names)")
        #expect(!names.contains { $0.contains("MockRoot") }, "\(names)")
        #expect(!result.model.callSites.contains { $0.at.file.hasPrefix("ReaderKit/Tests/") })
        #expect(result.appTarget?.filesOutside == 1)  // ReaderKit/Tests/MockRootTests.swift
        #expect(result.warnings.isEmpty, "\(result.warnings)")
        // The relay `presentingViewController?.shouldAutorotate ?? super.shouldAutorotate` is two alternatives:
        // the run-time value is never dropped for the literal `super` gives.
        let article = try #require(result.model.classes.first { $0.name == "ArticleViewController" })
        let autorotate = try #require(article.overrides.first { $0.property == OverrideName.autorotate })
        #expect(
            autorotate.alternatives.map(\.conditions) == [
                ["presentingViewController.shouldAutorotate is not nil"], ["presentingViewController.shouldAutorotate is nil"],
            ])
        #expect(autorotate.alternatives.last?.value == .bool(true))
        guard case .unreadable(let text) = autorotate.alternatives.first?.value else {
            Issue.record("the presenter's answer is a run-time value, yet it reads \(autorotate.alternatives)")
            return
        }
        #expect(text == "presentingViewController.shouldAutorotate")
    }

    @Test("a unit-test target's app delegate and a UI test's window never give the root")
    func testTargetRoot() throws {
        let result = try Self.scan("test-target-root")
        #expect(Self.source(result, "$.request.root")?.how == .storyboard)
        let spec = "\(result.spec(scannedPath: "x"))"
        #expect(!spec.contains("StubRootViewController") && !spec.contains("LandscapeProbeViewController"))
        #expect(!result.sources.contains { $0.at?.file.hasPrefix("NotesTests/") == true || $0.at?.file.hasPrefix("NotesUITests/") == true })
        let target = try #require(result.appTarget)
        #expect(target.name == "Notes" && target.membershipKnown && target.filesOutside == 2)
        #expect(result.stats.swiftFiles == 2)
    }

    @Test("--target refuses a test or extension target, naming the application targets")
    func targetRefusesTests() throws {
        #expect {
            try Self.scan("test-target-root", target: "NotesTests")
        } throws: { error in
            "\(error)".contains("test or extension target") && "\(error)".contains("Notes")
        }
        #expect {
            try Self.scan("xcodegen", target: "ReaderWidget")
        } throws: { error in
            "\(error)".contains("app-extension") && "\(error)".contains("Reader")
        }
    }

    @Test("an inherited deployment target is traced to the project's line, not to an extension's")
    func extensionDeploymentTarget() throws {
        let result = try Self.scan("extension-deployment")
        let target = try #require(result.appTarget)
        #expect(target.deploymentTarget == "15.0")
        #expect(try Self.line(target.deploymentTargetAt, in: "extension-deployment").contains("IPHONEOS_DEPLOYMENT_TARGET = 15.0;"))
        #expect(Self.source(result, "$.request.app.iosVersion")?.at == target.deploymentTargetAt)
        #expect(target.infoPlist == "Clock/Info.plist")
        #expect(try Self.line(target.infoPlistAt, in: "extension-deployment").contains("INFOPLIST_FILE = Clock/Info.plist;"))
        // The widget's own controller of the same name is not the app's.
        #expect("\(result.spec(scannedPath: "x"))".contains("allButUpsideDown"))
        #expect(!result.sources.contains { $0.at?.file.hasPrefix("ClockWidget/") == true })
    }

    @Test("a synchronized folder is the target's less its exception set; another folder's exception adds a file")
    func synchronizedFolder() throws {
        let result = try Self.scan("synchronized-folder")
        #expect(result.stats.swiftFiles == 3)
        let legend = result.actions.first { "\($0.json)".contains("LegendViewController") }
        #expect("\(legend.map { "\($0.json)" } ?? "")".contains("portrait"))
        #expect(!result.sources.contains { $0.at?.file.hasPrefix("Atlas/Debug/") == true })
        #expect(result.appTarget?.filesOutside == 2)
    }

    @Test("XcodeGen: includes, the target's deploymentTarget, configFiles, info.properties, a framework's module")
    func xcodeGen() throws {
        let result = try Self.scan("xcodegen")
        let target = try #require(result.appTarget)
        #expect(target.project == "project.yml" && target.name == "Reader")
        #expect(target.deploymentTarget == "15.1")
        #expect(try Self.line(target.deploymentTargetAt, in: "xcodegen").contains("deploymentTarget: \"15.1\""))
        #expect(target.module == "ReaderApp")
        #expect(target.moduleAt?.file == "Config/Reader.xcconfig")
        #expect(Self.source(result, "$.request.app.idiom")?.how == .buildSetting)  // TARGETED_DEVICE_FAMILY from the included file
        #expect(Self.source(result, "$.request.app.supportedOrientations")?.at?.file == "project.yml")
        #expect(result.warnings.contains { $0.hasPrefix("Reader.xcodeproj: no project.pbxproj inside") })
        let spec = "\(result.spec(scannedPath: "x"))"
        #expect(spec.contains("ReaderKit.ArticleViewController") && spec.contains("ReaderApp.LibraryViewController"))
        #expect(!spec.contains("PreviewViewController") && !spec.contains("WidgetViewController"))
    }

    @Test("Tuist: the literal app target, its deployment target, Info.plist keys, module and framework")
    func tuist() throws {
        let result = try Self.scan("tuist")
        let target = try #require(result.appTarget)
        #expect(target.project == "Project.swift" && target.name == "Trails" && target.module == "TrailsApp")
        #expect(target.deploymentTarget == "16.4")
        #expect(try Self.line(target.deploymentTargetAt, in: "tuist").contains(".iOS(\"16.4\")"))
        #expect(
            try Self.line(Self.source(result, "$.request.app.supportedOrientations")?.at, in: "tuist").contains("UISupportedInterfaceOrientations"))
        let spec = "\(result.spec(scannedPath: "x"))"
        #expect(spec.contains("TrailsApp.TrailMapViewController") && spec.contains("TrailsKit.ElevationViewController"))
        #expect(!result.sources.contains { $0.at?.file.hasPrefix("Trails/Tests/") == true })
        #expect(target.filesOutside == 2)  // the test target's file and Project.swift itself
    }

    @Test("a preprocessed Info.plist: #if, #ifdef, #ifndef, #else, #include, the prefix header and $(VARIABLE)")
    func preprocessedPlist() throws {
        let result = try Self.scan("preprocessed-plist")
        #expect(result.malformed.isEmpty && result.warnings.isEmpty, "\(result.warnings)")
        let app = "\(result.request())"
        #expect(app.contains("landscapeLeft"))
        #expect(Self.source(result, "$.request.app.requiresFullScreen") != nil)
        #expect(Self.source(result, "$.request.app.supportedOrientationsPad")?.at?.line == 17)  // the #include line
        #expect(Self.source(result, "$.request.root")?.how == .storyboard)  // UIMainStoryboardFile = ${MAIN_STORYBOARD_NAME}
        #expect(result.unresolved.isEmpty)
    }

    @Test("a plist with #if lines but no INFOPLIST_PREPROCESS gets one message, not also 'UIKit's default applies'")
    func unreadablePlistOneMessage() throws {
        let folder = try ScanCLI.temporaryFolder("plist")
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = URL(fileURLWithPath: Self.folder + "/preprocessed-plist")
        for item in ["Player", "Player.xcodeproj"] {
            try FileManager.default.copyItem(at: source.appendingPathComponent(item), to: folder.appendingPathComponent(item))
        }
        let pbxproj = folder.appendingPathComponent("Player.xcodeproj/project.pbxproj")
        let text = try String(contentsOf: pbxproj, encoding: .utf8).replacingOccurrences(of: "INFOPLIST_PREPROCESS = YES;", with: "")
        try text.write(to: pbxproj, atomically: true, encoding: .utf8)
        let result = try Scanner.scan(folder: folder.path)
        #expect(result.warnings.contains { $0.contains("Player/Info.plist") && $0.contains("INFOPLIST_PREPROCESS") })
        let reasons = result.unresolved.map(\.reason)
        #expect(!reasons.contains { $0.contains("no UISupportedInterfaceOrientations in Info.plist") }, "\(reasons)")
        #expect(reasons.contains { $0.contains("could not be read") })
    }

    @Test("classes of a local package print with the package target's module; a product with no package is found by its name")
    func localPackage() throws {
        let result = try Self.scan("local-package")
        let spec = "\(result.spec(scannedPath: "x"))"
        #expect(spec.contains("PlayerUI.PlayerViewController") && spec.contains("PlayerCore.QueueViewController"))
        #expect(!spec.contains("Studio.PlayerViewController"))
        // Added as a folder, the Sharing package's product has no package reference.
        #expect(spec.contains("SharingUI.ShareSheetViewController"))
        // The package's test target is not read; the remote package is not in the folder, and no warning.
        #expect(result.stats.swiftFiles == 5)
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }

    @Test("a project.yml that is not YAML is malformed, named with its line; an include that is missing is named where it is included")
    func brokenXcodeGen() throws {
        let controller = [UInt8]("import UIKit\nclass A: UIViewController {}\n".utf8)
        let broken = try Scanner.scan(files: [("project.yml", [UInt8]("targets:\n  App: {type: application\n".utf8)), ("App/A.swift", controller)])
        #expect(broken.malformed.contains { $0.file == "project.yml" && $0.message.contains("not readable YAML") })
        let missing = try Scanner.scan(files: [
            ("project.yml", [UInt8]("include: [base.yml]\ntargets:\n  App: {type: application, sources: [App]}\n".utf8)), ("App/A.swift", controller),
        ])
        #expect(missing.warnings.contains { $0.hasPrefix("project.yml:1:11: base.yml cannot be read") }, "\(missing.warnings)")
        #expect(missing.appTarget?.name == "App")
    }

    @Test("with no project, files under test folders are not read, with one warning")
    func noProjectTestFolders() throws {
        let app =
            "import UIKit\nclass AppDelegate: UIResponder, UIApplicationDelegate {\n  var window: UIWindow?\n}\nclass Home: UIViewController {}\n"
        let test =
            "import UIKit\nclass TestingAppDelegate: UIResponder, UIApplicationDelegate {\n  var window: UIWindow?\n"
            + "  func application(_ a: UIApplication, didFinishLaunchingWithOptions o: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {\n"
            + "    window?.rootViewController = Stub()\n    return true\n  }\n}\nclass Stub: UIViewController {}\n"
        let result = try Scanner.scan(files: [
            ("App/AppDelegate.swift", [UInt8](app.utf8)), ("AppTests/TestingAppDelegate.swift", [UInt8](test.utf8)),
        ])
        #expect(!"\(result.spec(scannedPath: "x"))".contains("Stub"))
        #expect(result.warnings.contains { $0.hasPrefix("AppTests/TestingAppDelegate.swift: 1 file(s) under test folders") }, "\(result.warnings)")
        #expect(result.stats.swiftFiles == 1)
    }

    @Test("posted files: membership and the project's settings work on relative paths")
    func postedFiles() throws {
        let root = Self.folder + "/test-target-root"
        let paths = [
            "Notes.xcodeproj/project.pbxproj", "Notes/AppDelegate.swift", "Notes/NotesListViewController.swift", "Notes/Info.plist",
            "Notes/Base.lproj/Main.storyboard", "NotesTests/TestingAppDelegate.swift", "NotesUITests/LaunchTests.swift",
        ]
        let files = try paths.map { ($0, [UInt8](try Data(contentsOf: URL(fileURLWithPath: root + "/" + $0)))) }
        let result = try Scanner.scan(files: files)
        #expect(!"\(result.spec(scannedPath: "x"))".contains("StubRootViewController"))
        #expect(Self.source(result, "$.request.root")?.how == .storyboard)
    }
}
