/// A simulator state as the explorer tells states apart: only what can change what happens next
/// (stacks, presentations, overrides, orientations, the device, the lock, window keys, the app
/// delegate's mask). Outputs such as
/// warnings, the first E3 and the work counter are left out, so two paths that reach the same app merge.
struct StateKey: Hashable {
    let state: SimulationState
    let scriptPosition: Int

    static func == (lhs: StateKey, rhs: StateKey) -> Bool {
        lhs.scriptPosition == rhs.scriptPosition && lhs.state.hasSameDynamics(as: rhs.state)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(scriptPosition)
        state.hashDynamics(into: &hasher)
    }
}

extension SimulationState {
    func hasSameDynamics(as other: SimulationState) -> Bool {
        guard deviceOrientation == other.deviceOrientation, physicalOrientation == other.physicalOrientation,
            locked == other.locked, terminated == other.terminated, statusBarOverride == other.statusBarOverride,
            // Cross-platform events (react-native-orientation-locker) change the app delegate's answer.
            app.delegateOrientations == other.app.delegateOrientations,
            warnedAutorotate == other.warnedAutorotate, windows.count == other.windows.count,
            controllers.count == other.controllers.count
        else { return false }
        for index in windows.indices {
            guard windows[index].orientation == other.windows[index].orientation,
                windows[index].installed == other.windows[index].installed,
                windows[index].window.key == other.windows[index].window.key
            else { return false }
        }
        // Device turns leave the controllers alone, so both states often still share one buffer.
        let shared = controllers.withUnsafeBufferPointer { mine in
            other.controllers.withUnsafeBufferPointer { theirs in mine.baseAddress == theirs.baseAddress }
        }
        if shared { return true }
        for index in controllers.indices where !controllers[index].hasSameDynamics(as: other.controllers[index]) {
            return false
        }
        return true
    }

    func hashDynamics(into hasher: inout Hasher) {
        // Small fields packed into words: one combine per window and per controller.
        hasher.combine(
            deviceOrientation.rawValue | physicalOrientation.rawValue << 4 | (locked ? 1 << 8 : 0) | (terminated ? 1 << 9 : 0)
                | (statusBarOverride.map { ($0.orientation.rawValue + 1) << 10 | $0.window << 16 } ?? 0))
        hasher.combine(app.delegateOrientations?.rawValue ?? -1)
        for window in windows {
            hasher.combine(window.orientation.rawValue | (window.installed ? 1 << 4 : 0) | (window.window.key ? 1 << 5 : 0))
        }
        for controller in controllers {
            let overrides = controller.overrides
            var word = controller.attached ? 1 : 0
            word |= controller.selectedIndex << 1 & 0xFFFF
            word |= controller.children.count << 17 & 0xFFFF
            word |= (overrides.supportedOrientations?.rawValue ?? 0xFF) << 33
            word |= (overrides.shouldAutorotate.map { $0 ? 1 : 2 } ?? 0) << 41
            word |= (overrides.preferredOrientationForPresentation?.rawValue ?? 7) << 43
            word |= overrides.forwarding.ordinal << 46
            word |= (controller.presentation.map { $0.controller + 1 } ?? 0) << 50
            hasher.combine(word)
            hasher.combine(controller.children.last ?? -1)
        }
    }
}

extension Controller {
    /// What the explorer compares: everything a later event can read, not the names and texts.
    func hasSameDynamics(as other: Controller) -> Bool {
        attached == other.attached && selectedIndex == other.selectedIndex && parent == other.parent
            && presenter == other.presenter && containmentRoot == other.containmentRoot && presentation == other.presentation
            && overrides.supportedOrientations == other.overrides.supportedOrientations
            && overrides.shouldAutorotate == other.overrides.shouldAutorotate
            && overrides.preferredOrientationForPresentation == other.overrides.preferredOrientationForPresentation
            && overrides.prefersStatusBarHidden == other.overrides.prefersStatusBarHidden
            && overrides.forwarding == other.overrides.forwarding && children == other.children
    }
}

extension Forwarding {
    /// A small number for packing into a hash word (the raw value is a String).
    var ordinal: Int {
        switch self {
        case .none: 0
        case .top: 1
        case .visible: 2
        case .selected: 3
        case .firstChild: 4
        case .presented: 5
        }
    }
}
