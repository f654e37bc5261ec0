import CLibFuzzer
import RequestGenerator
import RotationPolicy
import RotationPolicyJSON
import RotationPolicyWire

/// A libFuzzer custom mutator that edits requests as JSON trees instead of bytes: it swaps in contract
/// keywords, grafts subtrees, adds and drops members and array elements, and appends well-formed events
/// that name controllers and windows the request already has. Byte-level mutations would need many
/// lucky steps to keep a body valid JSON with valid references; these keep most bodies decodable, so
/// fuzzing time goes to the resolver. One mutation in five stays byte-level, so parser errors stay reached;
/// about one in thirty replaces the body by a fresh valid request (`ContractRequestGenerator`).
enum StructuredMutator {
    static func mutate(_ data: UnsafeMutablePointer<UInt8>, _ size: Int, _ maxSize: Int, _ seed: UInt32) -> Int {
        var rng = SplitMix64(seed: UInt64(seed))
        if rng.below(5) == 0 { return LLVMFuzzerMutate(data, size, maxSize) }
        let input = UnsafeRawBufferPointer(start: data, count: size)
        guard var document = try? JSONParser.parse(input, maxDepth: 1024, maxStringBytes: 1 << 16) else {
            return LLVMFuzzerMutate(data, size, maxSize)
        }
        var context = Context(rng: rng, ids: [])
        collectIDs(document, into: &context.ids)
        for _ in 0...context.rng.below(3) { context.mutate(&document) }
        var writer = JSONWriter(reservingCapacity: size + 256)
        write(document, into: &writer)
        let bytes = writer.bytes
        guard !bytes.isEmpty, bytes.count <= maxSize else { return LLVMFuzzerMutate(data, size, maxSize) }
        bytes.withUnsafeBufferPointer { data.update(from: $0.baseAddress!, count: bytes.count) }
        return bytes.count
    }

    static func collectIDs(_ value: JSONValue, into ids: inout [String]) {
        switch value {
        case .array(let items): for item in items { collectIDs(item, into: &ids) }
        case .object(let object):
            for member in object.members {
                if member.key == "id", case .string(let id) = member.value { ids.append(id) }
                collectIDs(member.value, into: &ids)
            }
        default: break
        }
    }

    static func write(_ value: JSONValue, into writer: inout JSONWriter) {
        switch value {
        case .null: writer.null()
        case .bool(let bool): writer.bool(bool)
        case .number(let number): writer.number(number)
        case .string(let string): writer.string(string)
        case .array(let items):
            writer.beginArray()
            for item in items { write(item, into: &writer) }
            writer.endArray()
        case .object(let object):
            writer.beginObject()
            for member in object.members {
                writer.key(member.key)
                write(member.value, into: &writer)
            }
            writer.endObject()
        }
    }
}

struct Context {
    var rng: SplitMix64
    var ids: [String]
    var fresh = 0

    mutating func freshID() -> String {
        fresh += 1
        let id = "z\(rng.below(1000))_\(fresh)"
        ids.append(id)
        return id
    }

    mutating func someID() -> String { ids.isEmpty || rng.chance(5) ? freshID() : rng.pick(ids) }

    mutating func mask() -> JSONValue {
        switch rng.below(3) {
        case 0: .string(rng.pick(Vocabulary.maskNames))
        case 1: .number(Double(rng.below(32)))
        default:
            .array((0...rng.below(3)).map { _ in .string(rng.pick(Vocabulary.interfaceOrientations)) })
        }
    }

    mutating func scalar() -> JSONValue {
        switch rng.below(6) {
        case 0: .bool(rng.chance(50))
        case 1: .null
        case 2: .number(rng.pick(Vocabulary.numbers))
        case 3: .string(rng.pick(Vocabulary.words))
        case 4: .string(someID())
        default: mask()
        }
    }

