/// Device-driven rotation (R3.1), the orientation lock (R3.2), attemptRotationToDeviceOrientation (R3.4)
/// and the UIDevice `setValue(_:forKey: "orientation")` trick (R3.10).
package enum AutorotationReason: Sendable, Equatable {
    /// The device orientation (faceUp, unknown, …) maps to no interface orientation.
    case noInterfaceOrientation(RotationCause, DeviceOrientation)
    case noWindowHasRoot(RotationCause)
    case windowWithoutRoot(RotationCause)
    case notSupported(RotationCause, target: InterfaceOrientation, supported: OrientationMask, stays: InterfaceOrientation)
    case alreadyFaces(RotationCause, InterfaceOrientation)
    case shouldNotAutorotate(RotationCause, Mention, stays: InterfaceOrientation)
    case rotates(RotationCause, target: InterfaceOrientation, supported: OrientationMask)
    /// A turn under the lock: UIDevice.orientation stays this.
    case lockedTurn(stays: DeviceOrientation)
    case deviceAlready(DeviceOrientation)
    case lockAlready(on: Bool)
    case lockFreezes
    case lockEngaged(snappedToPortrait: Bool)
    case setDeviceOrientationIgnored
    case setDeviceOrientationSame(DeviceOrientation)
    case attemptUnderLock
}

/// Why a window follows the device: recorded as a value, worded only when a reason is rendered.
package enum RotationCause: Sendable, Equatable {
    case deviceTurned(DeviceOrientation)
    case unlocked(DeviceOrientation)
    case deviceOrientationSet(DeviceOrientation)
    case rotationAttempted(DeviceOrientation)
}
