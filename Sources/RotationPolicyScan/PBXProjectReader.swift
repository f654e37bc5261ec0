import Foundation

/// Reads `project.pbxproj` (an OpenStep property list) with PropertyListSerialization: the app target,
/// its build settings and the `INFOPLIST_KEY_*` settings that stand in for Info.plist keys.
enum PBXProjectReader {
    static let applicationType = "com.apple.product-type.application"

    /// Fills `settings` from the project; `target` picks an app target by name.
    static func read(
        _ bytes: [UInt8], file: String, target: String?, into settings: inout ProjectSettings,
        xcconfig: XCConfigReader = XCConfigReader(load: { _ in nil })
    ) throws(ScanError) -> Bool {
        let text = SourceText.decode(bytes).text
        let plist: Any
        do {
            plist = try PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil)
        } catch {
            settings.malformed(file, "not a readable project file (OpenStep property list): \(error.localizedDescription)")
            return false
        }
        guard let root = plist as? [String: Any], let objects = root["objects"] as? [String: Any] else {
            settings.warnings.append("\(file): no `objects` in the project file")
            return false
        }
        // The project's own target order (Xcode lists the main app first), then the others by name.
        let projectObject = objects.values.compactMap { $0 as? [String: Any] }.first { $0["isa"] as? String == "PBXProject" }
        let listed = projectObject?["targets"] as? [String] ?? []
        let targets = objects.compactMap { id, value -> (String, [String: Any])? in
            guard let object = value as? [String: Any], object["isa"] as? String == "PBXNativeTarget" else { return nil }
            return (id, object)
        }.sorted {
            let a = listed.firstIndex(of: $0.0) ?? Int.max
            let b = listed.firstIndex(of: $1.0) ?? Int.max
            return a != b ? a < b : ($0.1["name"] as? String ?? "") < ($1.1["name"] as? String ?? "")
        }
        let apps = targets.filter { $0.1["productType"] as? String == applicationType }
        let chosen: (String, [String: Any])
        if let target {
            guard let match = targets.first(where: { $0.1["name"] as? String == target }) else {
                let names = targets.compactMap { $0.1["name"] as? String }
                throw ScanError.invalidOption(
                    "\(file): no target named '\(target)'; the targets are: \(names.joined(separator: ", "))")
            }
            chosen = match
        } else {
            guard let first = apps.first else {
                settings.warnings.append("\(file): no application target (productType \(applicationType))")
                return false
            }
            if apps.count > 1 {
                let names = apps.compactMap { $0.1["name"] as? String }
                settings.warnings.append(
                    "\(file): \(apps.count) application targets (\(names.joined(separator: ", "))); scanned '\(names[0])', pick another with --target"
                )
            }
            chosen = first
        }
        let name = chosen.1["name"] as? String ?? "App"
        settings.targetName = name
        let targetSettings = buildSettings(of: chosen.1, objects)
        // Xcode's order, weakest first: the project's xcconfig, the project's settings, the target's
        // xcconfig, the target's settings.
        let projectSettings = projectObject.map { buildSettings(of: $0, objects) }
        var merged: [String: Any] = [:]
        var fromXCConfig: [String: SourceRef] = [:]
        func base(_ config: String?) -> [String: (value: String, at: SourceRef)] {
            guard let config, let object = objects[config] as? [String: Any] else { return [:] }
            if let relative = object["baseConfigurationReferenceRelativePath"] as? String { return xcconfig.settings(relative) }
            if let reference = object["baseConfigurationReference"] as? String, let fileRef = objects[reference] as? [String: Any],
                let path = fileRef["path"] as? String
            {
                return xcconfig.settings(path)
            }
            return [:]
        }
        for (layer, isXCConfig) in [
            (base(projectSettings?.configID).mapValues { $0 as Any }, true), (projectSettings?.settings ?? [:], false),
            (base(targetSettings.configID).mapValues { $0 as Any }, true), (targetSettings.settings, false),
        ] {
            for (key, value) in layer {
                if isXCConfig, let (text, at) = value as? (value: String, at: SourceRef) {
                    merged[key] = text
                    fromXCConfig[key] = at
                } else {
                    merged[key] = value
                    fromXCConfig[key] = nil
                }
            }
        }
        let anchor = targetSettings.configID

        func ref(_ key: String) -> SourceRef {
            fromXCConfig[key] ?? TextPosition.find(key + " =", in: text, after: anchor.map { "\t\t\($0) " }, file: file)
        }
        func string(_ key: String) -> String? {
            (merged[key] as? String).map { $0.replacingOccurrences(of: "$(TARGET_NAME)", with: name) }
        }

        let module = string("PRODUCT_MODULE_NAME") ?? string("PRODUCT_NAME") ?? name
        settings.moduleName = String(module.map { $0.isLetter || $0.isNumber ? $0 : "_" })
        if let family = string("TARGETED_DEVICE_FAMILY") {
            settings.deviceFamily = family.split(separator: ",").compactMap { Int($0.trimmingCharacters(in: .whitespaces)) }
        }
        if let version = string("IPHONEOS_DEPLOYMENT_TARGET") {
            settings.deploymentTarget = (version, ref("IPHONEOS_DEPLOYMENT_TARGET"))
        }
        if let plist = string("INFOPLIST_FILE") {
            // Paths are relative to the folder holding the .xcodeproj.
            let base = file.split(separator: "/").dropLast(2).joined(separator: "/")
            let clean = plist.replacingOccurrences(of: "$(SRCROOT)/", with: "").replacingOccurrences(of: "${SRCROOT}/", with: "")
            settings.infoPlistFile = base.isEmpty ? clean : base + "/" + clean
        }
        let orientationKeys = [
            ("INFOPLIST_KEY_UISupportedInterfaceOrientations", "supportedOrientations"),
            ("INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone", "supportedOrientations"),
            ("INFOPLIST_KEY_UISupportedInterfaceOrientations_iPad", "supportedOrientationsPad"),
        ]
        for (key, field) in orientationKeys {
            if let list = PlistValues.orientations(merged[key]) {
                settings.app[field] = AppFact(value: .array(list.map { .string($0) }), at: ref(key), how: .buildSetting)
            }
        }
        let boolKeys = [
            ("INFOPLIST_KEY_UIRequiresFullScreen", "requiresFullScreen"),
            ("INFOPLIST_KEY_UIViewControllerBasedStatusBarAppearance", "viewControllerBasedStatusBarAppearance"),
        ]
        for (key, field) in boolKeys {
            if let value = PlistValues.bool(merged[key]) { settings.app[field] = AppFact(value: .bool(value), at: ref(key), how: .buildSetting) }
        }
        if let storyboard = string("INFOPLIST_KEY_UIMainStoryboardFile") {
            settings.mainStoryboard = (storyboard, ref("INFOPLIST_KEY_UIMainStoryboardFile"))
        }
        return true
    }

    /// The settings of the Release configuration (else the first), and its object id for positions.
    private static func buildSettings(of owner: [String: Any], _ objects: [String: Any]) -> (settings: [String: Any], configID: String?) {
        guard let listID = owner["buildConfigurationList"] as? String, let list = objects[listID] as? [String: Any],
            let ids = list["buildConfigurations"] as? [String]
        else { return ([:], nil) }
        let configs = ids.compactMap { id in (objects[id] as? [String: Any]).map { (id, $0) } }
        let release = configs.first { $0.1["name"] as? String == "Release" } ?? configs.first
        return (release?.1["buildSettings"] as? [String: Any] ?? [:], release?.0)
    }
}
