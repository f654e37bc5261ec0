import Foundation
import RotationPolicyJSON
import RotationPolicyWire

/// Reads an Info.plist as Xcode processes it: run through the C preprocessor when the target sets
/// `INFOPLIST_PREPROCESS`, parsed (XML or binary) with PropertyListSerialization, and its string values
/// expanded from the target's build settings (`$(PRODUCT_NAME)`, `${MAIN_STORYBOARD}`). Keys set here win
/// over the project's INFOPLIST_KEY_* settings only where the project set none (Xcode merges them the same
/// way: the file's keys are kept and the generated keys are added).
enum InfoPlistReader {
    /// `load` finds a file `#include`d by the plist, from the including file's folder.
    static func read(
        _ bytes: [UInt8], file: String, into settings: inout ProjectSettings,
        load: @escaping (_ name: String, _ from: String) -> (path: String, text: String)? = { _, _ in nil }
    ) {
        var data = Data(bytes)
        let build = settings.buildSettings
        if build.bool("INFOPLIST_PREPROCESS") {
            var preprocessor = PlistPreprocessor(definitions: build.string("INFOPLIST_PREPROCESSOR_DEFINITIONS") ?? "", load: load)
            var text = SourceText.decode(bytes).text
            if let prefix = build.string("INFOPLIST_PREFIX_HEADER"), !prefix.isEmpty {
                // The prefix header's lines are only definitions; an empty first line keeps the plist's lines.
                text = "#include \"\(prefix)\"\n" + text
                data = Data(
                    preprocessor.run(text, file: file).split(separator: "\n", omittingEmptySubsequences: false).dropFirst().joined(separator: "\n")
                        .utf8)
            } else {
                data = Data(preprocessor.run(text, file: file).utf8)
            }
            settings.warnings += preprocessor.warnings
        }
        let plist: Any
        var format = PropertyListSerialization.PropertyListFormat.xml
        do {
            plist = try PropertyListSerialization.propertyList(from: data, options: [], format: &format)
        } catch {
            let raw = SourceText.decode(bytes).text
            let directives =
                !build.bool("INFOPLIST_PREPROCESS") && raw.split(separator: "\n").contains { $0.hasPrefix("#if") || $0.hasPrefix("#include") }
            let hint =
                directives
                ? "; it holds #if or #include lines but the target does not set INFOPLIST_PREPROCESS = YES (pick the target that does with --target)"
                : "; fix the file or pass the orientations with --format request and edit them"
            settings.malformed(file, "not a readable property list (XML or binary): \(error.localizedDescription)\(hint)")
            settings.infoPlistProblem = file
            return
        }
        guard let dictionary = plist as? [String: Any] else {
            settings.warnings.append("\(file): the property list is not a dictionary")
            settings.infoPlistProblem = file
            return
        }
        // Binary plists have no lines; XML keys are found in the (preprocessed, same-lines) text.
        let text = format == .binary ? nil : String(decoding: data, as: UTF8.self)
        var unknown: [String] = []
        var expanded = dictionary
        for (key, value) in dictionary {
            var names: [String] = []
            expanded[key] = expand(value, build, unknown: &names)
            // Only the keys the scan reads are worth a warning; a bundle version is not.
            if readKeys.contains(key) { unknown += names }
        }
        if !unknown.isEmpty {
            let names = Array(Set(unknown)).sorted().map { "$(\($0))" }.joined(separator: ", ")
            settings.warnings.append("\(file): \(names) not set in the target's build settings; read as empty, as Xcode does")
        }
        apply(expanded, into: &settings, how: .infoPlist) { key in
            guard let text else { return SourceRef(file: file, line: 1, column: 1) }
            return TextPosition.find("<key>\(key)</key>", in: text, file: file)
        }
    }

    static let readKeys: Set<String> = [
        "UISupportedInterfaceOrientations", "UISupportedInterfaceOrientations~ipad", "UIRequiresFullScreen",
        "UIViewControllerBasedStatusBarAppearance", "UIMainStoryboardFile", "UIApplicationSceneManifest",
    ]

    private static func expand(_ value: Any, _ build: BuildSettings, unknown: inout [String]) -> Any {
        if let text = value as? String {
            let result = build.expand(text)
            unknown += result.unknown
            return result.text
        }
        if let list = value as? [Any] { return list.map { expand($0, build, unknown: &unknown) } }
        if let dictionary = value as? [String: Any] { return dictionary.mapValues { expand($0, build, unknown: &unknown) } }
        return value
    }

    /// The keys the scan reads, from a plist's dictionary (or XcodeGen's `info.properties`).
    static func apply(_ dictionary: [String: Any], into settings: inout ProjectSettings, how: Provenance, ref: (String) -> SourceRef) {
        func set(_ field: String, _ value: AppFact.Value, _ key: String) {
            if settings.app[field] == nil { settings.app[field] = AppFact(value: value, at: ref(key), how: how) }
        }
        if let list = PlistValues.orientations(dictionary["UISupportedInterfaceOrientations"]) {
            set("supportedOrientations", .orientations(PlistValues.mask(list)), "UISupportedInterfaceOrientations")
        }
        if let list = PlistValues.orientations(dictionary["UISupportedInterfaceOrientations~ipad"]) {
            set("supportedOrientationsPad", .orientations(PlistValues.mask(list)), "UISupportedInterfaceOrientations~ipad")
        }
        if let value = PlistValues.bool(dictionary["UIRequiresFullScreen"]) { set("requiresFullScreen", .flag(value), "UIRequiresFullScreen") }
        if let value = PlistValues.bool(dictionary["UIViewControllerBasedStatusBarAppearance"]) {
            set("viewControllerBasedStatusBarAppearance", .flag(value), "UIViewControllerBasedStatusBarAppearance")
        }
        // On iPad, UIKit reads the `~ipad` variant of a key first.
        let storyboardKey = settings.isPad && dictionary["UIMainStoryboardFile~ipad"] != nil ? "UIMainStoryboardFile~ipad" : "UIMainStoryboardFile"
        if settings.mainStoryboard == nil, let name = dictionary[storyboardKey] as? String, !name.isEmpty {
            settings.mainStoryboard = (name, ref(storyboardKey))
        }
        if settings.mainStoryboard == nil, let manifest = dictionary["UIApplicationSceneManifest"] as? [String: Any],
            let configurations = manifest["UISceneConfigurations"] as? [String: Any],
            let roles = configurations["UIWindowSceneSessionRoleApplication"] as? [[String: Any]],
            let name = roles.compactMap({ $0["UISceneStoryboardFile"] as? String }).first, !name.isEmpty
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
