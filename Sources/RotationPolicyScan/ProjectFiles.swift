import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The files of a project a scan reads, by kind, with paths relative to the scanned folder, and a way to
/// read them: from disk for the CLI, from memory for `POST /v1/scan`.
public struct ProjectFiles: Sendable {
    public var pbxprojs: [String] = []
    public var plists: [String] = []
    public var swift: [String] = []
    public var objectiveC: [String] = []
    public var storyboards: [String] = []
    public var xcconfigs: [String] = []
    /// YAML files: XcodeGen's `project.yml` and the files it includes.
    public var yamls: [String] = []
    /// CocoaPods specs (`*.podspec`, `*.podspec.json`) of development pods the folder publishes, outside `Pods/`.
    public var podspecs: [String] = []
    /// CocoaPods `Podfile`s: which subspecs of those pods the app builds.
    public var podfiles: [String] = []
    public var warnings: [String] = []
    /// The `.xcodeproj` folders, so "no project" can say what it looked for.
    var contents: [String: [UInt8]]?
    var root: String?

    public var count: Int {
        pbxprojs.count + plists.count + swift.count + objectiveC.count + storyboards.count + xcconfigs.count + yamls.count + podspecs.count
            + podfiles.count
    }

    /// Files posted to the service: each path is classified by its name; nothing touches the disk.
    public static func inMemory(_ files: [(path: String, content: [UInt8])]) -> ProjectFiles {
        var project = ProjectFiles()
        project.contents = [:]
        for file in files {
            guard let kind = FileKind(path: file.path) else { continue }
            project.contents?[file.path] = file.content
            project.add(file.path, kind)
        }
        return project
    }

    mutating func add(_ path: String, _ kind: FileKind) {
        switch kind {
        case .pbxproj: pbxprojs.append(path)
        case .plist: plists.append(path)
        case .swift: swift.append(path)
        case .objectiveC: objectiveC.append(path)
        case .storyboard: storyboards.append(path)
        case .xcconfig: xcconfigs.append(path)
        case .yaml: yamls.append(path)
        case .podspec: podspecs.append(path)
        case .podfile: podfiles.append(path)
        }
    }

    /// The bytes of one listed file (nil and a warning when it cannot be read).
    func read(_ path: String, limits: ScanLimits) -> Result<[UInt8], ScanProblem> {
        if let contents {
            guard let bytes = contents[path] else { return .failure(ScanProblem(file: path, message: "not among the posted files")) }
            guard bytes.count <= limits.maxFileBytes else {
                return .failure(ScanProblem(file: path, message: "larger than the \(limits.maxFileBytes)-byte file limit; skipped"))
            }
            return .success(bytes)
        }
        let full = (root ?? ".") + "/" + path
        guard let handle = FileHandle(forReadingAtPath: full) else {
            return .failure(ScanProblem(file: path, message: "cannot be read"))
        }
        defer { try? handle.close() }
        // Read at most one byte past the limit, so a file that grew since it was listed cannot blow memory.
        guard let data = try? handle.read(upToCount: limits.maxFileBytes + 1) else {
            return .failure(ScanProblem(file: path, message: "cannot be read"))
        }
        guard data.count <= limits.maxFileBytes else {
            return .failure(ScanProblem(file: path, message: "larger than the \(limits.maxFileBytes)-byte file limit; skipped"))
        }
        return .success([UInt8](data))
    }

    /// Whether a path exists among the files (posted or on disk), for INFOPLIST_FILE.
    func exists(_ path: String) -> Bool {
        if let contents { return contents[path] != nil }
        return FileManager.default.fileExists(atPath: (root ?? ".") + "/" + path)
    }
}

/// A file that could not be used, named for the warning.
public struct ScanProblem: Error, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int?
    public var message: String

    public var description: String { line.map { "\(file):\($0): \(message)" } ?? "\(file): \(message)" }
}

enum FileKind {
    case pbxproj, plist, swift, objectiveC, storyboard, xcconfig, yaml, podspec, podfile

    init?(path: String) {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        if name == "project.pbxproj" {
            self = .pbxproj
        } else if name.hasSuffix(".swift") {
            self = .swift
        } else if name.hasSuffix(".m") || name.hasSuffix(".mm") || name.hasSuffix(".h") {
            self = .objectiveC
        } else if name.hasSuffix(".storyboard") || name.hasSuffix(".xib") {
            self = .storyboard
        } else if name.hasSuffix(".xcconfig") {
            self = .xcconfig
        } else if name.hasSuffix(".yml") || name.hasSuffix(".yaml") {
            self = .yaml
        } else if name.hasSuffix(".podspec") || name.hasSuffix(".podspec.json") {
            // A spec under `Pods/` is CocoaPods' copy of a dependency, not a pod the folder publishes.
            guard !path.split(separator: "/").dropLast().contains("Pods") else { return nil }
            self = .podspec
        } else if name == "Podfile" {
            self = .podfile
        } else if name.hasSuffix(".plist"), name.contains("Info") {
            self = .plist
        } else {
            return nil
        }
    }
}

/// Walks a folder on disk: skips build output and vendored code, never follows a symbolic link to a
/// folder it has already entered (a loop), and stops at the limits with a warning naming them.
enum FolderWalker {
    /// Folders never entered: build output, package managers' checkouts, VCS data.
    static let skipped: Set<String> = ["build", "Pods", "Carthage", "DerivedData", "node_modules", "xcuserdata"]

