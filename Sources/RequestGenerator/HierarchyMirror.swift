import RotationPolicy
public import RotationPolicyJSON

/// The controllers and windows of a request, replayed event by event the way the contract changes the
/// hierarchy (api-contract "Validation rules", docs/rules.md#r3-7 and docs/rules.md#r2-2 and docs/rules.md#r4), without orientations.
///
/// The generator asks it which ids an event may name so that every event is valid when its turn comes;
/// the property checks ask it which window an event acts on and which presentation a dismiss removes.
/// It is written from the contract, not from the resolver, so the two can disagree: a request the
/// mirror calls valid that the service rejects is a finding.
public struct HierarchyMirror: Sendable {
    public struct Presentation: Sendable {
        public var controller: Int
        public var style: String
        public var removesPresenterView: Bool
    }

    public struct Node: Sendable {
        /// The request's id; nil when the controller is named by its JSON path.
        public var id: String?
        public var path: String
        public var kind: String
        public var children: [Int] = []
        public var selectedIndex = 0
        public var parent: Int?
        /// Presentations hang on the root of a containment hierarchy (docs/rules.md#r2-2).
        public var presentation: Presentation?
        public var presenter: Int?
        public var rootOfWindow: Int?

        /// How responses name it: its id, else its path.
        public var name: String { id ?? path }
    }

    public struct Window: Sendable {
        public var id: String
        public var root: Int?
        public var installed: Bool
        public var key: Bool
    }

    public private(set) var nodes: [Node] = []
    public private(set) var windows: [Window] = []
    private var byID: [String: Int] = [:]
    private var windowByID: [String: Int] = [:]
    /// The tree an event brings (push, present: its controller; addWindow: its window).
    private var eventTree: [Int: Int] = [:]
    private var eventWindow: [Int: Int] = [:]

