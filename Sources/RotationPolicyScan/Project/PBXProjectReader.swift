import Foundation
import RotationPolicyJSON
import RotationPolicyWire

/// Reads `project.pbxproj` (an OpenStep property list, through PropertyListSerialization and the typed
/// `PBXProjectFile`): the app target, the files that build it, its build settings with the line of each,
/// and the `INFOPLIST_KEY_*` settings that stand in for Info.plist keys.
enum PBXProjectReader {
    static let applicationType = "com.apple.product-type.application"

    /// Fills `settings` from the project; `target` picks an app target by name.
    static func read(
        _ bytes: [UInt8], file: String, target: String?, library: Bool = false, into settings: inout ProjectSettings,
        xcconfig: XCConfigReader = XCConfigReader(load: { _ in nil })
    ) throws(ScanError) -> Bool {
        let plist: Any
        do {
            plist = try PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil)
        } catch {
            settings.malformed(file, "not a readable project file (OpenStep property list): \(error.localizedDescription)")
            return false
        }
        let project: PBXProjectFile
        do {
            project = try PBXProjectFile(plist: plist)
        } catch {
            guard case .notAProject(let message) = error else { return false }
            settings.warnings.append("\(file): \(message)")
            return false
        }
        let text = PBXText(text: SourceText.decode(bytes).text, file: file)
        let (projectDir, projectName) = place(of: file)
        // An application target for tvOS, macOS or watchOS is not a candidate for the iOS app.
        let isIOS = { (target: PBXNativeTarget) -> Bool in
            let build = resolveSettings(project, target, text: text, projectName: projectName, xcconfig: xcconfig)
            let sdk = build.string("SDKROOT") ?? "iphoneos"
            let platforms = build.string("SUPPORTED_PLATFORMS") ?? ""
            return sdk.hasPrefix("iphone") || sdk.isEmpty || platforms.contains("iphoneos")
        }
        guard
            let app = try chooseTarget(project, name: target, file: file, text: text, settings: &settings, isIOS: isIOS)
                ?? (library && target == nil ? libraryTarget(project, isIOS: isIOS, settings: &settings) : nil)
        else { return false }
        settings.targetName = app.name
        settings.projectFile = file
        let resolved = resolveSettings(project, app, text: text, projectName: projectName, xcconfig: xcconfig)
        settings.buildSettings = resolved
        apply(resolved, target: app, projectDir: projectDir, to: &settings)

