#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A path with its symbolic links resolved one component at a time, as the kernel does, keeping each
/// link met on the way: `realpath(3)` gives only the end, and lint must know whether the way there went
/// through a link in the repository that leads out of it. A missing tail (a file not written yet) is
/// kept as given.
struct RealPath: Equatable {
    /// A symbolic link crossed: where it sits (its folder resolved) and where it leads (fully resolved).
    struct Link: Equatable {
        var at: String
        var to: String
    }

    var path: String
    var links: [Link]

    /// The kernel's own bound on links followed in one lookup (ELOOP past it).
    static let maxLinks = 40

    /// nil when the links loop (or chain past `maxLinks`) or the working folder cannot be read.
    init?(_ given: String) {
        var hops = 0
        var links: [Link] = []
        let base: String
        if given.hasPrefix("/") {
            base = "/"
        } else {
            guard let cwd = getcwd(nil, 0) else { return nil }
            defer { free(cwd) }
            base = String(cString: cwd)
        }
        guard let path = Self.resolve(given, from: base, hops: &hops, links: &links) else { return nil }
        self.path = path
        self.links = links
    }

    /// `path` read from the real folder `base`.
    private static func resolve(_ path: String, from base: String, hops: inout Int, links: inout [Link]) -> String? {
        var current = path.hasPrefix("/") ? "/" : base
        var pending = path.split(separator: "/").map(String.init).reversed() as [String]
        while let part = pending.popLast() {
            if part == "." { continue }
            if part == ".." {
                current = parent(current)
                continue
            }
            let candidate = join(current, part)
            var info = stat()
            guard lstat(candidate, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK else {
                current = candidate
                continue
            }
            hops += 1
            guard hops <= maxLinks, let target = readLink(candidate),
                let resolved = resolve(target, from: current, hops: &hops, links: &links)
            else { return nil }
            links.append(Link(at: candidate, to: resolved))
            current = resolved
        }
        return current
    }

    static func parent(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/"), slash != path.startIndex else { return "/" }
        return String(path[..<slash])
    }

    static func join(_ folder: String, _ name: String) -> String { folder == "/" ? "/" + name : folder + "/" + name }

    /// Whether `path` is `folder` or under it (both real).
    static func isInside(_ path: String, _ folder: String) -> Bool {
        folder == "/" || path == folder || path.hasPrefix(folder + "/")
    }

    private static func readLink(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
