import Foundation

/// The lines of the scanned files lint reads again (a present's guard), each file read once.
final class ScannedFileLines {
    let root: String
    private var cache: [String: [Substring]?] = [:]

    init(root: String) { self.root = root }

    /// The file's lines, or nil when it is not UTF-8 text lint can read.
    func lines(_ path: String) -> [Substring]? {
        if let cached = cache[path] { return cached }
        let text = try? String(contentsOfFile: root + "/" + path, encoding: .utf8)
        let lines = text.map { $0.split(separator: "\n", omittingEmptySubsequences: false) }
        cache[path] = lines
        return lines
    }
}
