/// What a scan is asked for.
public struct ScanOptions: Sendable {
    /// The app target to read (`--target`); nil: the project's application target.
    public var target: String?
    /// `phone` or `pad` (`--idiom`); nil: from TARGETED_DEVICE_FAMILY, else phone.
    public var idiom: String?
    /// `--ios`; nil: IPHONEOS_DEPLOYMENT_TARGET, else 17.0.
    public var iosVersion: String?
    public var limits = ScanLimits()
    /// The name `sources` give the hierarchy dump (`--hierarchy FILE`, or `hierarchy` in the service).
    public var hierarchyFile = "hierarchy"
    /// Which files are read (lint's `included`/`excluded`); the project file is always read.
    public var paths = PathFilter()

    public init(target: String? = nil, idiom: String? = nil, iosVersion: String? = nil) {
        self.target = target
        self.idiom = idiom
        self.iosVersion = iosVersion
    }
}

/// The scan's entry points: a folder on disk, or files posted to the service.
public enum Scanner {
    /// `hierarchy`: UIKit's `_printHierarchy` text; its tree replaces the one read from code.
    public static func scan(folder: String, options: ScanOptions = ScanOptions(), hierarchy: String? = nil) throws(ScanError) -> ScanResult {
        let files = try FolderWalker.list(folder, limits: options.limits, paths: options.paths)
        return try scan(files, options: options, what: folder, hierarchy: hierarchy)
    }

    public static func scan(
        files: [(path: String, content: [UInt8])], options: ScanOptions = ScanOptions(), hierarchy: String? = nil
    ) throws(ScanError) -> ScanResult {
        try scan(ProjectFiles.inMemory(files), options: options, what: "the posted files", hierarchy: hierarchy)
    }

