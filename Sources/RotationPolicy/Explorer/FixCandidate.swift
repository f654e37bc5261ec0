/// One way to fix a finding, as a value: which code change it is (`family`; RotationPolicyWire words
/// it) and what that change amounts to in the model (`change`), so the explorer can apply it, replay the
/// witness and explore again before offering it (issue 23, "verified fixes").
public struct FixCandidate: Equatable, Sendable {
    /// The code change, by what it does. Cases with a value carry what the wording needs.
    package enum Family: Equatable, Sendable {
        /// iOS 16+: `setNeedsUpdateOfSupportedInterfaceOrientations()` when the controller appears.
        case setNeedsUpdateOnAppear
        /// iOS 16+: `requestGeometryUpdate` to an orientation the controller supports when it appears.
        case requestGeometryOnAppear(OrientationMask)
        /// iOS ≤ 15: `attemptRotationToDeviceOrientation()` when the controller appears.
        case attemptRotationOnAppear
        /// iOS ≤ 15: the KVC `UIDevice` orientation set, then `attemptRotationToDeviceOrientation()`
        /// (Pocket iOS PR #211, docs/rules.md R3.3).
        case deviceOrientationThenAttempt(InterfaceOrientation)
        /// A `FlutterViewController` subclass that tells UIKit on appearing (`modern`: iOS 16's call).
        case flutterSubclassOnAppear(modern: Bool)
        /// Dart: `SystemChrome.setPreferredOrientations` with these before the route changes.
        case dartOnRouteChange(OrientationMask)
        /// Dart: call `SystemChrome.setPreferredOrientations` only while the Flutter view decides.
        case dartOnlyWhileFlutterDecides(OrientationMask)
        /// JavaScript: call `ScreenOrientation.lockAsync` only while the React Native screen decides.
        case expoLockOnlyWhileScreenDecides(ExpoOrientationLock)
        /// JavaScript: `ScreenOrientation.lockAsync` in the screen's focus effect.
        case expoLockOnFocus(ExpoOrientationLock)
        /// JavaScript: react-native-orientation-locker's method in the screen's focus effect.
        case orientationLockerOnFocus(RNOrientationLockerMethod)
        /// Change the controller's mask and call `setNeedsUpdate…` before requesting this geometry.
        case maskBeforeGeometryRequest(OrientationMask)
        /// The container forwards the orientation questions to its visible child.
        case forwarding(Forwarding)
        /// `preferredInterfaceOrientationForPresentation` becomes one the controller supports.
        case preferredOrientation(InterfaceOrientation)
        /// The controller's `supportedInterfaceOrientations` becomes this mask.
        case controllerMask(OrientationMask)
        /// The app's mask (Info.plist, or the delegate's when it has one) becomes this mask.
        case appMask(OrientationMask)
        /// The fixes below change code the model does not describe: they are not simulated.
        /// The presentation in a style that does not fill the window, so the presenter keeps deciding.
        case presentAs(PresentationStyle)
        case presentNavigationController
        /// A geometry request a windowed scene refuses: ask only when the scene can turn.
        case geometryRequestOnlyWhenFullScreen
        case presentFromTop
        /// The iOS 16 API for the orientations the old call asked for (a KVC set's, or for
        /// `attemptRotation` the deciding controller's mask).
        case useIOS16API(OrientationMask)
        case shareAnOrientation
        case expressThroughMask
        /// Any other UIKit warning: its code and rule.
        case addressWarning(code: WarningCode, rule: Rule)
    }

    package var family: Family
    /// The finding's controller (the wording names it).
    package var controller: ControllerID?
    public var change: ModelChange
    /// Where in the witness the inserted events go: the index in `witness.events` of the event they
    /// come before or after.
    public var at: Int?

    /// Whether the model can tell if it works.
    public var simulated: Bool { !change.isEmpty }
}

/// What a fix amounts to in the model: overrides, the app's mask, and app calls around one event
/// (applied wherever that event happens, as code in a callback is).
public struct ModelChange: Equatable, Sendable {
    public struct Override: Equatable, Sendable {
        public var controller: ControllerID
        public var patch: OverridePatch
    }

    /// App calls made around every occurrence of one event of the request.
    public struct Splice: Equatable, Sendable {
        /// The event, as an index into the request's events.
        public var event: Int
        public var before: [Event] = []
        public var after: [Event] = []
        /// The event happens only while this controller decides the orientation (elsewhere the app
        /// no longer makes it).
        public var onlyWhileDeciding: ControllerID?
        /// A hook of this controller's appearance (`viewWillAppear`): `after` runs after every event
        /// on which it comes on screen, on every path, not only after `event` (the witness's).
        public var onAppearOf: ControllerID?

        /// Whether the splice can apply around the request's event `index`.
        func applies(to index: Int) -> Bool { onAppearOf != nil || event == index }
    }

    public var overrides: [Override] = []
    /// The app's mask: Info.plist's, or the delegate's when the app implements it.
    public var appMask: OrientationMask?
    public var splice: Splice?
    /// One present event of the request (an index into its events) made in another style.
    public var restyled: (event: Int, style: PresentationStyle)?

    public var isEmpty: Bool { overrides.isEmpty && appMask == nil && splice == nil && restyled == nil }

    public static func == (lhs: ModelChange, rhs: ModelChange) -> Bool {
        lhs.overrides == rhs.overrides && lhs.appMask == rhs.appMask && lhs.splice == rhs.splice
            && lhs.restyled?.event == rhs.restyled?.event && lhs.restyled?.style == rhs.restyled?.style
    }

    /// The request with the overrides and the app's mask applied (the splice applies while running).
    func applied(to request: ResolveRequest) -> ResolveRequest {
        var request = request
        for override in overrides {
            request.controllers[override.controller].overrides = override.patch.applied(
                to: request.controllers[override.controller].overrides, classNames: request.updateClassNames)
        }
        if let (event, style) = restyled, case .presented(let presenter, _, _, let controller) = request.events[event] {
            request.events[event] = .presented(presenter: presenter, style: style, removesPresenterView: false, controller: controller)
        }
        if let mask = appMask {
            if request.app.delegateOrientations != nil {
                request.app.delegateOrientations = mask
            } else {
                request.app.supportedOrientations = PlistOrientations(mask: mask)
                if request.app.supportedOrientationsPad != nil { request.app.supportedOrientationsPad = PlistOrientations(mask: mask) }
            }
        }
        return request
    }
}

/// A fix after checking: the candidate offered, whether it verified, and the candidates tried before it.
public struct CheckedFix: Sendable {
    package enum Verdict: Equatable, Sendable {
        /// The witness replayed with the fix no longer shows the finding, and a search with the same
        /// budgets finds neither it nor a new crash or error.
        case verified(statesExplored: Int, exhaustive: Bool)
        /// Replaying the witness with the fix still shows the finding.
        case stillInWitness
        /// The search with the fix still finds it (another path), `statesExplored` states in.
        case stillFound(statesExplored: Int)
        /// The search with the fix finds a crash or error the app did not have.
        case newFinding(kind: Finding.Kind, code: FindingCode, controller: ControllerID?)
        /// The change is code the model does not describe.
        case notSimulated
        /// The request's time ran out before it was checked.
        case timeLimit
        /// More findings than `ExploreOptions.maxFixChecks` came before this one.
        case overCheckCap(Int)
    }

    public var candidate: FixCandidate
    package var verdict: Verdict
    /// The candidates tried before `candidate` that did not verify, with why.
    package var rejected: [(family: FixCandidate.Family, verdict: Verdict)] = []

    public var verified: Bool {
        if case .verified = verdict { return true }
        return false
    }
}
