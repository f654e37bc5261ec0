import RotationPolicy
import RotationPolicyWire

/// Explore actions: each controller instance's call sites and storyboard segues, followed into the
/// controllers they push and present, breadth first, each (class, context) once.
extension ModelBuilder {
    func buildActions() -> [SpecAction] {
        var processed: Set<String> = []
        var index = 0
        while index < instanceCount, actions.count < limits.maxActions {
            let instance = instance(at: index)
            index += 1
            let key = "\(instance.className)|\(instance.nav ?? "")|\(instance.presentedRoot ?? "")"
            guard processed.insert(key).inserted else { continue }
            for call in calls(for: instance.className) { act(call.kind, at: call.at, instance) }
            if let (storyboard, sceneId) = instance.scene, let scene = storyboards[storyboard].controllers[sceneId] {
                for segue in scene.segues { segueAction(segue, storyboard, instance) }
            }
        }
        lockActions()
        if actions.count >= limits.maxActions {
            unresolved.append(
                UnresolvedEntry(
                    what: "explore.actions", at: nil, reason: "more than \(limits.maxActions) actions (limit maxActions); the rest are left out"))
        }
        return actions + pendingUpdates.prefix(max(0, limits.maxActions - actions.count))
    }

    func add(_ key: String, _ build: (String) -> SpecAction?) {
        guard actions.count < limits.maxActions, !actionKeys.contains(key) else { return }
        actionKeys.insert(key)
        if let action = build("$.explore.actions[\(actions.count)]") { actions.append(action) }
    }

    private func act(_ kind: CallKind, at: SourceRef, _ instance: Instance) {
        // iOS 16 API: the app's code must guard it with #available, so it cannot run on an older system.
        switch kind {
        case .setNeedsUpdate, .requestGeometry:
            if evaluator.iosMajor < 16 {
                let name = if case .setNeedsUpdate = kind { "setNeedsUpdateOfSupportedInterfaceOrientations" } else { "requestGeometryUpdate" }
                unresolved.append(
                    UnresolvedEntry(
                        what: name, at: at, reason: "available from iOS 16; left out of the actions for iOS \(evaluator.iosMajor) (try --ios 16)"))
                return
            }
        default:
            break
        }
        switch kind {
        case .push(let expr), .present(let expr):
            if case .make(let made) = expr, !table.isDeclaredController(made.className) {
                let what = if case .push = kind { "push" } else { "present" }
                unresolved.append(
                    UnresolvedEntry(
                        what: "\(what) of `\(made.className)` from \(display(instance.className))", at: at,
                        reason: "`\(made.className)` is not declared as a UIViewController subclass in the scanned sources, nor a UIKit class"))
                return
            }
        default:
            break
        }
        switch kind {
        case .push(let expr):
            guard let nav = instance.nav else {
                unresolved.append(
                    UnresolvedEntry(
                        what: "push from \(display(instance.className))", at: at,
                        reason: "the controller is not inside a navigation controller in the model"))
                return
            }
            add("push|\(nav)|\(Self.key(expr))") { path in
                guard
                    let node = instantiate(
                        expr, path: path + ".controller", nav: nav, presentedRoot: instance.presentedRoot, depth: 1, owner: instance.className)
                else {
                    return nil
                }
                sources.append(SourceEntry(fact: path, at: at, how: .literal, detail: "pushViewController"))
                return .push(navigation: nav, controller: node)
            }
        case .present(let expr):
            // A class that presents its own class (a folder browser): the presented copy is one node; its
            // own present of the class again would be the same step, unrolled up to the action limit.
            if instance.presenterClass == instance.className, table.presentedClass(expr) == instance.className { return }
            add("present|\(instance.id)|\(Self.key(expr))") { path in
                guard let node = instantiate(expr, path: path + ".controller", nav: nil, presentedRoot: "#self", depth: 1, owner: instance.className)
                else {
                    return nil
                }
                let presented = markPresented(node.id, by: instance.className)
                let (style, how, styleAt) = table.presentationStyle(expr, presented)
                sources.append(SourceEntry(fact: path, at: at, how: .literal, detail: "present"))
                sources.append(
                    SourceEntry(fact: path + ".style", at: styleAt ?? at, how: how, detail: how == .default ? "modalPresentationStyle not set" : nil))
                return .present(presenter: instance.id, style: Self.style(style), controller: node)
            }
        case .dismiss:
            guard let presented = instance.presentedRoot else { return }
            add("dismiss|\(presented)") { path in
                sources.append(SourceEntry(fact: path, at: at, how: .literal, detail: "dismiss"))
                return .dismiss(controller: presented)
            }
        case .pop, .popToRoot:
            let type = if case .pop = kind { "pop" } else { "popToRoot" }
            guard let nav = instance.nav else { return }
            add("\(type)|\(nav)") { path in
                sources.append(SourceEntry(fact: path, at: at, how: .literal, detail: type))
                if case .pop = kind { return .pop(navigation: nav) }
                return .popToRoot(navigation: nav)
            }
        case .setNeedsUpdate:
            add("setNeedsUpdate|\(instance.id)") { path in
                sources.append(SourceEntry(fact: path, at: at, how: .literal, detail: nil))
                return .setNeedsUpdateOfSupportedInterfaceOrientations(controller: instance.id)
            }
        case .attemptRotation:
            add("attemptRotation") { path in
                sources.append(SourceEntry(fact: path, at: at, how: .literal, detail: nil))
                return .attemptRotationToDeviceOrientation
            }
        case .requestGeometry(let expr):
            let evaluation = evaluator.evaluate(expr, instance.className, depth: 0)
            guard case .value(let literal) = evaluation, let mask = literal.mask else {
                unresolved.append(
                    UnresolvedEntry(
                        what: "requestGeometryUpdate", at: at, reason: "the orientations are not a literal mask",
                        candidates: evaluation.literals.map(\.text)))
                return
            }
            add("geometry|\(literal.text)") { path in
                sources.append(SourceEntry(fact: path, at: at, how: .literal, detail: nil))
                return .requestGeometryUpdate(mask)
            }
        case .setDeviceOrientation(let name, let text, let isMask):
            guard let orientation = name.flatMap(DeviceOrientation.init(name:)) else {
                let why = isMask ? "is a UIInterfaceOrientationMask, not an orientation" : "is not a literal orientation"
                unresolved.append(
                    UnresolvedEntry(what: "UIDevice setValue(_:forKey: \"orientation\")", at: at, reason: "the value `\(text.prefix(60))` \(why)"))
                return
            }
            add("device|\(orientation.name)") { path in
                sources.append(SourceEntry(fact: path, at: at, how: .literal, detail: "UIDevice setValue(_:forKey: \"orientation\")"))
                return .setDeviceOrientation(orientation)
            }
        case .setRoot, .setChildren, .addChild, .performSegue:
            // A performed segue is already an action of its storyboard scene.
            break
        }
    }

