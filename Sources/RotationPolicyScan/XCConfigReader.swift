import Foundation
import RotationPolicyWire

/// `.xcconfig` files a build configuration is based on (`baseConfigurationReference`, or Xcode 16's
/// `baseConfigurationReferenceRelativePath`): `KEY = VALUE` lines, `//` comments and `#include` /
/// `#include?` of other xcconfig files, which are found among the project's files by name. Conditional
/// keys (`KEY[sdk=…]`) are left out; `$(inherited)` is dropped from values.
struct XCConfigReader {
    typealias Settings = [String: (value: String, at: SourceRef)]
    /// Reads a file by its name (the last path component); nil when the project has no such file.
    let load: (String) -> (path: String, text: String)?
    var clock = ScanClock.unlimited
    /// Each file is read once, whatever includes it how often: a file that included itself twice was
    /// read 2^8 times. An include met while its file is being read (a cycle) adds nothing.
    private let memo = Memo()

    init(load: @escaping (String) -> (path: String, text: String)?, clock: ScanClock = .unlimited) {
        self.load = load
        self.clock = clock
    }

    private final class Memo: @unchecked Sendable {
        var read: [String: Settings] = [:]
        var reading: Set<String> = []
    }

    func settings(_ name: String, depth: Int = 0) -> Settings {
        let file = String(name.split(separator: "/").last ?? Substring(name))
        if let known = memo.read[file] { return known }
        guard depth < 8, !clock.isOver, memo.reading.insert(file).inserted else { return [:] }
        defer { memo.reading.remove(file) }
        let out = read(file, depth: depth)
        memo.read[file] = out
        return out
    }

    private func read(_ file: String, depth: Int) -> Settings {
        guard let (path, text) = load(file) else { return [:] }
        var out: Settings = [:]
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var line = Substring(rawLine)
            if let comment = line.range(of: "//") { line = line[..<comment.lowerBound] }
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("#include") {
                if let start = trimmed.firstIndex(of: "\""), let end = trimmed[trimmed.index(after: start)...].firstIndex(of: "\"") {
                    out.merge(settings(String(trimmed[trimmed.index(after: start)..<end]), depth: depth + 1)) { _, new in new }
                }
                continue
            }
            guard let equals = trimmed.firstIndex(of: "=") else { continue }
            let key = trimmed[..<equals].trimmingCharacters(in: .whitespaces)
            guard !key.isEmpty, !key.contains("["), key.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { continue }
            let value = trimmed[trimmed.index(after: equals)...].replacingOccurrences(of: "$(inherited)", with: "")
                .trimmingCharacters(in: .whitespaces)
            let column = rawLine.distance(from: rawLine.startIndex, to: rawLine.firstIndex { !$0.isWhitespace } ?? rawLine.startIndex) + 1
            out[key] = (value, SourceRef(file: path, line: index + 1, column: column))
        }
        return out
    }
}
