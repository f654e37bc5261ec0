import Foundation
import RotationPolicyJSON
import RotationPolicyWire
import Testing

@testable import RotationPolicyScan

/// Call sites read as they run (Tests/ScanFixtures/calls/NAME, the expected spec and target beside each
/// as NAME.expected.json): factories, presentation styles set by the presented class, self-presentation.
@Suite("scan reads present and push sites as they run")
struct CallScanTests {
    static let folder = ScanCLI.scanFixtures + "/calls"
    static let fixtures = [
        "factory", "style-init", "self-present", "root-then", "root-scene", "root-builder", "flags", "super-idiom", "root-coordinator",
        "root-secondary",
    ]

    static func scan(_ name: String) throws -> ScanResult {
        try Scanner.scan(folder: folder + "/" + name, options: ScanOptions())
    }

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

    @Test("a factory is never a class: its declared return type is the controller, else it is listed")
    func factory() throws {
        let result = try Self.scan("factory")
        let spec = "\(result.spec(scannedPath: "x"))"
        for method in ["makeDeleteAlert", "makeProduct", "instantiate", "receiptForOrder", "sharedPrinter"] {
            #expect(!spec.contains("\"class\": \"\(method)\"") && !result.actions.contains { "\($0.json)".contains("\"\(method)\"") }, "\(method)")
        }
        let classes = result.actions.map { "\($0.json)" }
        #expect(classes.contains { $0.contains("UIAlertController") })
        #expect(classes.contains { $0.contains("Shop.ProductViewController") })
        // The ObjC `+ (ReceiptViewController *)receiptForOrder:` presents its own class once.
        #expect(classes.filter { $0.contains("\"present\"") && $0.contains("ReceiptViewController") }.count == 1)
        let cart = try #require(result.unresolved.first { $0.what.contains("StoryboardScene.Cart.instantiate()") })
        #expect(cart.reason.contains("`instantiate` is a method, not a class"))
        let help = try #require(result.unresolved.first { $0.what.contains("HelpCenter") })
        #expect(help.reason.contains("not declared as a UIViewController subclass"))
        #expect(try Self.line(help.at, in: "factory").contains("present(HelpCenter()"))
        #expect(result.unresolved.contains { $0.what.contains("ReceiptPrinter sharedPrinter") })
        // The return type is traced to the factory's declaration.
        let declared = try #require(result.sources.first { $0.fact.hasSuffix("(makeProduct)") })
        #expect(try Self.line(declared.at, in: "factory").contains("-> ProductViewController"))
    }

