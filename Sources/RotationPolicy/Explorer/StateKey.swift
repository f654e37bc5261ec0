/// A simulator state as the explorer tells states apart: only what can change what happens next
/// (stacks, presentations, overrides, orientations, the device, the lock, window keys). Outputs such as
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
            warnedAutorotate == other.warnedAutorotate, windows.count == other.windows.count,
            controllers.count == other.controllers.count
        else { return false }
        for index in windows.indices {
            let (a, b) = (windows[index], other.windows[index])
            guard a.orientation == b.orientation, a.installed == b.installed, a.window.key == b.window.key else { return false }
        }
        for index in controllers.indices where !controllers[index].sameDynamics(as: other.controllers[index]) { return false }
        return true
    }

    func hashDynamics(into hasher: inout Hasher) {
        hasher.combine(deviceOrientation)
        hasher.combine(physicalOrientation)
        hasher.combine(locked)
        hasher.combine(terminated)
        hasher.combine(statusBarOverride)
        for window in windows {
            hasher.combine(window.orientation)
            hasher.combine(window.installed)
            hasher.combine(window.window.key)
        }
        for controller in controllers {
            hasher.combine(controller.attached)
            hasher.combine(controller.selectedIndex)
            hasher.combine(controller.children.count)
            hasher.combine(controller.children.last)
            hasher.combine(controller.presentation?.controller)
            // `update` events change overrides: without them such states would all collide.
            hasher.combine(controller.overrides.supportedOrientations)
            hasher.combine(controller.overrides.shouldAutorotate)
            hasher.combine(controller.overrides.preferredOrientationForPresentation)
            hasher.combine(controller.overrides.forwarding)
        }
    }
}

extension Controller {
    func sameDynamics(as other: Controller) -> Bool {
        attached == other.attached && selectedIndex == other.selectedIndex && children == other.children
            && presentation == other.presentation && overrides == other.overrides && parent == other.parent
            && presenter == other.presenter && containmentRoot == other.containmentRoot
    }
}