    static func scan(_ files: ProjectFiles, options: ScanOptions, what: String, hierarchy: String?) throws(ScanError) -> ScanResult {
        try validate(options)
        var warnings = files.warnings
        var stats = ScanStats()
        var settings = ProjectSettings()
        var totalBytes = 0
        func read(_ path: String) -> [UInt8]? {
            switch files.read(path, limits: options.limits) {
            case .success(let bytes):
                totalBytes += bytes.count
                guard totalBytes <= options.limits.maxTotalBytes else {
                    warnings.append("\(path): the \(options.limits.maxTotalBytes)-byte total limit (maxTotalBytes) is reached; skipped")
                    return nil
                }
                stats.filesRead += 1
                stats.bytesRead += bytes.count
                return bytes
            case .failure(let problem):
                warnings.append(problem.description)
                return nil
            }
        }

        // The project file first: it names the Info.plist and the module.
        var projectRead = false
        for path in files.pbxprojs.sorted(by: { $0.split(separator: "/").count < $1.split(separator: "/").count }) where !projectRead {
            guard let bytes = read(path) else { continue }
            // xcconfig files are read when a configuration names them, found by file name.
            var loaded: [String: (path: String, text: String)] = [:]
            for config in files.xcconfigs {
                let name = String(config.split(separator: "/").last ?? "")
                guard loaded[name] == nil, case .success(let data) = files.read(config, limits: options.limits) else { continue }
                loaded[name] = (config, SourceText.decode(data).text)
            }
            let xcconfig = XCConfigReader(load: { loaded[$0] })
            projectRead = try PBXProjectReader.read(bytes, file: path, target: options.target, into: &settings, xcconfig: xcconfig)
        }
        if options.target != nil, !projectRead {
            throw ScanError.invalidOption("--target \(options.target!): no readable project file (*.xcodeproj/project.pbxproj) in \(what)")
        }
        var plists = files.plists
        if let named = settings.infoPlistFile {
            plists = files.exists(named) ? [named] : plists.filter { $0.hasSuffix(named) }
            if plists.isEmpty { warnings.append("\(named): INFOPLIST_FILE names this file, which is not in \(what)") }
        } else {
            // No INFOPLIST_FILE (it may live in an .xcconfig): an Info.plist in a folder named after the
            // target, else one under an iOS folder, else the shallowest.
            let extensions = ["Extension", "Widget", "Intents", "Tests", "Watch", "Clip", "Share", "Notification"]
            let candidates = plists.filter { $0.hasSuffix("/Info.plist") || $0 == "Info.plist" }
                .filter { path in !path.split(separator: "/").dropLast().contains { part in extensions.contains { part.contains($0) } } }
                .sorted { $0.split(separator: "/").count < $1.split(separator: "/").count }
            let target = settings.targetName ?? ""
            let named = candidates.first { path in !target.isEmpty && path.split(separator: "/").dropLast().contains { $0 == target } }
            let iOS = candidates.first { $0.split(separator: "/").dropLast().contains { $0.lowercased() == "ios" } }
            plists = [named ?? iOS ?? candidates.first].compactMap { $0 }
            if let chosen = plists.first, candidates.count > 1 {
                warnings.append("\(chosen): no INFOPLIST_FILE in the project file; read this Info.plist of \(candidates.count)")
            }
        }
        for path in plists {
            if let bytes = read(path) { InfoPlistReader.read(bytes, file: path, into: &settings) }
        }
        warnings += settings.warnings
        var malformed = settings.malformed

        var table = ClassTable()
        for path in files.swift {
            guard let bytes = read(path) else { continue }
            let (text, valid) = SourceText.decode(bytes)
            if !valid { warnings.append("\(path): not valid UTF-8; read with the invalid bytes replaced") }
            table.add(SwiftReader(file: path, text: text).facts())
            table.addScopes(VersionScope.swift(text, file: path), file: path)
            stats.swiftFiles += 1
        }
        for path in files.objectiveC {
            guard let bytes = read(path) else { continue }
            let (text, valid) = SourceText.decode(bytes)
            if !valid { warnings.append("\(path): not valid UTF-8; read with the invalid bytes replaced") }
            table.add(ObjCReader(file: path, text: text).facts())
            table.addScopes(VersionScope.objectiveC(text, file: path), file: path)
            stats.objectiveCFiles += 1
        }
        var storyboards: [Storyboard] = []
        for path in files.storyboards {
            guard let bytes = read(path) else { continue }
            switch StoryboardReader.read(bytes, file: path) {
            case .success(let storyboard): storyboards.append(storyboard)
            case .failure(let problem):
                warnings.append(problem.description)
                malformed.append(problem)
            }
        }
        stats.storyboards = storyboards.count

        let found = projectRead || !settings.app.isEmpty || !storyboards.isEmpty || table.order.contains { table.isController($0) }
        guard found else {
            throw ScanError.notAnIOSProject(
                "\(what): not an iOS project: looked for *.xcodeproj/project.pbxproj, Info.plist, *.storyboard/*.xib and Swift or Objective-C "
                    + "view controllers (\(files.count) candidate files, none of them usable)")
        }
        var result = try ScanResult.build(
            settings: settings, table: table, storyboards: storyboards, options: options, stats: stats, warnings: warnings, hierarchy: hierarchy)
        result.malformed = malformed
        return result
    }

    static func validate(_ options: ScanOptions) throws(ScanError) {
        if let idiom = options.idiom, idiom != "phone", idiom != "pad" {
            throw ScanError.invalidOption("--idiom \(idiom): use phone or pad")
        }
        if let version = options.iosVersion {
            let parts = version.split(separator: ".", omittingEmptySubsequences: false)
            guard (1...3).contains(parts.count), parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isNumber) }), let major = Int(parts[0]),
                (6...27).contains(major)
            else { throw ScanError.invalidOption("--ios \(version): use a version such as 17.0 (iOS 6 to 27)") }
        }
    }
}

/// Counts for the report and `--format json`.
public struct ScanStats: Sendable {
    public var filesRead = 0
    public var bytesRead = 0
    public var swiftFiles = 0
    public var objectiveCFiles = 0
    public var storyboards = 0
    public var classes = 0
    public var controllerClasses = 0
    public var overrides = 0
    public var controllers = 0
    public var actions = 0

    var json: ScanJSON {
        .object([
            ("filesRead", .number(filesRead)), ("bytesRead", .number(bytesRead)), ("swiftFiles", .number(swiftFiles)),
            ("objectiveCFiles", .number(objectiveCFiles)), ("storyboards", .number(storyboards)), ("classes", .number(classes)),
            ("controllerClasses", .number(controllerClasses)), ("overrides", .number(overrides)), ("controllers", .number(controllers)),
            ("actions", .number(actions)),
        ])
    }
}
