/// A controller's class without its String: 0 is "the request gave none" (UIKit's class of the kind);
/// 1 + `ref` the class controller `ref` declares; above the controller count, a class an `update` gives
/// (`Cast.patchClassNames`). An update giving a controller its own declared class sets that
/// controller's id, so within one controller one class has one id.
package struct ClassID: Hashable, Sendable, BitwiseCopyable {
    var raw: Int32

    static let kindDefault = ClassID(raw: 0)
}

/// What a controller is doing now: its links, the nav stack it holds, what it presents and its
/// overrides. Fixed facts (id, kind, origin, fixed children) live in the `Cast`. Every field is a
/// fixed-width integer or a one-byte enum laid out without padding, so two nodes are equal exactly when
/// their bytes are (the explorer hashes and compares states as bytes; `NodeLayoutTests` pins the layout).
struct ControllerNode: Hashable, Sendable, BitwiseCopyable {
    var parentID = ControllerID.none
    var presenterID = ControllerID.none
    /// The top of its containment hierarchy (a window root or a presented controller), kept up to date
    /// so presentation lookups are O(1) instead of a walk up the parents.
    var containmentRootID = ControllerID.none
    /// What this controller presents (presentations hang on the root of a containment hierarchy).
    var presentedID = ControllerID.none
    /// Navigation controllers: the top of the stack, an intrusive list through `stackBelowID`.
    var stackTopID = ControllerID.none
    /// A child of a navigation controller: the controller under it in the stack.
    var stackBelowID = ControllerID.none
    var classID = ClassID.kindDefault
    /// Tab bar: the selected tab.
    var selected: Int16 = 0
    /// Navigation controllers: how many controllers the stack holds.
    var stackCount: Int16 = 0
    var overrides = OverrideBits()
    var style = PresentationStyle.fullScreen
    /// `attached`, `removesPresenterView` and `warnedAutorotate` as bits.
    var flags: UInt8 = 0

    /// In some window's hierarchy right now. Controllers that events bring in start detached.
    var attached: Bool {
        get { flags & 1 != 0 }
        set { flags = newValue ? flags | 1 : flags & ~1 }
    }

    /// Custom presentation controllers only: `shouldRemovePresentersView` (R2.3).
    var removesPresenterView: Bool {
        get { flags & 2 != 0 }
        set { flags = newValue ? flags | 2 : flags & ~2 }
    }

    /// Already warned about an ignored shouldAutorotate NO (warned once per controller).
    var warnedAutorotate: Bool {
        get { flags & 4 != 0 }
        set { flags = newValue ? flags | 4 : flags & ~4 }
    }

    var parent: ControllerID? {
        get { parentID.ref }
        set { parentID = ControllerID(newValue) }
    }

    var presenter: ControllerID? {
        get { presenterID.ref }
        set { presenterID = ControllerID(newValue) }
    }

    var containmentRoot: ControllerID {
        get { containmentRootID }
        set { containmentRootID = newValue }
    }

    var selectedIndex: Int {
        get { Int(selected) }
        set { selected = Int16(truncatingIfNeeded: newValue) }
    }

    /// What this controller presents, as the request's `Presentation`.
    var presentation: Presentation? {
        get {
            presentedID.ref.map { Presentation(style: style, removesPresenterView: removesPresenterView, controller: $0) }
        }
        set {
            presentedID = ControllerID(newValue?.controller)
            style = newValue?.style ?? .fullScreen
            removesPresenterView = newValue?.removesPresenterView ?? false
        }
    }
}

/// A controller's overrides in five bytes, read through the same names as `ControllerOverrides`
/// (the class is the node's `classID`).
struct OverrideBits: Hashable, Sendable, BitwiseCopyable {
    /// The mask's raw bits; 0xFF when UIKit's default applies.
    var mask: UInt8 = 0xFF
    /// 0 default, 1 NO, 2 YES.
    var autorotate: UInt8 = 0
    /// The interface orientation's raw value; 0xFF when none.
    var preferred: UInt8 = 0xFF
    /// 0 default, 1 NO, 2 YES.
    var statusBarHidden: UInt8 = 0
    var forwarding = Forwarding.none
    /// Bits 0-1 prefersInterfaceOrientationLocked: 0 default (NO), 1 NO, 2 YES; bits 4-6
    /// childForInterfaceOrientationLock's index in `Forwarding.ordered` (one byte keeps the node's layout).
    var orientationLock: UInt8 = 0

    init() {}

