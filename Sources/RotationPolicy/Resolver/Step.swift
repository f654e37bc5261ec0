/// What one event did, as the response's `steps[]` reports it.
public struct Step: Equatable, Sendable {
    /// The event's index; nil for the launch entry of a launch that throws.
    public var event: Int?
    /// The contract's `type`, as a value the wire spells.
    package var type: EventKind
    /// The top-level (status-bar window's) interface orientation after the event.
    public var interfaceOrientation: InterfaceOrientation
    /// The top-level orientation changed during the event (docs/rules.md#s7-e1).
    public var rotated: Bool
    public var supportedOrientations: OrientationMask
    package var decidingController: ControllerID?
    /// Why, as values; the wire words it in one sentence an iOS engineer would write.
    package var reason: Reason
    /// What followed in the same event, worded after the reason ("; …").
    package var followUp: Reason?
    /// A cross-platform step's parts (its reason is `.crossPlatform`).
    package var crossPlatform: CrossPlatformReason?
    /// The uikit-rules.md rule that decided (R3.1, §7, …).
    package var rule: Rule
    /// The decision trace, when `options.trace` is on.
    package var trace: [TraceLine]?
    /// What the step rests on: its level is the step's `confidence`.
    var evidence = StepConfidence()

    /// How sure the step is: the weakest of its rules, the assumptions it made and the presets it used.
    public var confidence: Confidence { evidence.level }
}

extension Step {
    /// About how many bytes the step takes in the answer: its texts plus the fixed members, with the
    /// deciding controller's name as long as `nameBytes`. Its words are only made when the answer is
    /// encoded, so a reason counts as 200 bytes (most sentences are shorter).
    func estimatedBytes(nameBytes: Int) -> Int {
        var bytes = 260 + nameBytes + 200
        if followUp != nil { bytes += 200 }
        // A trace line as values counts as 80 bytes (most are 40 to 120).
        bytes += (trace?.count ?? 0) * 80
        return bytes
    }
}

/// An uncaught exception (terminating) or an error handed to a handler (E3, not terminating).
public struct Violation: Equatable, Sendable {
    public enum Kind: String, Sendable {
        case exception
        case error
    }

    public var kind: Kind
    /// Exceptions: the NSException, as a value (the wire spells it).
    package var exception: ExceptionName?
    /// Errors: the NSError domain (the wire spells it) and code.
    package var domain: ErrorDomain?
    public var code: Int?
    /// UIKit's exact text, as values (the wire words it).
    package var reason: Message
    /// The event that caused it; nil for launch and root installation.
    public var event: Int?
    /// The controller whose answer broke the rule, after forwarding (the wire names it).
    package var controller: ControllerID?
    /// Why an exception was raised (findings use it; not encoded).
    var cause: ExceptionCause? = nil
}

/// A console log, deprecation or App Store check UIKit would print; nothing changes because of it.
public struct Warning: Equatable, Sendable {
    /// The code clients match on, as a value (the wire spells it).
    package var code: WarningCode
    /// UIKit's text, as values (the wire words it).
    package var message: Message
    public var event: Int?
    /// The controller UIKit's text is about, when it is about one (findings and deprecations name it).
    package var controller: ControllerID? = nil
}

/// One window's own outcome (R4).
public struct WindowResolution: Equatable, Sendable {
    public var id: String
    public var key: Bool
    public var level: Double
    public var interfaceOrientation: InterfaceOrientation
    public var supportedOrientations: OrientationMask
    /// The deciding controller (the wire names it: its id, else its JSON path).
    package var decidingController: ControllerID?
    /// `UIWindow.isHidden`: listed with its last orientation, which it no longer follows.
    public var hidden = false
}

/// One scene at the end, in answers to requests that list `scenes` (R4.3): its controlling window's
/// orientation and E, and its lock and mode.
public struct SceneResolution: Equatable, Sendable {
    public var id: String
    public var windowingMode: WindowingMode
    /// A windowed scene sized to the whole screen (`resizeScene`); false for full-screen ones.
    public var fillsScreen = false
    /// The scene of the key window: the top-level fields describe it.
    public var active: Bool
    public var interfaceOrientation: InterfaceOrientation?
    public var supportedOrientations: OrientationMask?
    /// The deciding controller (the wire names it: its id, else its JSON path).
    package var decidingController: ControllerID?
    public var interfaceOrientationLocked: Bool
    /// Its windows on screen, in request order.
    public var windows: [String]
}

/// The response to `POST /v1/resolve`. Top-level fields describe the window controlling the status bar.
public struct Resolution: Equatable, Sendable {
    public var interfaceOrientation: InterfaceOrientation
    public var deviceOrientation: DeviceOrientation
    public var supportedOrientations: OrientationMask
    /// The deciding controller (the wire names it: its id, else its JSON path).
    package var decidingController: ControllerID?
    public var statusBarOrientation: InterfaceOrientation
    public var statusBarHidden: Bool
    public var violation: Violation?
    public var terminated: Bool
    public var warnings: [Warning]
    /// Deprecated API the run used (`WarningCode.isDeprecation`), in event order; not console lines.
    public var deprecations: [Warning] = []
    public var windows: [WindowResolution]
    public var steps: [Step]
    /// Diagnostics beside UIKit's warnings (stranded screens, containers that do not forward).
    public var findings: [Finding]
    /// Events never applied because an earlier one threw.
    public var skippedEvents: Int
    /// iOS 26 `isInterfaceOrientationLocked` of the one scene (assumed centered, screen-sized, not
    /// occluded); nil unless the request uses `prefersInterfaceOrientationLocked` on iOS 26+.
    public var interfaceOrientationLocked: Bool? = nil
    /// The weakest step, and what made any step less than documented.
    public var confidence = ConfidenceSummary()
    /// Each scene, only when the request lists `scenes`.
    public var scenes: [SceneResolution]? = nil
    /// The request's cast, which names the ids the steps' reasons hold.
    package var names: Names

    /// The cast that words the answer's values, shared by reference (copying a resolution or the wire's
    /// words copies one pointer, not the cast's tables). Not part of a resolution's identity: two
    /// resolutions are equal when their values are, whatever request they came from.
    package final class Names: Equatable, Sendable {
        package let cast: Cast

        package init(cast: Cast) { self.cast = cast }

        package static func == (lhs: Names, rhs: Names) -> Bool { true }
    }
}
