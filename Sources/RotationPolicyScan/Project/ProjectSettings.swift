import Foundation
import RotationPolicy
import RotationPolicyWire

/// One app-level fact (a member of the request's `app`) and where it was read.
struct AppFact: Sendable {
    var value: Value
    var at: SourceRef?
    var how: Provenance

    /// An Info.plist orientation list, or a flag.
    enum Value: Sendable, Equatable {
        case orientations(OrientationMask)
        case flag(Bool)
    }

    var orientations: OrientationMask? { if case .orientations(let mask) = value { mask } else { nil } }
    var flag: Bool? { if case .flag(let flag) = value { flag } else { nil } }
}

/// What the project file and Info.plist say about the app.
struct ProjectSettings: Sendable {
    /// The project file read (`project.pbxproj` or `project.yml`).
    var projectFile: String?
    var targetName: String?
    /// The target read is a framework or library, read because there is no application target.
    var libraryTarget = false
    var moduleName: String?
    /// Where the module name was set (PRODUCT_MODULE_NAME or PRODUCT_NAME); nil: the target's name.
    var moduleSource: SourceRef?
    /// Where INFOPLIST_FILE was set.
    var infoPlistSource: SourceRef?
    /// XcodeGen's `info.properties`, which are the Info.plist XcodeGen writes: no file is looked for.
    var infoPlistGenerated: SourceRef?
    /// The Info.plist that could not be read (its warning says why), so nothing claims its keys are absent.
    var infoPlistProblem: String?
    /// The app target's resolved settings, for Info.plist processing.
    var buildSettings = BuildSettings()
    /// The files that build the app (its target and the frameworks it links); nil when the project does
    /// not say, and every file but `otherTargets`' is read.
    var members: TargetFiles?
    /// Files of the test, extension and other targets, never read for the app.
    var otherTargets = TargetFiles()
    /// Those targets themselves, in the project's order, for the report of what was not read.
    var otherTargetList: [OtherTarget] = []
    /// Modules other than the app's: linked framework targets and local packages, by their files.
    var modules: [(files: TargetFiles, name: String)] = []
    /// What the app links from the built products folder that its own project does not build: another
    /// project's framework or library, found by `PBXProjectReader.readLinkedProducts`.
    var linkedProducts: [LinkedProduct] = []
    /// Local Swift packages the app links, read by `LocalPackageReader`.
    var localPackages: [LocalPackage] = []
    /// TARGETED_DEVICE_FAMILY: 1 iPhone, 2 iPad.
    var deviceFamily: [Int] = []
    /// The idiom modelled is iPad (`--idiom pad`, or an iPad-only family): `~ipad` Info.plist keys win.
    var isPad = false
    var deploymentTarget: (String, SourceRef)?
    var infoPlistFile: String?
    /// Members of `app`, by request field name.
    var app: [String: AppFact] = [:]
    var mainStoryboard: (String, SourceRef)?
    var warnings: [String] = []
    /// Files whose syntax is broken (also in `warnings`); the service refuses the request for them.
    var malformed: [ScanProblem] = []

    /// The module a file's classes belong to: a linked framework's or a local package's, else the app's.
    func module(of file: String) -> String? {
        modules.first { $0.files.contains(file) }?.name ?? moduleName
    }

    mutating func malformed(_ file: String, _ message: String) {
        warnings.append("\(file): \(message)")
        malformed.append(ScanProblem(file: file, message: message))
    }
}

/// Text helpers for facts in files that have no parser positions (plists, pbxproj).
enum TextPosition {
    /// The line and column of the first `needle` after `after` (or of the start of the file).
    static func find(_ needle: String, in text: String, after: String? = nil, file: String) -> SourceRef {
        var searchStart = text.startIndex
        if let after, let range = text.range(of: after) { searchStart = range.lowerBound }
        guard let range = text.range(of: needle, range: searchStart..<text.endIndex) ?? text.range(of: needle) else {
            return SourceRef(file: file, line: 1, column: 1)
        }
        return position(of: range.lowerBound, in: text, file: file)
    }

    static func position(of index: String.Index, in text: String, file: String) -> SourceRef {
        var line = 1
        var lineStart = text.startIndex
        var i = text.startIndex
        while i < index {
            if text[i] == "\n" {
                line += 1
                lineStart = text.index(after: i)
            }
            i = text.index(after: i)
        }
        return SourceRef(file: file, line: line, column: text.distance(from: lineStart, to: index) + 1)
    }
}

/// UIKit's Info.plist orientation constants to the request's names.
enum PlistValues {
    /// The mask of `orientations`' names (all of them interface orientations).
    static func mask(_ names: [String]) -> OrientationMask { OrientationMask(names.compactMap(InterfaceOrientation.init(name:))) }

    static func orientations(_ value: Any?) -> [String]? {
        let items: [String]
        if let list = value as? [Any] {
            items = list.compactMap { $0 as? String }
        } else if let text = value as? String {
            items = text.split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init)
        } else {
            return nil
        }
        let names = items.compactMap(orientation)
        return names.isEmpty ? nil : SourceWords.orientations.filter(names.contains)
    }

    static func orientation(_ constant: String) -> String? {
        let table = [
            "UIInterfaceOrientationPortrait": "portrait", "UIInterfaceOrientationPortraitUpsideDown": "portraitUpsideDown",
            "UIInterfaceOrientationLandscapeLeft": "landscapeLeft", "UIInterfaceOrientationLandscapeRight": "landscapeRight",
        ]
        return table[constant]
    }

    static func bool(_ value: Any?) -> Bool? {
        if let b = value as? Bool { return b }
        if let n = value as? NSNumber { return n.boolValue }
        if let s = value as? String {
            return ["YES", "yes", "true", "1"].contains(s) ? true : (["NO", "no", "false", "0"].contains(s) ? false : nil)
        }
        return nil
    }
}

/// A framework or library the app links by its built product's name (`AppUI.framework`), and where.
struct LinkedProduct: Sendable {
    var name: String
    var at: SourceRef
    /// A project of the folder builds it, and its files were read.
    var found = false
}