    private func segueAction(_ segue: Segue, _ storyboard: Int, _ instance: Instance) {
        switch segue.kind {
        case "show", "push":
            guard let nav = instance.nav else {
                unresolved.append(
                    UnresolvedEntry(
                        what: "\(segue.kind) segue", at: segue.at,
                        reason: "its source is not inside a navigation controller; UIKit presents it instead"))
                return
            }
            add("push|\(nav)|scene:\(segue.destination)") { path in
                guard
                    let node = scene(
                        storyboard, segue.destination, path: path + ".controller", nav: nav, presentedRoot: instance.presentedRoot, depth: 1)
                else { return nil }
                sources.append(SourceEntry(fact: path, at: segue.at, how: .storyboard, detail: "\(segue.kind) segue"))
                return .push(navigation: nav, controller: node)
            }
        case "presentation", "modal", "popoverPresentation":
            add("present|\(instance.id)|scene:\(segue.destination)") { path in
                guard let node = scene(storyboard, segue.destination, path: path + ".controller", nav: nil, presentedRoot: "#self", depth: 1) else {
                    return nil
                }
                // A segue left at "Default" uses the destination's own style (set in its init or awakeFromNib).
                let presented = markPresented(node.id, by: instance.className)
                let own = segue.style == nil && segue.kind != "popoverPresentation" ? presented.flatMap { table.ownStyle(for: $0) } : nil
                let style =
                    segue.kind == "popoverPresentation"
                    ? "popover" : (segue.style.flatMap { SourceWords.presentationStyles.contains($0) ? $0 : nil } ?? own?.0 ?? "automatic")
                sources.append(SourceEntry(fact: path, at: segue.at, how: .storyboard, detail: "\(segue.kind) segue"))
                if let (_, ownAt) = own {
                    sources.append(SourceEntry(fact: path + ".style", at: ownAt, how: .literal, detail: "the destination's modalPresentationStyle"))
                } else {
                    sources.append(
                        SourceEntry(
                            fact: path + ".style", at: segue.at,
                            how: segue.style == nil && segue.kind != "popoverPresentation" ? .default : .storyboard, detail: nil))
                }
                return .present(presenter: instance.id, style: Self.style(style), controller: node)
            }
        case "relationship", "embed", "unwind":
            break
        case "custom" where segue.embedsChild:
            break  // a child of the source, already in the tree
        default:
            unresolved.append(UnresolvedEntry(what: "\(segue.kind) segue", at: segue.at, reason: "segue kind not modelled"))
        }
    }

    /// A style the readers name: they keep only `SourceWords.presentationStyles`, which are
    /// `PresentationStyle`'s raw values, so the fallback is never taken.
    static func style(_ name: String) -> PresentationStyle { PresentationStyle(rawValue: name) ?? .automatic }

    static func key(_ expr: ControllerExpr) -> String {
        switch expr {
        case .make(let made): made.className
        case .storyboard(let name, let identifier, let cast, _): "sb:\(name ?? "")/\(identifier ?? "")/\(cast ?? "")"
        case .opaque(let text, _): "opaque:\(text)"
        case .factory(let method, let receiver, _, _): "factory:\(receiver ?? "")/\(method)"
        case .styled(let inner, let style, _): "\(key(inner))|\(style)"
        }
    }
}