    /// Every controller and window of `request`, including those its events bring; events not applied.
    public init(request: JSONValue) {
        guard case .object(let top) = request else { return }
        if let root = top["root"] {
            let ref = declare(root, path: "$.root")
            windows.append(Window(id: "main", root: ref, installed: true, key: true))
            nodes[ref].rootOfWindow = 0
        } else if case .array(let list)? = top["windows"] {
            for (index, item) in list.enumerated() {
                declareWindow(item, path: "$.windows[\(index)]", installed: true)
            }
            if !windows.isEmpty, !windows.contains(where: \.key) { windows[0].key = true }
        }
        normalizeInitialPresentations()
        windowByID = Dictionary(windows.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        if case .array(let events)? = top["events"] {
            for (index, event) in events.enumerated() { declare(event: event, index: index) }
        }
    }

    // MARK: declaring

    @discardableResult
    private mutating func declare(_ value: JSONValue, path: String) -> Int {
        guard case .object(let object) = value else { return -1 }
        let ref = nodes.count
        var id: String?
        if case .string(let text)? = object["id"] { id = text }
        var kind = "viewController"
        if case .string(let text)? = object["kind"] { kind = text }
        nodes.append(Node(id: id, path: path, kind: kind))
        if let id { byID[id] = ref }
        if case .array(let children)? = object["children"] {
            var refs: [Int] = []
            for (index, child) in children.enumerated() {
                let childRef = declare(child, path: path + ".children[\(index)]")
                nodes[childRef].parent = ref
                refs.append(childRef)
            }
            nodes[ref].children = refs
        }
        if case .number(let index)? = object["selectedIndex"] { nodes[ref].selectedIndex = Int(index) }
        if case .object(let presented)? = object["presented"], let controller = presented["controller"] {
            let presentedRef = declare(controller, path: path + ".presented.controller")
            nodes[ref].presentation = Presentation(
                controller: presentedRef, style: Self.style(presented["style"]),
                removesPresenterView: presented["removesPresenterView"] == .bool(true))
            nodes[presentedRef].presenter = ref
        }
        return ref
    }

    private mutating func declareWindow(_ value: JSONValue, path: String, installed: Bool) {
        guard case .object(let object) = value, case .string(let id)? = object["id"] else { return }
        var root: Int?
        if let rootValue = object["root"] { root = declare(rootValue, path: path + ".root") }
        if let root { nodes[root].rootOfWindow = windows.count }
        windows.append(Window(id: id, root: root, installed: installed, key: object["key"] == .bool(true)))
    }

    /// A `presented` declared on a child hangs on its containment root (docs/rules.md#r2-2).
    private mutating func normalizeInitialPresentations() {
        for ref in nodes.indices where nodes[ref].parent != nil {
            guard let presentation = nodes[ref].presentation else { continue }
            let root = containmentRoot(ref)
            nodes[ref].presentation = nil
            nodes[root].presentation = presentation
            nodes[presentation.controller].presenter = root
        }
    }

    static func style(_ value: JSONValue?) -> String {
        if case .string(let style)? = value { return style }
        return "automatic"
    }

    /// Declares what event `index` brings; call before `apply(_:index:)`.
    public mutating func declare(event: JSONValue, index: Int) {
        guard case .object(let object) = event, case .string(let type)? = object["type"] else { return }
        switch type {
        case "push", "present":
            if let controller = object["controller"] { eventTree[index] = declare(controller, path: "$.events[\(index)].controller") }
        case "addWindow":
            if let window = object["window"] {
                eventWindow[index] = windows.count
                declareWindow(window, path: "$.events[\(index)].window", installed: false)
                windowByID[windows[windows.count - 1].id] = windows.count - 1
                normalizeInitialPresentations()
            }
        default: break
        }
    }

    // MARK: questions

    public func controller(_ id: String) -> Int? { byID[id] }
    public func window(_ id: String) -> Int? { windowByID[id] }
    /// The tree an event brings, if it brings one.
    public func tree(ofEvent index: Int) -> Int? { eventTree[index] }

    public func containmentRoot(_ ref: Int) -> Int {
        var current = ref
        while let parent = nodes[current].parent { current = parent }
        return current
    }

    /// The window whose hierarchy holds `ref`, through containers and presentations.
    public func window(of ref: Int) -> Int? {
        var current = containmentRoot(ref)
        while let presenter = nodes[current].presenter { current = containmentRoot(presenter) }
        return nodes[current].rootOfWindow
    }

    /// In a window on screen now: events may name it.
    public func isAttached(_ ref: Int) -> Bool {
        guard let window = window(of: ref) else { return false }
        return windows[window].installed
    }

    /// Every container above shows the branch `ref` is in (navigation: the top; tab bar: the selected tab).
    public func isViewInWindow(_ ref: Int) -> Bool {
        var child = ref
        while let parent = nodes[child].parent {
            switch nodes[parent].kind {
            case "navigationController" where nodes[parent].children.last != child: return false
            case "tabBarController"
            where nodes[parent].children.indices.contains(nodes[parent].selectedIndex)
                && nodes[parent].children[nodes[parent].selectedIndex] != child:
                return false
            default: break
            }
            child = parent
        }
        return true
    }

    /// Attached controllers that have an id, in declaration order.
    public var attachedIDs: [(ref: Int, id: String)] {
        nodes.indices.compactMap { ref in nodes[ref].id.flatMap { isAttached(ref) ? (ref, $0) : nil } }
    }

    public var installedWindows: [Int] { windows.indices.filter { windows[$0].installed } }

    /// The presentation `dismiss(ref)` removes (docs/rules.md#r3-7): the one above `ref`'s hierarchy,
    /// else the one showing it; nil when there is none.
    public func dismissal(of ref: Int) -> (presenter: Int, presented: Int)? {
        let root = containmentRoot(ref)
        if let above = nodes[root].presentation { return (root, above.controller) }
        if let below = nodes[root].presenter { return (below, root) }
        return nil
    }

    /// Whether `ref` is the window root or on its chain of presentations that fill the window (R2.2,
    /// R2.3, docs/rules.md#r3-8), given the window's orientation.
    public func isOnWalk(
        _ ref: Int, window: Int, landscape: Bool, phone: Bool, major: Int, regularWidth: Bool = false
    ) -> Bool {
        guard var current = windows[window].root else { return false }
        while current != ref {
            guard let presentation = nodes[current].presentation,
                Self.fillsWindow(presentation, landscape: landscape, phone: phone, major: major, regularWidth: regularWidth)
            else { return false }
            current = presentation.controller
        }
        return true
    }

    /// R2.3 as Part A states it: full screen, over full screen, custom removing the presenter's view, and on
    /// iPhone sheets and popovers before iOS 13 or in compact height, but not in landscape on a regular-width
    /// (Plus/Max) iPhone (R3.8); automatic is full screen before 13.
    public static func fillsWindow(
        _ presentation: Presentation, landscape: Bool, phone: Bool, major: Int, regularWidth: Bool = false
    ) -> Bool {
        let sheetFills = phone && !(landscape && regularWidth) && (major < 13 || landscape)
        switch presentation.style {
        case "fullScreen", "overFullScreen": return true
        case "custom": return presentation.removesPresenterView
        case "pageSheet", "formSheet", "popover": return sheetFills
        case "automatic": return major < 13 || sheetFills
        default: return false  // currentContext, overCurrentContext
        }
    }

    // MARK: replaying

    /// Applies event `index` to the hierarchy as the contract says, assuming it is valid and its turn
    /// came (a terminated run applies nothing more; the caller stops).
    public mutating func apply(_ event: JSONValue, index: Int) {
        guard case .object(let object) = event, case .string(let type)? = object["type"] else { return }
        func ref(_ key: String) -> Int? {
            if case .string(let id)? = object[key] { return byID[id] }
            return nil
        }
        func windowRef() -> Int? {
            if case .string(let id)? = object["window"] { return windowByID[id] }
            return nil
        }
        switch type {
        case "push":
            guard let navigation = ref("navigation"), let pushed = eventTree[index] else { return }
            guard nodes[pushed].kind != "navigationController" else { return }  // NSInvalidArgumentException
            nodes[navigation].children.append(pushed)
            nodes[pushed].parent = navigation
        case "pop", "popToRoot":
            guard let navigation = ref("navigation"), nodes[navigation].children.count > 1 else { return }
            let keep = type == "pop" ? nodes[navigation].children.count - 1 : 1
            for child in nodes[navigation].children[keep...] { nodes[child].parent = nil }
            nodes[navigation].children.removeSubrange(keep...)
        case "selectTab":
            guard let tabBar = ref("tabBar"), case .number(let tab)? = object["index"] else { return }
            nodes[tabBar].selectedIndex = Int(tab)
        case "present":
            guard let presenter = ref("presenter"), let presented = eventTree[index], isViewInWindow(presenter) else {
                return
            }
            let root = containmentRoot(presenter)
            guard nodes[root].presentation == nil else { return }  // refused: already presenting
            nodes[root].presentation = Presentation(
                controller: presented, style: Self.style(object["style"]),
                removesPresenterView: object["removesPresenterView"] == .bool(true))
            nodes[presented].presenter = root
        case "dismiss":
            guard let controller = ref("controller"), let (presenter, presented) = dismissal(of: controller) else { return }
            nodes[presenter].presentation = nil
            nodes[presented].presenter = nil
        case "addWindow":
            guard let window = eventWindow[index] else { return }
            windows[window].installed = true
            if windows[window].key { makeKey(window) }
        case "removeWindow":
            guard let window = windowRef() else { return }
            windows[window].installed = false
            windows[window].key = false
        case "makeKey", "makeKeyWindow":
            guard let window = windowRef() else { return }
            makeKey(window)
        default: break
        }
    }

    private mutating func makeKey(_ window: Int) {
        for ref in windows.indices where windows[ref].installed { windows[ref].key = ref == window }
    }
}
