/// The kind of event a step reports, as a value: the wire spells it as the contract's `type`, from the
/// decoder's own table, so event types are spelled once.
package enum EventKind: Sendable, Equatable {
    /// The entry that stands for a launch that threw.
    case launch
    case deviceOrientation, orientationLock, setDeviceOrientation, attemptRotationToDeviceOrientation
    case setNeedsUpdateOfSupportedInterfaceOrientations, requestGeometryUpdate, push, pop, popToRoot, selectTab
    case present, dismiss, update, setStatusBarOrientation, addWindow, removeWindow, makeKey, makeKeyWindow
    case setDelegateMask, setNeedsUpdateOfPrefersInterfaceOrientationLocked, setWindowingMode
    case activateScene, resizeScene, showWindow, hideWindow
    case crossPlatform(CrossPlatformCall)
}

extension Event {
    package var kind: EventKind {
        switch self {
        case .deviceTurned: .deviceOrientation
        case .orientationLockSwitched: .orientationLock
        case .deviceOrientationSet: .setDeviceOrientation
        case .rotationAttempted: .attemptRotationToDeviceOrientation
        case .supportedOrientationsInvalidated: .setNeedsUpdateOfSupportedInterfaceOrientations
        case .geometryUpdateRequested: .requestGeometryUpdate
        case .pushed: .push
        case .popped: .pop
        case .poppedToRoot: .popToRoot
        case .tabSelected: .selectTab
        case .presented: .present
        case .dismissed: .dismiss
        case .overridesChanged: .update
        case .statusBarOrientationSet: .setStatusBarOrientation
        case .windowAdded: .addWindow
        case .windowRemoved: .removeWindow
        case .windowMadeKey: .makeKey
        case .windowMadeKeyOnly: .makeKeyWindow
        case .crossPlatform(let call): .crossPlatform(call)
        case .delegateMaskSet: .setDelegateMask
        case .interfaceOrientationLockInvalidated: .setNeedsUpdateOfPrefersInterfaceOrientationLocked
        case .windowingModeSet: .setWindowingMode
        case .sceneActivated: .activateScene
        case .sceneResized: .resizeScene
        case .windowHiddenSet(_, let hidden): hidden ? .hideWindow : .showWindow
        }
    }
}
