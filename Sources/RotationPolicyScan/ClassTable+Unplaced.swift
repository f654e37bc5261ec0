import RotationPolicyWire
/// Call sites no controller holds: the presents and pushes of a struct or enum whose receiver's class
/// the sources do not declare (`func send(from vc: UIViewController) { vc.present(mail, …) }`), and
/// `performSegue` calls no storyboard segue matches. Listed, never dropped silently.
extension ClassTable {
    func unplacedCalls(_ storyboards: [Storyboard]) -> [UnresolvedEntry] {
        var out: [UnresolvedEntry] = []
        for name in order {
            for decl in declarations[name] ?? [] {
                for call in decl.calls {
                    if case .performSegue(let identifier, let text) = call.kind {
                        if let problem = segueProblem(identifier, text: text, caller: name, storyboards) {
                            out.append(UnresolvedEntry(what: "performSegue in \(name)", at: call.at, reason: problem))
                        }
                    }
                    if sentToTopmost(call), let what = Self.transitionWord(call.kind) {
                        let text: String =
                            switch call.receiver {
                            case .result(_, let text, _)?: text
                            case .property(let name)?: name
                            default: "it"
                            }
                        out.append(
                            UnresolvedEntry(
                                what: "\(what) in \(name)", at: call.at,
                                reason: "sent to \(text), which returns the top-most presented controller; the scan does not put it on \(name)"))
                    } else if decl.isValueType, receiverClass(call, caller: name) == nil, let what = Self.transitionWord(call.kind) {
                        out.append(
                            UnresolvedEntry(
                                what: "\(what) in \(name)", at: call.at,
                                reason: "sent to an object whose controller class the sources do not declare; no controller holds it"))
                    }
                }
            }
        }
        return out
    }

    /// The segues named `identifier` that leave a scene whose class is `caller` or a subclass of it (the
    /// caller's code runs on that scene's controller).
    func performedSegues(_ identifier: String, caller: String, _ storyboards: [Storyboard]) -> [(Segue, SceneController, Storyboard)] {
        var out: [(Segue, SceneController, Storyboard)] = []
        for storyboard in storyboards {
            for id in storyboard.order {
                guard let scene = storyboard.controllers[id], chain(scene.customClass ?? scene.uiKitClass).contains(caller) else { continue }
                for segue in scene.segues where segue.identifier == identifier { out.append((segue, scene, storyboard)) }
            }
        }
        return out
    }

    private func segueProblem(_ identifier: String?, text: String, caller: String, _ storyboards: [Storyboard]) -> String? {
        guard let identifier = identifier ?? stringConstant(text) else {
            return "the identifier `\(text.prefix(60))` is neither a string literal nor a string constant the scan reads; the segue cannot be named"
        }
        let found = performedSegues(identifier, caller: caller, storyboards)
        if found.isEmpty { return "no storyboard segue \"\(identifier)\" leaves a scene of class \(caller)" }
        // A library segue that installs a child is in the tree already; performing it is how the library loads it.
        let unmodelled = found.filter { !["show", "push", "presentation", "modal", "popoverPresentation"].contains($0.0.kind) && !$0.0.embedsChild }
        if let first = unmodelled.first { return "segue \"\(identifier)\" (\(first.0.at)) is of kind \(first.0.kind), which the scan does not model" }
        return nil
    }

    private static func transitionWord(_ kind: CallKind) -> String? {
        switch kind {
        case .present: "present"
        case .push: "push"
        default: nil
        }
    }
}
