import Foundation
import Testing

/// Outputs cannot be forged (issue 28, point 5): a project on disk whose folder, storyboard class and
/// module names hold a newline followed by a workflow command, and an ESC sequence, run through the real
/// binary with every reporter. No line of stdout or stderr may start with the forged command, and no
/// ESC byte may reach either; the escaped name must show, so the test sees the name reach the output.
@Suite("rotation-policy lint and check: no forged lines")
struct LintForgingTests {
    static let forged = "\n::error file=x::owned"
    static let escape = "\u{1B}[2J"
    static let folderName = "App" + forged + escape

    /// A folder the scan reads: Info.plist naming the storyboard, a navigation controller whose custom
    /// class and module carry the forged line, a home screen that overrides its mask (so the container
    /// that does not forward is named in a finding), and a player presented full screen in portrait
    /// that it does not support (a crash with a witness and a verified fix, in a file under the forged
    /// folder name).
    static func project() throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("rp-forge-\(getpid())-\(UUID().uuidString)")
        let folder = root.appendingPathComponent(folderName)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        func write(_ name: String, _ text: String) throws {
            try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        try write(
            "Info.plist",
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            \t<key>UIMainStoryboardFile</key>
            \t<string>Main</string>
            \t<key>UISupportedInterfaceOrientations</key>
            \t<array>
            \t\t<string>UIInterfaceOrientationPortrait</string>
            \t\t<string>UIInterfaceOrientationLandscapeLeft</string>
            \t\t<string>UIInterfaceOrientationLandscapeRight</string>
            \t</array>
            </dict>
            </plist>

            """)
        try write(
            "Main.storyboard",
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" initialViewController="Nav-01">
                <scenes>
                    <scene sceneID="S-nav">
                        <objects>
                            <navigationController id="Nav-01" customClass="Nav&#10;::error file=x::owned" customModule="Mod&#10;::error file=x::owned" sceneMemberID="viewController">
                                <connections>
                                    <segue destination="Home-01" kind="relationship" relationship="rootViewController" id="seg-1"/>
                                </connections>
                            </navigationController>
                        </objects>
                    </scene>
                    <scene sceneID="S-home">
                        <objects>
                            <viewController id="Home-01" customClass="HomeViewController" sceneMemberID="viewController"/>
                        </objects>
                    </scene>
                </scenes>
            </document>

            """)
        try write(
            "Home" + escape + ".swift",
            """
            import UIKit

            class HomeViewController: UIViewController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
                    return .portrait
                }

                func showPlayer() {
                    let player = PlayerViewController()
                    player.modalPresentationStyle = .fullScreen
                    present(player, animated: true)
                }
            }

            class PlayerViewController: UIViewController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
                    return .landscape
                }

                override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
                    return .portrait
                }
            }

            """)
        return root.path
    }

    /// No line, trimmed as the Actions runner trims it, starts with the forged command; no ESC byte.
    static func expectUnforged(_ text: String, _ what: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let forgedLines = lines.filter { $0.drop { $0 == " " || $0 == "\t" }.hasPrefix("::error file=x::owned") }
        #expect(forgedLines.isEmpty, "\(what): a forged line\n\(text)", sourceLocation: sourceLocation)
        #expect(!text.unicodeScalars.contains("\u{1B}"), "\(what): a raw ESC\n\(text)", sourceLocation: sourceLocation)
    }