        // What builds the app: its own files and those of the frameworks it links, each framework its module.
        var members = project.files(of: app, projectDir: projectDir)
        var linked: Set<String> = [app.id]
        for framework in project.linkedTargets(of: app) {
            linked.insert(framework.id)
            let files = project.files(of: framework, projectDir: projectDir)
            members.formUnion(files)
            let frameworkSettings = resolveSettings(project, framework, text: text, projectName: projectName, xcconfig: xcconfig)
            settings.modules.append((files, moduleName(frameworkSettings, target: framework.name).name))
        }
        for other in project.targets where !linked.contains(other.id) {
            let files = project.files(of: other, projectDir: projectDir)
            settings.otherTargets.formUnion(files)
            settings.otherTargetList.append(OtherTarget(name: other.name, kind: .init(other.productType)))
        }
        settings.linkedProducts = project.builtProductsLinked(by: [app] + project.linkedTargets(of: app)).map {
            LinkedProduct(name: $0.name, at: text.position(of: "fileRef", inObject: $0.buildFile))
        }
        if members.isEmpty {
            settings.warnings.append(
                "\(text.position(of: "buildPhases", inObject: app.id)): the target '\(app.name)' lists no files (no build phase files, "
                    + "no synchronized folder); every file of the folder is read except those of the project's other targets")
        } else {
            settings.members = members
        }
        // Local Swift packages the app (or a linked framework) uses; their modules are read by the scanner.
        for target in [app] + project.linkedTargets(of: app) {
            for productID in target.packageProductDependencies {
                guard let product = project.packageProducts[productID] else { continue }
                guard let packageID = product.package else {
                    // A package folder added to the project (a folder reference or a synchronized folder)
                    // gives products with no package: the package is found by its product's name.
                    settings.localPackages.append(
                        LocalPackage(folder: nil, products: [product.productName], at: text.position(of: "productName", inObject: productID)))
                    continue
                }
                // A remote package (XCRemoteSwiftPackageReference) is not in the folder.
                guard let package = project.localPackages[packageID], let folder = ProjectPath.join(projectDir, package.relativePath) else {
                    continue
                }
                settings.localPackages.append(
                    LocalPackage(folder: folder, products: [product.productName], at: text.position(of: "relativePath", inObject: packageID)))
            }
        }
        return true
    }

    /// Another project of the folder (of the workspace, as Xcode sees it): the targets that build what the app
    /// links from the built products folder (`settings.linkedProducts`) add their files, each its module, as
    /// Xcode's implicit dependencies build and link them. Its other targets' files are never the app's.
    /// Returns the products found here.
    static func readLinkedProducts(
        _ bytes: [UInt8], file: String, into settings: inout ProjectSettings, xcconfig: XCConfigReader
    ) -> Set<String> {
        guard let plist = try? PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil),
            let project = try? PBXProjectFile(plist: plist)
        else { return [] }
        let text = PBXText(text: SourceText.decode(bytes).text, file: file)
        let (projectDir, projectName) = place(of: file)
        var found: Set<String> = []
        var linked: Set<String> = []
        for product in settings.linkedProducts where !product.found {
            let targets = project.targets(building: product.name)
            guard !targets.isEmpty else { continue }
            found.insert(product.name)
            for target in targets where linked.insert(target.id).inserted {
                let files = project.files(of: target, projectDir: projectDir)
                settings.members?.formUnion(files)
                let build = resolveSettings(project, target, text: text, projectName: projectName, xcconfig: xcconfig)
                settings.modules.append((files, moduleName(build, target: target.name).name))
            }
        }
        guard !found.isEmpty else { return [] }
        for other in project.targets where !linked.contains(other.id) {
            settings.otherTargets.formUnion(project.files(of: other, projectDir: projectDir))
        }
        return found
    }

    /// A `project.pbxproj`'s folder, to which the project's paths are relative (the one holding the
    /// `.xcodeproj`), and the project's name.
    private static func place(of file: String) -> (folder: String, name: String) {
        let name = String((file.split(separator: "/").dropLast().last ?? "").dropLast(".xcodeproj".count))
        return (ProjectPath.folder(of: ProjectPath.folder(of: file)), name)
    }

    /// With no application target, for lint: the first iOS framework or library target, whose code apps link.
    private static func libraryTarget(
        _ project: PBXProjectFile, isIOS: (PBXNativeTarget) -> Bool, settings: inout ProjectSettings
    ) -> PBXNativeTarget? {
        let kinds: [PBXProductType] = [.framework, .staticFramework, .staticLibrary, .dynamicLibrary]
        guard let first = project.targets.first(where: { kinds.contains($0.productType) && isIOS($0) }) else { return nil }
        settings.libraryTarget = true
        return first
    }

    /// The target `--target` names, else the only application target; a warning when several could be meant.
    private static func chooseTarget(
        _ project: PBXProjectFile, name: String?, file: String, text: PBXText, settings: inout ProjectSettings,
        isIOS: (PBXNativeTarget) -> Bool
    ) throws(ScanError) -> PBXNativeTarget? {
        let apps = project.targets.filter { $0.productType == .application && isIOS($0) }
        if let name {
            guard let match = project.targets.first(where: { $0.name == name }) else {
                throw ScanError.invalidOption(
                    "\(file): no target named '\(name)'; the targets are: \(project.targets.map(\.name).joined(separator: ", "))")
            }
            switch match.productType {
            case .unitTest, .uiTest, .appExtension:
                throw ScanError.invalidOption(
                    "\(file): '\(name)' is a test or extension target, which never builds the app; the application targets are: "
                        + apps.map(\.name).joined(separator: ", "))
            default:
                return match
            }
        }
        guard let first = apps.first else {
            settings.warnings.append(
                "\(file): no iOS application target (productType \(applicationType), SDKROOT iphoneos); pass --target NAME to read another")
            return nil
        }
        if apps.count > 1 {
            settings.warnings.append(
                "\(text.position(of: "name", inObject: first.id)): \(apps.count) application targets (\(apps.map(\.name).joined(separator: ", "))); "
                    + "scanned '\(first.name)', the first the project lists; pick another with --target NAME")
        }
        return first
    }

    /// Xcode's order, weakest first: the project's xcconfig, the project's settings, the target's xcconfig,
    /// the target's settings, for the Release configuration (else the default one).
    static func resolveSettings(
        _ project: PBXProjectFile, _ target: PBXNativeTarget, text: PBXText, projectName: String, xcconfig: XCConfigReader
    ) -> BuildSettings {
        let targetConfig = configuration(project, list: target.buildConfigurationList, named: nil)
        let projectConfig = configuration(project, list: project.project.buildConfigurationList, named: targetConfig?.name)
        var settings = BuildSettings(builtins: [
            "TARGET_NAME": target.name, "PROJECT_NAME": projectName, "SRCROOT": ".", "PROJECT_DIR": ".", "SOURCE_ROOT": ".",
            "CONFIGURATION": targetConfig?.name ?? "Release", "PLATFORM_NAME": "iphoneos", "EXECUTABLE_NAME": "$(PRODUCT_NAME)",
            "DEVELOPMENT_LANGUAGE": "en", "EFFECTIVE_PLATFORM_NAME": "-iphoneos",
        ])
        for config in [projectConfig, targetConfig] {
            guard let config else { continue }
            let base: [String: (value: String, at: SourceRef)]
            if let relative = config.baseConfigurationReferenceRelativePath {
                base = xcconfig.settings(relative)
            } else if let reference = config.baseConfigurationReference, let path = project.fileReferences[reference]?.path {
                base = xcconfig.settings(path)
            } else {
                base = [:]
            }
            for (key, value) in base.sorted(by: { $0.key < $1.key }) { settings.set(key, value.value, at: value.at) }
            for (key, value) in config.buildSettings.sorted(by: { $0.key < $1.key }) where !key.contains("[") {
                settings.set(key, value.text, at: text.position(of: key, inObject: config.id))
            }
        }
        if settings.raw("PRODUCT_NAME") == nil { settings.set("PRODUCT_NAME", target.name, at: nil) }
        return settings
    }

    private static func configuration(_ project: PBXProjectFile, list: String?, named: String?) -> XCBuildConfiguration? {
        guard let list = list.flatMap({ project.configurationLists[$0] }) else { return nil }
        let configs = list.buildConfigurations.compactMap { project.configurations[$0] }
        if let named { return configs.first { $0.name == named } }
        return configs.first { $0.name == "Release" } ?? configs.first { $0.name == list.defaultConfigurationName } ?? configs.first
    }

    static func moduleName(_ settings: BuildSettings, target: String) -> (name: String, at: SourceRef?) {
        let key = settings.raw("PRODUCT_MODULE_NAME") != nil ? "PRODUCT_MODULE_NAME" : "PRODUCT_NAME"
        let name = settings.string(key).flatMap { $0.isEmpty ? nil : $0 } ?? target
        return (String(name.map { $0.isLetter || $0.isNumber ? $0 : "_" }), settings.lines[key])
    }

    /// The app facts the settings give: module, device family, deployment target, Info.plist and the
    /// generated Info.plist keys.
    static func apply(_ build: BuildSettings, target: PBXNativeTarget, projectDir: String, to settings: inout ProjectSettings) {
        let module = moduleName(build, target: target.name)
        settings.moduleName = module.name
        settings.moduleSource = module.at
        if let family = build.string("TARGETED_DEVICE_FAMILY") {
            settings.deviceFamily = family.split(separator: ",").compactMap { Int($0.trimmingCharacters(in: .whitespaces)) }
        }
        if let version = build.string("IPHONEOS_DEPLOYMENT_TARGET"), !version.isEmpty,
            let at = build.lines["IPHONEOS_DEPLOYMENT_TARGET"]
        {
            settings.deploymentTarget = (version, at)
        }
        if let plist = build.string("INFOPLIST_FILE"), !plist.isEmpty {
            settings.infoPlistFile = ProjectPath.join(projectDir, plist)
            settings.infoPlistSource = build.lines["INFOPLIST_FILE"]
        }
        func ref(_ key: String) -> SourceRef? { build.lines[key] }
        let orientationKeys = [
            ("INFOPLIST_KEY_UISupportedInterfaceOrientations", "supportedOrientations"),
            ("INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone", "supportedOrientations"),
            ("INFOPLIST_KEY_UISupportedInterfaceOrientations_iPad", "supportedOrientationsPad"),
        ]
        for (key, field) in orientationKeys {
            if let list = PlistValues.orientations(build.string(key)) {
                settings.app[field] = AppFact(value: .orientations(PlistValues.mask(list)), at: ref(key), how: .buildSetting)
            }
        }
        let boolKeys = [
            ("INFOPLIST_KEY_UIRequiresFullScreen", "requiresFullScreen"),
            ("INFOPLIST_KEY_UIViewControllerBasedStatusBarAppearance", "viewControllerBasedStatusBarAppearance"),
        ]
        for (key, field) in boolKeys {
            if let value = PlistValues.bool(build.string(key)) {
                settings.app[field] = AppFact(value: .flag(value), at: ref(key), how: .buildSetting)
            }
        }
        if let storyboard = build.string("INFOPLIST_KEY_UIMainStoryboardFile"), let at = ref("INFOPLIST_KEY_UIMainStoryboardFile") {
            settings.mainStoryboard = (storyboard, at)
        }
    }
}