    init(_ overrides: ControllerOverrides) {
        supportedOrientations = overrides.supportedOrientations
        shouldAutorotate = overrides.shouldAutorotate
        preferredOrientationForPresentation = overrides.preferredOrientationForPresentation
        if let raw = overrides.invalidPreferredRawValue { preferred = raw }
        prefersStatusBarHidden = overrides.prefersStatusBarHidden
        forwarding = overrides.forwarding
        prefersInterfaceOrientationLocked = overrides.prefersInterfaceOrientationLocked
        childForInterfaceOrientationLock = overrides.childForInterfaceOrientationLock
    }

    var prefersInterfaceOrientationLocked: Bool? {
        get { orientationLock & 3 == 0 ? nil : orientationLock & 3 == 2 }
        set { orientationLock = orientationLock & ~3 | (newValue.map { $0 ? 2 : 1 } ?? 0) }
    }

    var childForInterfaceOrientationLock: Forwarding {
        get { Forwarding.ordered[Int(orientationLock >> 4) % Forwarding.ordered.count] }
        set { orientationLock = orientationLock & 0x0F | UInt8(Forwarding.ordered.firstIndex(of: newValue) ?? 0) << 4 }
    }

    var supportedOrientations: OrientationMask? {
        get { mask == 0xFF ? nil : OrientationMask(rawValue: Int(mask)) }
        set { mask = newValue.map { UInt8(truncatingIfNeeded: $0.rawValue) } ?? 0xFF }
    }

    var shouldAutorotate: Bool? {
        get { autorotate == 0 ? nil : autorotate == 2 }
        set { autorotate = newValue.map { $0 ? 2 : 1 } ?? 0 }
    }

    var preferredOrientationForPresentation: InterfaceOrientation? {
        get { preferred == 0xFF ? nil : InterfaceOrientation(rawValue: Int(preferred)) }
        set { preferred = newValue.map { UInt8(truncatingIfNeeded: $0.rawValue) } ?? 0xFF }
    }

    /// The preferred value when it is no interface orientation (`invalidPreferredRawValue`).
    var invalidPreferred: UInt8? {
        preferred != 0xFF && InterfaceOrientation(rawValue: Int(preferred)) == nil ? preferred : nil
    }

    var prefersStatusBarHidden: Bool? {
        get { statusBarHidden == 0 ? nil : statusBarHidden == 2 }
        set { statusBarHidden = newValue.map { $0 ? 2 : 1 } ?? 0 }
    }
}

extension OverridePatch {
    /// The patch's orientation answers applied to a node's overrides (the class is interned by the caller).
    /// A kept answer is left as it is (the contract: "an absent member is left alone"), the preferred
    /// orientation's raw value that is no orientation included (issue 31: writing it back read nil and
    /// erased it, so an unrelated `update` hid a later E2).
    @inline(__always)
    func apply(to overrides: inout OverrideBits) {
        let edit = edit
        if edit.fields & OverrideBitsEdit.mask != 0 { overrides.mask = edit.values.mask }
        if edit.fields & OverrideBitsEdit.autorotate != 0 { overrides.autorotate = edit.values.autorotate }
        if edit.fields & OverrideBitsEdit.preferred != 0 { overrides.preferred = edit.values.preferred }
        if edit.fields & OverrideBitsEdit.statusBarHidden != 0 { overrides.statusBarHidden = edit.values.statusBarHidden }
        if edit.fields & OverrideBitsEdit.forwarding != 0 { overrides.forwarding = edit.values.forwarding }
        overrides.orientationLock = overrides.orientationLock & ~edit.lockBits | edit.values.orientationLock & edit.lockBits
    }
}

/// An `OverridePatch`'s orientation answers as writes to `OverrideBits`: which fields (and which bits of
/// the lock byte) it sets, and their values; a removed answer is written as UIKit's default.
struct OverrideBitsEdit: Equatable, Sendable, BitwiseCopyable {
    static let mask: UInt8 = 1
    static let autorotate: UInt8 = 2
    static let preferred: UInt8 = 4
    static let statusBarHidden: UInt8 = 8
    static let forwarding: UInt8 = 16

    var fields: UInt8 = 0
    /// The bits of `orientationLock` it writes: 0-1 prefersInterfaceOrientationLocked, 4-7 the child.
    var lockBits: UInt8 = 0
    var values = OverrideBits()

    init() {}

