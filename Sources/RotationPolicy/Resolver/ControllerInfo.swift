/// What never changes about the request's controllers during a run: their ids, kinds, declared classes,
/// where the request declared them, the children their kinds fix, the windows they root and their
/// presets. Everything that moves (links, navigation stacks, presentations, the class an `update`
/// gives, the overrides' bits) is the state's `ControllerNode`.
///
/// Only these facts are reachable from here, so a resolver read of a field that changes cannot reach a
/// stale launch value: it does not compile. They are read from the request's own table, shared, not
/// copied: a table of their own cost 7.8 K instructions a request (+8 % on the HTTP corpus, callgrind),
/// a retain and a release per string and array of every controller.
package struct ControllerInfo: Sendable {
    private let table: [Controller]

    package init(_ table: [Controller]) { self.table = table }

    package var count: Int { table.count }

    package func kind(_ ref: ControllerID) -> ControllerKind { table[ref.index].kind }

    /// The class the request declares; nil for UIKit's class of the kind.
    package func declaredClass(_ ref: ControllerID) -> String? { table[ref.index].overrides.className }

    /// Every kind's children but a navigation controller's, whose stack is state (`stackTopID`): none
    /// there, so no one reads the launch stack by mistake. Read in place, one at a time: an accessor that
    /// returned the array retained and released it on the explorer's path (+3.3 M instructions, 0.7 %, on
    /// the wide app's search).
    package func fixedChild(_ ref: ControllerID, at index: Int) -> ControllerID? {
        guard table[ref.index].kind != .navigationController, table[ref.index].children.indices.contains(index) else { return nil }
        return table[ref.index].children[index]
    }

    package func fixedChildCount(_ ref: ControllerID) -> Int {
        table[ref.index].kind == .navigationController ? 0 : table[ref.index].children.count
    }

    /// Each fixed child in order.
    package func forEachFixedChild(_ ref: ControllerID, _ body: (ControllerID) -> Void) {
        guard table[ref.index].kind != .navigationController else { return }
        for child in table[ref.index].children { body(child) }
    }

    /// The window this controller is the root of; windows' roots are fixed by the request.
    package func rootOf(_ ref: ControllerID) -> WindowID? { table[ref.index].rootOf }

    /// The preset it was filled in from, with how sure the catalogue is of it here.
    package func preset(_ ref: ControllerID) -> PresetEvidence? { table[ref.index].preset }

    /// The request's id; empty when it gave none (the wire then names it by its path).
    package func id(_ ref: ControllerID) -> String { table[ref.index].id }

    /// Where the request declared it, for the wire to spell its path.
    package func origin(_ ref: ControllerID) -> ControllerOrigin { table[ref.index].origin }

    /// How many bytes the answer's name of a controller takes, for the answer's size estimate.
    package func nameByteCount(_ ref: ControllerID) -> Int { table.nameByteCount(ref) }
}
