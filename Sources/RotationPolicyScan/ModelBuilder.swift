import Foundation
import RotationPolicy
import RotationPolicyWire

/// Builds the app model from the facts: the initial controller tree, the explore actions its code and
/// storyboards can perform, and for every fact where it came from.
final class ModelBuilder {
    let table: ClassTable
    let storyboards: [Storyboard]
    let settings: ProjectSettings
    let evaluator: Evaluator
    let limits: ScanLimits
    let module: String?

    var sources: [SourceEntry] = []
    var unresolved: [UnresolvedEntry] = []
    var actions: [SpecAction] = []
    private(set) var pendingUpdates: [SpecAction] = []
    private var usedIds: Set<String> = []
    private var instances: [Instance] = []
    var actionKeys: Set<String> = []
    private var controllerCount = 0
    private var placeholder = 0
    /// Every `….delegate = x` of the app's methods (ModelBuilder+ContainerDelegates).
    lazy var delegateAssignments = Self.delegateAssignments(table.rotation)
    /// `ClassTable.calls(for:)` and `kind(of:)` by class: each walks every class's calls, and the tree of
    /// lint's assumed contexts asks them for thousands of instances (a quarter of a 2,000-file lint).
    private var callsByClass: [String: [CallSite]] = [:]
    private var kindByClass: [String: String] = [:]

    func calls(for name: String) -> [CallSite] {
        if let known = callsByClass[name] { return known }
        let found = table.calls(for: name)
        callsByClass[name] = found
        return found
    }

    func kind(of name: String) -> String {
        if let known = kindByClass[name] { return known }
        let found = table.kind(of: name)
        kindByClass[name] = found
        return found
    }

    struct Instance {
        var id: String
        var className: String
        var nav: String?
        var presentedRoot: String?
        var scene: (storyboard: Int, id: String)?
        /// The class of the controller that presented this one, for a presented root.
        var presenterClass: String? = nil
    }

    init(table: ClassTable, storyboards: [Storyboard], settings: ProjectSettings, evaluator: Evaluator, limits: ScanLimits) {
        self.table = table
        self.storyboards = storyboards
        self.settings = settings
        self.evaluator = evaluator
        self.limits = limits
        module = settings.moduleName
    }

    var instanceCount: Int { instances.count }
    func instance(at index: Int) -> Instance { instances[index] }

    /// Records who presented the controller `id` (the root of a present action).
    @discardableResult
    func markPresented(_ id: String, by presenter: String) -> String? {
        guard let index = instances.firstIndex(where: { $0.id == id }) else { return nil }
        instances[index].presenterClass = presenter
        return instances[index].className
    }

    // MARK: Root

