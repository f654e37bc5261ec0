public import RotationPolicy
public import RotationPolicyWire

/// Everything the scan read of the app, typed, whether or not the root reaches it: the app settings, the
/// root (or why there is none), every class with its overrides, every call site and every transition.
/// `scan --format json` and `POST /v1/scan` write it whole; the spec is the runnable subset the root and
/// the actions reach (issue 29, point 4). Built once per scan, for its idiom and iOS version.
///
/// Lint takes all it checks from here: these values, and what `AppModel+Checks` reads from the same
/// declarations: each class's overrides for another idiom and iOS version, the KVC sets and
/// `attemptRotation` calls with their `#available` bounds and helpers, the lock variables, the geometry
/// requests, the legacy rotation methods and the containers' size transitions.
public struct AppModel: Sendable {
    public var settings: AppSettings
    public var root: RootFinding
    public var classes: [ClassModel]
    public var callSites: [CallSiteModel]
    public var transitions: [Transition]
    /// The declarations the values were read from, read again for the checks' other contexts.
    let table: ClassTable
}

/// A value with the place and the way it was read.
public struct Sourced<Value: Sendable>: Sendable {
    public var value: Value
    public var at: SourceRef?
    public var how: Provenance
}

/// The app target's settings as the scan took them.
public struct AppSettings: Sendable {
    /// The idiom the model is read for.
    public var idiom: Sourced<Idiom>
    /// As the project or `--ios` wrote it (`15.1`; a third part is kept, which `IOSVersion` drops).
    public var iosVersion: Sourced<String>
    /// TARGETED_DEVICE_FAMILY (1 iPhone, 2 iPad); empty when no project says.
    public var deviceFamily: [Int]
    /// The app target: its project, module, Info.plist and deployment target, each with its line.
    public var target: AppTarget?
    /// UISupportedInterfaceOrientations (iPhone) and `~ipad` (iPad); nil when unset.
    public var phoneOrientations: Sourced<OrientationMask>?
    public var padOrientations: Sourced<OrientationMask>?
    public var requiresFullScreen: Sourced<Bool>?
}

/// Where the model's root came from, or why the scan found none.
public enum RootFinding: Sendable {
    /// `className` as the spec prints it (`Module.Class`); `how` is literal (code), storyboard or hierarchy.
    case found(className: String?, at: SourceRef?, how: Provenance, detail: String?)
    /// No root was followed: the reason, and the assignments met that could not be followed.
    case notFound(reason: String, tried: [SourceRef])
}

/// A class, extension or category read, with the orientation overrides it declares itself.
public struct ClassModel: Sendable {
    public var name: String
    /// `Module.Class` for a Swift class of the app or of a module it links; else the name.
    public var display: String
    public var superclass: String?
    public var at: SourceRef
    public var language: SourceLanguage
    /// A UIViewController subclass by declaration (or by a `…Controller` name), or an app delegate.
    public var isController: Bool
    public var isAppDelegate: Bool
    public var overrides: [OverrideModel]
    /// `modalPresentationStyle` the class sets on itself (init, viewDidLoad, awakeFromNib, a getter).
    public var ownStyle: Sourced<PresentationStyle>?
}

/// One override a class declares: where, and each value it can return for the scan's idiom and
/// version, with the conditions the scan could not decide on the way to it.
public struct OverrideModel: Sendable {
    /// The UIKit name (`supportedInterfaceOrientations`, `application(_:supportedInterfaceOrientationsFor:)`, …).
    public var property: String
    public var at: SourceRef
    /// "swizzled" when an Objective-C category exchanges it in for the UIKit method.
    public var note: String?
    public var alternatives: [OverrideBranch]
}

/// A call that acts on the controller tree or the orientation, in the class (or file) that makes it.
public struct CallSiteModel: Sendable {
    /// What the call does; the raw value is its name in `scan --format json` (openapi.yaml, ScanCallSite).
    public enum Kind: String, Sendable {
        case present, push, pop, popToRoot, dismiss, setRoot, setChildren, addChild, performSegue
        case setNeedsUpdateOfSupportedInterfaceOrientations, attemptRotationToDeviceOrientation, requestGeometryUpdate
        case setDeviceOrientation
    }

    public var owner: String
    public var kind: Kind
    public var at: SourceRef
    /// The class the call makes or names, when it says (`present(X(), …)`, a factory's declared type).
    public var controller: String?
    /// What the call was given when that is not a class: the factory or expression as written.
    public var written: String?
    /// A device orientation (`setDeviceOrientation`), when literal.
    public var orientation: DeviceOrientation?
    /// `setRoot` on the app's main window (`window`), not a secondary one.
    public var mainWindow: Bool?
}

/// One way a controller comes on screen over (or inside) another: a present or push call, or a segue.
public struct Transition: Sendable {
    public enum Kind: String, Sendable {
        case present, push
    }

    public var kind: Kind
    public var presenter: String
    /// The class shown, when the call or segue names it; nil: the scan cannot tell (see `written`).
    public var presented: String?
    public var written: String?
    /// For a present: the modal style and where it was set (nil `at`: UIKit's default, automatic).
    public var style: Sourced<PresentationStyle>?
    /// The call site or segue.
    public var at: SourceRef
    public var via: Via

    /// Where the scan read it: a present or push call, a segue of a storyboard, or the segue a
    /// `performSegue(withIdentifier:)` call fires.
    public enum Via: String, Sendable {
        case code, storyboard, performSegue
    }
}