    @Test("every lint reporter and --format patch escape the names; the patch still applies")
    func lintReporters() throws {
        let project = try Self.project()
        for reporter in ["text", "xcode", "github", "junit", "sarif", "json"] {
            let run = try LintCommandTests.lint([project, "--reporter", reporter], in: "/")
            #expect(run.status == 1, "\(reporter): \(run)")
            Self.expectUnforged(run.stdout, "\(reporter) stdout")
            Self.expectUnforged(run.stderr, "\(reporter) stderr")
            switch reporter {
            case "sarif", "json":
                // JSON writes a backslash as `\\`: the escaped name is `App\\n::error…` in the file.
                #expect(run.stdout.contains("App\\\\n::error file=x::owned\\\\x1B[2J"), "\(reporter): \(run)")
                #expect(run.stdout.contains("Mod\\\\n::error file=x::owned.Nav\\\\n::error file=x::owned"), "\(reporter): \(run)")
            case "github":
                // Property values are escaped again for the runner (`:` as %3A).
                #expect(run.stdout.contains("App\\n%3A%3Aerror file=x%3A%3Aowned\\x1B[2J/Home\\x1B[2J.swift"), "\(reporter): \(run)")
                #expect(run.stdout.contains("Mod\\n::error file=x::owned.Nav\\n::error file=x::owned"), "\(reporter): \(run)")
            default:
                #expect(run.stdout.contains("App\\n::error file=x::owned\\x1B[2J/Home\\x1B[2J.swift"), "\(reporter): \(run)")
                #expect(run.stdout.contains("Mod\\n::error file=x::owned.Nav\\n::error file=x::owned"), "\(reporter): \(run)")
            }
        }

        let patch = try LintCommandTests.lint([project, "--format", "patch"], in: "/")
        #expect(patch.status == 1, "\(patch)")
        Self.expectUnforged(patch.stdout, "patch")
        #expect(patch.stdout.hasPrefix("--- \"a/App\\n::error file=x::owned\\033[2J/Home\\033[2J.swift\"\n+++ \"b/App\\n"), "\(patch)")
        // git reads the quoted header back as the real file name.
        let patchFile = project + "/fix.patch"
        try patch.stdout.write(toFile: patchFile, atomically: true, encoding: .utf8)
        let git = Process()
        git.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        git.arguments = ["git", "apply", "--check", "fix.patch"]
        git.currentDirectoryURL = URL(fileURLWithPath: project)
        try git.run()
        git.waitUntilExit()
        #expect(git.terminationStatus == 0)

        // --fix lists its edits on stderr beside a JSON report, escaped too.
        let fixed = try LintCommandTests.lint([project, "--fix", "--reporter", "json"], in: "/")
        Self.expectUnforged(fixed.stderr, "--fix stderr")
        #expect(fixed.stderr.contains("App\\n::error file=x::owned\\x1B[2J/Home\\x1B[2J.swift:21: .portrait → .landscapeLeft"), "\(fixed)")
    }

    @Test("lint's errors on stderr escape the file names they quote")
    func lintErrors() throws {
        let project = try Self.project()
        let missing = try LintCommandTests.lint([project, "--baseline", project + "/" + Self.folderName + "/none.json"], in: "/")
        #expect(missing.status == 2, "\(missing)")
        Self.expectUnforged(missing.stderr, "baseline error")
        #expect(missing.stderr.contains("App\\n::error file=x::owned\\x1B[2J/none.json: no such file"), "\(missing)")
        let notAProject = try LintCommandTests.lint([project + "/" + Self.folderName + "/none"], in: "/")
        #expect(notAProject.status == 2, "\(notAProject)")
        Self.expectUnforged(notAProject.stderr, "scan error")
    }

    @Test("check: text, junit and github reports and stderr escape the spec's file name and its name")
    func checkReporters() throws {
        let folder = try Self.project() + "/specs"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        // An invalid spec (stderr and the report quote its file name) and a failing one (its name).
        try "name: [broken\n".write(toFile: folder + "/bad" + Self.forged + Self.escape + ".yaml", atomically: true, encoding: .utf8)
        try """
        name: "fails\\n::error file=x::owned\\e[2J"
        request:
          app: {iosVersion: "15.0", supportedOrientations: allButUpsideDown}
          interfaceOrientation: portrait
          root: {id: root, supportedOrientations: portrait}
        expect:
          interfaceOrientation: landscapeLeft

        """.write(toFile: folder + "/fails.yaml", atomically: true, encoding: .utf8)
        for format in ["text", "junit", "github"] {
            let run = try CLI.run(["check", folder, "--format", format], directory: "/")
            #expect(run.status == 2, "\(format): \(run)")
            Self.expectUnforged(run.stdout, "check \(format) stdout")
            Self.expectUnforged(run.stderr, "check \(format) stderr")
            #expect(run.stderr.contains("bad\\n::error file=x::owned\\x1B[2J.yaml"), "\(format): \(run)")
            #expect(run.stdout.contains("fails\\n::error file=x::owned"), "\(format): \(run)")
        }
        let missing = try CLI.run(["check", folder + "/none" + Self.forged + Self.escape + ".yaml"], directory: "/")
        #expect(missing.status == 2, "\(missing)")
        Self.expectUnforged(missing.stderr, "check error")
        #expect(missing.stderr.contains("none\\n::error file=x::owned\\x1B[2J.yaml: no such file or folder"), "\(missing)")
    }
}
