public import RotationPolicyWire
/// What each Swift function does that bears on the orientation, in source order: the UIKit calls that
/// turn or re-read it, the other calls it makes (a helper of the app's own may be among them), the
/// assignments and returns. Lint reads these to inline the app's rotation helpers and to follow an
/// app-wide lock variable (issue 30, point 3).

/// One thing a function body does, as written.
public enum RotationStep: Sendable, Equatable {
    /// `UIDevice.current.setValue(x, forKey: "orientation")`: the value's text.
    case kvcOrientation(String)
    case attemptRotation
    case setNeedsUpdate
    /// `requestGeometryUpdate(.iOS(interfaceOrientations: x))`: the mask's text, nil when not read.
    case geometryRequest(String?)
    /// Any other call: its base name, the receiver's text (nil: none or `self`) and the arguments.
    case call(name: String, receiver: String?, arguments: [Argument])
    /// `target = value`, both as written.
    case assign(target: String, value: String)
    /// `return x`, or a body of a single expression.
    case returns(String)
}

/// One argument of a call: its label (nil: none) and its text.
public struct Argument: Sendable, Equatable {
    public var label: String?
    public var text: String
}

public struct FunctionStep: Sendable, Equatable {
    public var step: RotationStep
    public var at: SourceRef
}

/// A parameter: the label callers write (nil: `_`), the name inside the body, and its type as written.
public struct Parameter: Sendable, Equatable {
    public var label: String?
    public var name: String
    public var type: String
}

/// One function or method of the app, with what its body does.
public struct RotationFunction: Sendable {
    /// The type or extension it is declared in; nil for a free function.
    public var owner: String?
    public var name: String
    public var parameters: [Parameter]
    public var at: SourceRef
    public var steps: [FunctionStep]

    /// `turn(to:)`, `OrientationHelper.force(_:)`.
    public var signature: String {
        let labels = parameters.map { ($0.label ?? "_") + ":" }.joined()
        return (owner.map { $0 + "." } ?? "") + name + "(" + labels + ")"
    }
}

/// A stored property whose type is `UIInterfaceOrientationMask`: a candidate app-wide lock.
public struct MaskVariable: Sendable {
    public var owner: String?
    public var name: String
    public var isStatic: Bool
    /// The initial value as written, nil when none.
    public var initial: String?
    public var at: SourceRef
    /// What its `didSet` / `willSet` does (a `setNeedsUpdate…` there follows every assignment).
    public var observers: [FunctionStep]
}
