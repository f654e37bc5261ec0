import Foundation
import RotationPolicyWire

/// Reads an XcodeGen `project.yml` (the project is generated from it, so a repository often has no
/// `.xcodeproj`): its `include`s, the app target, its `sources`, `settings`, `configFiles` (xcconfig),
/// `deploymentTarget` and `info`, the framework targets and local packages it depends on.
enum XcodeGenReader {
    /// `load` reads a file by its path relative to the scanned folder.
    static func read(
        file: String, target name: String?, load: (String) -> String?, into settings: inout ProjectSettings, xcconfig: XCConfigReader
    ) throws(ScanError) -> Bool {
        guard let spec = loadSpec(file, load: load, depth: 0, includedBy: nil, settings: &settings) else { return false }
        let templates = spec["targetTemplates"]
        // A target's `templates` are its base, merged in order; the target's own keys win.
        let targets = (spec["targets"]?.entries ?? []).map { entry -> (key: String, value: YAMLTree) in
            let names = entry.value["templates"]?.items.compactMap(\.string) ?? []
            let bases = names.compactMap { templates?[$0] }
            guard let first = bases.first else { return entry }
            return (entry.key, bases.dropFirst().reduce(first) { $0.merged(with: $1) }.merged(with: entry.value))
        }
        let apps = targets.filter { isIOSApp($0.value) }
        let app: (key: String, value: YAMLTree)
        if let name {
            guard let match = targets.first(where: { $0.key == name }) else {
                throw ScanError.invalidOption("\(file): no target named '\(name)'; the targets are: \(targets.map(\.key).joined(separator: ", "))")
            }
            let type = match.value["type"]?.string ?? ""
            guard !type.hasPrefix("bundle.") && !type.hasPrefix("app-extension") else {
                throw ScanError.invalidOption(
                    "\(file): '\(name)' is a \(type) target, which never builds the app; the application targets are: "
                        + apps.map(\.key).joined(separator: ", "))
            }
            app = match
        } else {
            guard let first = apps.first else {
                settings.warnings.append("\(file): no iOS target of type application; pass --target NAME to read another")
                return false
            }
            if apps.count > 1 {
                settings.warnings.append(
                    "\(first.value.at): \(apps.count) iOS application targets (\(apps.map(\.key).joined(separator: ", "))); scanned '\(first.key)', "
                        + "the first the spec lists; pick another with --target NAME")
            }
            app = first
        }
        settings.targetName = app.key
        settings.projectFile = file
        let build = resolveSettings(spec, target: app.key, app.value, xcconfig: xcconfig)
        settings.buildSettings = build
        // The project is generated beside project.yml, so build settings' paths are relative to its folder.
        PBXProjectReader.apply(build, target: PBXNativeTarget.named(app.key), projectDir: ProjectPath.folder(of: file), to: &settings)
        // `info.path` is where XcodeGen writes the plist; its `properties` are the keys it writes.
        if let info = app.value["info"] {
            if let properties = info["properties"] {
                // XcodeGen writes the file from these, so they are the Info.plist (the file is often not committed).
                settings.infoPlistFile = nil
                settings.infoPlistGenerated = properties.at
                let dictionary = plistValue(properties) as? [String: Any] ?? [:]
                InfoPlistReader.apply(dictionary, into: &settings, how: .infoPlist) { key in properties[key]?.at ?? properties.at }
            } else if let path = info["path"]?.string, let joined = ProjectPath.join(info.folder, path) {
                settings.infoPlistFile = joined
                settings.infoPlistSource = info["path"]?.at
            }
        }

        var members = sources(of: app.value)
        var linked: Set<String> = [app.key]
        for dependency in app.value["dependencies"]?.items ?? [] {
            if let targetName = dependency["target"]?.string, let framework = targets.first(where: { $0.key == targetName }),
                ["framework", "library.static", "library.dynamic", "framework.static"].contains(framework.value["type"]?.string ?? "")
            {
                linked.insert(targetName)
                let files = sources(of: framework.value)
                members.formUnion(files)
                let frameworkSettings = resolveSettings(spec, target: targetName, framework.value, xcconfig: xcconfig)
                settings.modules.append((files, PBXProjectReader.moduleName(frameworkSettings, target: targetName).name))
            } else if let package = dependency["package"]?.string, let local = spec["packages"]?[package], let path = local["path"]?.string,
                let folder = ProjectPath.join(local.folder, path)
            {
                settings.localPackages.append(
                    LocalPackage(folder: folder, products: dependency["product"]?.string.map { [$0] } ?? [], at: local["path"]?.at ?? local.at))
            }
        }
        for other in targets where !linked.contains(other.key) {
            let files = sources(of: other.value)
            settings.otherTargets.formUnion(files)
            settings.otherTargetList.append(
                OtherTarget(name: other.key, kind: .init(manifest: other.value["type"]?.string ?? "")))
        }
        if members.isEmpty {
            settings.warnings.append(
                "\(app.value.at): the target '\(app.key)' has no sources; every file of the folder is read except other targets'")
        } else {
            settings.members = members
        }
        return true
    }

