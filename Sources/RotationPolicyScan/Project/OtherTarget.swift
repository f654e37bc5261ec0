/// A target of the project that does not build the app (a test bundle, an app extension, another
/// application, a framework the app does not link): the scan reads none of its files, and lint says so.
public struct OtherTarget: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        case application, appExtension, unitTests, uiTests, framework, library, other
    }

    public var name: String
    public var kind: Kind
}

extension OtherTarget.Kind {
    init(_ type: PBXProductType) {
        self =
            switch type {
            case .application: .application
            case .appExtension: .appExtension
            case .unitTest: .unitTests
            case .uiTest: .uiTests
            case .framework, .staticFramework: .framework
            case .staticLibrary, .dynamicLibrary: .library
            case .other: .other
            }
    }

    /// XcodeGen's `type` (`app-extension`, `bundle.unit-test`, …) and Tuist's `product` (`.appExtension`, `.unitTests`, …).
    init(manifest type: String) {
        self =
            switch type {
            case "application", "app": .application
            case "bundle.unit-test", "unitTests": .unitTests
            case "bundle.ui-testing", "uiTests": .uiTests
            case "framework", "framework.static", "staticFramework": .framework
            case "library.static", "library.dynamic", "staticLibrary", "dynamicLibrary": .library
            case let other where other.hasPrefix("app-extension") || other.hasPrefix("extensionkit") || other.hasSuffix("Extension"): .appExtension
            default: .other
            }
    }

    /// JSON's spelling (`target.otherTargets[].kind` in `scan --format json`).
    public var name: String {
        switch self {
        case .application: "application"
        case .appExtension: "appExtension"
        case .unitTests: "unitTests"
        case .uiTests: "uiTests"
        case .framework: "framework"
        case .library: "library"
        case .other: "other"
        }
    }
}
