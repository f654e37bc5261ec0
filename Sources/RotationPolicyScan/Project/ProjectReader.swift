import Foundation

/// Finds the project that builds the app and reads it: an `.xcodeproj`, else XcodeGen's `project.yml`, else
/// the literal targets of Tuist's `Project.swift`. Then the local packages the app links, for their modules.
enum ProjectReader {
    /// `read` gives a listed file's bytes (nil and a warning when it cannot be read).
    static func read(
        _ files: ProjectFiles, options: ScanOptions, what: String, into settings: inout ProjectSettings, clock: ScanClock,
        read: (String) -> [UInt8]?
    ) throws(ScanError) -> Bool {
        // xcconfig files are read when a configuration names them, found by file name; each once, and an
        // include cycle or the time limit ends a chain (XCConfigReader).
        var loaded: [String: (path: String, text: String)] = [:]
        for config in files.xcconfigs {
            let name = String(config.split(separator: "/").last ?? "")
            guard loaded[name] == nil, case .success(let data) = files.read(config, limits: options.limits) else { continue }
            loaded[name] = (config, SourceText.decode(data).text)
        }
        let xcconfig = XCConfigReader(load: { loaded[$0] }, clock: clock)
        var projectRead = false
        var targetError: ScanError?
        let shallowFirst = { (a: String, b: String) in a.split(separator: "/").count < b.split(separator: "/").count }
        for path in files.pbxprojs.sorted(by: shallowFirst) where !projectRead {
            guard let bytes = read(path) else { continue }
            var attempt = settings
            do {
                projectRead = try PBXProjectReader.read(bytes, file: path, target: options.target, into: &attempt, xcconfig: xcconfig)
                settings = attempt
            } catch {
                // `--target` may name a target of another project in the folder.
                targetError = targetError ?? error
            }
        }
        let specs = files.yamls.filter { ["project.yml", "project.yaml"].contains($0.split(separator: "/").last ?? "") }.sorted(by: shallowFirst)
        if !projectRead, let spec = specs.first {
            do {
                projectRead = try XcodeGenReader.read(
                    file: spec, target: options.target, load: { path in read(path).map { SourceText.decode($0).text } }, into: &settings,
                    xcconfig: xcconfig)
                targetError = nil
            } catch {
                targetError = targetError ?? error
            }
        }
        let manifests = files.swift.filter { $0 == "Project.swift" || $0.hasSuffix("/Project.swift") }.sorted(by: shallowFirst)
        if !projectRead, let manifest = manifests.first, let bytes = read(manifest) {
            do {
                projectRead = try TuistReader.read(file: manifest, text: SourceText.decode(bytes).text, target: options.target, into: &settings)
                targetError = nil
            } catch {
                targetError = targetError ?? error
            }
        }
        if !projectRead, let targetError { throw targetError }
        // Lint of a library: no project of the folder has an app target, so a framework or library target
        // is read (after every app candidate, so that a demo app beside its framework is still the app).
        if !projectRead, options.library, options.target == nil {
            for path in files.pbxprojs.sorted(by: shallowFirst) where !projectRead {
                guard let bytes = read(path) else { continue }
                var attempt = settings
                if (try? PBXProjectReader.read(bytes, file: path, target: nil, library: true, into: &attempt, xcconfig: xcconfig)) == true {
                    projectRead = true
                    settings = attempt
                }
            }
        }
        if projectRead, let appProject = settings.projectFile, !settings.linkedProducts.isEmpty {
            readLinkedProducts(files, appProject: appProject, into: &settings, xcconfig: xcconfig, read: read)
        }
        readLocalPackages(files, into: &settings, read: read)
        readPodspecs(files, into: &settings, read: read)
        return projectRead
    }

