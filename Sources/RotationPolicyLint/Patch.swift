public import RotationPolicyCLI

/// Fixes as patches: each edit replaces an exact piece of one line, so a patch applies only to the file
/// it was computed from (a changed line is refused, never guessed). `unifiedDiff` prints what `--fix`
/// would write, in the format `git apply` and `patch -p1` read.
public enum Patch {
    public enum Failure: Error, Equatable, Sendable {
        /// The line no longer holds the text the fix replaces (the file changed since the scan).
        case stale(SourceLocation, expected: String)
    }

    /// The file's text with `edits` applied (edits on one line apply right to left).
    public static func apply(_ edits: [TextEdit], to text: String) throws(Failure) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let ordered = edits.sorted { ($0.location.line, $0.location.column) > ($1.location.line, $1.location.column) }
        for edit in ordered {
            let index = edit.location.line - 1
            guard lines.indices.contains(index) else { throw .stale(edit.location, expected: edit.old) }
            var scalars = Array(lines[index].unicodeScalars)
            let start = edit.location.column - 1
            let old = Array(edit.old.unicodeScalars)
            guard start >= 0, start + old.count <= scalars.count, Array(scalars[start..<start + old.count]) == old else {
                throw .stale(edit.location, expected: edit.old)
            }
            scalars.replaceSubrange(start..<start + old.count, with: Array(edit.new.unicodeScalars))
            var line = ""
            line.unicodeScalars.append(contentsOf: scalars)
            lines[index] = line
        }
        return lines.joined(separator: "\n")
    }

    /// A header path as git writes it (`core.quotePath`): in double quotes with C escapes (`\n`, `\t`,
    /// `\"`, `\\`, octal for other control and all non-ASCII bytes) when it holds any of them, so a
    /// file name can neither start a line of the patch nor send ESC or a bidi override to a terminal;
    /// `git apply` reads it back.
    static func header(_ path: String) -> String {
        let plain = path.utf8.allSatisfy { (0x20..<0x7F).contains($0) && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }
        guard !plain else { return path }
        var out = "\""
        for byte in path.utf8 {
            switch byte {
            case 0x07: out += "\\a"
            case 0x08: out += "\\b"
            case 0x09: out += "\\t"
            case 0x0A: out += "\\n"
            case 0x0B: out += "\\v"
            case 0x0C: out += "\\f"
            case 0x0D: out += "\\r"
            case UInt8(ascii: "\""): out += "\\\""
            case UInt8(ascii: "\\"): out += "\\\\"
            case 0x20..<0x7F: out.unicodeScalars.append(Unicode.Scalar(byte))
            default: out += "\\" + String(byte, radix: 8).leftPadded(to: 3)
            }
        }
        return out + "\""
    }

    /// A unified diff of `path` from `before` to `after`, with three lines of context. Edits here never
    /// add or remove lines, so hunks pair line for line.
    public static func unifiedDiff(path: String, before: String, after: String) -> String {
        var old = before.split(separator: "\n", omittingEmptySubsequences: false)
        var new = after.split(separator: "\n", omittingEmptySubsequences: false)
        guard old.count == new.count else { return "" }
        // A final newline ends the last line; without one, diff marks the last line as unterminated.
        let terminated = before.hasSuffix("\n")
        if terminated {
            old.removeLast()
            new.removeLast()
        }
        let changed = old.indices.filter { old[$0] != new[$0] }
        guard !changed.isEmpty else { return "" }
        var out = "--- \(header("a/" + path))\n+++ \(header("b/" + path))\n"
        var hunks: [(Int, Int)] = []
        for index in changed {
            let start = max(0, index - 3)
            let end = min(old.count - 1, index + 3)
            if let last = hunks.last, start <= last.1 + 1 {
                hunks[hunks.count - 1].1 = end
            } else {
                hunks.append((start, end))
            }
        }
        for (start, end) in hunks {
            let count = end - start + 1
            out += "@@ -\(start + 1),\(count) +\(start + 1),\(count) @@\n"
            for index in start...end {
                let unterminated = !terminated && index == old.count - 1 ? "\\ No newline at end of file\n" : ""
                if old[index] == new[index] {
                    out += " \(old[index])\n" + unterminated
                } else {
                    out += "-\(old[index])\n" + unterminated + "+\(new[index])\n" + unterminated
                }
            }
        }
        return out
    }
}