    /// A controller, sometimes a container with children or a presentation, at most `depth` levels.
    mutating func controller(depth: Int = 2) -> JSONValue {
        var members: [JSONObject.Member] = [.init(key: "id", value: .string(freshID()))]
        let kind = rng.chance(60) ? "viewController" : rng.pick(Vocabulary.kinds)
        if kind != "viewController" { members.append(.init(key: "kind", value: .string(kind))) }
        if rng.chance(60) { members.append(.init(key: "supportedOrientations", value: mask())) }
        if rng.chance(25) { members.append(.init(key: "shouldAutorotate", value: .bool(rng.chance(50)))) }
        if rng.chance(25) {
            members.append(
                .init(
                    key: "preferredOrientationForPresentation",
                    value: .string(rng.pick(Vocabulary.interfaceOrientations))))
        }
        if rng.chance(15) { members.append(.init(key: "prefersStatusBarHidden", value: .bool(rng.chance(50)))) }
        if rng.chance(20) { members.append(.init(key: "forwarding", value: .string(rng.pick(Vocabulary.forwarding)))) }
        if depth > 0, kind != "viewController", rng.chance(70) {
            let children = (0...rng.below(3)).map { _ in controller(depth: depth - 1) }
            members.append(.init(key: "children", value: .array(children)))
            if kind == "tabBarController", rng.chance(50) {
                members.append(.init(key: "selectedIndex", value: .number(Double(rng.below(children.count + 1)))))
            }
        }
        if depth > 0, rng.chance(15) { members.append(.init(key: "presented", value: presentation(depth: depth - 1))) }
        return .object(JSONObject(members))
    }

    mutating func presentation(depth: Int) -> JSONValue {
        let style = rng.pick(Vocabulary.styles)
        var members: [JSONObject.Member] = [.init(key: "style", value: .string(style))]
        if style == "custom", rng.chance(50) { members.append(.init(key: "removesPresenterView", value: .bool(rng.chance(50)))) }
        members.append(.init(key: "controller", value: controller(depth: depth)))
        return .object(JSONObject(members))
    }

    /// A well-formed event of a random type, naming ids the request already has.
    mutating func event() -> JSONValue {
        let type = rng.pick(Vocabulary.eventTypes)
        var members: [JSONObject.Member] = [.init(key: "type", value: .string(type))]
        func add(_ key: String, _ value: JSONValue) { members.append(.init(key: key, value: value)) }
        switch type {
        case "deviceOrientation", "setDeviceOrientation":
            add("orientation", .string(rng.pick(Vocabulary.deviceOrientations)))
        case "setStatusBarOrientation": add("orientation", .string(rng.pick(Vocabulary.interfaceOrientations)))
        case "orientationLock": add("locked", .bool(rng.chance(50)))
        case "setNeedsUpdateOfSupportedInterfaceOrientations": if rng.chance(60) { add("controller", .string(someID())) }
        case "requestGeometryUpdate": add("orientations", mask())
        case "push":
            add("navigation", .string(someID()))
            add("controller", controller(depth: 1))
        case "pop", "popToRoot": add("navigation", .string(someID()))
        case "selectTab":
            add("tabBar", .string(someID()))
            add("index", .number(Double(rng.below(4))))
        case "present":
            add("presenter", .string(someID()))
            let style = rng.pick(Vocabulary.styles)
            if rng.chance(80) { add("style", .string(style)) }
            if style == "custom", rng.chance(50) { add("removesPresenterView", .bool(rng.chance(50))) }
            add("controller", controller(depth: 1))
        case "dismiss": add("controller", .string(someID()))
        case "update":
            add("controller", .string(someID()))
            var patch: [JSONObject.Member] = []
            for key in [
                "supportedOrientations", "shouldAutorotate", "preferredOrientationForPresentation",
                "prefersStatusBarHidden", "forwarding", "class",
            ] where rng.chance(35) {
                let value: JSONValue =
                    switch key {
                    case "supportedOrientations": rng.chance(20) ? .null : mask()
                    case "shouldAutorotate", "prefersStatusBarHidden": rng.chance(20) ? .null : .bool(rng.chance(50))
                    case "preferredOrientationForPresentation":
                        rng.chance(20) ? .null : .string(rng.pick(Vocabulary.interfaceOrientations))
                    case "forwarding": rng.chance(20) ? .null : .string(rng.pick(Vocabulary.forwarding))
                    default: .string("Demo.Patched")
                    }
                patch.append(.init(key: key, value: value))
            }
            if patch.isEmpty { patch.append(.init(key: "supportedOrientations", value: mask())) }
            add("set", .object(JSONObject(patch)))
        case "addWindow":
            var window: [JSONObject.Member] = [.init(key: "id", value: .string(freshID()))]
            if rng.chance(50) { window.append(.init(key: "level", value: .number(rng.pick([0, 1, 1000, 2000, -1, 0.5])))) }
            if rng.chance(85) { window.append(.init(key: "root", value: controller(depth: 1))) }
            add("window", .object(JSONObject(window)))
        default: add("window", .string(rng.chance(30) ? "main" : someID()))  // removeWindow, makeKey
        }
        return .object(JSONObject(members))
    }

