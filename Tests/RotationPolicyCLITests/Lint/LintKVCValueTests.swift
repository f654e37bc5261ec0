import Foundation
import Testing

/// KVC orientation sets told apart by what they do (issue 30, corpus): a mask's raw value, which no
/// orientation is (`kvcMaskValue`), and a set beside the geometry request that turns the screen on
/// iOS 16+ (`kvcBesideGeometryRequest`), as against a set that is the only rotation (`kvcOrientation`).
@Suite("rotation-policy lint: what a KVC orientation set is given and what runs beside it")
struct LintKVCValueTests {
    /// Findings, notes included (`kvcBesideGeometryRequest` is one), without the coverage lines.
    static func findings(_ run: CLI.Run) -> [String] { LintClassChecksTests.findings(run).filter { !$0.hasPrefix("note: ") } }

    @Test("the corpus shape of capacitor-screen-orientation: a mask made by the file's own function, set by KVC")
    func maskValue() throws {
        let run = try LintCommandTests.lint(["LintFixtures/corpus-kvc-mask-value", "--reporter", "xcode"])
        let lines = Self.findings(run)
        // Below iOS 16 the set rotates, to no orientation: the deployment target is 15.
        #expect(
            lines.contains(
                "LintFixtures/corpus-kvc-mask-value/Kiosk/OrientationLock.swift:14:13: warning: OrientationLock: UIDevice setValue(mask.rawValue, forKey: \"orientation\") sets a UIInterfaceOrientationMask, a bit set that is no orientation (.landscape is 24), so the screen does not turn to the orientation meant; pass a UIInterfaceOrientation's raw value (iOS 15) (kvcMaskValue)"
            ), "\(run)")
        // From iOS 16 it does nothing whatever its value: that is kvcOrientation's, at the same line.
        #expect(
            lines.contains {
                $0.hasPrefix("LintFixtures/corpus-kvc-mask-value/Kiosk/OrientationLock.swift:14:13: ") && $0.hasSuffix("(kvcOrientation)")
            })
        // unlock() sets an orientation: no mask finding there.
        #expect(!lines.contains { $0.contains("OrientationLock.swift:20:") && $0.hasSuffix("(kvcMaskValue)") }, "\(run)")
        #expect(
            lines.contains {
                $0.hasPrefix(
                    "LintFixtures/corpus-kvc-mask-value/Kiosk/AppDelegate.swift:29:9: warning: KioskViewController: UIDevice setValue(UIInterfaceOrientationMask.portrait.rawValue"
                )
                    && $0.hasSuffix("(kvcMaskValue)")
            }, "\(run)")
        // The kiosk's call of the lock counts as the lock's set, a mask too.
        #expect(
            lines.contains {
                $0.hasPrefix(
                    "LintFixtures/corpus-kvc-mask-value/Kiosk/AppDelegate.swift:24:9: warning: KioskViewController: UIDevice setValue(mask.rawValue, forKey: \"orientation\") (through OrientationLock.lock(_:), at Kiosk/OrientationLock.swift:14) sets a UIInterfaceOrientationMask"
                ) && $0.hasSuffix("(kvcMaskValue)")
            }, "\(run)")
        #expect(lines.filter { $0.hasSuffix("(kvcMaskValue)") }.count == 3, "\(run)")

        // The scan records no orientation for a mask written out (it read `.portrait` before): the root's
        // action is unresolved with the reason, and the call site keeps the text.
        let scan = try CLI.run(["scan", "LintFixtures/corpus-kvc-mask-value", "--format", "json"], directory: LintCommandTests.tests)
        #expect(
            scan.stdout.contains("the value `UIInterfaceOrientationMask.portrait.rawValue` is a UIInterfaceOrientationMask, not an orientation"),
            "\(scan)")
        #expect(scan.stdout.contains("\"written\": \"UIInterfaceOrientationMask.portrait.rawValue\""), "\(scan)")

        // Linked against iOS 15, the set rotates on every version: the mask is flagged up to the newest.
        let project = try LintCommandTests.copy("corpus-kvc-mask-value")
        try "linkedSDK: \"15.0\"\n".write(toFile: project + "/.rotation-policy.yml", atomically: true, encoding: .utf8)
        let linked = Self.findings(try LintCommandTests.lint([project, "--reporter", "xcode"]))
        #expect(linked.contains { $0.hasSuffix("(iOS 15 and later (checked at 15, 16 and 26)) (kvcMaskValue)") }, "\(linked)")
        #expect(!linked.contains { $0.hasSuffix("(kvcOrientation)") }, "\(linked)")
    }

    @Test("the corpus shape of yattee between its fixes: a KVC set beside the iOS 16 geometry request is info, not a broken rotation")
    func besideRequest() throws {
        let run = try LintCommandTests.lint(["LintFixtures/corpus-kvc-beside-request", "--reporter", "xcode"])
        #expect(run.status == 0, "\(run)")
        let lines = Self.findings(run)
        #expect(
            lines.contains {
                $0.hasPrefix(
                    "LintFixtures/corpus-kvc-beside-request/Tube/Rotation.swift:9:9: note: Rotation: UIDevice setValue(orientation.rawValue, forKey: \"orientation\") still runs on iOS 16 or later, where the geometry request at Tube/Rotation.swift:13 turns the screen"
                ) && $0.hasSuffix("(kvcBesideGeometryRequest)")
            }, "\(run)")
        // The player's call of the helper counts as the helper's set, with the same request beside it.
        #expect(
            lines.contains {
                $0.hasPrefix("LintFixtures/corpus-kvc-beside-request/Tube/AppDelegate.swift:18:9: note: WatchViewController: UIDevice setValue(")
                    && $0.hasSuffix("(kvcBesideGeometryRequest)")
            }, "\(run)")
        #expect(!lines.contains { $0.hasSuffix("(kvcOrientation)") }, "\(run)")

        // Without the request, the same set is the only rotation on iOS 16+: kvcOrientation.
        let project = try LintCommandTests.copy("corpus-kvc-beside-request")
        let file = project + "/Tube/Rotation.swift"
        let text = try String(contentsOfFile: file, encoding: .utf8)
        try text.replacingOccurrences(of: "scene?.requestGeometryUpdate", with: "_ = scene?.interfaceOrientation; _ = ")
            .write(toFile: file, atomically: true, encoding: .utf8)
        let alone = Self.findings(try LintCommandTests.lint([project, "--reporter", "xcode"]))
        #expect(alone.contains { $0.contains("Tube/Rotation.swift:9:9: warning: ") && $0.hasSuffix("(kvcOrientation)") }, "\(alone)")
        #expect(!alone.contains { $0.hasSuffix("(kvcBesideGeometryRequest)") }, "\(alone)")
    }
}
