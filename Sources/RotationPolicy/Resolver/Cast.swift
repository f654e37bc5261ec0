/// What never changes during one request: the app, the options and each controller's and window's
/// fixed facts. Built once per request; states hold only indices into it, so copying, hashing and
/// comparing a state never touches a String.
package struct Cast: Sendable {
    /// The app as the request describes it; the delegate's mask, which cross-platform events change,
    /// lives in the state (`Globals.delegateMask`).
    package var app: AppConfiguration
    var options: ResolveRequest.Options
    /// Each controller's fixed facts; what changes is the state's.
    package var controllers: ControllerInfo
    /// Id, level, root, path and whether an event adds it; `key` is only the initial key (the state's
    /// `WindowNode.key` is the current one).
    package var windows: [Window]
    /// The classes `update` events give, other than a controller's own declared class (see `ClassID`).
    /// The request's `updateClassNames`; the one at index i has the class id `controllers.count + 1 + i`.
    var patchClassNames: [String] = []
    /// 1 + the deepest controller in the request: the most hops one decision walks.
    var hops = 1
    /// `app.plistMask` and `app.supportsMultitasking`, worked out once per request.
    var plistMask: OrientationMask
    package var supportsMultitasking: Bool
    /// Some controller was filled in from a preset: only then do steps look for presets' confidence.
    var usesPresets = false
    /// The request's `scenes` (empty: one implicit scene) and how many scenes there are (at least 1).
    package var scenes: [Scene] = []
    var sceneCount = 1
    /// Each scene's iOS 27 scene-delegate mask (nil: not implemented); empty when no scene has one.
    var sceneMasks: [OrientationMask?] = []

    /// The cast and the initial state of a request, before launch and before any event.
    package static func make(_ request: borrowing ResolveRequest) -> (cast: Cast, state: SimulationState) {
        var cast = Cast(
            app: request.app, options: request.options, controllers: ControllerInfo(request.controllers),
            windows: request.windows,
            plistMask: request.app.plistMask, supportsMultitasking: request.app.supportsMultitasking)
        var nodes: [ControllerNode] = []
        nodes.reserveCapacity(request.controllers.count)
        // Through the buffer: `request.controllers[ref]` copied each controller (four retains).
        request.controllers.withUnsafeBufferPointer { table in
            for ref in table.indices {
                var node = ControllerNode()
                node.parent = table[ref].parent
                node.presenter = table[ref].presenter
                node.containmentRoot = table[ref].containmentRoot
                node.presentation = table[ref].presentation
                node.selectedIndex = table[ref].selectedIndex
                node.attached = table[ref].attached
                node.overrides = OverrideBits(table[ref].overrides)
                if table[ref].overrides.className != nil { node.classID = ClassID(raw: Int32(ref + 1)) }
                if table[ref].preset != nil { cast.usesPresets = true }
                if table[ref].kind == .navigationController {
                    node.stackTopID = ControllerID(table[ref].children.last)
                    node.stackCount = Int16(truncatingIfNeeded: table[ref].children.count)
                }
                nodes.append(node)
            }
            // The stacks' links: each child points at the one below it.
            for ref in table.indices where table[ref].kind == .navigationController {
                var below = ControllerID.none
                for child in table[ref].children {
                    nodes[child].stackBelowID = below
                    below = ControllerID(child)
                }
            }
            var deepest = 0
            for ref in table.indices { deepest = max(deepest, Self.depth(of: ControllerID(ref), in: table)) }
            cast.hops = 1 + deepest
        }
        // Classes an `update` may give, numbered by the decoder: a transition only looks them up.
        cast.patchClassNames = request.updateClassNames
        let start = request.interfaceOrientation ?? .portrait
        let windows = request.windows.map { WindowNode(orientation: start, installed: !$0.addedByEvent, key: $0.key, hidden: $0.hidden) }
        var globals = Globals(
            statusBarWindowID: WindowID(0), deviceOrientation: request.deviceOrientation,
            physicalOrientation: request.deviceOrientation, locked: request.orientationLocked,
            delegateMask: request.app.delegateOrientations.map { UInt8(truncatingIfNeeded: $0.rawValue) } ?? 0xFF)
        cast.scenes = request.scenes
        cast.sceneCount = max(1, request.scenes.count)
        // Only built when some scene has a mask: most requests have none, and the array was built to be dropped.
        if request.scenes.isEmpty {
            if let mask = request.sceneDelegateOrientations { cast.sceneMasks = [mask] }
        } else if request.scenes.contains(where: { $0.delegateOrientations != nil }) {
            cast.sceneMasks = request.scenes.map(\.delegateOrientations)
        }
        globals.sceneLock = request.windowingMode == .windowed ? 2 : 0
        globals.sceneFills = request.windowingMode == .windowed && request.sceneFillsScreen ? 1 : 0
        for (index, scene) in request.scenes.enumerated() where scene.windowingMode == .windowed {
            globals.sceneLock |= UInt32(2) << (2 * index)
            if scene.fillsScreen { globals.sceneFills |= UInt16(1) << index }
        }
        return (cast, SimulationState(globals: globals, nodes: nodes, windows: windows))
    }

    /// How many links lead from a controller up to the top of its tree (parents and presenters); with the
    /// table in declaration order, parents come first, so this stays linear over the whole request.
    private static func depth(of ref: ControllerID, in controllers: UnsafeBufferPointer<Controller>) -> Int {
        var depth = 0
        var current = ref
        while let up = controllers[current.index].parent ?? controllers[current.index].presenter, depth < controllers.count {
            depth += 1
            current = up
        }
        return depth
    }

    /// The id of the class an `update` gives controller `ref`: its own declared class keeps its id, so
    /// one class has one id per controller and equal states stay equal.
    func classID(_ update: UpdateClass, for ref: ControllerID) -> ClassID {
        if controllers.declaredClass(ref) == patchClassNames[update.index] { return ClassID(raw: ref.raw + 1) }
        return ClassID(raw: Int32(controllers.count + 1 + update.index))
    }

    /// The class UIKit prints for a controller: the request's `class`, else the UIKit class of its kind.
    package func className(_ ref: ControllerID, _ id: ClassID) -> String {
        if id == .kindDefault { return controllers.kind(ref).uikitClassName }
        let index = Int(id.raw) - 1
        if index < controllers.count { return controllers.declaredClass(ControllerID(index)) ?? "" }
        return patchClassNames[index - controllers.count]
    }
}