    static func count(_ value: JSONValue) -> Int {
        switch value {
        case .array(let items): 1 + items.reduce(0) { $0 + count($1) }
        case .object(let object): 1 + object.members.reduce(0) { $0 + count($1.value) }
        default: 1
        }
    }

    /// Calls `body` on the `target`-th node in pre-order.
    static func visit(_ value: inout JSONValue, _ target: inout Int, _ body: (inout JSONValue) -> Void) -> Bool {
        if target == 0 {
            body(&value)
            return true
        }
        target -= 1
        switch value {
        case .array(var items):
            value = .null  // keep the array uniquely referenced while it is edited
            defer { value = .array(items) }
            for index in items.indices where visit(&items[index], &target, body) { return true }
        case .object(var object):
            value = .null
            defer { value = .object(object) }
            for index in object.members.indices where visit(&object.members[index].value, &target, body) { return true }
        default: break
        }
        return false
    }

    static func node(_ value: JSONValue, _ target: inout Int) -> JSONValue? {
        if target == 0 { return value }
        target -= 1
        switch value {
        case .array(let items): for item in items { if let found = node(item, &target) { return found } }
        case .object(let object): for member in object.members { if let found = node(member.value, &target) { return found } }
        default: break
        }
        return nil
    }

    mutating func mutate(_ document: inout JSONValue) {
        // Now and then a fresh valid request from the shared generator: a long valid run reaches resolver
        // states that mutating a broken body rarely does, and later mutations start from it.
        if rng.chance(3) {
            document = ContractRequestGenerator(seed: rng.next()).request().json
            return
        }
        // A third of the time work on the request's own shape: events, windows, the app.
        if case .object(var request) = document, rng.chance(35) {
            mutateRequest(&request)
            document = .object(request)
            return
        }
        let total = Self.count(document)
        var target = rng.below(total)
        var graftIndex = rng.below(total)
        let graft = Self.node(document, &graftIndex) ?? .null
        var copy = self
        _ = Self.visit(&document, &target) { node in copy.mutateNode(&node, graft: graft) }
        self = copy
    }

