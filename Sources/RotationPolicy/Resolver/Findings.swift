/// Diagnostics beside UIKit's own warnings: what an iOS engineer needs to see though UIKit says nothing.
/// `/v1/resolve` reports them per step; the explorer also turns violations and warnings into findings.
public struct Finding: Equatable, Hashable, Sendable {
    public enum Kind: String, Sendable, CaseIterable {
        /// An uncaught exception (E1, E2, the navigation push): the app crashes.
        case exception
        /// E3: requestGeometryUpdate's error handler gets UISceneErrorDomain 101.
        case geometryRequestDenied
        /// One of UIKit's console warnings.
        case warning
        /// After an event the interface faces an orientation outside E: the screen is stranded.
        case unsupportedOrientationShown
        /// A container without forwarding decides, while its visible child overrides the mask unheard.
        case containerDoesNotForward
    }

    /// Ordered, so a client can fail on "error or worse".
    public enum Severity: String, Sendable, CaseIterable, Comparable {
        case info, warning, error, crash

        public static func < (lhs: Severity, rhs: Severity) -> Bool {
            allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
        }
    }

    public var kind: Kind
    public var severity: Severity
    /// What is wrong, as values (the wire words it).
    package var message: Message
    public var event: Int?
    /// What makes two findings the same problem, as values: the explorer reports each once.
    public let identity: Identity
    /// Why an exception was raised (fixes differ by it).
    let cause: ExceptionCause?

    /// The exception, the scene error, the warning or the kind, as a value (the wire spells it).
    package var code: FindingCode { identity.code }
    package var rule: Rule { identity.rule }
    /// The controller it is about (the wire names it).
    package var controller: ControllerID? { ControllerID(raw: identity.controller).ref }

    /// A finding of `code` under `rule` about `controller`: ids and values; the answer names them.
    init(
        _ kind: Kind, _ severity: Severity, code: FindingCode, rule: Rule, controller: ControllerID?, message: Message, event: Int?,
        cause: ExceptionCause? = nil
    ) {
        self.kind = kind
        self.severity = severity
        self.message = message
        self.event = event
        self.cause = cause
        identity = Identity(kind: kind, code: code, rule: rule, controller: ControllerID(controller).raw)
    }

    /// Kind, code, rule and controller (its index, -1 for none): ids and values, no text.
    public struct Identity: Hashable, Sendable {
        public var kind: Kind
        var code: FindingCode
        var rule: Rule
        var controller: Int32
    }
}

extension Simulation {
    /// The diagnostics that hold after an event (or at the start, `event` nil): a stranded screen, and a
    /// container that answers for a child whose own override it never asks. `previous` is what held
    /// before the event, so a screen stranded for many events is reported where it became so.
    /// `evaluation` is the status-bar window's, when the caller has it already.
    func diagnostics(
        event: Int?, rule: Rule, previous: Diagnosed, evaluation known: Evaluation? = nil
    ) -> (
        findings: [Finding], now: Diagnosed
    ) {
        var findings: [Finding] = []
        let top = statusBarWindow
        let evaluation = known ?? evaluate(window: top)
        var now = Diagnosed()
        if let decider = evaluation.decidingController, !evaluation.mask.isEmpty,
            !evaluation.mask.contains(windows[top].orientation), !cast.supportsMultitasking
        {
            now.stranded = decider
            if previous.stranded != decider {
                findings.append(
                    Finding(
                        .unsupportedOrientationShown, .error, code: .unsupportedOrientationShown, rule: rule, controller: decider,
                        message: .unsupportedOrientationShown(windows[top].orientation, decider: mention(decider), supported: evaluation.mask),
                        event: event))
            }
        }
        if let decider = evaluation.decidingController, let child = unheardChild(of: decider) {
            now.unheardContainer = decider
            if previous.unheardContainer != decider {
                findings.append(
                    Finding(
                        .containerDoesNotForward, .info, code: .containerDoesNotForward, rule: .r2_4, controller: decider,
                        message: .containerDoesNotForward(
                            mention(decider), child: mention(child), childMask: controllers[child].overrides.supportedOrientations,
                            answer: evaluation.mask),
                        event: event))
            }
        }
        return (findings, now)
    }

    /// The visible child of a navigation or tab bar controller without forwarding, when that child
    /// overrides the mask with something other than what the container answers.
    func unheardChild(of ref: ControllerID) -> ControllerID? {
        guard controllers[ref].overrides.forwarding == .none else { return nil }
        let child: ControllerID?
        switch kind(ref) {
        case .navigationController: child = topChild(ref)
        case .tabBarController: child = selectedChild(ref)
        default: return nil
        }
        guard let child, let childMask = controllers[child].overrides.supportedOrientations,
            childMask != (controllers[ref].overrides.supportedOrientations ?? app.idiomDefaultMask)
        else { return nil }
        return child
    }
}

/// What the diagnostics saw after the previous event.
struct Diagnosed: Hashable, Sendable {
    var stranded: ControllerID?
    var unheardContainer: ControllerID?
}
