import RotationPolicyWire
/// Reads a Tuist `Project.swift`'s literal targets (`TuistManifest`) into the app's settings, as
/// `XcodeGenReader` does for XcodeGen: the app target, its files, deployment target, Info.plist and module.
enum TuistReader {
    static func read(
        file: String, text: String, target name: String?, into settings: inout ProjectSettings
    ) throws(ScanError) -> Bool {
        let manifest = TuistManifest.read(text, file: file)
        let apps = manifest.targets.filter { $0.product == "app" && $0.platforms.contains("iOS") }
        let app: TuistManifest.Target
        if let name {
            guard let match = manifest.targets.first(where: { $0.name == name }) else {
                throw ScanError.invalidOption(
                    "\(file): no literal target named '\(name)'; the targets are: \(manifest.targets.map(\.name).joined(separator: ", "))")
            }
            guard !["unitTests", "uiTests", "appExtension"].contains(match.product) else {
                throw ScanError.invalidOption(
                    "\(file): '\(name)' is a \(match.product) target, which never builds the app; the application targets are: "
                        + apps.map(\.name).joined(separator: ", "))
            }
            app = match
        } else {
            guard let first = apps.first else {
                settings.warnings.append(
                    "\(file): a Tuist manifest with no literal iOS app target (targets made by helper functions are not read): run "
                        + "`tuist generate` and scan the folder with the generated .xcodeproj; meanwhile every file of the folder but those under test folders is read"
                )
                return false
            }
            if apps.count > 1 {
                settings.warnings.append(
                    "\(first.at): \(apps.count) iOS app targets (\(apps.map(\.name).joined(separator: ", "))); scanned '\(first.name)', "
                        + "the first the manifest lists; pick another with --target NAME")
            }
            app = first
        }
        settings.targetName = app.name
        settings.projectFile = file
        let folder = ProjectPath.folder(of: file)
        var build = BuildSettings(builtins: [
            "TARGET_NAME": app.name, "PRODUCT_NAME": app.name, "SRCROOT": ".", "PROJECT_DIR": ".", "SOURCE_ROOT": ".",
            "CONFIGURATION": "Release", "PLATFORM_NAME": "iphoneos", "EXECUTABLE_NAME": "$(PRODUCT_NAME)",
        ])
        for layer in [manifest.projectSettings, app.settings] { for entry in layer { build.set(entry.key, entry.value, at: entry.at) } }
        if let (version, at) = app.deploymentTarget { build.set("IPHONEOS_DEPLOYMENT_TARGET", version, at: at) }
        settings.buildSettings = build
        PBXProjectReader.apply(build, target: PBXNativeTarget.named(app.name), projectDir: folder, to: &settings)
        if let (path, at) = app.infoPlistPath, let joined = ProjectPath.join(folder, path) {
            settings.infoPlistFile = joined
            settings.infoPlistSource = at
        } else if !app.infoPlistKeys.isEmpty {
            // `.extendingDefault(with:)`: Tuist writes these keys over its default Info.plist.
            settings.infoPlistGenerated = app.at
            InfoPlistReader.apply(app.infoPlistKeys, into: &settings, how: .infoPlist) { app.infoPlistKeyLines[$0] ?? app.at }
        }
        var members = sources(app, folder: folder)
        var linked: Set<String> = [app.name]
        for dependency in app.targetDependencies {
            guard let framework = manifest.targets.first(where: { $0.name == dependency }),
                ["framework", "staticFramework", "staticLibrary", "dynamicLibrary"].contains(framework.product)
            else { continue }
            linked.insert(dependency)
            let files = sources(framework, folder: folder)
            members.formUnion(files)
            settings.modules.append((files, String(dependency.map { $0.isLetter || $0.isNumber ? $0 : "_" })))
        }
        for other in manifest.targets where !linked.contains(other.name) {
            let files = sources(other, folder: folder)
            settings.otherTargets.formUnion(files)
            settings.otherTargetList.append(OtherTarget(name: other.name, kind: .init(manifest: other.product)))
        }
        if members.isEmpty {
            settings.warnings.append(
                "\(app.at): the target '\(app.name)' lists no literal sources; every file of the folder is read except other targets'")
        } else {
            settings.members = members
        }
        return true
    }

    /// A sources glob (`Sources/**`, `App/**/*.swift`) is read as the folder before its first wildcard.
    private static func sources(_ target: TuistManifest.Target, folder: String) -> TargetFiles {
        var out = TargetFiles()
        for glob in target.sources {
            let literal = glob.split(separator: "/").prefix { !$0.contains("*") && !$0.contains("{") }.joined(separator: "/")
            if let path = ProjectPath.join(folder, literal) { out.folders.append(TargetFiles.Folder(path: path)) }
        }
        return out
    }
}
