import Foundation

/// The files that build a set of targets, as paths relative to the scanned folder: files listed one by one
/// (build phases, XcodeGen's file sources) and whole folders (synchronized groups, XcodeGen's folder
/// sources) less their exceptions.
struct TargetFiles: Sendable {
    var files: Set<String> = []
    var folders: [Folder] = []

    struct Folder: Sendable {
        var path: String
        /// Paths relative to the scanned folder that the folder does not contribute.
        var excluded: Set<String> = []
        /// Glob patterns (XcodeGen `excludes`), relative to `path`.
        var excludedPatterns: [String] = []
    }

    var isEmpty: Bool { files.isEmpty && folders.isEmpty }

    func contains(_ path: String) -> Bool {
        if files.contains(path) { return true }
        return folders.contains { folder in
            guard PathFilter.isUnder(path, folder.path), !folder.excluded.contains(path) else { return false }
            guard !folder.excludedPatterns.isEmpty else { return true }
            let relative = folder.path.isEmpty ? path : String(path.dropFirst(folder.path.count + 1))
            return !folder.excludedPatterns.contains { Glob.matches($0, relative) }
        }
    }

    /// Whether a header belongs with the files: Xcode compiles `.m` files, and their classes are declared
    /// in the `.h` beside them, which an app target rarely lists.
    func containsHeader(_ path: String) -> Bool {
        guard path.hasSuffix(".h") else { return false }
        let stem = path.dropLast(2)
        return contains(stem + ".m") || contains(stem + ".mm") || contains(stem + ".swift")
    }

    mutating func formUnion(_ other: TargetFiles) {
        files.formUnion(other.files)
        folders += other.folders
    }
}

/// Paths relative to the scanned folder.
enum ProjectPath {
    /// `base/relative` with `.` and `..` resolved; nil when it climbs out of the scanned folder.
    static func join(_ base: String, _ relative: String) -> String? {
        var parts: [Substring] = relative.hasPrefix("/") ? [] : base.split(separator: "/")
        for part in relative.split(separator: "/") {
            switch part {
            case ".", "": continue
            case "..":
                guard !parts.isEmpty else { return nil }
                parts.removeLast()
            default: parts.append(part)
            }
        }
        return parts.joined(separator: "/")
    }

    static func folder(of path: String) -> String { path.split(separator: "/").dropLast().joined(separator: "/") }
}

/// `*`, `**` and `?` patterns (XcodeGen's `excludes`), matched against a relative path.
enum Glob {
    static func matches(_ pattern: String, _ path: String) -> Bool {
        match(Array(pattern.utf8), 0, Array(path.utf8), 0)
    }

    private static func match(_ p: [UInt8], _ i: Int, _ s: [UInt8], _ j: Int) -> Bool {
        if i == p.count { return j == s.count }
        if p[i] == UInt8(ascii: "*") {
            let double = i + 1 < p.count && p[i + 1] == UInt8(ascii: "*")
            let next = double ? i + 2 : i + 1
            // `**/` also matches no folder at all.
            if double, next < p.count, p[next] == UInt8(ascii: "/"), match(p, next + 1, s, j) { return true }
            var k = j
            while true {
                if match(p, next, s, k) { return true }
                guard k < s.count, double || s[k] != UInt8(ascii: "/") else { return false }
                k += 1
            }
        }
        guard j < s.count, p[i] == s[j] || (p[i] == UInt8(ascii: "?") && s[j] != UInt8(ascii: "/")) else { return false }
        return match(p, i + 1, s, j + 1)
    }
}
