import Foundation
import RotationPolicyWire
import Testing

@testable import RotationPolicyScan

/// A value the scan calls `literal` must be written as one where it points: no fixture's model holds a
/// `literal` override whose source line is a flag, a call or a ternary.
@Suite("scan never records a dynamic value as a literal")
struct LiteralSourceTests {
    /// Every project folder under Tests/ScanFixtures (a folder holding a `.xcodeproj`, `project.yml` or
    /// `Project.swift`), two levels deep at most.
    static func projects() -> [String] {
        let root = ScanCLI.scanFixtures
        let fm = FileManager.default
        var found: [String] = []
        func isProject(_ path: String) -> Bool {
            let names = (try? fm.contentsOfDirectory(atPath: path)) ?? []
            return names.contains { $0.hasSuffix(".xcodeproj") || $0 == "project.yml" || $0 == "Project.swift" }
        }
        for first in (try? fm.contentsOfDirectory(atPath: root).sorted()) ?? [] {
            let path = root + "/" + first
            if isProject(path) {
                found.append(first)
                continue
            }
            for second in (try? fm.contentsOfDirectory(atPath: path).sorted()) ?? [] where isProject(path + "/" + second) {
                found.append(first + "/" + second)
            }
        }
        return found
    }

    /// The request keys of the overrides and the delegate's answer.
    static let valueKeys = ["supportedOrientations", "shouldAutorotate", "preferredOrientationForPresentation", "prefersStatusBarHidden"]

    /// The words a literal value may be written with.
    static let literalWord = String(
        #"^(\.?(portrait|portraitUpsideDown|landscapeLeft|landscapeRight|landscape|all|allButUpsideDown|unknown)|UIInterfaceOrientation(Mask)?(\.\w+|[A-Z]\w*)?|true|false|YES|NO|return|static|let|var|const|override|get|NSUInteger|UIInterfaceOrientationMask|BOOL|Bool|private|fileprivate|internal|public|#define|[A-Za-z_]\w*\s*[:=]|\w+\s*=)$"#
    )

    /// Whether the text at `ref` (to the end of its line, comments and punctuation aside) is a literal.
    /// A forwarding's `?? fallback` is the controller's own value: the fallback must be the literal. A
    /// ternary is allowed only on what the scan decides (the idiom, the iOS version, the class, or an app
    /// helper `decides` names: `UIDevice.isPad` whose body is an idiom test).
    static func isLiteral(_ line: String, column: Int, decides: (String) -> Bool = { _ in false }) -> Bool {
        var text = String(line.dropFirst(max(0, column - 1)))
        if let comment = text.range(of: "//") { text = String(text[..<comment.lowerBound]) }
        if text.hasPrefix("#define") { text = String(text.split(separator: " ", maxSplits: 2).dropFirst(2).first ?? "") }
        if let fallback = text.range(of: "??", options: .backwards) { text = String(text[fallback.upperBound...]) }
        if let question = text.range(of: " ? ") {
            let condition = text[..<question.lowerBound]
            let decided =
                ["userInterfaceIdiom", "UI_USER_INTERFACE_IDIOM", "#available", "isKind"].contains { condition.contains($0) }
                || decides(condition.trimmingCharacters(in: .whitespaces))
            guard decided, !condition.contains("&&"), !condition.contains("||") else { return false }
            text = String(text[question.upperBound...])
        }
        if text.contains("?") { return false }  // an optional chain
        let cleaned = text.map { "[](){},;|*:".contains($0) ? " " : $0 }
        let words = String(cleaned).split(separator: " ").map(String.init).filter { !$0.isEmpty }
        return !words.isEmpty && words.allSatisfy { $0.range(of: literalWord, options: .regularExpression) != nil }
    }

    @Test("the literal-line check itself tells literals from flags")
    func checkItself() {
        #expect(Self.isLiteral("    override var x: UIInterfaceOrientationMask { .portrait }", column: 50))
        #expect(Self.isLiteral("        return [.landscapeLeft, .landscapeRight]", column: 16))
        #expect(Self.isLiteral("    return UIInterfaceOrientationMaskLandscapeLeft | UIInterfaceOrientationMaskLandscapeRight;", column: 12))
        #expect(!Self.isLiteral("        return isLandscape ? .landscape : .portrait", column: 16))
        #expect(!Self.isLiteral("        return allowRotation", column: 16))
        #expect(!Self.isLiteral("        return isLocked && isPad ? .portrait : .all", column: 16))
        #expect(!Self.isLiteral("        return child?.supportedInterfaceOrientations ?? mask", column: 16))
        #expect(Self.isLiteral("        return topViewController?.shouldAutorotate ?? true", column: 16))
        #expect(!Self.isLiteral("        return UIInterfaceOrientationMask(rawValue: mask)", column: 16))
        #expect(!Self.isLiteral("        UIDevice.isPad ? .all : .portrait", column: 9))
        #expect(Self.isLiteral("        UIDevice.isPad ? .all : .portrait", column: 9) { $0 == "UIDevice.isPad" })
        #expect(!Self.isLiteral("        return super.supportedInterfaceOrientations", column: 16))
    }

    @Test("every literal override source of every fixture points at a literal", arguments: projects())
    func literalSources(project: String) throws {
        let folder = ScanCLI.scanFixtures + "/" + project
        let result = try Scanner.scan(folder: folder, options: ScanOptions())
        for source in result.sources where source.how == .literal {
            guard let key = source.fact.split(separator: ".").last.map(String.init), Self.valueKeys.contains(key), let at = source.at else {
                continue
            }
            let text = try String(contentsOfFile: folder + "/" + at.file, encoding: .utf8)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            let line = at.line <= lines.count ? String(lines[at.line - 1]) : ""
            let helper = { (condition: String) in result.model.table.idiomTest(reading: condition) != nil }
            #expect(Self.isLiteral(line, column: at.column, decides: helper), "\(project): \(source.fact) is `literal` at \(at): \(line)")
        }
    }
}
