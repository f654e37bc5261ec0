import Foundation

/// Reads one spec or request file (or stdin), at most `maxBytes`, before anything parses it: the size
/// bound holds for YAML and JSON alike, and for endless inputs such as a FIFO or /dev/zero.
public enum SpecFile {
    /// 4 MiB, the server's default body limit: a larger request is refused there anyway. Parsed into the
    /// spec tree, the worst 4 MiB file (a flow list of 2 million zeros) peaks near 0.7 GB of RSS
    /// (docs/hardening.md, Hardening III); node by node, that tree is what a spec costs.
    public static let maxBytes = 4 << 20

    public static func read(_ path: String) throws(CLIError) -> [UInt8] {
        // The name as one line of an error message: a file name cannot start a line of stderr.
        let name = TerminalText.escapeLine(path)
        let handle: FileHandle
        if path == "-" {
            handle = FileHandle.standardInput
        } else {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                // Arguments and folder listings that are not UTF-8 reach us with U+FFFD in place of the bytes.
                if path.unicodeScalars.contains("\u{FFFD}") {
                    throw CLIError.invalid("\(name): the file name is not UTF-8 (shown with U+FFFD); rename the file")
                }
                throw CLIError.invalid("\(name): no such file")
            }
            guard !isDirectory.boolValue else { throw CLIError.invalid("\(name): is a folder; give a file") }
            guard let opened = FileHandle(forReadingAtPath: path) else { throw CLIError.invalid("\(name): cannot be read") }
            handle = opened
        }
        defer { if path != "-" { try? handle.close() } }
        var bytes: [UInt8] = []
        while bytes.count <= maxBytes {
            let chunk: Data?
            do {
                chunk = try handle.read(upToCount: min(1 << 20, maxBytes + 1 - bytes.count))
            } catch {
                throw CLIError.invalid("\(name): cannot be read: \(error.localizedDescription)")
            }
            guard let chunk, !chunk.isEmpty else { return bytes }
            bytes.append(contentsOf: chunk)
        }
        throw CLIError.invalid("\(name): larger than \(maxBytes >> 20) MiB, the limit for a spec or request file")
    }
}
