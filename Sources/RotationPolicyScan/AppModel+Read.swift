import RotationPolicy
import RotationPolicyJSON
import RotationPolicyWire

/// Builds the whole model from what the readers produced, beside the spec the builder made: the same
/// table, storyboards and evaluator, so the two never disagree on a value.
extension AppModel {
    static func read(
        table: ClassTable, storyboards: [Storyboard], settings: ProjectSettings, idiom: String, iosVersion: String, evaluator: Evaluator,
        builder: ModelBuilder,
        sources: [SourceEntry], unresolved: [UnresolvedEntry], rootClass: String?
    ) -> AppModel {
        let delegates = Set(table.appDelegates.map(\.name))
        var classes: [ClassModel] = []
        var callSites: [CallSiteModel] = []
        var transitions: [Transition] = []
        for name in table.order {
            let decls = table.declarations[name] ?? []
            guard let first = decls.first else { continue }
            var overrides: [OverrideModel] = []
            for property in OverrideName.all + [OverrideName.delegate] {
                guard let getter = decls.lazy.compactMap({ $0.getters[property] }).first else { continue }
                overrides.append(
                    OverrideModel(
                        property: property, at: getter.at, note: getter.note,
                        alternatives: table.branches(property, of: name, evaluator) ?? []))
            }
            let own =
                decls.lazy.compactMap(\.ownStyle).first
                ?? (decls.contains { $0.getters["modalPresentationStyle"] != nil } ? table.ownStyle(for: name) : nil)
            classes.append(
                ClassModel(
                    name: name, display: builder.display(name), superclass: table.superclass(of: name), at: first.at,
                    language: first.language, isController: table.isController(name), isAppDelegate: delegates.contains(name),
                    overrides: overrides, ownStyle: own.flatMap { Sourced(style: $0.0, at: $0.1, how: .literal) }))
            for call in decls.flatMap(\.calls) {
                callSites.append(callSite(call, owner: name, table))
                // `performSegue(withIdentifier: "showDetail", …)`: the segue of that name leaving a scene of this class.
                if case .performSegue(let literal, let text) = call.kind, let identifier = literal ?? table.stringConstant(text) {
                    for (segue, scene, storyboard) in table.performedSegues(identifier, caller: name, storyboards) {
                        transitions += self.transition(segue, from: scene, storyboard, table).map {
                            var made = $0
                            made.at = call.at
                            made.via = .performSegue
                            return made
                        }
                    }
                }
                // `bvc.present(…)`, `vc.present(…)` in a struct: the receiver's class presents.
                if !table.sentToTopmost(call),
                    let transition = transition(call, presenter: table.receiverClass(call, caller: name) ?? name, table)
                {
                    transitions.append(transition)
                }
            }
        }
        for loose in table.looseCalls { callSites.append(callSite(loose.call, owner: loose.owner, table)) }
        for storyboard in storyboards {
            for sceneId in storyboard.order {
                guard let scene = storyboard.controllers[sceneId] else { continue }
                for segue in scene.segues { transitions += self.transition(segue, from: scene, storyboard, table) }
            }
        }
        return AppModel(
            settings: AppSettings(settings, idiom: idiom, iosVersion: iosVersion, sources: sources),
            root: root(sources: sources, unresolved: unresolved, rootClass: rootClass),
            classes: classes, callSites: callSites, transitions: transitions, table: table)
    }

    private static func root(sources: [SourceEntry], unresolved: [UnresolvedEntry], rootClass: String?) -> RootFinding {
        // The last root entry is the one kept; those before it are assignments that could not be followed.
        let entries = sources.filter { $0.fact == "$.request.root" }
        guard let kept = entries.last, kept.how != .default else {
            let reason = unresolved.last { $0.what == "root" }?.reason ?? "no root was found"
            return .notFound(reason: reason, tried: entries.dropLast().compactMap(\.at))
        }
        return .found(className: rootClass, at: kept.at, how: kept.how, detail: kept.detail)
    }

    private static func callSite(_ call: CallSite, owner: String, _ table: ClassTable) -> CallSiteModel {
        var site = CallSiteModel(owner: owner, kind: .present, at: call.at)
        func made(_ expr: ControllerExpr) {
            site.controller = table.presentedClass(expr)
            if site.controller == nil { site.written = expr.written }
        }
        switch call.kind {
        case .push(let expr):
            site.kind = .push
            made(expr)
        case .present(let expr):
            site.kind = .present
            made(expr)
        case .pop: site.kind = .pop
        case .popToRoot: site.kind = .popToRoot
        case .dismiss: site.kind = .dismiss
        case .setNeedsUpdate: site.kind = .setNeedsUpdateOfSupportedInterfaceOrientations
        case .attemptRotation: site.kind = .attemptRotationToDeviceOrientation
        case .requestGeometry: site.kind = .requestGeometryUpdate
        case .setDeviceOrientation(let orientation, let text, _):
            site.kind = .setDeviceOrientation
            site.orientation = orientation.flatMap(DeviceOrientation.init(name:))
            if site.orientation == nil { site.written = text }
        case .setRoot(let expr, let main):
            site.kind = .setRoot
            site.mainWindow = main
            made(expr)
        case .setChildren: site.kind = .setChildren
        case .addChild(let expr):
            site.kind = .addChild
            made(expr)
        case .performSegue(let identifier, let text):
            site.kind = .performSegue
            if identifier == nil { site.written = text }
        }
        return site
    }