    init(_ patch: OverridePatch) {
        if Self.take(patch.supportedOrientations, into: &values, { $0.supportedOrientations = $1 }) { fields |= Self.mask }
        if Self.take(patch.shouldAutorotate, into: &values, { $0.shouldAutorotate = $1 }) { fields |= Self.autorotate }
        if Self.take(patch.preferredOrientationForPresentation, into: &values, { $0.preferredOrientationForPresentation = $1 }) {
            fields |= Self.preferred
        }
        if Self.take(patch.prefersStatusBarHidden, into: &values, { $0.prefersStatusBarHidden = $1 }) { fields |= Self.statusBarHidden }
        if Self.take(patch.forwarding, into: &values, { $0.forwarding = $1 ?? .none }) { fields |= Self.forwarding }
        if Self.take(patch.prefersInterfaceOrientationLocked, into: &values, { $0.prefersInterfaceOrientationLocked = $1 }) {
            lockBits |= 0x03
        }
        if Self.take(patch.childForInterfaceOrientationLock, into: &values, { $0.childForInterfaceOrientationLock = $1 ?? .none }) {
            lockBits |= 0xF0
        }
    }

    /// Writes what `change` sets (nil: removed, UIKit's default) into `values`; false when it keeps the answer.
    private static func take<Value>(
        _ change: OverridePatch.Change<Value>, into values: inout OverrideBits, _ write: (inout OverrideBits, Value?) -> Void
    ) -> Bool {
        guard !change.keeps else { return false }
        write(&values, change.applied(to: nil))
        return true
    }
}

extension OverridePatch.Change {
    /// `.keep`: the patch leaves this answer alone.
    var keeps: Bool {
        if case .keep = self { return true }
        return false
    }
}

/// What a window is doing now; its id, level and root are the cast's.
struct WindowNode: Hashable, Sendable, BitwiseCopyable {
    var orientation: InterfaceOrientation
    /// On screen: initial windows from the start, event windows once added, none after removal.
    var installed: Bool
    var key: Bool
    /// `UIWindow.isHidden`: installed but not visible (`hidden`, `showWindow`/`hideWindow`; R4).
    var hidden = false
    /// Stacking among windows of the same level: higher is in front (`makeKey`, makeKeyAndVisible, puts a
    /// window in front of the others at its level); equal stamps fall back to the request's order.
    var front: UInt8 = 0
}

/// The state's scalars, in one padding-free block.
struct Globals: Hashable, Sendable, BitwiseCopyable {
    /// The window controlling the status bar (R4); changes only with window events, so it is kept
    /// rather than searched for at every use (which made many-window requests quadratic).
    var statusBarWindowID: WindowID
    /// The window that owned the status bar when setStatusBarOrientation set `overrideOrientation`.
    var overrideWindowID = WindowID.none
    /// UIDevice.orientation: keeps its value while the lock is on (docs/rules.md#r3-2).
    var deviceOrientation: DeviceOrientation
    /// How the device is really held; differs from `deviceOrientation` only under the lock.
    var physicalOrientation: DeviceOrientation
    var locked: Bool
    var terminated = false
    /// setStatusBarOrientation's orientation; 0xFF when none.
    var overrideOrientation: UInt8 = 0xFF
    /// What the app delegate returns (cross-platform events change it); 0xFF when not implemented.
    var delegateMask: UInt8
    /// react-native-orientation-locker's `_lastDeviceOrientation` (Resolver/LibraryMemory.swift); 0xFF
    /// while it equals `deviceOrientation`, so requests that never diverge keep one state per device value.
    var rnolLastDevice: UInt8 = 0xFF
    /// iOS 15+: the scene whose key window is the app's (the foreground scene); each scene keeps its own
    /// key window (`UIWindowScene.keyWindow`; Resolver/Windows.swift). Unused before iOS 15.
    var keyScene: UInt8 = 0
    /// Bit i: windowed scene i fills the screen (centered, screen-sized, not occluded; `resizeScene`).
    var sceneFills: UInt16 = 0
    /// Padding made explicit, so the globals are three words exactly and every byte is a field.
    var reserved16: UInt16 = 0
    /// Two bits per scene (`Scene.maxCount` of them): bit 2i scene i's interface-orientation lock
    /// (iOS 26 `isInterfaceOrientationLocked`) as UIKit last read it (Resolver/InterfaceOrientationLock.swift);
    /// bit 2i+1 scene i is windowed, not full screen (Resolver/SceneWindowing.swift).
    var sceneLock: UInt32 = 0
}

// One-byte enums without payloads: declared here, where the nodes need them as plain bytes.
extension PresentationStyle: BitwiseCopyable {}
extension Forwarding: BitwiseCopyable {}
extension InterfaceOrientation: BitwiseCopyable {}
extension DeviceOrientation: BitwiseCopyable {}