    /// The spec with its `include`s merged (an included file is the base, the including one wins).
    private static func loadSpec(
        _ file: String, load: (String) -> String?, depth: Int, includedBy: SourceRef?, settings: inout ProjectSettings
    ) -> YAMLTree? {
        guard depth < 8 else {
            settings.warnings.append("\(includedBy.map { "\($0): " } ?? "")\(file): more than 8 nested includes (or an include cycle); not read")
            return nil
        }
        guard let text = load(file) else {
            settings.warnings.append("\(includedBy.map { "\($0): " } ?? "")\(file) cannot be read; the settings and targets it holds are missing")
            return nil
        }
        let tree: YAMLTree
        do {
            guard let parsed = try YAMLTree.parse(text, file: file) else { return nil }
            tree = parsed
        } catch {
            guard case .syntax(let message) = error else { return nil }
            settings.malformed(file, "not readable YAML: \(message)")
            return nil
        }
        var base: YAMLTree?
        let includes = tree["include"].map { $0.items.isEmpty ? [$0] : $0.items } ?? []
        for include in includes {
            guard let path = include.string ?? include["path"]?.string, let joined = ProjectPath.join(ProjectPath.folder(of: file), path),
                let included = loadSpec(joined, load: load, depth: depth + 1, includedBy: include.at, settings: &settings)
            else { continue }
            base = base.map { $0.merged(with: included) } ?? included
        }
        return base.map { $0.merged(with: tree) } ?? tree
    }

    private static func isIOSApp(_ target: YAMLTree) -> Bool {
        guard target["type"]?.string == "application" else { return false }
        // `platform` (one or a list), or Xcode 14's `supportedDestinations`; neither: XcodeGen's iOS default.
        let listed = target["platform"] ?? target["supportedDestinations"]
        let platforms = listed.map { $0.items.isEmpty ? [$0] : $0.items }.map { $0.compactMap(\.string) } ?? ["iOS"]
        return platforms.contains("iOS")
    }

    /// Layers weakest first: the project's xcconfig, settings and `options.deploymentTarget`, then the
    /// target's; XcodeGen's defaults (`PRODUCT_NAME` the target's name) under them.
    private static func resolveSettings(_ spec: YAMLTree, target name: String, _ target: YAMLTree, xcconfig: XCConfigReader) -> BuildSettings {
        var build = BuildSettings(builtins: [
            "TARGET_NAME": name, "PROJECT_NAME": spec["name"]?.string ?? name, "SRCROOT": ".", "PROJECT_DIR": ".", "SOURCE_ROOT": ".",
            "CONFIGURATION": "Release", "PLATFORM_NAME": "iphoneos", "EXECUTABLE_NAME": "$(PRODUCT_NAME)", "DEVELOPMENT_LANGUAGE": "en",
            "PRODUCT_NAME": name,
        ])
        if let version = spec["options"]?["deploymentTarget"]?["iOS"] {
            build.set("IPHONEOS_DEPLOYMENT_TARGET", version.string ?? "", at: version.at)
        }
        for (owner, isTarget) in [(spec, false), (target, true)] {
            if let config = release(owner["configFiles"]), let path = config.string, let joined = ProjectPath.join(config.folder, path) {
                for (key, value) in xcconfig.settings(joined).sorted(by: { $0.key < $1.key }) { build.set(key, value.value, at: value.at) }
            }
            if let settings = owner["settings"] {
                let layered = settings["base"] != nil || settings["configs"] != nil || settings["groups"] != nil
                for layer in layered ? [settings["base"], release(settings["configs"])] : [settings] {
                    for (key, value) in layer?.entries ?? [] where !key.contains("[") {
                        build.set(key, value.string ?? value.items.compactMap(\.string).joined(separator: " "), at: value.at)
                    }
                }
            }
            if isTarget, let version = owner["deploymentTarget"] {
                let node = version["iOS"] ?? version
                if let text = node.string { build.set("IPHONEOS_DEPLOYMENT_TARGET", text, at: node.at) }
            }
        }
        return build
    }

    /// The Release configuration's entry (XcodeGen matches configuration names without case).
    private static func release(_ map: YAMLTree?) -> YAMLTree? {
        map?.entries.first { $0.key.lowercased() == "release" }?.value
    }

    /// `sources`: a path, or a list of paths or `{path, excludes}`; each a folder (or one file), relative to
    /// the file that lists it.
    private static func sources(of target: YAMLTree) -> TargetFiles {
        guard let sources = target["sources"] else { return TargetFiles() }
        var out = TargetFiles()
        for item in sources.items.isEmpty ? [sources] : sources.items {
            guard let path = item.string ?? item["path"]?.string, let joined = ProjectPath.join(item.folder, path) else { continue }
            out.folders.append(TargetFiles.Folder(path: joined, excludedPatterns: item["excludes"]?.items.compactMap(\.string) ?? []))
        }
        return out
    }

    private static func plistValue(_ node: YAMLTree) -> Any {
        switch node {
        case .scalar(let text, _): text
        case .list(let items, _): items.map(plistValue)
        case .map(let entries, _): Dictionary(entries.map { ($0.key, plistValue($0.value)) }) { _, new in new }
        }
    }
}

extension PBXNativeTarget {
    /// A target known only by name (XcodeGen's), for the settings shared with the pbxproj reader.
    static func named(_ name: String) -> PBXNativeTarget {
        PBXNativeTarget(
            id: name, name: name, productType: .application, buildConfigurationList: nil, buildPhases: [], dependencies: [],
            packageProductDependencies: [], fileSystemSynchronizedGroups: [])
    }
}
