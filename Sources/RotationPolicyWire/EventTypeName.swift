import RotationPolicy

/// The contract's `type` of an event or a step, spelled by the decoder's own names (`UIKitEventType`,
/// whose raw values are the names of `eventKeyLists`, and the cross-platform key lists), so event types
/// are spelled once.
extension RequestDecoder {
    static func typeName(_ event: Event) -> String { typeName(event.kind) }

    static func typeName(_ kind: EventKind) -> String {
        switch kind {
        case .launch: "launch"
        case .crossPlatform(let call): typeName(call)
        case .attemptRotationToDeviceOrientation: UIKitEventType.attemptRotationToDeviceOrientation.rawValue
        case .deviceOrientation: UIKitEventType.deviceOrientation.rawValue
        case .orientationLock: UIKitEventType.orientationLock.rawValue
        case .setDeviceOrientation: UIKitEventType.setDeviceOrientation.rawValue
        case .setNeedsUpdateOfSupportedInterfaceOrientations: UIKitEventType.setNeedsUpdateOfSupportedInterfaceOrientations.rawValue
        case .requestGeometryUpdate: UIKitEventType.requestGeometryUpdate.rawValue
        case .push: UIKitEventType.push.rawValue
        case .pop: UIKitEventType.pop.rawValue
        case .popToRoot: UIKitEventType.popToRoot.rawValue
        case .selectTab: UIKitEventType.selectTab.rawValue
        case .present: UIKitEventType.present.rawValue
        case .dismiss: UIKitEventType.dismiss.rawValue
        case .update: UIKitEventType.update.rawValue
        case .setStatusBarOrientation: UIKitEventType.setStatusBarOrientation.rawValue
        case .addWindow: UIKitEventType.addWindow.rawValue
        case .removeWindow: UIKitEventType.removeWindow.rawValue
        case .makeKey: UIKitEventType.makeKey.rawValue
        case .makeKeyWindow: UIKitEventType.makeKeyWindow.rawValue
        case .setDelegateMask: UIKitEventType.setDelegateMask.rawValue
        case .setNeedsUpdateOfPrefersInterfaceOrientationLocked: UIKitEventType.setNeedsUpdateOfPrefersInterfaceOrientationLocked.rawValue
        case .setWindowingMode: UIKitEventType.setWindowingMode.rawValue
        case .activateScene: UIKitEventType.activateScene.rawValue
        case .resizeScene: UIKitEventType.resizeScene.rawValue
        case .showWindow: UIKitEventType.showWindow.rawValue
        case .hideWindow: UIKitEventType.hideWindow.rawValue
        }
    }

    static func typeName(_ call: CrossPlatformCall) -> String {
        switch call {
        case .flutterSetPreferredOrientations: CrossPlatformTypeName.flutterSetPreferredOrientations
        case .expoLockAsync: CrossPlatformTypeName.expoLockAsync
        case .expoUnlockAsync: CrossPlatformTypeName.expoUnlockAsync
        case .rnOrientationLocker(let method): CrossPlatformTypeName.rnOrientationLockerPrefix + method.rawValue
        case .rnScreensScreenOrientation: CrossPlatformTypeName.rnScreensScreenOrientation
        case .swiftUIPresent(let modifier, _, _): CrossPlatformTypeName.swiftUIPrefix + modifier.rawValue
        }
    }
}
