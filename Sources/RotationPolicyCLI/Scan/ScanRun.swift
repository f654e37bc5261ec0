import Foundation
import RotationPolicyJSON
import RotationPolicyScan
import RotationPolicyWire

/// `rotation-policy scan PATH`: the app model read from an iOS project folder.
public enum ScanRun {
    public enum Format: String, CaseIterable, Sendable {
        case spec, request, json
    }

    /// Exit 0 with the model on stdout (or in `output`); warnings and what stayed unresolved on stderr.
    /// Exit 2 when PATH is not an iOS project or an option is wrong, 3 on I/O errors.
    public static func run(
        path: String, target: String?, idiom: String?, iosVersion: String?, format: Format, output: String?, hierarchy: String? = nil,
        timeLimitMilliseconds: Int? = nil
    ) -> Int32 {
        var options = ScanOptions(target: target, idiom: idiom, iosVersion: iosVersion)
        if let timeLimitMilliseconds {
            guard timeLimitMilliseconds > 0 else {
                Output.err("error: --scan-time-limit \(timeLimitMilliseconds): give a positive number of milliseconds")
                return ExitStatus.invalidInput
            }
            options.limits.maxMilliseconds = timeLimitMilliseconds
        }
        var dump: String?
        if let hierarchy {
            // A debugger printout: a few kilobytes. The limit keeps a wrong file from filling memory.
            guard let handle = FileHandle(forReadingAtPath: hierarchy),
                let data = try? handle.read(upToCount: options.limits.maxFileBytes + 1) ?? Data()
            else {
                Output.err("error: \(line(hierarchy)): cannot be read")
                return ExitStatus.unreachable
            }
            guard data.count <= options.limits.maxFileBytes else {
                Output.err("error: \(line(hierarchy)): larger than \(options.limits.maxFileBytes) bytes; not a _printHierarchy dump")
                return ExitStatus.invalidInput
            }
            dump = String(decoding: data, as: UTF8.self)
            options.hierarchyFile = hierarchy
        }
        let result: ScanResult
        do {
            result = try Scanner.scan(folder: path, options: options, hierarchy: dump)
        } catch {
            Output.err("error: \(line(error.description))")
            if case .io = error { return ExitStatus.unreachable }
            return ExitStatus.invalidInput
        }
        report(result)
        let asJSON = format != .spec || (output?.lowercased().hasSuffix(".json") ?? false)
        let document: JSONValue =
            switch format {
            case .spec: result.spec(scannedPath: path)
            case .request: result.request()
            case .json: result.json(scannedPath: path)
            }
        let text = asJSON ? document.prettyText + "\n" : YAMLText.write(document)
        guard let output else {
            Output.out(text)
            return ExitStatus.ok
        }
        // As lint's: never through a link in the scanned folder that leads out of it, never in place.
        do throws(CLIError) {
            try RepositoryWrite.write(text, to: output, repository: path, flag: "--output")
        } catch {
            Output.err("error: \(line(error.description))")
            return error.exitCode
        }
        return ExitStatus.ok
    }

    /// Scans a folder into the spec `explore` and `check` run, held in memory: their reports name the
    /// folder as the user gave it, and a scanned spec has no lines of its own to point at.
    public static func scannedSpec(folder: String) throws(CLIError) -> SourceDocument {
        let result: ScanResult
        do {
            result = try Scanner.scan(folder: folder)
        } catch {
            if case .io = error { throw CLIError.unreachable(error.description) }
            throw CLIError.invalid(error.description)
        }
        report(result)
        return SourceDocument(root: JSONNode(result.spec(scannedPath: folder)))
    }

    static func report(_ result: ScanResult) {
        for warning in result.warnings { Output.err("warning: \(line(warning))") }
        for entry in result.unresolved { Output.err("warning: unresolved: \(line(entry.warning))") }
    }

    /// One stderr line: file, class and module names come from the project and may hold a newline (a
    /// forged `warning:` or `::error` line in a CI log) or an ESC; they print as visible escapes.
    static func line(_ text: String) -> String {
        TerminalText.escape(text).replacingOccurrences(of: "\n", with: "\\n").replacingOccurrences(of: "\t", with: "\\t")
    }
}

extension ScanRun {
    /// What `explore` and `check` scan before they run, as `scan` and `lint` would read it.
    public enum ScannedFolders: Sendable {
        /// `explore` takes one file: any folder is an app (with a project file or not, as `scan` takes it).
        case every
        /// `check` takes spec folders too: a folder is an app when it holds a project, or when it holds
        /// no spec file but app sources (`*.swift`, `*.m`, `*.mm`, storyboards).
        case projectsAndSourceFolders
    }

    /// Whether `path` is a folder `explore` or `check` scans before it runs.
    public static func isAppFolder(_ path: String, _ folders: ScannedFolders) -> Bool {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else { return false }
        switch folders {
        case .every: return true
        case .projectsAndSourceFolders: return isProjectFolder(path) || holdsSourcesAndNoSpec(path)
        }
    }

    /// Whether the files under `path` (hidden folders skipped, as the scan and `SpecFinder` skip them)
    /// include an app source and no spec file: one walk, which a spec file ends.
    static func holdsSourcesAndNoSpec(_ path: String) -> Bool {
        guard
            let files = FileManager.default.enumerator(
                at: URL(fileURLWithPath: path), includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
        else { return false }
        let suffixes = [".swift", ".m", ".mm", ".storyboard"]
        var sources = false
        for case let url as URL in files {
            let name = url.lastPathComponent
            if SpecFinder.isSpecName(name) { return false }
            if !sources { sources = suffixes.contains(where: name.hasSuffix) }
        }
        return sources
    }

    /// The folders `scan` and `lint` are pointed at: one holding a project (`*.xcodeproj`, XcodeGen's
    /// `project.yml`, Tuist's `Project.swift`) directly or one folder down, as a repository whose app
    /// sits in `ios/` or `App/`. Spec folders hold none of these.
    static func isProjectFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else { return false }
        let manager = FileManager.default
        func names(_ folder: String) -> [String] { (try? manager.contentsOfDirectory(atPath: folder)) ?? [] }
        func holdsProject(_ names: [String]) -> Bool {
            names.contains { $0.hasSuffix(".xcodeproj") || $0 == "project.yml" || $0 == "Project.swift" }
        }
        let top = names(path)
        if holdsProject(top) { return true }
        // One level down, past the folders the scan skips too (hidden, dependencies, build products).
        let skipped: Set<String> = ["Pods", "Carthage", "build", "DerivedData", "node_modules"]
        for name in top where !name.hasPrefix(".") && !skipped.contains(name) {
            let child = path + "/" + name
            guard manager.fileExists(atPath: child, isDirectory: &isDirectory), isDirectory.boolValue else { continue }
            if holdsProject(names(child)) { return true }
        }
        return false
    }
}
