#if canImport(Glibc)
    import Glibc
    private let systemWrite = Glibc.write
#elseif canImport(Darwin)
    import Darwin
    private let systemWrite = Darwin.write
#endif

/// How lint writes a file (`--fix`, `-o`, `--write-baseline`): never through a symbolic link that sits in
/// the repository and leads out of it (a cloned repository must not choose which file outside it lint
/// rewrites), and never in place: a temporary file in the same folder is renamed over the old one, so a
/// failed write leaves the old file whole and a hard link to it is not rewritten.
public enum RepositoryWrite {
    /// The real path `path` names, or a refusal (exit 2) naming the link when the way there crosses a link
    /// in `repository` that leads out of it. A path outside the repository that the user gave, with no
    /// such link on the way (`-o ../report.sarif`), is the user's choice and is allowed.
    public static func destination(_ path: String, repository: String, flag: String) throws(CLIError) -> String {
        guard let root = RealPath(repository), let real = RealPath(path) else {
            throw .invalid("\(TerminalText.escapeLine(path)): \(flag): a loop of symbolic links; not written")
        }
        for link in real.links where RealPath.isInside(link.at, root.path) && !RealPath.isInside(link.to, root.path) {
            let relative = String(link.at.dropFirst(root.path == "/" ? 1 : root.path.count + 1))
            let shown = repository == "." ? relative : repository + "/" + relative
            throw .invalid(
                "\(TerminalText.escapeLine(path)): \(flag) does not write through \(TerminalText.escapeLine(shown)), a symbolic link in the "
                    + "repository that leads out of it (to \(TerminalText.escapeLine(link.to)))")
        }
        return real.path
    }

    /// Writes `text` at `path` after the check above: a new file in the real folder, renamed over the old.
    public static func write(_ text: String, to path: String, repository: String, flag: String) throws(CLIError) {
        let real = try destination(path, repository: repository, flag: flag)
        var info = stat()
        // A device or pipe (`-o /dev/stdout`, whose link in /proc names no file) is written as it is, by the
        // kernel's lookup: renaming over it would replace it.
        if stat(path, &info) == 0, (info.st_mode & S_IFMT) != S_IFREG, (info.st_mode & S_IFMT) != S_IFDIR {
            try writeInPlace(text, to: path)
            return
        }
        let exists = stat(real, &info) == 0
        let kind = info.st_mode & S_IFMT
        let folder = RealPath.parent(real)
        let name = String(real[real.index(after: real.lastIndex(of: "/")!)...])
        let temporary = RealPath.join(folder, ".\(name).rotation-policy-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).tmp")
        // O_EXCL: a name an attacker placed (a link) is refused, never followed. 0666 less the umask, as a new file gets.
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw failure(path) }
        var ok = true
        if exists, kind == S_IFREG { ok = fchmod(descriptor, info.st_mode & 0o7777) == 0 }
        ok = ok && writeAll(text, to: descriptor) && fsync(descriptor) == 0
        let error = errno
        ok = close(descriptor) == 0 && ok
        guard ok, rename(temporary, real) == 0 else {
            let reason = ok ? errno : error
            unlink(temporary)
            throw failure(path, errno: reason)
        }
    }

    private static func writeInPlace(_ text: String, to path: String) throws(CLIError) {
        let descriptor = open(path, O_WRONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw failure(path) }
        let ok = writeAll(text, to: descriptor)
        let error = errno
        close(descriptor)
        guard ok else { throw failure(path, errno: error) }
    }

    private static func writeAll(_ text: String, to descriptor: Int32) -> Bool {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { systemWrite(descriptor, $0.baseAddress, $0.count) }
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { return false }
            bytes = bytes.dropFirst(written)
        }
        return true
    }

    private static func failure(_ path: String, errno code: Int32 = errno) -> CLIError {
        .unreachable("\(TerminalText.escapeLine(path)): cannot be written: \(String(cString: strerror(code)))")
    }
}
