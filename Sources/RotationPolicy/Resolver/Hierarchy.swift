/// Walking and editing the controller tree: containment, presentation links and window membership.
extension Simulation {
    /// The top of `ref`'s containment hierarchy: a window root or a presented controller.
    @inline(__always)
    func containmentRoot(_ ref: ControllerID) -> ControllerID { controllers[ref].containmentRoot }

    /// The window whose hierarchy holds `ref`, through containers and presentations.
    @inline(__always)
    func window(of ref: ControllerID) -> WindowID? {
        var current = containmentRoot(ref)
        while let presenter = controllers[current].presenter { current = containmentRoot(presenter) }
        return cast.controllers.rootOf(current)
    }

    /// Whether `ref` is `presented` or in what it contains or presents in turn.
    func isInPresentation(of presented: ControllerID, _ ref: ControllerID) -> Bool {
        var current = containmentRoot(ref)
        while current != presented {
            guard let presenter = controllers[current].presenter else { return false }
            current = containmentRoot(presenter)
        }
        return true
    }

    /// `presentedViewController` as UIKit answers it for any controller: the presentation hanging on
    /// the root of its containment hierarchy.
    func presentedController(of ref: ControllerID) -> ControllerID? {
        controllers[containmentRoot(ref)].presentation?.controller
    }

    /// Whether `ref`'s view is in the window: every container above shows the branch it is in
    /// (navigation: the top; tab bar: the selected tab). Presenting from elsewhere is refused.
    func isViewInWindow(_ ref: ControllerID) -> Bool {
        var child = ref
        while let parent = controllers[child].parent {
            switch kind(parent) {
            case .navigationController where topChild(parent) != child: return false
            case .tabBarController where selectedChild(parent) != child: return false
            default: break
            }
            child = parent
        }
        return true
    }

    /// Marks a controller, its children and everything it presents as in (or out of) the window, and
    /// with `containmentRoot` moves its containment subtree under a new root (push and pop). Each
    /// controller enters once and leaves once, so the total cost stays linear.
    mutating func setAttached(_ ref: ControllerID, _ attached: Bool, containmentRoot: ControllerID? = nil) {
        var stack = [(ref, true)]
        while let (current, contained) = stack.popLast() {
            // Written only when it changes: a write marks the node for the explorer's comparison.
            if controllers[current].attached != attached { self[node: current].attached = attached }
            if contained, let containmentRoot, controllers[current].containmentRoot != containmentRoot {
                self[node: current].containmentRoot = containmentRoot
            }
            if cast.controllers.kind(current) == .navigationController {
                var child = controllers[current].stackTopID
                while let next = child.ref {
                    stack.append((next, contained))
                    child = controllers[next].stackBelowID
                }
            } else {
                cast.controllers.forEachFixedChild(current) { stack.append(($0, contained)) }
            }
            // A presented controller roots its own containment hierarchy.
            if let presented = controllers[current].presentedID.ref { stack.append((presented, false)) }
        }
    }

    /// A 400 for an event that names a controller no longer (or not yet) in any window. Inlined, as are
    /// `window(of:)` and `containmentRoot`: called from a mutating transition, a non-inlined call
    /// copies the whole simulation first (the explorer's `update` paid about 90 instructions for it).
    @inline(__always)
    func requireAttached(_ ref: ControllerID, event index: Int, field: Refusal.Field) throws(Refusal) {
        guard controllers[ref].attached, let window = window(of: ref), windows[window].installed else {
            throw .notInAnyWindow(ref, field)
        }
    }

    /// A 400 for pushing or presenting a controller that an event names by id while it is still shown
    /// or still a child elsewhere (UIKit throws for the same instance twice; the contract refuses it).
    func requireOffScreen(_ ref: ControllerID, event index: Int) throws(Refusal) {
        guard controllers[ref].attached || controllers[ref].parent != nil || controllers[ref].presenter != nil else { return }
        throw .alreadyOnScreen(ref)
    }

    func requireInstalled(_ ref: WindowID, event index: Int) throws(Refusal) {
        guard windows[ref].installed else {
            throw .windowNotOnScreen(ref)
        }
    }
}
