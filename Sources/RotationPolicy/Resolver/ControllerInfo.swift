/// What never changes about one controller during a request: who it is, where the request declared it,
/// the children its kind fixes, the window it roots and the preset it came from. Everything that moves
/// (links, the navigation stack, the presentation, the class an `update` gives, the overrides' bits) is
/// the state's `ControllerNode`. The `Cast` holds one per controller, so a resolver read of a field that
/// changes cannot reach a stale launch value: the field is not here.
package struct ControllerInfo: Sendable {
    /// The request's id; empty when the request gave none (then the controller is named by its path).
    package let id: String
    package let kind: ControllerKind
    /// The class the request declares; nil for UIKit's class of the kind.
    package let declaredClass: String?
    package let origin: ControllerOrigin
    /// Every kind's children but a navigation controller's, whose stack is state (`stackTopID`): empty
    /// there, so no one reads the launch stack by mistake.
    package let fixedChildren: [ControllerID]
    /// The window this controller is the root of; windows' roots are fixed by the request.
    package let rootOf: WindowID?
    /// The preset it was filled in from, with how sure the catalogue is of it here.
    package let preset: PresetEvidence?

    package init(_ controller: Controller) {
        id = controller.id
        kind = controller.kind
        declaredClass = controller.overrides.className
        origin = controller.origin
        fixedChildren = controller.kind == .navigationController ? [] : controller.children
        rootOf = controller.rootOf
        preset = controller.preset
    }
}

extension ControllerInfo: ControllerIndexed, ControllerNamed {}