    static func list(_ root: String, limits: ScanLimits, paths: PathFilter = PathFilter()) throws(ScanError) -> ProjectFiles {
        var info = stat()
        guard stat(root, &info) == 0 else {
            if errno == ENOENT { throw ScanError.notAnIOSProject("\(root): no such folder") }
            throw ScanError.io("\(root): \(String(cString: strerror(errno)))")
        }
        guard (info.st_mode & S_IFMT) == S_IFDIR else {
            throw ScanError.notAnIOSProject("\(root): not a folder; give the folder that holds the .xcodeproj")
        }
        guard access(root, R_OK | X_OK) == 0 else { throw ScanError.io("\(root): cannot be read (permission denied)") }
        var files = ProjectFiles()
        files.root = root
        var visited: Set<String> = []
        var entries = 0
        var totalBytes = 0
        var overFiles = 0
        var stack: [(String, Int)] = [("", 0)]
        visited.insert(realPath(root) ?? root)
        while let (relative, depth) = stack.popLast() {
            let full = relative.isEmpty ? root : root + "/" + relative
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: full) else {
                files.warnings.append("\(relative.isEmpty ? "." : relative): folder cannot be read; skipped")
                continue
            }
            for name in names.sorted() {
                entries += 1
                if entries > limits.maxEntries {
                    files.warnings.append("stopped after \(limits.maxEntries) folder entries (limit maxEntries); the rest of the tree is not read")
                    stack.removeAll()
                    break
                }
                if name.hasPrefix(".") { continue }
                let path = relative.isEmpty ? name : relative + "/" + name
                let fullPath = root + "/" + path
                var link = stat()
                guard lstat(fullPath, &link) == 0 else { continue }
                var target = link
                let isLink = (link.st_mode & S_IFMT) == S_IFLNK
                if isLink, stat(fullPath, &target) != 0 {
                    files.warnings.append("\(path): broken symbolic link; skipped")
                    continue
                }
                if (target.st_mode & S_IFMT) == S_IFDIR {
                    if skipped.contains(name) || name.hasSuffix(".xcassets") || name.hasSuffix(".framework")
                        || name.hasSuffix(".xcframework") || name.hasSuffix(".bundle") || name.hasSuffix(".app")
                    {
                        continue
                    }
                    let real = realPath(fullPath) ?? fullPath
                    if visited.contains(real) {
                        if isLink { files.warnings.append("\(path): symbolic link to a folder already read (a loop or a duplicate); not followed") }
                        continue
                    }
                    guard depth + 1 <= limits.maxDepth else {
                        files.warnings.append("\(path): deeper than \(limits.maxDepth) folders (limit maxDepth); skipped")
                        continue
                    }
                    if name.hasSuffix(".xcodeproj") {
                        visited.insert(real)
                        // Only the project file matters inside; user data and schemes do not.
                        var pbx = stat()
                        if stat(fullPath + "/project.pbxproj", &pbx) == 0 {
                            files.add(path + "/project.pbxproj", .pbxproj)
                        } else {
                            files.warnings.append(
                                "\(path): no project.pbxproj inside, so the project is not read from it; the scan reads XcodeGen's "
                                    + "project.yml when there is one, else run the project's generator (xcodegen, tuist generate) and scan again")
                        }
                        continue
                    }
                    guard paths.mayHold(path) else { continue }
                    visited.insert(real)
                    stack.append((path, depth + 1))
                    continue
                }
                guard (target.st_mode & S_IFMT) == S_IFREG, let kind = FileKind(path: path), kind != .pbxproj, paths.reads(path)
                else { continue }
                if files.count >= limits.maxFiles {
                    overFiles += 1
                    continue
                }
                let size = Int(target.st_size)
                if size > limits.maxFileBytes {
                    files.warnings.append("\(path): \(size) bytes, larger than the \(limits.maxFileBytes)-byte file limit (maxFileBytes); skipped")
                    continue
                }
                if totalBytes + size > limits.maxTotalBytes {
                    files.warnings.append(
                        "\(path): the \(limits.maxTotalBytes)-byte total limit (maxTotalBytes) is reached; this file and later ones are skipped")
                    continue
                }
                totalBytes += size
                files.add(path, kind)
            }
        }
        if overFiles > 0 {
            files.warnings.append("read the first \(limits.maxFiles) project files (limit maxFiles); \(overFiles) more were skipped")
        }
        return files
    }

    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}

/// `included` and `excluded` paths, relative to the scanned folder (lint's `.rotation-policy.yml`): a file
/// is read when it is under an included path (or none is given) and under no excluded one.
public struct PathFilter: Sendable, Equatable {
    public var included: [String] = []
    public var excluded: [String] = []

    public init(included: [String] = [], excluded: [String] = []) {
        self.included = included.map(Self.normalized)
        self.excluded = excluded.map(Self.normalized)
    }

    static func normalized(_ path: String) -> String {
        var path = path
        while path.hasPrefix("./") { path.removeFirst(2) }
        while path.hasSuffix("/") { path.removeLast() }
        return path
    }

    static func isUnder(_ path: String, _ folder: String) -> Bool {
        folder.isEmpty || folder == "." || path == folder || path.hasPrefix(folder + "/")
    }

    func reads(_ path: String) -> Bool {
        (included.isEmpty || included.contains { Self.isUnder(path, $0) }) && !excluded.contains { Self.isUnder(path, $0) }
    }

    /// Whether a folder may hold a file that is read: not excluded, and on the way to or under an included path.
    func mayHold(_ folder: String) -> Bool {
        guard !excluded.contains(where: { Self.isUnder(folder, $0) }) else { return false }
        return included.isEmpty || included.contains { Self.isUnder(folder, $0) || Self.isUnder($0, folder) }
    }
}
