/// UIKit's exact texts (uikit-rules §7) and the stable warning codes of the contract.
enum Messages {

    /// E1a before iOS 9, E1b from iOS 9 with the asked controller's class.
    static func noCommonOrientation(className: String, version: IOSVersion) -> String {
        version.atLeast(9)
            ? "Supported orientations has no common orientation with the application, and [\(className) shouldAutorotate] is returning YES"
            : "Supported orientations has no common orientation with the application, and shouldAutorotate is returning YES"
    }

    /// E2a before iOS 10, E2b from iOS 10 with the preferred orientation and E.
    static func preferredNotSupported(
        _ preferred: InterfaceOrientation, supported: OrientationMask, version: IOSVersion
    ) -> String {
        preferredNotSupported(named: preferred.name, supported: supported, version: version)
    }

    /// The decider's preferred value; one that is no orientation is named by its number in parentheses,
    /// `'(7)'` (WMPlayer #95).
    static func preferredNotSupported(_ decision: Decision, supported: OrientationMask, version: IOSVersion) -> String {
        let name = decision.invalidPreferred.map { "(\($0))" } ?? decision.preferred?.name ?? ""
        return preferredNotSupported(named: name, supported: supported, version: version)
    }

    static func preferredNotSupported(named name: String, supported: OrientationMask, version: IOSVersion) -> String {
        version.atLeast(10)
            ? "preferredInterfaceOrientationForPresentation '\(name)' must match a supported interface orientation: '\(supported.listText)'!"
            : "preferredInterfaceOrientationForPresentation must return a supported interface orientation!"
    }

    /// E3, handed to requestGeometryUpdate's error handler.
    static func geometryRequestDenied(requested: OrientationMask, supported: OrientationMask) -> String {
        "None of the requested orientations are supported by the view controller. Requested: \(requested.listText); Supported: \(supported.listText)"
    }

    static let pushingNavigationController = "Pushing a navigation controller is not supported"

    /// E3 in a windowed scene: iOS 26.1 UIKitCore, `-[UIWindowScene _performIOSGeometryRequestWithPreferences:
    /// errorHandler:]`, key `UIWindowScene.orientationRequestNotAllowed` (docs/rules.md#r4-3).
    static let orientationRequestNotAllowed =
        "The current windowing mode does not allow for programmatic changes to interface orientation."
}

extension Simulation {
    /// An uncaught exception: recorded, replaces any E3, and ends the simulation (docs/rules.md#s7-e1).
    mutating func raise(_ cause: ExceptionCause, reason: String, event: Int?, controller: ControllerRef?) {
        violation = Violation(
            kind: .exception, exception: cause.name.name, domain: nil, code: nil, reason: reason,
            event: event, controller: controller.map { name($0) }, cause: cause, controllerRef: controller)
        terminated = true
    }

    /// E3: the first denied geometry request is kept unless an exception comes later.
    mutating func recordGeometryDenied(reason: String, event: Int, controller: ControllerRef?) {
        geometryDenials += 1
        lastGeometryDenial = reason
        guard violation == nil else { return }
        violation = Violation(
            kind: .error, exception: nil, domain: "UISceneErrorDomain", code: 101, reason: reason,
            event: event, controller: controller.map { name($0) }, controllerRef: controller)
    }

    /// A text that is only formatted when text is rendered; pass it to `warn` and `raise`.
    func text(_ text: @autoclosure () -> String) -> String { rendersText ? text() : "" }

    /// A console warning; `controller`, when UIKit's text is about one, lets the explorer tell findings apart.
    mutating func warn(_ code: WarningCode, controller: ControllerRef? = nil, _ message: String, event: Int?) {
        warnings.append(
            Warning(
                code: code.rawValue, message: message, event: event, controller: controller.map { name($0) }, warningCode: code,
                controllerRef: controller))
    }
}