    /// The development pods the folder publishes (a plugin's `ios/Plugin.podspec`): the example app links
    /// their `source_files` through CocoaPods, so they build the app with the pod's module. Files the app's
    /// target lists itself stay the app's. With no project (a library's folder) every file is read anyway;
    /// the pod still names their module.
    /// A `Podfile` that names the pod picks its subspecs (`PodfileReader`); with none, every subspec is read.
    private static func readPodspecs(_ files: ProjectFiles, into settings: inout ProjectSettings, read: (String) -> [UInt8]?) {
        let sources = files.swift + files.objectiveC
        var requests: [String: [(file: String, request: PodfileReader.Request)]] = [:]
        let podfiles = files.podspecs.isEmpty ? [] : appPodfiles(files.podfiles, project: settings.projectFile)
        for path in podfiles {
            guard let bytes = read(path) else { continue }
            for (pod, asked) in PodfileReader.read(SourceText.decode(bytes).text, file: path, warnings: &settings.warnings) {
                requests[pod, default: []] += asked.map { (path, $0) }
            }
        }
        for path in files.podspecs.sorted() {
            guard let bytes = read(path) else { continue }
            let isJSON = path.hasSuffix(".json")
            let spec = isJSON ? PodspecJSONReader.read(bytes, file: path) : PodspecReader.read(SourceText.decode(bytes).text, file: path)
            settings.warnings += spec.warnings
            let stem = String(path.split(separator: "/").last?.dropLast((isJSON ? ".podspec.json" : ".podspec").count) ?? "")
            let pod = spec.name ?? stem
            var blocks: Set<Int>?
            if let asked = requests[pod] {
                for name in spec.unknownDefaults {
                    settings.warnings.append("\(path): default_subspecs names \(name), which is no subspec of \(pod); it builds nothing")
                }
                let (selected, unknown) = spec.blocks(for: asked.map(\.request.subspec), pod: pod)
                blocks = selected
                for name in unknown {
                    let at = asked.first { $0.request.subspec == name }.map { "\($0.file):\($0.request.line)" } ?? path
                    settings.warnings.append("\(at): \(pod)/\(name) is no subspec of \(path); nothing is read for it")
                }
            }
            let owned = PodspecReader.files(spec, at: path, among: sources, blocks: blocks, warnings: &settings.warnings)
                .filter { file in !(settings.members?.contains(file) ?? false) && !settings.modules.contains { $0.files.contains(file) } }
            guard !owned.isEmpty else { continue }
            let name = spec.moduleName ?? pod
            let module = TargetFiles(files: owned)
            settings.modules.append((module, String(name.map { $0.isLetter || $0.isNumber ? $0 : "_" })))
            settings.members?.formUnion(module)
        }
    }

    /// The `Podfile`s that install the app's pods: the nearest one in the folder of the app's project or
    /// above it, as `pod install` beside the project uses it (a library's other example apps have their
    /// own). None there (or no project): every `Podfile` of the folder.
    static func appPodfiles(_ podfiles: [String], project: String?) -> [String] {
        if let project {
            // `App.xcodeproj/project.pbxproj` sits one folder below the app's; `project.yml` and
            // `Project.swift` in it.
            var folder = ProjectPath.folder(of: project)
            if folder.hasSuffix(".xcodeproj") { folder = ProjectPath.folder(of: folder) }
            while true {
                let candidate = folder.isEmpty ? "Podfile" : folder + "/Podfile"
                if podfiles.contains(candidate) { return [candidate] }
                if folder.isEmpty { break }
                folder = ProjectPath.folder(of: folder)
            }
        }
        return podfiles.sorted()
    }

    /// The frameworks and libraries the app links that other projects of the folder build (a workspace's
    /// implicit dependencies). CocoaPods' own project (`Pods/`) is left out: its code is third-party code,
    /// not the app's; a product no project of the folder builds (a binary framework) is not read.
    private static func readLinkedProducts(
        _ files: ProjectFiles, appProject: String, into settings: inout ProjectSettings, xcconfig: XCConfigReader,
        read: (String) -> [UInt8]?
    ) {
        let others = files.pbxprojs.filter { path in
            path != appProject && !path.split(separator: "/").contains("Pods")
        }.sorted()
        for path in others where settings.linkedProducts.contains(where: { !$0.found }) {
            guard let bytes = read(path) else { continue }
            let found = PBXProjectReader.readLinkedProducts(bytes, file: path, into: &settings, xcconfig: xcconfig)
            for index in settings.linkedProducts.indices where found.contains(settings.linkedProducts[index].name) {
                settings.linkedProducts[index].found = true
            }
        }
    }

