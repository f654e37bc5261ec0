/// What happened to the app, in the order the request lists it. Named after the happening, as a
/// reducer's actions are; the resolver answers each with one `Step`.
public enum Event: Equatable, Sendable {
    /// The user turned the device (R3.1).
    case deviceTurned(DeviceOrientation)
    /// Control Center orientation lock switched (R3.2).
    case orientationLockSwitched(locked: Bool)
    /// `UIDevice.current.setValue(_, forKey: "orientation")` (R3.10).
    case deviceOrientationSet(DeviceOrientation)
    /// `UIViewController.attemptRotationToDeviceOrientation()` (R3.4).
    case rotationAttempted
    /// `setNeedsUpdateOfSupportedInterfaceOrientations()`, on a controller or the status-bar window (R3.5).
    case supportedOrientationsInvalidated(controller: ControllerID?)
    /// `UIWindowScene.requestGeometryUpdate(.iOS(interfaceOrientations:))` (R3.9).
    case geometryUpdateRequested(OrientationMask)
    case pushed(navigation: ControllerID, controller: ControllerID)
    case popped(navigation: ControllerID)
    case poppedToRoot(navigation: ControllerID)
    case tabSelected(tabBar: ControllerID, index: Int)
    case presented(presenter: ControllerID, style: PresentationStyle, removesPresenterView: Bool, controller: ControllerID)
    case dismissed(controller: ControllerID)
    /// The app changed an override at run time.
    case overridesChanged(controller: ControllerID, OverridePatch)
    /// The deprecated `UIApplication.setStatusBarOrientation(_:)`.
    case statusBarOrientationSet(InterfaceOrientation)
    case windowAdded(WindowID)
    case windowRemoved(WindowID)
    /// `makeKeyAndVisible()`: shows the window, makes it key and puts it in front at its level.
    case windowMadeKey(WindowID)
    /// `makeKey()` (`-makeKeyWindow`): makes the window key "without changing its visibility" (Apple).
    case windowMadeKeyOnly(WindowID)
    /// A cross-platform library's orientation call, expanded into the UIKit calls it makes.
    case crossPlatform(CrossPlatformCall)
    /// The app delegate's `application(_:supportedInterfaceOrientationsFor:)` returns a new mask from now
    /// on (the SwiftUI "rotate from SwiftUI" pattern's static variable); read at the next rotation path.
    case delegateMaskSet(OrientationMask)
    /// `setNeedsUpdateOfPrefersInterfaceOrientationLocked()` (iOS 26+): UIKit reads the preference again.
    case interfaceOrientationLockInvalidated(controller: ControllerID?)
    /// The person switches a scene (nil: the active one) between full screen and a window (iPadOS 26).
    case windowingModeSet(WindowingMode, scene: SceneID?)
    /// The person brings a scene to the front: its window becomes key (R4.3).
    case sceneActivated(SceneID)
    /// The person resizes a windowed scene (nil: the active one) to fill the screen or to less (R4.3).
    case sceneResized(fillsScreen: Bool, scene: SceneID?)
    /// `UIWindow.isHidden` set: hidden windows stay installed but neither rotate nor decide (R4).
    case windowHiddenSet(WindowID, hidden: Bool)

}

/// An `update` event's `set`: each field is left alone, set, or removed (`null` = back to UIKit's default).
public struct OverridePatch: Equatable, Sendable {
    public enum Change<Value: Equatable & Sendable>: Equatable, Sendable {
        case keep
        case set(Value)
        case remove

        func applied(to value: Value?) -> Value? {
            switch self {
            case .keep: value
            case .set(let new): new
            case .remove: nil
            }
        }
    }

    public var supportedOrientations: Change<OrientationMask> = .keep { didSet { edit = OverrideBitsEdit(self) } }
    public var shouldAutorotate: Change<Bool> = .keep { didSet { edit = OverrideBitsEdit(self) } }
    public var preferredOrientationForPresentation: Change<InterfaceOrientation> = .keep { didSet { edit = OverrideBitsEdit(self) } }
    public var prefersStatusBarHidden: Change<Bool> = .keep { didSet { edit = OverrideBitsEdit(self) } }
    public var forwarding: Change<Forwarding> = .keep { didSet { edit = OverrideBitsEdit(self) } }
    /// The class an `update` gives, as an index into the request's `updateClassNames`: a name held here
    /// would make every `Event` reference-counted, and the explorer copies events on every transition.
    public var className: Change<UpdateClass> = .keep
    public var prefersInterfaceOrientationLocked: Change<Bool> = .keep { didSet { edit = OverrideBitsEdit(self) } }
    public var childForInterfaceOrientationLock: Change<Forwarding> = .keep { didSet { edit = OverrideBitsEdit(self) } }
    /// The orientation answers above as one edit of a node's override bits, made when one is set: the
    /// explorer applies a patch on most of its transitions, and reading seven generic changes each time
    /// was 4 % of the wide app's search.
    var edit = OverrideBitsEdit()

    public init() {}

    /// The overrides with this patch applied; `classNames` is the request's `updateClassNames`.
    func applied(to overrides: ControllerOverrides, classNames: [String]) -> ControllerOverrides {
        var result = overrides
        result.supportedOrientations = supportedOrientations.applied(to: overrides.supportedOrientations)
        result.shouldAutorotate = shouldAutorotate.applied(to: overrides.shouldAutorotate)
        result.preferredOrientationForPresentation = preferredOrientationForPresentation.applied(
            to: overrides.preferredOrientationForPresentation)
        result.prefersStatusBarHidden = prefersStatusBarHidden.applied(to: overrides.prefersStatusBarHidden)
        result.forwarding = forwarding.applied(to: overrides.forwarding) ?? .none
        switch className {
        case .keep: break
        case .set(let update): result.className = classNames[update.index]
        case .remove: result.className = nil
        }
        result.prefersInterfaceOrientationLocked = prefersInterfaceOrientationLocked.applied(
            to: overrides.prefersInterfaceOrientationLocked)
        result.childForInterfaceOrientationLock =
            childForInterfaceOrientationLock.applied(to: overrides.childForInterfaceOrientationLock) ?? .none
        return result
    }
}

/// A class name an `update` event gives: its index in `ResolveRequest.updateClassNames`, where the
/// decoder keeps each name once.
public struct UpdateClass: Hashable, Sendable, BitwiseCopyable {
    public var index: Int

    public init(index: Int) { self.index = index }
}
