import RotationPolicyJSON

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
    /// Lint's reading of a library: with no iOS application target, the project's framework or library
    /// target is read instead, and a folder of Swift or Objective-C sources with no project and no
    /// controller is read too. The scan itself refuses both, as it needs an app to model.
    public var library = false

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
        return try onScanThread(options) { (clock) throws(ScanError) in
            let project = try read(files, options: options, what: what, clock: clock)
            clock.file = "the scanned code"
            return try build(project, options: options, hierarchy: hierarchy, clock: clock)
        }
    }

    /// Reads a folder once, for several models (`ScannedProject.model`): lint checks an app on each iOS
    /// version where a rule changes and in assumed contexts, and the files, the project and the parse do not
    /// change between them. The time limit applies to the reading, and again to each model.
    public static func read(folder: String, options: ScanOptions = ScanOptions()) throws(ScanError) -> ScannedProject {
        let files = try FolderWalker.list(folder, limits: options.limits, paths: options.paths)
        try validate(options)
        return try onScanThread(options) { (clock) throws(ScanError) in try read(files, options: options, what: folder, clock: clock) }
    }

    /// The model of a project already read, for an iOS version, a hierarchy dump and an action limit;
    /// everything else is as the project was read.
    public static func model(
        of project: ScannedProject, iosVersion: String?, hierarchy: String? = nil, hierarchyFile: String? = nil, maxActions: Int? = nil,
        maxControllers: Int? = nil
    ) throws(ScanError) -> ScanResult {
        var options = project.options
        options.iosVersion = iosVersion
        if let hierarchyFile { options.hierarchyFile = hierarchyFile }
        if let maxActions { options.limits.maxActions = maxActions }
        if let maxControllers { options.limits.maxControllers = maxControllers }
        try validate(options)
        let chosen = options
        return try onScanThread(chosen) { (clock) throws(ScanError) in
            clock.file = "the scanned code"
            return try build(project, options: chosen, hierarchy: hierarchy, clock: clock)
        }
    }

    /// Runs scan work on the large-stack scan thread, with the time limit of `options`.
    private static func onScanThread<T: Sendable>(
        _ options: ScanOptions, _ work: @Sendable @escaping (ScanClock) throws(ScanError) -> T
    ) throws(ScanError) -> T {
        let result = ScanThread.run { () -> Result<T, ScanError> in
            let clock = ScanClock(milliseconds: options.limits.maxMilliseconds)
            do throws(ScanError) {
                return .success(try work(clock))
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    /// Everything the files say, before any model: the project's settings, the classes and the storyboards.
    private static func read(_ files: ProjectFiles, options: ScanOptions, what: String, clock: ScanClock) throws(ScanError) -> ScannedProject {
        var warnings = files.warnings
        var stats = ScanStats()
        var settings = ProjectSettings()
        var totalBytes = 0
        func read(_ path: String) throws(ScanError) -> [UInt8]? {
            // Named first: a limit that runs out as a file is reached names it, never an empty name.
            clock.file = path
            try clock.check()
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

        // The project first: it names the files that build the app, the Info.plist and the module.
        // The time limit is checked again once a project was read: a file the clock refused reads as nil.
        let projectRead = try ProjectReader.read(files, options: options, what: what, into: &settings, clock: clock) { try? read($0) }
        if !clock.file.isEmpty { try clock.check() }
        if let target = options.target, !projectRead {
            throw ScanError.invalidOption(
                "--target \(target): no readable project (*.xcodeproj/project.pbxproj or XcodeGen project.yml) in \(what)")
        }
        settings.isPad = options.idiom.map { $0 == "pad" } ?? (settings.deviceFamily == [2])
        let infoPlists = ProjectReader.infoPlists(files, settings: settings, what: what, warnings: &warnings)
        for path in infoPlists {
            guard let bytes = try read(path) else { continue }
            InfoPlistReader.read(bytes, file: path, into: &settings) { name, from in
                // `#include "x.h"` beside the plist, else from the project's folder, else by file name.
                for candidate in [ProjectPath.join(from, name), ProjectPath.join("", name)].compactMap({ $0 }) where files.exists(candidate) {
                    if case .success(let data) = files.read(candidate, limits: options.limits) { return (candidate, SourceText.decode(data).text) }
                }
                let base = String(name.split(separator: "/").last ?? "")
                guard let match = (files.objectiveC + files.plists).first(where: { $0.split(separator: "/").last.map(String.init) == base }),
                    case .success(let data) = files.read(match, limits: options.limits)
                else { return nil }
                return (match, SourceText.decode(data).text)
            }
        }
        warnings += settings.warnings
        var malformed = settings.malformed

        var table = ClassTable()
        if settings.members == nil {
            let tests = (files.swift + files.objectiveC + files.storyboards).filter {
                ProjectReader.inTestFolder($0) && !settings.otherTargets.contains($0)
            }
            if let first = tests.first {
                warnings.append(
                    "\(first): \(tests.count) file(s) under test folders (…Tests/, …Specs/) are not read, as the project does not say which "
                        + "target builds them; a root or override there is never the app's")
            }
        }
        func add(_ facts: SourceFacts, from path: String) {
            var facts = facts
            if facts.classes.count > options.limits.maxClassesPerFile {
                warnings.append(
                    "\(path): \(facts.classes.count) classes and extensions, more than the \(options.limits.maxClassesPerFile) "
                        + "(maxClassesPerFile) a file may hold; the rest are skipped")
                facts.classes.removeSubrange(options.limits.maxClassesPerFile...)
            }
            table.add(facts)
        }
        // Files that name no orientation word, kept for the rounds that look for helper calls.
        var later: [(path: String, text: String)] = []
        for path in files.swift where ProjectReader.buildsApp(path, settings) {
            guard let bytes = try read(path) else { continue }
            let nesting = SwiftPrecount(bytes)
            guard nesting.all <= options.limits.maxSwiftNesting, nesting.square <= options.limits.maxSwiftSquareNesting else {
                warnings.append(
                    "\(path): brackets nested \(nesting.all) deep (\(nesting.square) of them `[`), past the scan's limits of "
                        + "\(options.limits.maxSwiftNesting) and \(options.limits.maxSwiftSquareNesting) (maxSwiftNesting, "
                        + "maxSwiftSquareNesting); skipped")
                continue
            }
            guard nesting.tokens <= options.limits.maxSwiftTokens else {
                warnings.append(
                    "\(path): about \(nesting.tokens) tokens, more than the \(options.limits.maxSwiftTokens) (maxSwiftTokens) one "
                        + "Swift file may have (its syntax tree would take about \(nesting.tokens / 3700) MB); skipped")
                continue
            }
            guard nesting.squareCost <= options.limits.maxSwiftSquareCost else {
                warnings.append(
                    "\(path): too many nested `[` to parse in time (cost \(nesting.squareCost), past the limit of "
                        + "\(options.limits.maxSwiftSquareCost), maxSwiftSquareCost); skipped")
                continue
            }
            let (text, valid) = SourceText.decode(bytes)
            if !valid { warnings.append("\(path): not valid UTF-8; read with the invalid bytes replaced") }
            // One parse serves the three readers.
            let reader = SwiftReader(file: path, text: text, limits: options.limits, clock: clock)
            add(reader.facts(), from: path)
            table.addScopes(VersionScope.swift(text, file: path) { (reader.tree, reader.converter) }, file: path)
            if RotationCode.mayMatter(text) {
                table.rotation.add(RotationFunctionReader.read(text, tree: reader.tree, converter: reader.converter, file: path))
            } else {
                later.append((path, text))
            }
            try clock.check()
            stats.swiftFiles += 1
        }
        try readRotationHelpers(later, into: &table.rotation, clock: clock)
        // The prefix header's imports are in every file Xcode compiles (`#import "ConvenienceMacros.h"` in
        // the .pch): their macros (`#define IS_IPHONE …`) count, though no .m sits beside them.
        var prefixed: Set<String> = []
        if settings.members != nil, let pch = settings.buildSettings.string("GCC_PREFIX_HEADER"), !pch.isEmpty {
            let folder = settings.projectFile.map { String($0.split(separator: "/").dropLast(2).joined(separator: "/")) } ?? ""
            if let path = ProjectPath.join(folder, pch), let bytes = try read(path) {
                let names = Self.quotedImports(SourceText.decode(bytes).0)
                prefixed = Set(files.objectiveC.filter { names.contains(String($0.split(separator: "/").last ?? "")) })
            }
        }
        for path in files.objectiveC where ProjectReader.buildsApp(path, settings) || prefixed.contains(path) {
            guard let bytes = try read(path) else { continue }
            let tokens = SwiftPrecount(bytes).tokens
            guard tokens <= options.limits.maxObjectiveCTokens else {
                warnings.append(
                    "\(path): about \(tokens) tokens, more than the \(options.limits.maxObjectiveCTokens) (maxObjectiveCTokens) one "
                        + "Objective-C file may have; skipped")
                continue
            }
            let (text, valid) = SourceText.decode(bytes)
            if !valid { warnings.append("\(path): not valid UTF-8; read with the invalid bytes replaced") }
            add(ObjCReader(file: path, text: text, limits: options.limits, clock: clock).facts(), from: path)
            table.addScopes(VersionScope.objectiveC(text, file: path), file: path)
            try clock.check()
            stats.objectiveCFiles += 1
        }
        var storyboards: [Storyboard] = []
        for path in files.storyboards where ProjectReader.buildsApp(path, settings) {
            guard let bytes = try read(path) else { continue }
            switch StoryboardReader.read(bytes, file: path) {
            case .success(let storyboard): storyboards.append(storyboard)
            case .failure(let problem):
                warnings.append(problem.description)
                malformed.append(problem)
            }
        }
        stats.storyboards = storyboards.count

        let found = projectRead || !settings.app.isEmpty || !storyboards.isEmpty || table.order.contains { table.isController($0) }
        let library = settings.libraryTarget || (!found && options.library && stats.swiftFiles + stats.objectiveCFiles > 0)
        guard found || library else {
            throw ScanError.notAnIOSProject(
                "\(what): not an iOS project: looked for *.xcodeproj/project.pbxproj, Info.plist, *.storyboard/*.xib and Swift or Objective-C "
                    + "view controllers (\(files.count) candidate files, none of them usable)"
                    + (malformed.isEmpty ? "" : "; unreadable: " + malformed.map(\.description).joined(separator: "; ")))
        }
        var appTarget: AppTarget?
        if let project = settings.projectFile, let name = settings.targetName {
            let outside = (files.swift + files.objectiveC + files.storyboards).filter { !ProjectReader.buildsApp($0, settings) }.count
            appTarget = AppTarget(
                project: project, name: name, module: settings.moduleName, moduleAt: settings.moduleSource,
                infoPlist: settings.infoPlistProblem == nil ? infoPlists.first : nil,
                infoPlistAt: settings.infoPlistGenerated ?? settings.infoPlistSource, deploymentTarget: settings.deploymentTarget?.0,
                deploymentTargetAt: settings.deploymentTarget?.1, membershipKnown: settings.members != nil, filesOutside: outside,
                otherTargets: settings.otherTargetList)
        }
        return ScannedProject(
            options: options, settings: settings, table: table, storyboards: storyboards, stats: stats, warnings: warnings,
            malformed: malformed, library: library, appTarget: appTarget)
    }

    /// The model of what was read, for the options' iOS version, with the hierarchy dump's tree if any.
    private static func build(_ project: ScannedProject, options: ScanOptions, hierarchy: String?, clock: ScanClock) throws(ScanError) -> ScanResult {
        var result = try ScanResult.build(
            settings: project.settings, table: project.table, storyboards: project.storyboards, options: options, stats: project.stats,
            warnings: project.warnings, hierarchy: hierarchy, clock: clock)
        try clock.check()
        result.malformed = project.malformed
        result.library = project.library
        if let target = project.appTarget {
            result.appTarget = target
            result.model.settings.target = target
        }
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

    /// The file names a header or prefix header imports with quotes (`#import "Macros.h"`).
    static func quotedImports(_ text: String) -> Set<String> {
        var names: Set<String> = []
        for line in text.split(separator: "\n") {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            guard trimmed.hasPrefix("#import") || trimmed.hasPrefix("#include"), let start = trimmed.firstIndex(of: "\"") else { continue }
            let rest = trimmed[trimmed.index(after: start)...]
            guard let end = rest.firstIndex(of: "\"") else { continue }
            names.insert(String(rest[..<end].split(separator: "/").last ?? ""))
        }
        return names
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

    var json: JSONValue {
        .members([
            ("filesRead", .int(filesRead)), ("bytesRead", .int(bytesRead)), ("swiftFiles", .int(swiftFiles)),
            ("objectiveCFiles", .int(objectiveCFiles)), ("storyboards", .int(storyboards)), ("classes", .int(classes)),
            ("controllerClasses", .int(controllerClasses)), ("overrides", .int(overrides)), ("controllers", .int(controllers)),
            ("actions", .int(actions)),
        ])
    }
}
