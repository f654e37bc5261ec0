import Foundation
import Testing

@testable import RotationPolicyScan

/// Calls read where they are made and placed on the class they act for (Tests/ScanFixtures/calls/NAME,
/// the expected spec, transitions and call sites beside each as NAME.expected.json): `performSegue` to its
/// storyboard segue, Objective-C receivers of a declared class, presents and pushes in structs and enums.
@Suite("scan places performed segues, Objective-C receivers and struct call sites")
struct CallSiteScanTests {
    static let folder = ScanCLI.scanFixtures + "/calls"

    static func model(_ name: String) throws -> [String: Any] {
        let run = try ScanCLI.run(["scan", folder + "/" + name, "--format", "json"])
        #expect(run.status == 0, "\(run)")
        return try run.json()
    }

    static func describe(_ value: Any?) -> String {
        guard let value, let data = try? JSONSerialization.data(withJSONObject: value, options: [.prettyPrinted, .sortedKeys]) else {
            return "\(value ?? "absent")"
        }
        return String(decoding: data, as: UTF8.self)
    }

    @Test("the real CLI writes the expected spec, transitions and call sites", arguments: ["segues", "objc-receivers", "struct-calls", "reveal"])
    func expected(name: String) throws {
        let json = try Self.model(name)
        var spec = json["spec"] as? [String: Any] ?? [:]
        spec.removeValue(forKey: "story")
        let model = json["model"] as? [String: Any] ?? [:]
        let actual: [String: Any] = ["spec": spec, "transitions": model["transitions"] ?? "absent", "callSites": model["callSites"] ?? "absent"]
        let data = try #require(FileManager.default.contents(atPath: Self.folder + "/\(name).expected.json"))
        let expected = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        for key in ["spec", "transitions", "callSites"] {
            #expect(
                Self.describe(expected[key]) == Self.describe(actual[key]), "\(name): `\(key)` differs\n--- actual\n\(Self.describe(actual[key]))")
        }
    }

    static func transitions(_ json: [String: Any]) -> [[String: Any]] {
        (json["model"] as? [String: Any])?["transitions"] as? [[String: Any]] ?? []
    }

    static func unresolved(_ json: [String: Any]) -> [[String: Any]] {
        (json["spec"] as? [String: Any])?["unresolved"] as? [[String: Any]] ?? []
    }

    @Test("performSegue takes the segue of that identifier leaving the caller's scene; other names are listed")
    func performSegue() throws {
        let json = try Self.model("segues")
        let performed = Self.transitions(json).filter { $0["via"] as? String == "performSegue" }
        // "openSettings" leaves both the list and the detail scene: the list's (full screen) is the caller's.
        let settings = try #require(performed.first { $0["presenter"] as? String == "ListViewController" })
        #expect(settings["presented"] as? String == "SettingsViewController")
        #expect((settings["style"] as? [String: Any])?["value"] as? String == "fullScreen")
        #expect(settings["at"] as? String == "Notes/Controllers.swift:8:9")
        let about = try #require(performed.first { $0["presenter"] as? String == "LegacyViewController" })
        #expect(about["presented"] as? String == "AboutViewController" && about["at"] as? String == "Notes/LegacyViewController.m:10:11")
        #expect((about["style"] as? [String: Any])?["value"] as? String == "formSheet")
        // The identifier as a String enum's case (`Segue.showDetail.rawValue`) or a static constant.
        let detail = try #require(performed.first { $0["at"] as? String == "Notes/Controllers.swift:23:9" })
        #expect(detail["kind"] as? String == "push" && detail["presented"] as? String == "DetailViewController")
        let named = try #require(performed.first { $0["at"] as? String == "Notes/Controllers.swift:28:9" })
        #expect(named["presented"] as? String == "SettingsViewController")
        // In Objective-C, the identifier as a `static NSString *const` and as a `#define`.
        for at in ["Notes/LegacyViewController.m:14:11", "Notes/LegacyViewController.m:18:11"] {
            let constant = try #require(performed.first { $0["at"] as? String == at }, "\(at)")
            #expect(constant["presented"] as? String == "AboutViewController" && constant["presenter"] as? String == "LegacyViewController")
        }
        #expect(performed.count == 6)
        let listed = Self.unresolved(json).filter { ($0["what"] as? String)?.hasPrefix("performSegue") == true }
        #expect(listed.map { $0["at"] as? String } == ["Notes/Controllers.swift:13:9", "Notes/Controllers.swift:18:9"])
        #expect((listed.first?["reason"] as? String)?.contains("neither a string literal nor a string constant") == true)
        #expect((listed.last?["reason"] as? String)?.contains("\"about\"") == true)
    }

    @Test("SWRevealViewController's custom segues install its rear and front controllers as children; another custom segue is listed")
    func revealSegues() throws {
        let json = try Self.model("reveal")
        let spec = try #require(json["spec"] as? [String: Any])
        let root = try #require((spec["request"] as? [String: Any])?["root"] as? [String: Any])
        #expect(root["class"] as? String == "SWRevealViewController" && root["kind"] as? String == "container", "\(root)")
        let children = root["children"] as? [[String: Any]] ?? []
        let classes = children.map { $0["class"] as? String }
        #expect(classes == ["Remote.MenuViewController", "UINavigationController"], "\(children)")
        // The front's home screen is in the model, so its present is an action of the app.
        let actions = (spec["explore"] as? [String: Any])?["actions"] as? [[String: Any]] ?? []
        #expect(actions.count == 1 && actions.first?["presenter"] as? String == "home", "\(actions)")
        // The library performs its own segues by constant; they are the children above, not unresolved.
        let listed = Self.unresolved(json)
        #expect(listed.map { $0["what"] as? String } == ["present in HomeViewController", "custom segue"], "\(listed)")
        #expect(listed.last?["at"] as? String == "Remote/Base.lproj/Main.storyboard:10:119")
        // A present over whatever is shown, through a computed property of another file that walks
        // presentedViewController to the top: not the home screen's, so listed, and no action.
        #expect((listed.first?["reason"] as? String)?.hasPrefix("sent to topPresented, which returns the top-most") == true, "\(listed)")
    }

    @Test("an Objective-C message sent to a property, local, parameter or ivar of a controller class is that class's")
    func objcReceivers() throws {
        let json = try Self.model("objc-receivers")
        let actions = ((json["spec"] as? [String: Any])?["explore"] as? [String: Any])?["actions"] as? [[String: Any]] ?? []
        func presented(_ action: [String: Any]) -> String? { (action["controller"] as? [String: Any])?["class"] as? String }
        // `[[self bvc] presentViewController:…]` too: the getter sent to self.
        for name in ["SettingsViewController", "ReaderViewController", "ShareViewController", "DownloadsViewController"] {
            #expect(actions.contains { presented($0) == name && $0["presenter"] as? String == "browser" }, "\(name)\n\(actions)")
        }
        #expect(actions.contains { presented($0) == "HistoryViewController" && $0["navigation"] as? String == "browserNav" }, "\(actions)")
        #expect(Self.transitions(json).count == 5)
        #expect(Self.transitions(json).allSatisfy { $0["presenter"] as? String == "BrowserViewController" })
        // A present sent to a method that walks presentedViewController to the top is not the browser's: listed.
        #expect(!actions.contains { presented($0) == "ErrorViewController" }, "\(actions)")
        let listed = Self.unresolved(json)
        #expect(listed.map { $0["at"] as? String } == ["Reader/AppDelegate.m:60:27"], "\(listed)")
        #expect((listed.first?["reason"] as? String)?.hasPrefix("sent to [self topController], which returns the top-most presented") == true)
    }

    @Test("a present in a struct belongs to its receiver's declared class; one sent to a plain UIViewController is listed")
    func structCalls() throws {
        let json = try Self.model("struct-calls")
        let transitions = Self.transitions(json)
        let composer = try #require(transitions.first { $0["presented"] as? String == "ComposerViewController" })
        #expect(composer["presenter"] as? String == "SettingsViewController" && composer["at"] as? String == "Verbs/Helpers.swift:22:9")
        let actions = ((json["spec"] as? [String: Any])?["explore"] as? [String: Any])?["actions"] as? [[String: Any]] ?? []
        #expect(actions.count == 1 && actions.first?["presenter"] as? String == "settings", "\(actions)")
        // The computed property's closure (line 30) and the parameter of UIKit's class (line 35).
        let listed = Self.unresolved(json)
        #expect(listed.map { $0["at"] as? String } == ["Verbs/Helpers.swift:30:18", "Verbs/Helpers.swift:35:9"], "\(listed)")
        #expect(listed.map { $0["what"] as? String } == ["present in Navigator", "push in Navigator"])
    }
}
