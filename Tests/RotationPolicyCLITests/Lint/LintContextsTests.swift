import Foundation
import Testing

/// Every transition is checked in the contexts its presenter can be in, and `presentRefused` only
/// where the presenter can be on screen while its other presentation is up (issue 30, point 2): the
/// real binary on a fixture whose presenters no code the scan can follow puts in the model.
@Suite("rotation-policy lint: transitions in their contexts")
struct LintContextsTests {
    static func run(_ reporter: String = "xcode") throws -> CLI.Run {
        try LintCommandTests.lint(["LintFixtures/transition-contexts", "--reporter", reporter])
    }

    /// The xcode reporter's findings in one file (their witness notes left out).
    static func findings(_ run: CLI.Run, in file: String) -> [String] {
        LintClassChecksTests.findings(run).filter {
            $0.hasPrefix("LintFixtures/transition-contexts/Settings/\(file):") && !$0.contains(": note: ")
        }
    }

    @Test("a push from a presenter the model does not reach is found at the call, naming the context it needs and an assumed confidence")
    func pushInAssumedContext() throws {
        let run = try Self.run()
        let settings = Self.findings(run, in: "SettingsViewController.swift")
        #expect(settings.contains { $0.hasPrefix("LintFixtures/transition-contexts/Settings/SettingsViewController.swift:12:") }, "\(run)")
        #expect(
            settings.allSatisfy {
                $0.contains("if SettingsViewController's navigation controller forwards to its top") && $0.contains("confidence: assumed")
                    && !$0.contains("documented")
            }, "\(run)")
        // The context where the navigation controller decides for itself shows nothing wrong.
        #expect(!settings.contains { $0.contains("in every context lint assumed") }, "\(run)")
        #expect(settings.count == 1, "\(run)")
        // A guessed context fails no build: the error is reported as a warning, and lint exits 0.
        #expect(settings.allSatisfy { $0.contains(": warning: ") }, "\(run)")
        #expect(run.status == 0, "\(run)")
        // The text report's notes count the transitions and where each was simulated.
        let text = try Self.run("text")
        #expect(
            text.stdout.contains(
                "note: transitions: 7 read (present, push, segue, setViewControllers, child embedding); 0 from presenters in the model's chain, explored with the app; 7 from presenters the model does not reach, simulated in 22 assumed contexts"
            ), "\(text)")
    }

    @Test("presentRefused: not across a guard, not under a full-screen presentation; kept where the presenter stays visible")
    func presentRefusedOnlyWhereItCanHappen() throws {
        let run = try Self.run()
        // Covered by a full-screen presentation, and behind guards: none is reported, and a note says why.
        #expect(Self.findings(run, in: "ProfileViewController.swift").isEmpty, "\(run)")
        #expect(Self.findings(run, in: "ReaderViewController.swift").isEmpty, "\(run)")
        let text = try Self.run("text")
        #expect(text.stdout.contains("AvatarViewController is presented fullScreen over ProfileViewController"), "\(text)")
        #expect(text.stdout.contains("Settings/ReaderViewController.swift:17 is guarded by `if !isShowingShare`"), "\(text)")
        // A present from a network reply can come while a sheet is up: it is refused.
        let inbox = Self.findings(run, in: "InboxViewController.swift")
        #expect(
            inbox.contains {
                $0.hasPrefix("LintFixtures/transition-contexts/Settings/InboxViewController.swift:17:17: warning: presentRefused:")
                    && $0.contains("already presenting") && $0.contains("in every context lint assumed for InboxViewController")
            }, "\(run)")
    }

    @Test("without a class of the app that forwards, no context assumes a forwarding navigation controller, and a note says so")
    func noForwardingContainer() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lint-contexts-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(
            at: URL(fileURLWithPath: LintCommandTests.tests + "/LintFixtures/transition-contexts"), to: folder)
        let file = folder.appendingPathComponent("Settings/SettingsViewController.swift")
        let text = try String(contentsOf: file, encoding: .utf8)
        let cut = try #require(text.range(of: "// The app's own navigation controller"))
        try String(text[..<cut.lowerBound]).write(to: file, atomically: true, encoding: .utf8)
        let run = try LintCommandTests.lint([folder.path])
        #expect(!run.stdout.contains("SettingsViewController.swift:12:9"), "\(run)")
        #expect(
            run.stdout.contains(
                "note: transitions: no class of the app forwards supportedInterfaceOrientations to a child, so no context assumes a navigation controller that forwards"
            ), "\(run)")
    }

    @Test("an app with many presenters the model does not reach still gets every context simulated, not silently none")
    func manyPresenters() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lint-contexts-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(
            at: URL(fileURLWithPath: LintCommandTests.tests + "/LintFixtures/transition-contexts"), to: folder)
        // 65 more presenters, three contexts each: the contexts' tree alone has more controllers than one
        // app's scan may hold (200), which once left every context without an action.
        let fillers = (0..<65).map { index in
            """
            final class Filler\(index)ViewController: UIViewController {
                @objc func help() { present(UIViewController(), animated: true) }
            }
            """
        }
        try ("import UIKit\n\n" + fillers.joined(separator: "\n\n") + "\n").write(
            to: folder.appendingPathComponent("Settings/Fillers.swift"), atomically: true, encoding: .utf8)
        let run = try LintCommandTests.lint([folder.path, "--reporter", "text"])
        // The fixture's own finding in an assumed context is still made.
        #expect(run.stdout.contains("Settings/SettingsViewController.swift:12:"), "\(run)")
        let line = try #require(run.stdout.split(separator: "\n").first { $0.hasPrefix("note: transitions: ") && $0.contains(" read (") })
        let count = try #require(line.firstMatch(of: /simulated in (\d+) assumed contexts/).flatMap { Int($0.1) })
        #expect(count > 22, "\(line)")
        #expect(!run.stdout.contains("had no action to simulate"), "\(run)")
    }
}
