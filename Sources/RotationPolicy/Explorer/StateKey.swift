/// A simulator state as the explorer tells states apart: only what can change what happens next
/// (stacks, presentations, overrides including the class, orientations, the device, the lock, window
/// keys, the app delegate's mask). Outputs such as warnings, the first E3 and the work counter are left
/// out, so two paths that reach the same app merge.
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
        // Through the buffers: element reads there are addressed in place, where `controllers[index]`
        // copied each controller (a retain and release per reference field; callgrind).
        return controllers.withUnsafeBufferPointer { mine in
            other.controllers.withUnsafeBufferPointer { theirs in
                // Device turns leave the controllers alone, so both states often still share one buffer.
                if mine.baseAddress == theirs.baseAddress { return true }
                for index in mine.indices where !Controller.sameDynamics(mine, theirs, index) { return false }
                return true
            }
        }
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
        controllers.withUnsafeBufferPointer { table in
            for index in table.indices {
                var word = table[index].attached ? 1 : 0
                word |= table[index].selectedIndex << 1 & 0xFFFF
                word |= table[index].children.count << 17 & 0xFFFF
                word |= (table[index].overrides.supportedOrientations?.rawValue ?? 0xFF) << 33
                word |= (table[index].overrides.shouldAutorotate.map { $0 ? 1 : 2 } ?? 0) << 41
                word |= (table[index].overrides.preferredOrientationForPresentation?.rawValue ?? 7) << 43
                word |= table[index].overrides.forwarding.ordinal << 46
                word |= (table[index].presentation.map { $0.controller + 1 } ?? 0) << 50
                // The top child folded in by a multiplicative mix: one combine per controller instead of
                // two (SipHash rounds were a tenth of a search). Equality still compares everything.
                hasher.combine(word ^ ((table[index].children.last ?? -1) &* -7_046_029_254_386_353_131))
            }
        }
    }
}

extension Controller {
    /// What the explorer compares of one controller in two tables: everything a later event can read,
    /// not the names and texts.
    static func sameDynamics(
        _ mine: UnsafeBufferPointer<Controller>, _ theirs: UnsafeBufferPointer<Controller>, _ index: Int
    )
        -> Bool
    {
        mine[index].attached == theirs[index].attached && mine[index].selectedIndex == theirs[index].selectedIndex
            && mine[index].parent == theirs[index].parent && mine[index].presenter == theirs[index].presenter
            && mine[index].containmentRoot == theirs[index].containmentRoot
            && mine[index].presentation == theirs[index].presentation
            && mine[index].overrides.supportedOrientations == theirs[index].overrides.supportedOrientations
            && mine[index].overrides.shouldAutorotate == theirs[index].overrides.shouldAutorotate
            && mine[index].overrides.preferredOrientationForPresentation
                == theirs[index].overrides.preferredOrientationForPresentation
            && mine[index].overrides.prefersStatusBarHidden == theirs[index].overrides.prefersStatusBarHidden
            && mine[index].overrides.forwarding == theirs[index].overrides.forwarding
            && mine[index].children == theirs[index].children
            // The class is read by cross-platform calls (which controller is the Flutter view), and an
            // `update` can change it.
            && mine[index].overrides.className == theirs[index].overrides.className
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
