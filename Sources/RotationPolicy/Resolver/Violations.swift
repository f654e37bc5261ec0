/// Violations (uikit-rules §7) and console warnings, recorded as values (`Message`); the wire words them.
extension Simulation {
    /// An uncaught exception: recorded, replaces any E3, and ends the simulation (docs/rules.md#s7-e1).
    mutating func raise(_ cause: ExceptionCause, _ reason: Message, event: Int?, controller: ControllerID?) {
        violation = Violation(
            kind: .exception, exception: cause.name, domain: nil, code: nil, reason: reason, event: event, controller: controller,
            cause: cause)
        terminated = true
    }

    /// E3: the first denied geometry request is kept unless an exception comes later.
    mutating func recordGeometryDenied(_ reason: Message, event: Int, controller: ControllerID?) {
        geometryDenials += 1
        lastGeometryDenial = reason
        guard violation == nil else { return }
        violation = Violation(
            kind: .error, exception: nil, domain: .uiScene, code: 101, reason: reason, event: event, controller: controller)
    }

    /// A console warning; `controller`, when UIKit's text is about one, lets the explorer tell findings apart.
    mutating func warn(_ code: WarningCode, controller: ControllerID? = nil, _ message: Message, event: Int?) {
        warnings.append(Warning(code: code, message: message, event: event, controller: controller))
    }
}