    @Test("modalPresentationStyle set in init, viewDidLoad or at the call site, Swift and Objective-C, is the style")
    func styleInInit() throws {
        let result = try Self.scan("style-init")
        var styles: [String: String] = [:]
        for (index, action) in result.actions.enumerated() {
            let text = "\(action.json)"
            guard let style = ["fullScreen", "overFullScreen", "automatic"].first(where: { text.contains("\"\($0)\"") }) else { continue }
            for name in [
                "PhotoViewController", "SlideshowViewController", "InfoViewController", "CreditsViewController", "LegacyViewerController",
                "SheetViewController", "ViewerViewController", "KioskViewController",
            ]
            where text.contains(name) {
                styles[name] = style
                let source = try #require(result.sources.first { $0.fact == "$.explore.actions[\(index)].style" })
                #expect(source.how == .literal, "\(name)")
                #expect(try Self.line(source.at, in: "style-init").lowercased().contains(style.lowercased()), "\(name)")
            }
        }
        #expect(
            styles == [
                "PhotoViewController": "fullScreen", "SlideshowViewController": "overFullScreen", "InfoViewController": "overFullScreen",
                "CreditsViewController": "fullScreen", "LegacyViewerController": "fullScreen", "SheetViewController": "fullScreen",
                "ViewerViewController": "overFullScreen", "KioskViewController": "fullScreen",
            ])
    }

    @Test("a class that presents its own class is one presented node, not a chain up to the action limit")
    func selfPresent() throws {
        let result = try Self.scan("self-present")
        let presents = result.actions.map { "\($0.json)" }.filter { $0.contains("\"present\"") && $0.contains("FolderViewController") }
        #expect(presents.count == 1)
        #expect(result.actions.count < 10)
        #expect(!result.unresolved.contains { $0.what == "explore.actions" })
        // The presented copy keeps its own actions: dismiss and the preview.
        #expect(result.actions.contains { "\($0.json)".contains("\"dismiss\"") })
        #expect(result.actions.map { "\($0.json)" }.filter { $0.contains("PreviewViewController") }.count == 2)
    }

    @Test(
        "a root assigned in a closure: .then, a with(_:_:) helper in a scene delegate, a builder closure",
        arguments: [
            ("root-then", "UINavigationController", "$0.rootViewController"), ("root-scene", "Scenes.InboxTabBarController", "w.rootViewController"),
            ("root-builder", "Builder.DashboardViewController", "window.rootViewController"),
        ])
    func closureRoot(name: String, rootClass: String, assignment: String) throws {
        let result = try Self.scan(name)
        let root = try #require(Self.root(result))
        #expect(root == rootClass)
        let source = try #require(result.sources.first { $0.fact == "$.request.root" })
        #expect(source.how == .literal)
        #expect(try Self.line(source.at, in: name).contains(assignment))
        #expect(!result.unresolved.contains { $0.what == "root" })
    }

    @Test("a stored flag in a ternary, an if, a guard or a switch gives alternatives, each at its line, never a literal")
    func flags() throws {
        let result = try Self.scan("flags")
        let keys = ["supportedOrientations", "shouldAutorotate", "preferredOrientationForPresentation", "prefersStatusBarHidden"]
        let facts = result.sources.filter { source in !source.fact.hasPrefix("$.request.app") && keys.contains { source.fact.hasSuffix("." + $0) } }
        #expect(facts.count == 6)
        #expect(facts.allSatisfy { $0.how == .dynamic }, "\(facts)")
        // The guard's `return false` and the final `return true` are two alternatives at two lines.
        let guarded = try #require(result.unresolved.first { $0.what == "Flags.PlayerViewController.shouldAutorotate" })
        #expect(guarded.candidates.count == 2)
        #expect(guarded.candidates.contains { $0.hasPrefix("false when !(isFullScreen) (Flags/AppDelegate.swift:37:") })
        #expect(guarded.candidates.contains { $0.hasPrefix("true when isFullScreen (Flags/AppDelegate.swift:38:") })
        let legacy = try #require(result.unresolved.first { $0.what == "LegacySettingsController.supportedInterfaceOrientations" })
        #expect(
            legacy.candidates == ["portrait when self.locked (Flags/LegacySettingsController.m:7:29)", "all (Flags/LegacySettingsController.m:8:12)"])
        // A ternary's alternatives each carry their condition.
        let ternary = try #require(result.unresolved.first { $0.what == "Flags.PlayerViewController.supportedInterfaceOrientations" })
        #expect(
            ternary.candidates == [
                "landscape when isFullScreen (Flags/AppDelegate.swift:24:16)", "portrait when !(isFullScreen) (Flags/AppDelegate.swift:24:16)",
            ])
        // Two updates per dynamic controller: to the other value and back.
        #expect(result.actions.filter { "\($0.json)".contains("\"update\"") }.count == 4)
    }

    @Test(
        "super is read through the class chain down to UIKit's default; idiom helpers are decided as their body",
        arguments: [(false, "portrait", "landscape", "landscapeRight"), (true, "all", "all", "portrait")])
    func superAndIdiomHelpers(isPad: Bool, base: String, player: String, playerPreferred: String) throws {
        let result = try Self.scan("super-idiom")
        let evaluator = Evaluator(table: result.model.table, isPad: isPad, iosMajor: 17)
        func read(_ property: String, _ class_: String) throws -> PropertyResult {
            try #require(evaluator.property(property, of: class_), "\(class_).\(property)")
        }
        func mask(_ result: PropertyResult) -> String? {
            guard case .mask(let set)? = result.value else { return nil }
            return SourceWords.canonicalMaskName(set)
        }
        // `UIDevice.isPad ? .all : .portrait`: decided, so a literal on each idiom.
        let baseMask = try read(OverrideName.mask, "BaseViewController")
        #expect(baseMask.how == .literal && mask(baseMask) == base)
        // `return super.supportedInterfaceOrientations`: the superclass's value, traced to its line.
        let feed = try read(OverrideName.mask, "FeedViewController")
        #expect(feed.how == .literal && mask(feed) == base)
        #expect(try Self.line(feed.at, in: "super-idiom").contains("UIDevice.isPad ? .all : .portrait"))
        // `super.shouldAutorotate` with only UIKit above: UIKit's default, said so.
        for class_ in ["BaseViewController", "FeedViewController", "PlayerViewController"] {
            let autorotate = try read(OverrideName.autorotate, class_)
            #expect(autorotate.how == .default && autorotate.value == .bool(true), "\(class_)")
        }
        // `if isPhone { return .portrait }; return super…`: the phone's literal, the pad's UIKit default.
        let detail = try read(OverrideName.mask, "DetailViewController")
        #expect(isPad ? detail.how == .default && mask(detail) == "all" : detail.how == .literal && mask(detail) == "portrait")
        // Objective-C: `[super supportedInterfaceOrientations]` over `IS_IPAD ? … : …`, `[Utils isPhone] ? … : …`.
        let playerMask = try read(OverrideName.mask, "PlayerViewController")
        #expect(playerMask.how == .literal && mask(playerMask) == player)
        #expect(try Self.line(playerMask.at, in: "super-idiom").contains("IS_IPAD ?"))
        let preferred = try read(OverrideName.preferred, "PlayerViewController")
        #expect(preferred.how == .literal && mask(preferred) == playerPreferred)
        // A stored flag before `super`: two alternatives, never a literal; the default is one of them.
        let help = try read(OverrideName.mask, "HelpViewController")
        #expect(help.how == .dynamic && help.candidates.count == 2)
        // A computed var that is not an idiom test stays undecided.
        #expect(try read(OverrideName.autorotate, "HelpViewController").how == .dynamic)
        // A superclass the sources do not hold (a framework's): unknown, not UIKit's default.
        let chat = try read(OverrideName.autorotate, "ChatViewController")
        #expect(chat.how == .dynamic && chat.value == nil && chat.unreadable.contains { $0.0.contains("MessagesViewController") })
        #expect(result.model.table.idiomTest(reading: "isCompact") == nil)
        // `children.first?.x ?? super.x`: a forwarding whose own value is UIKit's default, said so.
        let container = try read(OverrideName.mask, "ContainerViewController")
        #expect(container.forwarding == "firstChild" && container.valueHow == .default)
        let fallback = try #require(
            result.sources.first {
                $0.fact.hasSuffix(".supportedOrientations") && $0.at?.line == container.at.line && $0.at?.file == container.at.file
            })
        #expect(fallback.how == .default)
        // A stored child of a known class: `let player = VideoPlayerViewController()` answers, traced to its
        // line; `overlay?.shouldAutorotate ?? super.shouldAutorotate` may be nil, so two alternatives.
        let host = try read(OverrideName.mask, "PlayerHostViewController")
        #expect(host.how == .literal && mask(host) == "landscape")
        #expect(try Self.line(host.at, in: "super-idiom").contains(".landscape"))
        let overlay = try read(OverrideName.autorotate, "PlayerHostViewController")
        #expect(
            overlay.how == .dynamic && overlay.candidates.count == 2 && overlay.candidates.contains { $0.0 == .bool(false) }
                && overlay.candidates.contains { $0.0 == .bool(true) })
    }

    @Test("one level of coordinator: the root is the coordinator's stored property, made by a declared factory")
    func coordinatorRoot() throws {
        let result = try Self.scan("root-coordinator")
        #expect(Self.root(result) == "Coordinated.MainTabBarController")
        let source = try #require(result.sources.first { $0.fact == "$.request.root" })
        #expect(try Self.line(source.at, in: "root-coordinator").contains("coordinator.rootViewController"))
        #expect(result.sources.filter { $0.fact == "$.request.root" }.count == 1)
        #expect(result.unresolved.isEmpty, "\(result.unresolved)")
        // The tab bar's own viewDidLoad installs the inbox, read through the coordinator as well.
        #expect("\(result.spec(scannedPath: "x"))".contains("Coordinated.InboxViewController"))
    }

    @Test("a secondary window's root (a toast's) is never the app's root: listed, with a placeholder")
    func secondaryWindowRoot() throws {
        let result = try Self.scan("root-secondary")
        #expect(Self.root(result) == nil)
        let entries = result.unresolved.filter { $0.what == "root" }
        #expect(entries.count == 1)
        let entry = try #require(entries.first)
        #expect(entry.reason.contains("secondary window") && entry.reason.contains("ToastCenter"))
        #expect(try Self.line(entry.at, in: "root-secondary").contains("toastWindow.rootViewController"))
    }

    @Test(
        "a root assigned per idiom (`if (IS_IPHONE) {…} else {…}`, `if UIDevice.current.isPad {…}`) is the idiom's",
        arguments: [
            ("root-idiom", "phone", "SlidingViewController", "self.window.rootViewController = sliding"),
            ("root-idiom", "pad", "SplitRootViewController", "[[SplitRootViewController alloc] init]"),
            ("root-idiom-swift", "phone", "UINavigationController", "LibraryViewController()"),
            ("root-idiom-swift", "pad", "Reader.LibrarySplitViewController", "LibrarySplitViewController()"),
        ])
    func idiomRoot(name: String, idiom: String, rootClass: String, assignment: String) throws {
        let result = try Scanner.scan(folder: Self.folder + "/" + name, options: ScanOptions(idiom: idiom))
        #expect(Self.root(result) == rootClass)
        let source = try #require(result.sources.first { $0.fact == "$.request.root" })
        #expect(try Self.line(source.at, in: name).contains(assignment))
    }

    @Test("the Objective-C spellings of the orientation calls: KVC, attemptRotation, setNeedsUpdate…, requestGeometryUpdateWithPreferences:")
    func objectiveCCalls() throws {
        let result = try Self.scan("objc-calls")
        let actions = result.actions.map { "\($0.json)" }
        func index(_ word: String) -> Int? { actions.firstIndex { $0.contains(word) } }
        for word in ["\"setDeviceOrientation\"", "\"attemptRotationToDeviceOrientation\"", "\"setNeedsUpdateOfSupportedInterfaceOrientations\""] {
            #expect(index(word) != nil, "\(word)")
        }
        // A local made with `initWithInterfaceOrientations:` and one made inline.
        let geometry = actions.filter { $0.contains("\"requestGeometryUpdate\"") }
        #expect(geometry.count == 2)
        #expect(geometry.contains { $0.contains("\"landscapeRight\"") } && geometry.contains { $0.contains("\"portrait\"") })
        for (offset, action) in actions.enumerated() where action.contains("\"requestGeometryUpdate\"") {
            let source = try #require(result.sources.first { $0.fact == "$.explore.actions[\(offset)]" })
            #expect(try Self.line(source.at, in: "objc-calls").contains("requestGeometryUpdateWithPreferences:"))
        }
        #expect(actions.contains { $0.contains("\"present\"") && $0.contains("\"fullScreen\"") })
        #expect(actions.contains { $0.contains("\"present\"") && $0.contains("\"UIAlertController\"") })
        #expect(result.unresolved.isEmpty, "\(result.unresolved)")
    }

    @Test("a present sent to another controller (a stored property or a parameter of its class) is that controller's")
    func receiverType() throws {
        let result = try Self.scan("receiver-type")
        let presents = result.actions.map { "\($0.json)" }.filter { $0.contains("\"present\"") }
        #expect(presents.count == 2)
        for name in ["SettingsViewController", "ReaderViewController"] {
            #expect(presents.contains { $0.contains(name) && $0.contains("\"presenter\"") && $0.contains("\"browser\"") }, "\(name)")
        }
        for (offset, action) in result.actions.enumerated() where "\(action.json)".contains("\"present\"") {
            let source = try #require(result.sources.first { $0.fact == "$.explore.actions[\(offset)]" })
            let line = try Self.line(source.at, in: "receiver-type")
            #expect(line.contains("bvc.present(") || line.contains("browser.present("))
        }
    }

    static func root(_ result: ScanResult) -> String? {
        guard case .string(let name)? = result.spec(scannedPath: "x")["request"]?["root"]?["class"] else { return nil }
        return name
    }
}
