import Foundation

/// Reads an Info.plist, XML or binary, with PropertyListSerialization. Keys set here win over the
/// project's INFOPLIST_KEY_* settings only where the project set none (Xcode merges them the same way:
/// the file's keys are kept and the generated keys are added).
enum InfoPlistReader {
    static func read(_ bytes: [UInt8], file: String, into settings: inout ProjectSettings) {
        let plist: Any
        var format = PropertyListSerialization.PropertyListFormat.xml
        do {
            plist = try PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: &format)
        } catch {
            settings.malformed(file, "not a readable property list (XML or binary): \(error.localizedDescription)")
            return
        }
        guard let dictionary = plist as? [String: Any] else {
            settings.warnings.append("\(file): the property list is not a dictionary")
            return
        }
        // Binary plists have no lines; XML keys are found in the text.
        let text = format == .binary ? nil : SourceText.decode(bytes).text
        func ref(_ key: String) -> SourceRef {
            guard let text else { return SourceRef(file: file, line: 1, column: 1) }
            return TextPosition.find("<key>\(key)</key>", in: text, file: file)
        }
        func set(_ field: String, _ value: ScanJSON, _ key: String) {
            if settings.app[field] == nil { settings.app[field] = AppFact(value: value, at: ref(key), how: .infoPlist) }
        }
        if let list = PlistValues.orientations(dictionary["UISupportedInterfaceOrientations"]) {
            set("supportedOrientations", .array(list.map { .string($0) }), "UISupportedInterfaceOrientations")
        }
        if let list = PlistValues.orientations(dictionary["UISupportedInterfaceOrientations~ipad"]) {
            set("supportedOrientationsPad", .array(list.map { .string($0) }), "UISupportedInterfaceOrientations~ipad")
        }
        if let value = PlistValues.bool(dictionary["UIRequiresFullScreen"]) { set("requiresFullScreen", .bool(value), "UIRequiresFullScreen") }
        if let value = PlistValues.bool(dictionary["UIViewControllerBasedStatusBarAppearance"]) {
            set("viewControllerBasedStatusBarAppearance", .bool(value), "UIViewControllerBasedStatusBarAppearance")
        }
        if settings.mainStoryboard == nil, let name = dictionary["UIMainStoryboardFile"] as? String {
            settings.mainStoryboard = (name, ref("UIMainStoryboardFile"))
        }
        if settings.mainStoryboard == nil, let manifest = dictionary["UIApplicationSceneManifest"] as? [String: Any],
            let configurations = manifest["UISceneConfigurations"] as? [String: Any],
            let roles = configurations["UIWindowSceneSessionRoleApplication"] as? [[String: Any]],
            let name = roles.compactMap({ $0["UISceneStoryboardFile"] as? String }).first
        {
            settings.mainStoryboard = (name, ref("UISceneStoryboardFile"))
        }
    }
}

/// Source bytes as text: invalid UTF-8 (legacy GBK or Latin-1 comments) is replaced, with a warning.
enum SourceText {
    static func decode(_ bytes: [UInt8]) -> (text: String, valid: Bool) {
        if let text = String(validating: bytes, as: UTF8.self) { return (text, true) }
        return (String(decoding: bytes, as: UTF8.self), false)
    }
}
