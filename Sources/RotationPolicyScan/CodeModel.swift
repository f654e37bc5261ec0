import RotationPolicyWire
/// The language-neutral facts the Swift and Objective-C readers lower their sources to. The evaluator and
/// the model builder only see these, so both languages follow the same rules.

/// A condition on the path to a `return`, decided per class, idiom and iOS version where possible.
indirect enum Condition: Sendable, Equatable {
    /// `userInterfaceIdiom == .pad` (true on iPad).
    case idiomIsPad
    /// `isKind(of: X.self)`, `[self isKindOfClass:[X class]]`, `self is X`.
    case isKind(String)
    /// `#available(iOS N, *)` / `@available(iOS N, *)`.
    case available(Int)
    case not(Condition)
    case all([Condition])
    case opaque(String)
}

/// A returned value before it is read in a class's context.
indirect enum ValueExpr: Sendable, Equatable {
    case mask(Set<String>)
    case orientation(String)
    case bool(Bool)
    case null
    /// An identifier: a hook property of the class chain or a global constant.
    case name(String)
    /// `topViewController?.supportedInterfaceOrientations`: target is top, visible, selected, presented,
    /// firstChild or lastChild.
    case forward(target: String, property: String)
    case coalesce(ValueExpr, ValueExpr)
    case ternary(Condition, ValueExpr, ValueExpr)
    case union([ValueExpr])
    /// `super.supportedInterfaceOrientations`, `[super shouldAutorotate]`, written in the class (or
    /// extension, category) `owner`: the superclass chain's answer, else UIKit's default. The readers
    /// leave `owner` empty and fill it in once the declaration is read (`owned(by:)`).
    case inherited(property: String, owner: String)
    /// `child?.supportedInterfaceOrientations` / `player.shouldAutorotate`: a stored property of the class
    /// `owner` (filled in as for `inherited`), answered by the property's class when it is known.
    case stored(name: String, property: String, owner: String)
    case opaque(String)

    /// The value with every `super` read bound to the class it was written in.
    func owned(by owner: String) -> ValueExpr {
        switch self {
        case .inherited(let property, ""): .inherited(property: property, owner: owner)
        case .stored(let name, let property, ""): .stored(name: name, property: property, owner: owner)
        case .coalesce(let lhs, let rhs): .coalesce(lhs.owned(by: owner), rhs.owned(by: owner))
        case .ternary(let condition, let then, let otherwise): .ternary(condition, then.owned(by: owner), otherwise.owned(by: owner))
        case .union(let parts): .union(parts.map { $0.owned(by: owner) })
        default: self
        }
    }
}

/// One `return` that can run, with the conditions that lead to it.
struct ReturnSite: Sendable {
    var expr: ValueExpr
    var guards: [Condition]
    var at: SourceRef
}

/// A getter or method whose returned value matters: the reachable returns in source order.
struct Getter: Sendable {
    var returns: [ReturnSite]
    var at: SourceRef
    /// "swizzled" when an Objective-C category exchanges it in for the UIKit method.
    var note: String?

    func owned(by owner: String) -> Getter {
        var getter = self
        getter.returns = returns.map { ReturnSite(expr: $0.expr.owned(by: owner), guards: $0.guards, at: $0.at) }
        return getter
    }
}

/// How a controller is made at a call site.
indirect enum ControllerExpr: Sendable {
    /// `X()`, `[[X alloc] init]`, `UINavigationController(rootViewController: y)`, with what the same
    /// function set on it afterwards.
    case make(MadeController)
    /// `UIStoryboard(name:).instantiateViewController(withIdentifier:)` (identifier nil: the initial one).
    case storyboard(name: String?, identifier: String?, cast: String?, at: SourceRef)
    /// A method or function call (`Alerts.makeDeleteAlert(count: 2)`, `[Receipt receiptForOrder:3]`): a
    /// factory, never a class. `receiver` is the type it is called on, when that is a type name.
    case factory(method: String, receiver: String?, text: String, at: SourceRef)
    /// A storyboard- or factory-made local whose `modalPresentationStyle` the same function sets
    /// (`let vc = makeSheet(); vc.modalPresentationStyle = .fullScreen`).
    case styled(ControllerExpr, style: String, at: SourceRef)
    case opaque(String, at: SourceRef)
}

struct MadeController: Sendable {
    var className: String
    var at: SourceRef
    var root: ControllerExpr?
    var children: [ControllerExpr]?
    var style: (String, SourceRef)?
    var selectedIndex: Int?
}

/// A call that acts on the controller tree or the orientation.
enum CallKind: Sendable {
    case push(ControllerExpr)
    case pop, popToRoot, dismiss
    case present(ControllerExpr)
    case setNeedsUpdate
    case attemptRotation
    case requestGeometry(ValueExpr)
    /// A device orientation name, or nil when the value could not be read; `isMask`: the value is a
    /// `UIInterfaceOrientationMask` (`KVCMaskValue`), which no orientation is.
    case setDeviceOrientation(String?, text: String, isMask: Bool)
    /// `mainWindow`: assigned to `window` / `self.window` (not a secondary window such as `pinLockWindow`).
    case setRoot(ControllerExpr, mainWindow: Bool)
    case setChildren([ControllerExpr])
    case addChild(ControllerExpr)
    /// `performSegue(withIdentifier:sender:)`: the identifier when it is a string literal.
    case performSegue(identifier: String?, text: String)
}