    func root() -> SpecController {
        let delegates = table.appDelegates.map(\.name)
        var candidates: [(ControllerExpr, SourceRef, Bool, String)] = []
        for name in delegates {
            for call in table.declarations[name]?.flatMap(\.calls) ?? [] {
                // A root assigned for the other idiom (`if IS_IPHONE { … } else { … }`) is not this one's.
                if case .setRoot(let expr, let main) = call.kind, evaluator.decide(.all(call.guards), name) != false {
                    candidates.append((expr, call.at, main, name))
                }
            }
        }
        // The main window's assignment first; secondary windows (a lock screen's) after.
        if let (expr, at, _, owner) = candidates.first(where: \.2) ?? candidates.first {
            sources.append(SourceEntry(fact: "$.request.root", at: at, how: .literal, detail: "window.rootViewController"))
            if let node = instantiate(expr, path: "$.request.root", nav: nil, presentedRoot: nil, depth: 0, owner: owner) { return node }
        }
        if let (name, at) = settings.mainStoryboard {
            if let index = storyboards.firstIndex(where: { $0.name == name }), let initial = storyboards[index].initial {
                sources.append(SourceEntry(fact: "$.request.root", at: at, how: .storyboard, detail: "initial view controller of \(name).storyboard"))
                if let node = scene(index, initial, path: "$.request.root", nav: nil, presentedRoot: nil, depth: 0) { return node }
            } else {
                unresolved.append(
                    UnresolvedEntry(what: "root", at: at, reason: "the main storyboard '\(name)' or its initial view controller was not found"))
            }
        }
        // Another class's main-window root (a coordinator's `window.rootViewController = …`) only when the
        // delegates assign none: a delegate's root the scan cannot follow is listed, not replaced. A
        // secondary window's (a toast's or a lock screen's `overlayWindow.rootViewController`) is never
        // the app's root: it is listed.
        var secondary: (String, SourceRef)?
        for name in candidates.isEmpty ? table.order : [] {
            for call in table.declarations[name]?.flatMap(\.calls) ?? [] {
                guard case .setRoot(let expr, let main) = call.kind else { continue }
                guard main else {
                    if secondary == nil { secondary = (name, call.at) }
                    continue
                }
                if let node = instantiate(expr, path: "$.request.root", nav: nil, presentedRoot: nil, depth: 0, owner: name) {
                    sources.append(SourceEntry(fact: "$.request.root", at: call.at, how: .literal, detail: "window.rootViewController in \(name)"))
                    return node
                }
            }
        }
        // Said where it was looked for, and what the user can do: the running app's tree, or a pin.
        let advice = "pass --hierarchy with the app's _printHierarchy dump, or set root: in .rotation-policy.yml (lint)"
        if let (_, at, _, _) = candidates.first(where: \.2) ?? candidates.first {
            unresolved.append(
                UnresolvedEntry(
                    what: "root", at: at,
                    reason: "this window.rootViewController assignment cannot be followed (its entry says why) and no main storyboard gives "
                        + "the root; the spec has a placeholder root: " + advice))
        } else if let (name, at) = secondary {
            unresolved.append(
                UnresolvedEntry(
                    what: "root", at: at,
                    reason: "only a secondary window's rootViewController is assigned (in \(name)), which is not the app's root; no main "
                        + "storyboard; the spec has a placeholder root: " + advice))
        } else {
            unresolved.append(
                UnresolvedEntry(
                    what: "root", at: table.appDelegates.first?.at,
                    reason: "no window.rootViewController assignment and no main storyboard; the spec has a placeholder root: " + advice))
        }
        sources.append(SourceEntry(fact: "$.request.root", at: nil, how: .default, detail: "placeholder"))
        return SpecController(id: uniqueId("root"), className: nil)
    }

    // MARK: Controllers

    /// What the class (or a superclass) sets the property to, if it is a controller it makes.
    func property(_ name: String, of owner: String) -> ControllerExpr? {
        for class_ in table.chain(owner) {
            if let found = table.declarations[class_]?.lazy.compactMap({ $0.propertyControllers[name] }).first { return found }
        }
        return nil
    }

    /// The class of the owner's stored property `name` (its own or a superclass's).
    func propertyType(_ name: String, of owner: String) -> String? {
        for class_ in table.chain(owner) {
            if let found = table.declarations[class_]?.lazy.compactMap({ $0.propertyTypes[name] }).first { return found }
        }
        return nil
    }

