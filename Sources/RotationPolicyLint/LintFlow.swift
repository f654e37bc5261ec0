import Foundation
import RotationPolicyCLI
import RotationPolicyScan
import RotationPolicyWire

/// One screen flow lint explores: the tree read from code, or one pinned by the team where only the
/// running app knows it (a `--hierarchy` / `hierarchy:` dump, or `root:` in the configuration).
struct LintFlow {
    /// `_printHierarchy` text whose tree replaces the code's; nil for the code's own tree.
    var dump: String?
    /// The name the scan gives the dump's facts (its path, or the configuration's for `root:`).
    var file: String
    /// Where the root came from, as the coverage's root line says it.
    var origin: String
    /// For `root:`, the configuration's node behind each line of `dump`.
    var pinned: [Int: PinnedRoot] = [:]

    static let code = LintFlow(dump: nil, file: "", origin: "")

    /// The dumps given on the command line replace those of the configuration; `root:` is one more flow.
    static func flows(cli: [String], config: LintConfiguration) throws(CLIError) -> [LintFlow] {
        var flows: [LintFlow] = []
        if cli.isEmpty {
            let folder = config.file.map { ($0 as NSString).deletingLastPathComponent } ?? "."
            for (index, name) in config.hierarchy.enumerated() {
                let path = name.hasPrefix("/") || folder.isEmpty ? name : folder + "/" + name
                let at = configLine(config, config.hierarchyLines[index])
                let text: String
                do {
                    text = try LintRun.readText(path)
                } catch {
                    throw .invalid("\(at): $.hierarchy[\(index)]: \(error.description)")
                }
                flows.append(LintFlow(dump: text, file: path, origin: "\(TerminalText.escapeLine(path)) (hierarchy dump, \(at))"))
            }
        } else {
            for path in cli {
                flows.append(
                    LintFlow(dump: try LintRun.readText(path), file: path, origin: "\(TerminalText.escapeLine(path)) (hierarchy dump, --hierarchy)"))
            }
        }
        if let root = config.root {
            let (text, nodes) = root.dump
            let file = config.file ?? LintConfiguration.fileName
            flows.append(
                LintFlow(
                    dump: text, file: file, origin: "\(configLine(config, root.line)) (root: \(root.className), pinned in the configuration)",
                    pinned: nodes))
        }
        return flows
    }

    static func configLine(_ config: LintConfiguration, _ line: Int?) -> String {
        let file = TerminalText.escapeLine(config.file ?? LintConfiguration.fileName)
        return line.map { "\(file):\($0)" } ?? file
    }

    /// A class the pinned root names that is neither in the scanned sources nor UIKit's is a typo, not
    /// an unknown: the configuration's line says so.
    func checkPinned(_ app: ScannedApp, config: LintConfiguration) throws(CLIError) {
        guard !pinned.isEmpty else { return }
        for entry in app.unresolved where entry.at?.file == file && entry.what.hasPrefix("class ") {
            guard let line = entry.at?.line, let node = pinned[line] else { continue }
            throw .invalid(
                "\(LintFlow.configLine(config, node.line)): \(node.path): class \(TerminalText.escapeLine(node.className)) is "
                    + "neither in the scanned sources nor a UIKit class")
        }
    }
}