    /// The modules of the local packages the app links: each package's `Package.swift`, or for a product
    /// with no package, the manifest in the folder that declares that product.
    private static func readLocalPackages(_ files: ProjectFiles, into settings: inout ProjectSettings, read: (String) -> [UInt8]?) {
        var manifests: [String: LocalPackageReader.Manifest] = [:]
        func manifest(_ path: String) -> LocalPackageReader.Manifest? {
            if let known = manifests[path] { return known }
            guard let bytes = read(path) else { return nil }
            let parsed = LocalPackageReader.read(SourceText.decode(bytes).text)
            manifests[path] = parsed
            return parsed
        }
        let inFolder = files.swift.filter { $0 == "Package.swift" || $0.hasSuffix("/Package.swift") }
        for package in settings.localPackages {
            var found: [(folder: String, manifest: LocalPackageReader.Manifest)] = []
            if let folder = package.folder {
                if let parsed = manifest(folder.isEmpty ? "Package.swift" : folder + "/Package.swift") { found = [(folder, parsed)] }
            } else {
                found = inFolder.compactMap { path in
                    manifest(path).flatMap { parsed in
                        package.products.contains { parsed.products[$0] != nil } ? (ProjectPath.folder(of: path), parsed) : nil
                    }
                }.prefix(1).map { $0 }
            }
            guard let (folder, parsed) = found.first else {
                settings.warnings.append(
                    "\(package.at): no Package.swift in the folder declares the product \(package.products.joined(separator: ", ")); "
                        + "its classes are not read (scan the folder that holds the package)")
                continue
            }
            for module in LocalPackageReader.modules(package, folder: folder, manifest: parsed) {
                settings.modules.append(module)
                settings.members?.formUnion(module.files)
            }
        }
    }

    /// The Info.plist files to read: the one INFOPLIST_FILE (or XcodeGen's `info.path`) names, else a guess
    /// among the files, with a warning.
    static func infoPlists(_ files: ProjectFiles, settings: ProjectSettings, what: String, warnings: inout [String]) -> [String] {
        if settings.infoPlistGenerated != nil { return [] }
        let plists = files.plists.filter { !settings.otherTargets.contains($0) || (settings.members?.contains($0) ?? false) }
        if let named = settings.infoPlistFile {
            let found = files.exists(named) ? [named] : []
            if found.isEmpty {
                let source = settings.infoPlistSource.map { "\($0): " } ?? ""
                warnings.append(
                    "\(source)INFOPLIST_FILE names \(named), which is not in \(what); the Info.plist keys are not read (scan the folder that holds it, or post it under that path)"
                )
            }
            return found
        }
        // No INFOPLIST_FILE (it may live in an .xcconfig): an Info.plist in a folder named after the
        // target, else one under an iOS folder, else the shallowest.
        let extensions = ["Extension", "Widget", "Intents", "Tests", "Watch", "Clip", "Share", "Notification"]
        let candidates = plists.filter { $0.hasSuffix("/Info.plist") || $0 == "Info.plist" }
            .filter { path in !path.split(separator: "/").dropLast().contains { part in extensions.contains { part.contains($0) } } }
            .sorted { $0.split(separator: "/").count < $1.split(separator: "/").count }
        let target = settings.targetName ?? ""
        let named = candidates.first { path in !target.isEmpty && path.split(separator: "/").dropLast().contains { $0 == target } }
        let iOS = candidates.first { $0.split(separator: "/").dropLast().contains { $0.lowercased() == "ios" } }
        let chosen = [named ?? iOS ?? candidates.first].compactMap { $0 }
        if let first = chosen.first, candidates.count > 1 {
            warnings.append("\(first): no INFOPLIST_FILE in the project; read this Info.plist of \(candidates.count); pick the target with --target")
        }
        return chosen
    }

    /// Whether a source file builds the app: a member of its target or a linked one; when the project does
    /// not say, any file no other target (tests, extensions) lists.
    static func buildsApp(_ path: String, _ settings: ProjectSettings) -> Bool {
        if let members = settings.members { return members.contains(path) || members.containsHeader(path) }
        return !settings.otherTargets.contains(path) && !inTestFolder(path)
    }

    /// A file under a folder named like a test target (`AppTests/`, `AppUITests/`, `Tests/`), which is
    /// left out when the project does not say which target a file belongs to.
    static func inTestFolder(_ path: String) -> Bool {
        path.split(separator: "/").dropLast().contains { $0.hasSuffix("Tests") || $0.hasSuffix("Specs") }
    }
}
