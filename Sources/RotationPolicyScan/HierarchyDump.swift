import Foundation

/// One controller line of UIKit's `_printHierarchy` text, e.g.
/// `   |    + <App.Player 0x7f8…>, state: appeared, view: <UIView 0x…>, presented with: <_UIFullscreenPresentationController 0x…>`.
/// `|` marks a child (containment), `+` a presented controller; each marker group is one level.
struct HierarchyEntry: Sendable {
    var className: String
    var state: String?
    var presentationController: String?
    var line: Int
    var column: Int
    var children: [HierarchyEntry] = []
    /// Zero or one: what this controller presents.
    var presented: [HierarchyEntry] = []

    var appeared: Bool { state == "appeared" }

    /// `modalPresentationStyle` from the presentation controller's class.
    var style: String? {
        guard let name = presentationController else { return nil }
        let table: [(String, String)] = [
            ("OverFullscreen", "overFullScreen"), ("OverCurrentContext", "overCurrentContext"), ("CurrentContext", "currentContext"),
            ("Fullscreen", "fullScreen"), ("FullScreen", "fullScreen"), ("PageSheet", "pageSheet"), ("FormSheet", "formSheet"),
            ("Popover", "popover"), ("UISheetPresentationController", "pageSheet"),
        ]
        return table.first { name.contains($0.0) }?.1
    }
}

enum HierarchyDump {
    /// At most this many controller lines (a dump is a debugger printout, not a data file).
    static let maxLines = 5_000

    /// The roots of the dump (one per window printed), or the line that cannot be read.
    static func parse(_ text: String, file: String) -> Result<[HierarchyEntry], ScanProblem> {
        // `po` of a Swift String can print the dump with its line breaks escaped.
        let source = !text.contains("\n") && text.contains("\\n") ? text.replacingOccurrences(of: "\\n", with: "\n") : text
        var roots: [HierarchyEntry] = []
        // The open path: for each depth, the entry and whether it sits in `children` or `presented`.
        var stack: [(entry: HierarchyEntry, presented: Bool)] = []
        var count = 0

        func close(to depth: Int) {
            while stack.count > depth {
                let (entry, presented) = stack.removeLast()
                if stack.isEmpty {
                    roots.append(entry)
                } else if presented {
                    stack[stack.count - 1].entry.presented.append(entry)
                } else {
                    stack[stack.count - 1].entry.children.append(entry)
                }
            }
        }

        for (offset, rawLine) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = Substring(rawLine)
            guard let open = line.firstIndex(of: "<") else { continue }
            let prefix = line[..<open]
            let markers = prefix.filter { $0 == "|" || $0 == "+" }
            let rest = line[line.index(after: open)...]
            let className = String(rest.prefix { $0 != " " && $0 != ">" && $0 != ":" && $0 != "," })
            guard !className.isEmpty, rest.contains(">") else { continue }
            // Lines that are not controllers (`(lldb) po …` echoes, view descriptions) have no `state:`.
            guard line.contains("state:") || line.contains("view:") else { continue }
            count += 1
            guard count <= maxLines else {
                return .failure(ScanProblem(file: file, line: offset + 1, message: "more than \(maxLines) controller lines (limit)"))
            }
            let depth = markers.count
            guard depth <= stack.count else {
                return .failure(
                    ScanProblem(
                        file: file, line: offset + 1,
                        message: "`\(className)` is \(depth) levels deep, but the line before it is only \(stack.count - 1) deep"))
            }
            close(to: depth)
            var entry = HierarchyEntry(
                className: className, state: value(after: "state: ", in: line), presentationController: nil, line: offset + 1,
                column: line.distance(from: line.startIndex, to: open) + 1)
            if let range = line.range(of: "presented with: <") {
                entry.presentationController = String(line[range.upperBound...].prefix { $0 != " " && $0 != ">" && $0 != ":" })
            }
            if depth > 0, markers.last == "+", !stack[depth - 1].entry.presented.isEmpty {
                return .failure(ScanProblem(file: file, line: offset + 1, message: "`\(className)`: a controller presents at most one controller"))
            }
            stack.append((entry, depth > 0 && markers.last == "+"))
        }
        close(to: 0)
        guard !roots.isEmpty else {
            return .failure(
                ScanProblem(
                    file: file, line: nil,
                    message: "no controller lines: expected _printHierarchy output such as `<UINavigationController 0x…>, state: appeared, view: …`"))
        }
        return .success(roots)
    }

    private static func value(after key: String, in line: Substring) -> String? {
        guard let range = line.range(of: key) else { return nil }
        let word = line[range.upperBound...].prefix { $0.isLetter }
        return word.isEmpty ? nil : String(word)
    }
}