    private static func transition(_ call: CallSite, presenter: String, _ table: ClassTable) -> Transition? {
        let (kind, expr): (Transition.Kind, ControllerExpr)
        switch call.kind {
        case .present(let made): (kind, expr) = (.present, made)
        case .push(let made): (kind, expr) = (.push, made)
        default: return nil
        }
        let presented = table.presentedClass(expr)
        var style: Sourced<PresentationStyle>?
        if kind == .present {
            let (name, how, at) = table.presentationStyle(expr, presented)
            style = Sourced(style: name, at: at, how: how)
        }
        return Transition(
            kind: kind, presenter: presenter, presented: presented, written: presented == nil ? expr.written : nil, style: style, at: call.at,
            via: .code)
    }

    private static func transition(_ segue: Segue, from scene: SceneController, _ storyboard: Storyboard, _ table: ClassTable) -> [Transition] {
        let kind: Transition.Kind
        switch segue.kind {
        case "show", "push": kind = .push
        case "presentation", "modal", "popoverPresentation": kind = .present
        default: return []
        }
        let destination = storyboard.controllers[segue.destination]
        let presented = destination.map { $0.customClass ?? $0.uiKitClass }
        var style: Sourced<PresentationStyle>?
        if kind == .present {
            if segue.kind == "popoverPresentation" {
                style = Sourced(value: .popover, at: segue.at, how: .storyboard)
            } else if let written = segue.style, let known = Sourced(style: written, at: segue.at, how: .storyboard) {
                style = known
            } else if let presented, let (own, at) = table.ownStyle(for: presented) {
                style = Sourced(style: own, at: at, how: .literal)
            } else {
                style = Sourced(value: .automatic, at: nil, how: .default)
            }
        }
        return [
            Transition(
                kind: kind, presenter: scene.customClass ?? scene.uiKitClass, presented: presented,
                written: destination == nil ? "scene \(segue.destination)" : nil, style: style, at: segue.at, via: .storyboard)
        ]
    }
}

extension AppSettings {
    init(_ settings: ProjectSettings, idiom: String, iosVersion: String, sources: [SourceEntry]) {
        func sourced<Value>(_ fact: String, _ value: Value) -> Sourced<Value> {
            let entry = sources.first { $0.fact == fact }
            return Sourced(value: value, at: entry?.at, how: entry?.how ?? .default)
        }
        func orientations(_ key: String) -> Sourced<OrientationMask>? {
            guard let fact = settings.app[key], let mask = fact.orientations else { return nil }
            return Sourced(value: mask, at: fact.at, how: fact.how)
        }
        // The scan's idiom is `phone` or `pad` (`--idiom` is checked against those two).
        self.idiom = sourced("$.request.app.idiom", idiom == "pad" ? Idiom.pad : .phone)
        self.iosVersion = sourced("$.request.app.iosVersion", iosVersion)
        deviceFamily = settings.deviceFamily
        phoneOrientations = orientations("supportedOrientations")
        padOrientations = orientations("supportedOrientationsPad")
        if let fact = settings.app["requiresFullScreen"], let flag = fact.flag {
            requiresFullScreen = Sourced(value: flag, at: fact.at, how: fact.how)
        }
    }
}

extension ClassTable {
    /// The class a present, push or root assignment makes, when the call names it.
    func presentedClass(_ expr: ControllerExpr) -> String? {
        switch expr {
        case .make(let made): made.className
        case .storyboard(_, _, let cast, _): cast
        case .factory(let method, let receiver, _, _): factory(method, receiver: receiver)?.type
        case .opaque: nil
        case .styled(let inner, _, _): presentedClass(inner)
        }
    }

    /// The style a presentation uses: set on the made controller, else in its class, else UIKit's default.
    /// The class's own (init, viewDidLoad, awakeFromNib) counts whichever way it was made: `X()`, a
    /// factory or a storyboard scene.
    func presentationStyle(_ expr: ControllerExpr, _ presentedClass: String?) -> (String, Provenance, SourceRef?) {
        if case .make(let made) = expr, let (style, at) = made.style { return (style, .literal, at) }
        if case .styled(_, let style, let at) = expr { return (style, .literal, at) }
        if let presentedClass, let (style, at) = ownStyle(for: presentedClass) { return (style, .literal, at) }
        return ("automatic", .default, nil)
    }
}

extension ControllerExpr {
    /// The call as written, for a controller the scan cannot name.
    var written: String {
        switch self {
        case .make(let made): made.className
        case .storyboard(let name, let identifier, _, _): "storyboard \(name ?? "?") / \(identifier ?? "initial")"
        case .factory(_, _, let text, _): text
        case .styled(let inner, _, _): inner.written
        case .opaque(let text, _): String(text.prefix(200))
        }
    }
}

extension Sourced<PresentationStyle> {
    /// A style the readers name: always one of `PresentationStyle`'s own raw values (they keep only
    /// `SourceWords.presentationStyles`, which the wire's vocabulary lists from that enum), so nil only
    /// for a name that is no style at all.
    init?(style name: String, at: SourceRef?, how: Provenance) {
        guard let style = PresentationStyle(rawValue: name) else { return nil }
        self.init(value: style, at: at, how: how)
    }
}