    mutating func mutateRequest(_ request: inout JSONObject) {
        func index(_ key: String) -> Int? { request.members.firstIndex { $0.key == key } }
        switch rng.below(6) {
        case 0, 1, 2:  // append (or insert) events
            var events: [JSONValue] = []
            if let at = index("events"), case .array(let items) = request.members[at].value { events = items }
            for _ in 0...rng.below(3) {
                events.insert(event(), at: rng.chance(70) ? events.count : rng.below(events.count + 1))
            }
            if let at = index("events") {
                request.members[at].value = .array(events)
            } else {
                request.members.append(.init(key: "events", value: .array(events)))
            }
        case 3:  // app configuration
            var app: [JSONObject.Member] = []
            if let at = index("app"), case .object(let object) = request.members[at].value { app = object.members }
            let (key, value): (String, JSONValue) =
                switch rng.below(8) {
                case 0: ("idiom", .string(rng.chance(50) ? "phone" : "pad"))
                case 1: ("iosVersion", .string(rng.pick(Vocabulary.versions)))
                case 2: ("hasHomeButton", .bool(rng.chance(50)))
                case 3: ("supportedOrientations", mask())
                case 4: ("supportedOrientationsPad", mask())
                case 5: ("requiresFullScreen", .bool(rng.chance(50)))
                case 6: ("delegateOrientations", mask())
                default: ("viewControllerBasedStatusBarAppearance", .bool(rng.chance(50)))
                }
            app.removeAll { $0.key == key }
            app.append(.init(key: key, value: value))
            if let at = index("app") {
                request.members[at].value = .object(JSONObject(app))
            } else {
                request.members.append(.init(key: "app", value: .object(JSONObject(app))))
            }
        case 4:  // device, current orientation, options
            let (key, value): (String, JSONValue) =
                switch rng.below(3) {
                case 0:
                    (
                        "device",
                        .object(
                            JSONObject([
                                .init(key: "orientation", value: .string(rng.pick(Vocabulary.deviceOrientations))),
                                .init(key: "orientationLock", value: .bool(rng.chance(30))),
                            ]))
                    )
                case 1: ("interfaceOrientation", .string(rng.pick(Vocabulary.interfaceOrientations)))
                default:
                    (
                        "options",
                        .object(
                            JSONObject([
                                .init(key: "trace", value: .bool(rng.chance(60))),
                                .init(key: "lockSnapsToPortrait", value: .bool(rng.chance(50))),
                                .init(
                                    key: "fallbackOrder",
                                    value: .array(
                                        (0...rng.below(4)).map { _ in .string(rng.pick(Vocabulary.interfaceOrientations)) })),
                            ]))
                    )
                }
            request.members.removeAll { $0.key == key }
            request.members.append(.init(key: key, value: value))
        default:  // a new root, or a second window beside the root
            if let at = index("windows"), case .array(var windows) = request.members[at].value {
                var window: [JSONObject.Member] = [.init(key: "id", value: .string(freshID()))]
                if rng.chance(40) { window.append(.init(key: "level", value: .number(rng.pick([-1, 0, 1, 2000])))) }
                if rng.chance(20) { window.append(.init(key: "key", value: .bool(true))) }
                window.append(.init(key: "root", value: controller()))
                windows.append(.object(JSONObject(window)))
                request.members[at].value = .array(windows)
            } else if let at = index("root") {
                request.members[at].value = controller()
            } else {
                request.members.append(.init(key: "root", value: controller()))
            }
        }
    }

    mutating func mutateNode(_ node: inout JSONValue, graft: JSONValue) {
        switch rng.below(8) {
        case 0: node = scalar()
        case 1: if Self.count(graft) < 200 { node = graft }
        case 2: if case .string = node { node = .string(rng.chance(70) ? rng.pick(Vocabulary.words) : someID()) } else { node = scalar() }
        case 3: node = controller()
        default:
            switch node {
            case .array(var items):
                switch rng.below(4) {
                case 0: if !items.isEmpty { items.remove(at: rng.below(items.count)) }
                case 1: if !items.isEmpty { items.insert(items[rng.below(items.count)], at: rng.below(items.count + 1)) }
                case 2: if items.count > 1 { items.swapAt(rng.below(items.count), rng.below(items.count)) }
                default:
                    let looksLikeEvents = items.contains { if case .object(let o) = $0 { o["type"] != nil } else { false } }
                    items.append(looksLikeEvents ? event() : controller())
                }
                node = .array(items)
            case .object(var object):
                switch rng.below(4) {
                case 0: if !object.members.isEmpty { object.members.remove(at: rng.below(object.members.count)) }
                case 1:
                    let key = rng.chance(70) ? rng.pick(Vocabulary.controllerKeys) : rng.pick(Vocabulary.otherKeys)
                    let value: JSONValue =
                        switch key {
                        case "children": .array((0...rng.below(2)).map { _ in controller(depth: 1) })
                        case "presented": presentation(depth: 1)
                        case "supportedOrientations": mask()
                        default: scalar()
                        }
                    object.members.removeAll { $0.key == key }
                    object.members.append(.init(key: key, value: value))
                case 2:
                    if !object.members.isEmpty {
                        let at = rng.below(object.members.count)
                        object.members[at].value = scalar()
                    }
                default:
                    if !object.members.isEmpty {  // rename a member to another contract key
                        let at = rng.below(object.members.count)
                        let key = rng.pick(Vocabulary.controllerKeys + Vocabulary.otherKeys)
                        if object[key] == nil { object.members[at].key = key }
                    }
                }
                node = .object(object)
            default: node = scalar()
            }
        }
    }
}
