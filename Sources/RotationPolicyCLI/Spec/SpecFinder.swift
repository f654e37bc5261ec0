import Foundation

/// The spec files under the paths given to `check`: files as named, folders recursively
/// (`*.json`, `*.yaml`, `*.yml`; not `*.expected.json` goldens, not hidden folders), sorted.
public enum SpecFinder {
    public struct Entry: Equatable, Sendable {
        public var path: String
        /// The path relative to the folder it was found in, without extension.
        public var name: String
        /// The spec of an app folder, scanned (`path` is then the folder): nothing was read from a file.
        public var scanned: SourceDocument?
    }

    /// As `find`, with each app folder (`ScanRun.isAppFolder`) scanned into one entry instead of searched
    /// for spec files.
    public static func find(_ paths: [String], scanning folders: ScanRun.ScannedFolders) throws(CLIError) -> [Entry] {
        guard !paths.isEmpty else { throw CLIError.usage("give at least one spec file or folder") }
        var entries: [Entry] = []
        for path in paths {
            if ScanRun.isAppFolder(path, folders) {
                entries.append(Entry(path: path, name: path, scanned: try ScanRun.scannedSpec(folder: path)))
            } else {
                entries += try find([path])
            }
        }
        return entries
    }

    public static func find(_ paths: [String]) throws(CLIError) -> [Entry] {
        guard !paths.isEmpty else { throw CLIError.usage("give at least one spec file or folder") }
        var entries: [Entry] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw CLIError.invalid("\(TerminalText.escapeLine(path)): no such file or folder")
            }
            if !isDirectory.boolValue {
                entries.append(Entry(path: path, name: stripExtension(path)))
                continue
            }
            let base = URL(fileURLWithPath: path).standardizedFileURL.path
            guard
                let enumerator = FileManager.default.enumerator(
                    at: URL(fileURLWithPath: base), includingPropertiesForKeys: [.isRegularFileKey],
                    options: [.skipsHiddenFiles])
            else { throw CLIError.invalid("\(TerminalText.escapeLine(path)): cannot be read") }
            var found: [Entry] = []
            for case let url as URL in enumerator where isSpecName(url.lastPathComponent) {
                let full = url.standardizedFileURL.path
                let relative = full.hasPrefix(base + "/") ? String(full.dropFirst(base.count + 1)) : url.lastPathComponent
                let shown = path.hasSuffix("/") ? path + relative : path + "/" + relative
                found.append(Entry(path: shown, name: stripExtension(relative)))
            }
            guard !found.isEmpty else {
                throw CLIError.invalid(
                    "\(TerminalText.escapeLine(path)): no spec files (*.json, *.yaml, *.yml) and no app sources to scan in this folder")
            }
            entries += found.sorted { $0.path < $1.path }
        }
        return entries
    }

    static func isSpecName(_ name: String) -> Bool {
        let lower = name.lowercased()
        return (lower.hasSuffix(".json") || lower.hasSuffix(".yaml") || lower.hasSuffix(".yml"))
            && !lower.hasSuffix(".expected.json")
    }

    static func stripExtension(_ path: String) -> String {
        for suffix in [".json", ".yaml", ".yml"] where path.lowercased().hasSuffix(suffix) {
            return String(path.dropLast(suffix.count))
        }
        return path
    }
}