    func instantiate(
        _ expr: ControllerExpr, path: String, nav: String?, presentedRoot: String?, depth: Int, owner: String? = nil
    ) -> SpecController? {
        guard depth < 12, controllerCount < limits.maxControllers else {
            unresolved.append(
                UnresolvedEntry(what: path, at: nil, reason: "more than \(limits.maxControllers) controllers or 12 levels (limit); not expanded"))
            return nil
        }
        switch expr {
        case .opaque(let text, let at):
            // `self.tabs` / `tabs` / `_tabs`: a property the owner's code sets to a controller elsewhere.
            let name = text.replacingOccurrences(of: "self", with: "").replacingOccurrences(of: ".", with: "")
                .trimmingCharacters(in: .whitespaces).drop { $0 == "_" }
            if let owner, !name.isEmpty, let property = property(String(name), of: owner) {
                return instantiate(property, path: path, nav: nav, presentedRoot: presentedRoot, depth: depth + 1, owner: owner)
            }
            // One level of coordinator: `coordinator.rootViewController`, where the owner stores
            // `let coordinator = AppCoordinator()` and AppCoordinator sets its property to a controller.
            let parts = text.split(separator: ".").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "?! _")) }.filter { $0 != "self" }
            if let owner, parts.count == 2, let type = propertyType(parts[0], of: owner), let property = property(parts[1], of: type) {
                return instantiate(property, path: path, nav: nav, presentedRoot: presentedRoot, depth: depth + 1, owner: type)
            }
            unresolved.append(
                UnresolvedEntry(
                    what: "controller `\(text.prefix(80))`", at: at, reason: "built by a factory, a parameter or a value the scan cannot follow"))
            return nil
        case .storyboard(let name, let identifier, let cast, let at):
            let index = storyboards.firstIndex { sb in
                (name == nil || sb.name == name) && (identifier == nil || sb.controllers.values.contains { $0.storyboardIdentifier == identifier })
            }
            guard let index,
                let sceneId = identifier.flatMap({ id in storyboards[index].controllers.values.first { $0.storyboardIdentifier == id }?.id })
                    ?? storyboards[index].initial
            else {
                if let cast {
                    return made(MadeController(className: cast, at: at), path: path, nav: nav, presentedRoot: presentedRoot, depth: depth)
                }
                unresolved.append(
                    UnresolvedEntry(
                        what: "storyboard \(name ?? "?") / \(identifier ?? "initial")", at: at, reason: "scene not found in the scanned storyboards"))
                return nil
            }
            return scene(index, sceneId, path: path, nav: nav, presentedRoot: presentedRoot, depth: depth)
        case .make(let m):
            return made(m, path: path, nav: nav, presentedRoot: presentedRoot, depth: depth)
        case .styled(let inner, _, _):
            return instantiate(inner, path: path, nav: nav, presentedRoot: presentedRoot, depth: depth, owner: owner)
        case .factory(let method, let receiver, let text, let at):
            guard let made = factoryMade(method, receiver: receiver, text: text, at: at, path: path) else { return nil }
            return self.made(made, path: path, nav: nav, presentedRoot: presentedRoot, depth: depth)
        }
    }

    /// `alertControllerWithTitle` for `UIAlertController`: the class name less its prefix, first letter
    /// lowered, starts the method's name.
    static func isConvenienceConstructor(_ method: String, of class_: String) -> Bool {
        let uppercase = class_.prefix { $0.isUppercase }
        guard uppercase.count >= 2 else { return false }
        let stem = class_.dropFirst(uppercase.count - 1)
        return method.hasPrefix(SourceWords.lowerFirst(stem))
    }

    /// A factory call is the controller its declared return type names, when that is a controller class
    /// more precise than `UIViewController`; anything else is listed.
    func factoryMade(_ method: String, receiver: String?, text: String, at: SourceRef, path: String) -> MadeController? {
        // UIKit's own convenience constructors return their class, by Cocoa's naming rule:
        // `[UIAlertController alertControllerWithTitle:…]`, `UIAlertController.alertController…`.
        if let receiver, SourceWords.viewControllerClasses.contains(receiver), table.factory(method, receiver: receiver) == nil,
            Self.isConvenienceConstructor(method, of: receiver)
        {
            return MadeController(className: receiver, at: at)
        }
        guard let found = table.factory(method, receiver: receiver) else {
            unresolved.append(
                UnresolvedEntry(
                    what: "controller `\(text.prefix(80))`", at: at,
                    reason: "`\(method)` is a method, not a class, and the scanned sources do not declare what it returns"))
            return nil
        }
        guard found.type != "UIViewController", table.isDeclaredController(found.type) else {
            unresolved.append(
                UnresolvedEntry(
                    what: "controller `\(text.prefix(80))`", at: at, reason: "built by a factory, a parameter or a value the scan cannot follow",
                    candidates: ["`\(method)` is declared to return `\(found.type)`, which names no controller class (\(found.at))"]))
            return nil
        }
        sources.append(SourceEntry(fact: path + " (\(method))", at: found.at, how: .literal, detail: "the factory's declared return type"))
        return MadeController(className: found.type, at: at)
    }

    private func made(_ m: MadeController, path: String, nav: String?, presentedRoot: String?, depth: Int) -> SpecController? {
        let className = m.className
        if table.primary(className) == nil && !SourceWords.viewControllerClasses.contains(className) {
            unresolved.append(
                UnresolvedEntry(what: "class \(className)", at: m.at, reason: "not found in the scanned sources; its overrides are unknown"))
        }
        let kind = kind(of: className)
        var childExprs: [ControllerExpr] = []
        if let root = m.root {
            childExprs = [root]
        } else if let children = m.children {
            childExprs = children
        } else {
            // What the class's own code installs (`viewControllers = […]` in viewDidLoad, `addChild`).
            for call in calls(for: className) {
                switch call.kind {
                case .setChildren(let list) where childExprs.isEmpty: childExprs = list
                case .addChild(let child): childExprs.append(child)
                default: break
                }
            }
        }
        return node(
            className: className, display: display(className), kind: kind, at: m.at, how: .literal, children: .exprs(childExprs),
            selectedIndex: m.selectedIndex, path: path, nav: nav, presentedRoot: presentedRoot, scene: nil, depth: depth)
    }

    func scene(_ index: Int, _ id: String, path: String, nav: String?, presentedRoot: String?, depth: Int) -> SpecController? {
        guard let scene = storyboards[index].controllers[id] else {
            unresolved.append(UnresolvedEntry(what: "storyboard scene \(id)", at: nil, reason: "not found in \(storyboards[index].file)"))
            return nil
        }
        let className = scene.customClass ?? scene.uiKitClass
        var displayName = display(className)
        if let custom = scene.customClass {
            if let customModule = scene.customModule {
                displayName = "\(customModule).\(custom)"
            } else if scene.moduleFromTarget, let module {
                displayName = "\(module).\(custom)"
            }
        }
        let embeds = scene.segues.contains(where: \.embedsChild)
        let kind = scene.kind ?? (embeds && scene.element == "viewController" ? "container" : kind(of: className))
        let children = scene.segues.filter {
            ($0.kind == "relationship"
                && ["rootViewController", "viewControllers", "masterViewController", "detailViewController"].contains($0.relationship ?? ""))
                || $0.embedsChild
        }
        return node(
            className: className, display: displayName, kind: kind, at: scene.at, how: .storyboard,
            children: .scenes(index, children.map(\.destination)),
            selectedIndex: nil, path: path, nav: nav, presentedRoot: presentedRoot, scene: (index, id), depth: depth)
    }

    /// Where a controller's children come from.
    enum ChildSource {
        case exprs([ControllerExpr])
        case scenes(Int, [String])
        case dump(HierarchyEntry, file: String)
    }

    func node(
        className: String, display: String, kind: String, at: SourceRef, how: Provenance, children source: ChildSource,
        selectedIndex: Int?, path: String, nav: String?, presentedRoot: String?, scene: (Int, String)?, depth: Int
    ) -> SpecController {
        controllerCount += 1
        placeholder += 1
        let navToken = kind == "navigationController" ? "#nav\(placeholder)" : nav
        // The readers name kinds by `ControllerKind`'s raw values (SourceWords.kinds, the storyboard reader).
        var node = SpecController(id: "", className: display, kind: ControllerKind(rawValue: kind) ?? .viewController)
        var children: [SpecController] = []
        var selectedIndex = selectedIndex
        switch source {
        case .exprs(let exprs):
            for expr in exprs {
                let childPath = path + ".children[\(children.count)]"
                if let child = instantiate(expr, path: childPath, nav: navToken, presentedRoot: presentedRoot, depth: depth + 1, owner: className) {
                    children.append(child)
                }
            }
        case .scenes(let storyboard, let destinations):
            for destination in destinations {
                let childPath = path + ".children[\(children.count)]"
                if let child = self.scene(storyboard, destination, path: childPath, nav: navToken, presentedRoot: presentedRoot, depth: depth + 1) {
                    children.append(child)
                }
            }
        case .dump(let entry, let file):
            for child in entry.children {
                children.append(
                    dumped(
                        child, file: file, path: path + ".children[\(children.count)]", nav: navToken, presentedRoot: presentedRoot, depth: depth + 1)
                )
            }
            if kind == "tabBarController", selectedIndex == nil, let index = entry.children.firstIndex(where: \.appeared) { selectedIndex = index }
            if let presented = entry.presented.first {
                let presentedNode = dumped(
                    presented, file: file, path: path + ".presented.controller", nav: nil, presentedRoot: "#self", depth: depth + 1)
                // The dump's styles are `PresentationStyle`'s names (HierarchyDump); none is a custom one.
                let style = presented.style.flatMap(PresentationStyle.init(rawValue:)) ?? .custom
                node.presented = [SpecPresentation(style: style, controller: presentedNode)]
                let at = SourceRef(file: file, line: presented.line, column: presented.column)
                sources.append(SourceEntry(fact: path + ".presented.style", at: at, how: .hierarchy, detail: presented.presentationController))
                if presented.style == nil {
                    unresolved.append(
                        UnresolvedEntry(
                            what: "presentation style", at: at,
                            reason:
                                "presented with \(presented.presentationController ?? "no presentation controller"), which names no UIKit style; modelled as custom"
                        ))
                }
            }
        }
        node.id = uniqueId(baseId(className: className, kind: kind, firstChild: children.first?.id))
        if kind == "navigationController" {
            for index in instances.indices where instances[index].nav == navToken { instances[index].nav = node.id }
        }
        let presented = presentedRoot == "#self" ? node.id : presentedRoot
        if presentedRoot == "#self" {
            for index in instances.indices where instances[index].presentedRoot == "#self" { instances[index].presentedRoot = node.id }
        }
        instances.append(Instance(id: node.id, className: className, nav: nav, presentedRoot: presented, scene: scene))
        sources.append(SourceEntry(fact: path + ".class", at: at, how: how, detail: nil))
        if kind != "viewController" {
            sources.append(SourceEntry(fact: path + ".kind", at: at, how: how, detail: nil))
        }
        overrides(of: className, display: display, kind: kind, path: path, into: &node)
        let childClasses = children.compactMap { child in instances.last { $0.id == child.id }?.className }
        containerDelegate(className: className, kind: kind, madeAt: at, childClasses: childClasses, path: path, into: &node)
        node.children = children
        if kind == "tabBarController", !children.isEmpty {
            node.fields.append(SpecValue(.selectedIndex(selectedIndex ?? 0)))
            sources.append(SourceEntry(fact: path + ".selectedIndex", at: at, how: selectedIndex == nil ? .default : .literal, detail: nil))
        }
        return node
    }

    private static let requestKeys = [
        OverrideName.mask: "supportedOrientations", OverrideName.autorotate: "shouldAutorotate",
        OverrideName.preferred: "preferredOrientationForPresentation", OverrideName.statusBarHidden: "prefersStatusBarHidden",
    ]

    private func overrides(of className: String, display: String, kind: String, path: String, into node: inout SpecController) {
        var forwarding: (String, SourceRef)?
        var alternate: [SpecField] = []
        var restore: [SpecField] = []
        for property in OverrideName.all {
            guard let result = evaluator.property(property, of: className), let key = Self.requestKeys[property] else { continue }
            if forwarding == nil, let target = result.forwarding { forwarding = (target, result.at) }
            let isDynamic = result.how == .dynamic
            if let value = result.value?.field(for: property) {
                node.fields.append(SpecValue(value, dynamic: isDynamic))
                sources.append(
                    SourceEntry(
                        fact: path + "." + key, at: result.valueAt ?? result.at,
                        how: result.valueHow ?? (result.how == .forwarding ? .literal : result.how),
                        detail: result.note))
            }
            if isDynamic {
                let reason =
                    result.unreadable.isEmpty
                    ? "depends on run-time state; the spec uses what the last return gives"
                    : "returns `\(result.unreadable[0].0.prefix(80))`, which the scan cannot read"
                unresolved.append(
                    UnresolvedEntry(
                        what: "\(display).\(property)", at: result.at, reason: reason,
                        candidates: table.candidateTexts(result, property, of: className, evaluator)))
                if property == OverrideName.mask || property == OverrideName.autorotate, let current = result.value?.field(for: property),
                    let other = result.candidates.first(where: { $0.0 != result.value })?.0.field(for: property)
                {
                    alternate.append(other)
                    restore.append(current)
                }
            }
        }
        // A run-time flag usually flips the dynamic values together: one update turns them to the other
        // value the code can return, one turns them back.
        if !alternate.isEmpty {
            pendingUpdates.append(.update(controller: node.id, set: alternate))
            pendingUpdates.append(.update(controller: node.id, set: restore))
        }
        for name in OverrideName.statusBarForwards {
            if let (getter, _, _) = table.getter(name, for: className) {
                sources.append(
                    SourceEntry(fact: path + " (\(name))", at: getter.at, how: .forwarding, detail: "status-bar forward; not part of the request"))
            }
        }
        guard let (found, at) = forwarding else { return }
        let target = found == "lastChild" && kind == "navigationController" ? "top" : found
        let fits: Bool =
            switch target {
            case "top", "visible": kind == "navigationController"
            case "selected": kind == "tabBarController"
            case "firstChild": kind != "viewController"
            case "presented": true
            default: false
            }
        if fits, let forwarding = Forwarding(rawValue: target) {
            node.fields.append(SpecValue(.forwarding(forwarding)))
            sources.append(SourceEntry(fact: path + ".forwarding", at: at, how: .forwarding, detail: nil))
        } else {
            unresolved.append(UnresolvedEntry(what: "\(display) forwarding", at: at, reason: "forwards to '\(target)', which a \(kind) cannot take"))
        }
    }

    // MARK: Ids and names

    func display(_ className: String) -> String {
        // Swift classes declared in the app print with its module; extensions of UIKit classes do not.
        if let decl = table.primary(className), decl.language == .swift, !decl.isExtension, let module = settings.module(of: decl.at.file) {
            return "\(module).\(className)"
        }
        return className
    }

    private func baseId(className: String, kind: String, firstChild: String?) -> String {
        if kind == "navigationController", let firstChild { return firstChild + "Nav" }
        var name = Substring(className.split(separator: ".").last ?? Substring(className))
        if SourceWords.viewControllerClasses.contains(String(name)) {
            switch kind {
            case "navigationController": return "nav"
            case "tabBarController": return "tabs"
            case "splitViewController": return "split"
            case "pageViewController": return "pages"
            default: return "controller"
            }
        }
        for suffix in ["ViewController", "Controller", "VC"] where name.hasSuffix(suffix) && name.count > suffix.count {
            name = name.dropLast(suffix.count)
            break
        }
        let id = Self.camelId(name)
        return id.isEmpty ? "controller" : id
    }

    /// `BLAppRoot` → `blAppRoot`, `Home` → `home`, `URL` → `url`.
    static func camelId(_ name: Substring) -> String {
        let upper = name.prefix { $0.isUppercase }.count
        if upper == name.count { return name.lowercased() }
        let lowered = upper > 1 ? upper - 1 : 1
        return name.prefix(lowered).lowercased() + name.dropFirst(lowered)
    }

    private func uniqueId(_ base: String) -> String {
        var id = base
        var n = 2
        while usedIds.contains(id) {
            id = base + String(n)
            n += 1
        }
        usedIds.insert(id)
        return id
    }
}