struct CallSite: Sendable {
    var kind: CallKind
    var at: SourceRef
    /// The `if`/`else` conditions around the call, where the reader keeps them (root assignments:
    /// `if (IS_IPHONE) { window.rootViewController = a } else { … = b }`).
    var guards: [Condition] = []
    /// The object a present or push is sent to, when it is not `self`: its class when the body declares it
    /// (a local or a parameter), else its name, a stored property of the caller's class (`bvc.present(…)`).
    var receiver: Receiver? = nil
}

enum Receiver: Sendable {
    case type(String)
    case property(String)
    /// What a method or computed property returns (`topMost().present(…)`,
    /// `[[self activeViewController] presentViewController:…]`): its name, and the text for messages.
    /// When that method walks `presentedViewController` to the top (`ClassTable.topmostHelpers`, from
    /// any file), the call is listed, never put on the caller; otherwise it stays the caller's, as before.
    /// `onSelf`: a message to self (`[self bvc]`), which is the stored property of that name when there is one.
    case result(String, text: String, onSelf: Bool)
}

public enum SourceLanguage: String, Sendable {
    case swift
    case objectiveC = "objc"
}

/// A class, or an extension / category of one (merged by name).
struct ClassDecl: Sendable {
    var name: String
    var superclass: String?
    var at: SourceRef
    var language: SourceLanguage
    var isExtension: Bool
    /// A Swift struct or enum: its calls are never a controller's own (see `ClassTable.receiverClass`).
    var isValueType = false
    /// Computed properties and argument-less methods with a return, by name.
    var getters: [String: Getter] = [:]
    var calls: [CallSite] = []
    /// `modalPresentationStyle = .x` in the class's own code (usually its init).
    var ownStyle: (String, SourceRef)?
    var conformsToAppDelegate = false
    /// Properties this class's code sets to a controller (`self.tabs = [[Tabs alloc] init]`,
    /// `lazy var player = PlayerViewController()`), so `window.rootViewController = self.tabs` resolves.
    var propertyControllers: [String: ControllerExpr] = [:]
    /// Stored properties' classes, from the declared type or a `Class(…)` initial value
    /// (`let coordinator = AppCoordinator()`), so `coordinator.rootViewController` is read one level down.
    var propertyTypes: [String: String] = [:]
    /// Stored `let`s set to a new object where declared (`let player = PlayerViewController()`): never nil.
    var fixedProperties: Set<String> = []
    /// Methods with a declared class return type (`func makeProduct(id:) -> ProductViewController`,
    /// `+ (Receipt *)receiptForOrder:`), by base name / first selector part: what a factory call makes.
    var factories: [String: FactoryReturn] = [:]
    /// Argument-less members whose body is an idiom test (`var isPad: Bool { userInterfaceIdiom == .pad }`),
    /// by name: a condition that reads one is decided as the test.
    var idiomTests: [String: Condition] = [:]

    /// The declaration with every `super` read in its getters bound to its class.
    func ownedSuperReads() -> ClassDecl {
        var decl = self
        decl.getters = getters.mapValues { $0.owned(by: name) }
        return decl
    }
}

/// A method's declared return type and where it was written.
struct FactoryReturn: Sendable {
    var type: String
    var at: SourceRef
}

/// Everything one source file contributed.
struct SourceFacts: Sendable {
    var classes: [ClassDecl] = []
    /// Top-level `let k = …` / `#define K …` / `static const … K = …`.
    var globals: [String: ValueExpr] = [:]
    /// Where each global's value is written, so a value read through it is traced to that line.
    var globalRefs: [String: SourceRef] = [:]
    /// File-level idiom tests: `var isPad: Bool { … }`, `#define IS_IPAD (UI_USER_INTERFACE_IDIOM() == …)`.
    var idiomTests: [String: Condition] = [:]
    /// String constants by name and `Type.name` (`StringConstantCollector`), for segue identifiers.
    var strings: [String: String] = [:]
    /// Methods and computed properties that return the top-most presented controller (a loop over
    /// `presentedViewController`), by name.
    var topmostHelpers: Set<String> = []
    var warnings: [String] = []
}

/// The UIKit properties the resolver models, by their Swift names.
enum OverrideName {
    static let mask = "supportedInterfaceOrientations"
    static let autorotate = "shouldAutorotate"
    static let preferred = "preferredInterfaceOrientationForPresentation"
    static let statusBarHidden = "prefersStatusBarHidden"
    static let delegate = "application(_:supportedInterfaceOrientationsFor:)"
    static let all = [mask, autorotate, preferred, statusBarHidden]
    static let statusBarForwards = [
        "childForStatusBarHidden", "childForStatusBarStyle", "childViewControllerForStatusBarHidden", "childViewControllerForStatusBarStyle",
    ]
}
