import Foundation
import Testing

/// Lint of a repository that publishes a CocoaPods plugin with an example app (issues 29, 30; the lint
/// corpus' auto_orientation): the plugin's code builds the app through its podspec, so it is checked.
@Suite("rotation-policy lint: development pods")
struct LintPodspecTests {
    @Test("the plugin's KVC orientation set is reported at its line; excluded and test_spec files are not read")
    func plugin() throws {
        let run = try LintCommandTests.lint(["ScanFixtures/targets/podspec-plugin", "--reporter", "xcode"])
        let lines = LintLibraryTests.findings(run)
        let file = "ScanFixtures/targets/podspec-plugin/ios/Classes/RotatePlugin.m"
        #expect(LintLibraryTests.has(lines, file + ":6:", "kvcOrientation"), "\(run)")
        #expect(LintLibraryTests.has(lines, file + ":7:", "attemptRotationDeprecated"), "\(run)")
        #expect(!lines.contains { $0.contains("OldRotator.m") || $0.contains("RotateTests.m") }, "\(run)")
    }
}
