/// The objects of a `project.pbxproj` the scan needs, typed as tuist/XcodeProj types them (that package is
/// not in this machine's mirror). Each keeps its object id, which finds its text for line numbers.
struct PBXProjectFile: Sendable {
    var project: PBXProjectObject
    var targets: [PBXNativeTarget]
    var groups: [String: PBXGroup]
    var fileReferences: [String: PBXFileReference]
    var synchronizedGroups: [String: PBXFileSystemSynchronizedRootGroup]
    var exceptionSets: [String: PBXFileSystemSynchronizedBuildFileExceptionSet]
    var buildFiles: [String: PBXBuildFile]
    var buildPhases: [String: PBXBuildPhase]
    var configurationLists: [String: XCConfigurationList]
    var configurations: [String: XCBuildConfiguration]
    var targetDependencies: [String: PBXTargetDependency]
    var localPackages: [String: XCLocalSwiftPackageReference]
    var packageProducts: [String: XCSwiftPackageProductDependency]

    func target(_ id: String) -> PBXNativeTarget? { targets.first { $0.id == id } }
}

struct PBXProjectObject: Sendable {
    var id: String
    var buildConfigurationList: String?
    var mainGroup: String?
    var projectDirPath: String
    var targets: [String]
    var packageReferences: [String]
}

/// The product types a target can have; only `application` feeds the app model, and the frameworks and
/// libraries it links add their files.
enum PBXProductType: Sendable, Equatable {
    case application, framework, staticFramework, staticLibrary, dynamicLibrary
    case unitTest, uiTest, appExtension
    case other(String)

    init(_ raw: String?) {
        switch raw ?? "" {
        case "com.apple.product-type.application": self = .application
        case "com.apple.product-type.framework": self = .framework
        case "com.apple.product-type.framework.static": self = .staticFramework
        case "com.apple.product-type.library.static": self = .staticLibrary
        case "com.apple.product-type.library.dynamic": self = .dynamicLibrary
        case "com.apple.product-type.bundle.unit-test": self = .unitTest
        case "com.apple.product-type.bundle.ui-testing": self = .uiTest
        case let raw where raw.hasPrefix("com.apple.product-type.app-extension") || raw.hasPrefix("com.apple.product-type.extensionkit"):
            self = .appExtension
        case let raw: self = .other(raw)
        }
    }

    /// Code linked into the app binary, so its classes run in the app.
    var isLinkedCode: Bool {
        switch self {
        case .framework, .staticFramework, .staticLibrary, .dynamicLibrary: true
        default: false
        }
    }
}

struct PBXNativeTarget: Sendable {
    var id: String
    var name: String
    var productType: PBXProductType
    var buildConfigurationList: String?
    var buildPhases: [String]
    var dependencies: [String]
    var packageProductDependencies: [String]
    var fileSystemSynchronizedGroups: [String]
    /// The file reference of what it builds (`AppUI.framework`, `libAppUI.a`), in the built products folder.
    var productReference: String?
}

enum PBXBuildPhaseKind: Sendable, Equatable {
    case sources, resources, headers, frameworks, other
}

/// `PBXSourcesBuildPhase`, `PBXResourcesBuildPhase`, `PBXHeadersBuildPhase`, `PBXFrameworksBuildPhase`.
struct PBXBuildPhase: Sendable {
    var id: String
    var kind: PBXBuildPhaseKind
    var files: [String]
}

struct PBXBuildFile: Sendable {
    var id: String
    var fileRef: String?
    var productRef: String?
}

/// `<group>` (relative to the parent group), `SOURCE_ROOT`, `<absolute>`, `BUILT_PRODUCTS_DIR`, `SDKROOT`, …
enum PBXSourceTree: Sendable, Equatable {
    case group, sourceRoot, absolute
    case other(String)

    init(_ raw: String?) {
        switch raw ?? "<group>" {
        case "<group>": self = .group
        case "SOURCE_ROOT": self = .sourceRoot
        case "<absolute>": self = .absolute
        case let raw: self = .other(raw)
        }
    }
}

struct PBXFileReference: Sendable {
    var id: String
    var path: String?
    var sourceTree: PBXSourceTree
}

/// `PBXGroup` and `PBXVariantGroup` (a localized file's group).
struct PBXGroup: Sendable {
    var id: String
    var path: String?
    var sourceTree: PBXSourceTree
    var children: [String]
}

/// Xcode 16's folder that is its own group: every file under it belongs to the targets that list it,
/// except the exception sets' `membershipExceptions`.
struct PBXFileSystemSynchronizedRootGroup: Sendable {
    var id: String
    var path: String?
    var sourceTree: PBXSourceTree
    var exceptions: [String]
}

struct PBXFileSystemSynchronizedBuildFileExceptionSet: Sendable {
    var id: String
    var target: String?
    /// Paths relative to the synchronized folder.
    var membershipExceptions: [String]
}

struct XCConfigurationList: Sendable {
    var id: String
    var buildConfigurations: [String]
    var defaultConfigurationName: String?
}

struct XCBuildConfiguration: Sendable {
    var id: String
    var name: String
    var buildSettings: [String: BuildSettingValue]
    /// `baseConfigurationReference` (a file reference) or Xcode 16's `baseConfigurationReferenceRelativePath`.
    var baseConfigurationReference: String?
    var baseConfigurationReferenceRelativePath: String?
}

/// A build setting's value: one string, or a list (`OTHER_SWIFT_FLAGS = ( … )`).
enum BuildSettingValue: Sendable, Equatable {
    case string(String)
    case list([String])

    var text: String {
        switch self {
        case .string(let text): text
        case .list(let items): items.joined(separator: " ")
        }
    }
}

struct PBXTargetDependency: Sendable {
    var id: String
    var target: String?
}

struct XCLocalSwiftPackageReference: Sendable {
    var id: String
    var relativePath: String
}

struct XCSwiftPackageProductDependency: Sendable {
    var id: String
    var package: String?
    var productName: String
}
