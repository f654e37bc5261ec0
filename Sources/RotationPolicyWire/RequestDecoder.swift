import RotationPolicy
import RotationPolicyJSON

/// Builds a `ResolveRequest` from the parsed tape and checks everything that can be checked before the
/// simulation starts: shapes, enum values, ids, kinds and limits (api-contract "Validation rules").
struct RequestDecoder {
    typealias Node = WireReader.Node

    let limits: WireLimits
    let reader: WireReader
    var request = ResolveRequest()
    /// Controller ids (in `request.controllers`) and window ids (in `request.windows`).
    var controllerIDs = IDIndex()
    var windowIDs = IDIndex()
    /// Event references resolved after every controller and window is known, since events may name
    /// controllers and windows that later events bring in.
    var pendingReferences: [PendingReference] = []
    var deviceOrientationGiven = false
    /// Validation errors so far; the decoder goes on after each so that one answer lists them all.
    var problems = ValidationErrors()
    /// Event lists after the script's (the explorer's environment and actions): where each starts in
    /// `request.events` and its JSON path.
    var eventLists: [(first: Int, path: String)] = []
    /// Controllers whose preset keeps UIKit's own presentation (`Preset.Behaviour.ownPresentation`), and
    /// the present events that gave no style (`RequestDecoder+OwnPresentation.swift`).
    var ownPresentations: [ControllerID: [PresentationStyle]] = [:]
    var presentsWithoutStyle: Set<Int> = []
    /// `request.updateClassNames` by name, so a request of many updates interns each in constant time.
    var updateClassIndex: [String: Int] = [:]
    /// Controllers' class names, each made once.
    var classNames = ClassNames()
    /// `POST /v1/explore`: the top level may carry `explore`.
    var explore: ExploreDecoding?

    init(tape: JSONTape, limits: WireLimits) {
        self.reader = WireReader(tape: tape)
        self.limits = limits
        // A controller takes at least five tape nodes.
        request.controllers.reserveCapacity(min(tape.nodes.count / 5, limits.maxControllers))
    }

    static let requestKeys = WireReader.Keys([
        "app", "device", "interfaceOrientation", "root", "windows", "events", "options", "scene", "scenes",
    ])
    static let exploreRequestKeys = WireReader.Keys([
        "app", "device", "interfaceOrientation", "root", "windows", "events", "options", "scene", "scenes", "explore",
    ])

    /// Every shape error of the request first (each field, controller and event is checked even after an
    /// earlier one failed); only a request whose shapes are right has its references checked, since
    /// an id that failed to decode would otherwise show up again as "no controller has the id".
    mutating func decode() throws(RequestError) -> ResolveRequest {
        let path = JSONPath.root
        let object = try reader.object(0, path)
        let (fields, unknownKeys) = reader.membersAllowingUnknown(object, explore == nil ? Self.requestKeys : Self.exploreRequestKeys, path)
        if let unknownKeys { try note(unknownKeys) }
        let (app, device, current, root, windows, events, options) = (
            fields[0], fields[1], fields[2], fields[3], fields[4], fields[5], fields[6]
        )
        if app != WireReader.absent { try attempt { (d) throws(RequestError) in try d.decodeApp(app) } }
        if device != WireReader.absent { try attempt { (d) throws(RequestError) in try d.decodeDevice(device) } }
        if current != WireReader.absent {
            do {
                let orientation = try reader.interfaceOrientation(current, "$.interfaceOrientation")
                request.interfaceOrientation = orientation
                // Without an explicit device orientation the device is held the way the interface faces.
                if !deviceOrientationGiven { request.deviceOrientation = orientation.deviceOrientation }
            } catch { try note(error) }
        }
        if options != WireReader.absent { try attempt { (d) throws(RequestError) in try d.decodeOptions(options) } }
        if fields[7] != WireReader.absent { try attempt { (d) throws(RequestError) in try d.decodeScene(fields[7]) } }
        if fields[8] != WireReader.absent {
            try attempt { (d) throws(RequestError) in try d.decodeScenes(fields[8], root: root, windows: windows, scene: fields[7]) }
        } else {
            try attempt { (d) throws(RequestError) in try d.decodeWindows(root: root, windows: windows) }
        }
        if events != WireReader.absent { try attempt { (d) throws(RequestError) in try d.decodeEvents(events, "$.events") } }
        if explore != nil { try attempt { (d) throws(RequestError) in try d.decodeExplore(fields[9]) } }
        guard problems.isEmpty else { throw problems.combined }
        try resolvePendingReferences()
        guard problems.isEmpty else { throw problems.combined }
        try checkOwnPresentations()
        guard problems.isEmpty else { throw problems.combined }
        // Moved out, not copied: the copy retained every array and string of the request, and the
        // decoder's end released them again (callgrind: 0.26 K instructions a request, net of the swap).
        var decoded = ResolveRequest()
        swap(&decoded, &request)
        return decoded
    }

    // MARK: collecting errors

    /// Records a validation error and returns, so decoding goes on; a limit error or the cap rethrows.
    mutating func note(_ error: RequestError) throws(RequestError) { try problems.record(error) }

    /// Runs one independent part of the decoding; its error is recorded and decoding goes on.
    mutating func attempt(_ body: (inout RequestDecoder) throws(RequestError) -> Void) throws(RequestError) {
        do { try body(&self) } catch { try note(error) }
    }

    // MARK: app, device, options

    static let appKeys = WireReader.Keys([
        "idiom", "iosVersion", "hasHomeButton", "supportedOrientations", "supportedOrientationsPad",
        "requiresFullScreen", "delegateOrientations", "viewControllerBasedStatusBarAppearance",
        "requiresFullScreenIgnoredStartingWithVersion", "linkedSDK", "regularWidthInLandscape",
    ])

    mutating func decodeApp(_ node: Node) throws(RequestError) {
        let path = "$.app"
        let (f, unknownKeys) = reader.membersAllowingUnknown(try reader.object(node, path), Self.appKeys, path)
        if let unknownKeys { try note(unknownKeys) }
        // Written in place: a local `AppConfiguration` was copied four times on its way into the request
        // (callgrind: ~300 instructions a request in copies, retains and releases).
        // Each field on its own: a wrong one is recorded and the others are still checked.
        do throws(RequestError) {
            if f[0] != WireReader.absent {
                if reader.tape.kind(f[0]) == .string, let idiom = reader.lookup(f[0], Self.idiomNames) {
                    request.app.idiom = idiom  // the exact spelling, matched on the body's bytes
                } else {
                    let name = try reader.string(f[0], "$.app.idiom")
                    guard let parsed = Idiom(rawValue: name) else {
                        throw RequestError(
                            .invalidRequest, path: "$.app.idiom",
                            "unknown idiom '\(name)'\(Suggestion.hint(for: name, among: ["phone", "pad"])); expected phone or pad")
                    }
                    request.app.idiom = parsed
                }
            }
        } catch { try note(error) }
        var versionRead = true
        do {
            if f[1] != WireReader.absent { request.app.iosVersion = try decodeIOSVersion(f[1]) }
        } catch {
            versionRead = false
            try note(error)
        }
        do {
            if f[2] != WireReader.absent { request.app.hasHomeButton = try reader.bool(f[2], "$.app.hasHomeButton") }
        } catch { try note(error) }
        do {
            if f[3] != WireReader.absent {
                request.app.supportedOrientations = try reader.orientationList(f[3], "$.app.supportedOrientations")
            }
        } catch { try note(error) }
        do {
            if f[4] != WireReader.absent {
                request.app.supportedOrientationsPad = try reader.orientationList(f[4], "$.app.supportedOrientationsPad")
            }
        } catch { try note(error) }
        do {
            if f[5] != WireReader.absent { request.app.requiresFullScreen = try reader.bool(f[5], "$.app.requiresFullScreen") }
        } catch { try note(error) }
        do {
            if f[6] != WireReader.absent {
                // "topController": the delegate answers the top controller's mask (DelegateMask.swift).
                if reader.tape.kind(f[6]) == .string, try reader.string(f[6], "$.app.delegateOrientations") == "topController" {
                    request.app.delegateAnswersTopController = true
                } else {
                    request.app.delegateOrientations = try reader.mask(f[6], "$.app.delegateOrientations")
                }
            }
        } catch { try note(error) }
        do {
            if f[7] != WireReader.absent {
                request.app.viewControllerBasedStatusBarAppearance = try reader.bool(
                    f[7], "$.app.viewControllerBasedStatusBarAppearance")
            }
        } catch { try note(error) }
        do {
            // TN3192: from this iPadOS version on, UIRequiresFullScreen is ignored.
            let key = "$.app.requiresFullScreenIgnoredStartingWithVersion"
            if f[8] != WireReader.absent { request.app.requiresFullScreenIgnoredFrom = try decodeIOSVersion(f[8], path: key) }
        } catch { try note(error) }
        do {
            if f[9] != WireReader.absent {
                request.app.linkedSDK = try decodeLinkedSDK(f[9], running: versionRead ? request.app.iosVersion : nil)
            }
        } catch { try note(error) }
        do throws(RequestError) {
            let key = "$.app.regularWidthInLandscape"
            if f[10] != WireReader.absent {
                request.app.regularWidthInLandscape = try reader.bool(f[10], key)
                // Every full-screen iPad app is regular width: the key would say nothing there.
                if request.app.regularWidthInLandscape, request.app.idiom == .pad {
                    throw RequestError(
                        .invalidRequest, path: key,
                        "regularWidthInLandscape describes Plus and Max iPhones; leave it out for idiom pad (always regular width)")
                }
            }
        } catch { try note(error) }
    }

    /// A request's (or one scene's) `windows`: each decoded and added, in `scene` when given; a second
    /// `key: true`, counted across every list through `keyPath`, is refused at that member.
    mutating func decodeWindowList(
        _ windows: Node, _ path: String, scene: SceneID?, keyPath: inout String?
    ) throws(RequestError) {
        request.windows.reserveCapacity(request.windows.count + reader.tape.count(windows))
        for (index, item) in reader.tape.elements(windows).enumerated() {
            let windowPath = JSONPath.index(path, index)
            do throws(RequestError) {
                var window = try decodeWindow(item, windowPath, addedByEvent: false)
                if let scene { window.scene = scene }
                if window.key {
                    if let first = keyPath {
                        throw RequestError(
                            .invalidRequest, path: JSONPath.member(windowPath, "key"),
                            "only one window\(scene == nil ? "" : " of the app") may be key; \(first) is key already")
                    }
                    keyPath = windowPath
                }
                try addWindow(window)
            } catch { try note(error) }
        }
    }

    static let idiomNames = WireReader.Names([("phone", Idiom.phone), ("pad", .pad)])

    static let versionRange =
        "the simulator knows iOS \(IOSVersion.supportedMajors.lowerBound) to \(IOSVersion.supportedMajors.upperBound)"

    /// "17", "17.0" or "16.4.1", within the simulated range (a well-formed number outside it is "out of
    /// range", not "not a version").
    func decodeIOSVersion(_ node: Node, path: String = "$.app.iosVersion") throws(RequestError) -> IOSVersion {
        guard reader.tape.kind(node) == .string else { throw reader.mismatch(node, "a string", path) }
        // The common case read off the body's bytes: `IOSVersion(parsing:)` needs a String and an array.
        if let parsed = reader.tape.withUTF8(node, Self.parseVersion), IOSVersion.supportedMajors.contains(parsed.major) {
            return parsed
        }
        let text = reader.tape.string(node)
        guard let parsed = IOSVersion(parsing: text) else {
            // Digits and dots that only fail by their size ("12345") are a version out of range.
            let shape = text.split(separator: ".", omittingEmptySubsequences: false)
            if (1...3).contains(shape.count), shape.allSatisfy({ !$0.isEmpty && $0.utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 } }) {
                throw RequestError(.invalidRequest, path: path, "iOS \(text) is out of range; \(Self.versionRange)")
            }
            throw RequestError(
                .invalidRequest, path: path, "'\(text)' is not a version; expected \"17\", \"17.0\" or \"16.4.1\"")
        }
        guard IOSVersion.supportedMajors.contains(parsed.major) else {
            throw RequestError(
                .invalidRequest, path: path,
                "iOS \(text) is out of range; \(Self.versionRange)")
        }
        return parsed
    }

    /// `IOSVersion(parsing:)` on bytes, with the same grammar: one to three dot-separated runs of one to
    /// four ASCII digits.
    static func parseVersion(_ bytes: UnsafeRawBufferPointer) -> IOSVersion? {
        var parts = 0
        var major = 0
        var minor = 0
        var value = 0
        var digits = 0
        for byte in bytes {
            if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
                guard digits < 4 else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
                digits += 1
            } else if byte == UInt8(ascii: "."), digits > 0, parts < 2 {
                if parts == 0 { major = value } else { minor = value }
                parts += 1
                (value, digits) = (0, 0)
            } else {
                return nil
            }
        }
        guard digits > 0 else { return nil }
        switch parts {
        case 0: return IOSVersion(value, 0)
        case 1: return IOSVersion(major, value)
        default: return IOSVersion(major, minor)
        }
    }

    static let deviceKeys = WireReader.Keys(["orientation", "orientationLock"])
    static let optionKeys = WireReader.Keys(["fallbackOrder", "lockSnapsToPortrait", "trace"])
    static let windowKeys = WireReader.Keys(["id", "key", "level", "root", "hidden"])

    mutating func decodeDevice(_ node: Node) throws(RequestError) {
        let (f, unknownKeys) = reader.membersAllowingUnknown(try reader.object(node, "$.device"), Self.deviceKeys, "$.device")
        if let unknownKeys { try note(unknownKeys) }
        do {
            if f[0] != WireReader.absent {
                request.deviceOrientation = try reader.deviceOrientation(f[0], "$.device.orientation")
                deviceOrientationGiven = true
            }
        } catch { try note(error) }
        do {
            if f[1] != WireReader.absent { request.orientationLocked = try reader.bool(f[1], "$.device.orientationLock") }
        } catch { try note(error) }
    }

    mutating func decodeOptions(_ node: Node) throws(RequestError) {
        let (f, unknownKeys) = reader.membersAllowingUnknown(try reader.object(node, "$.options"), Self.optionKeys, "$.options")
        if let unknownKeys { try note(unknownKeys) }
        do { try decodeFallbackOrder(f[0]) } catch { try note(error) }
        do {
            if f[1] != WireReader.absent {
                request.options.lockSnapsToPortrait = try reader.bool(f[1], "$.options.lockSnapsToPortrait")
            }
        } catch { try note(error) }
        do {
            if f[2] != WireReader.absent { request.options.trace = try reader.bool(f[2], "$.options.trace") }
        } catch { try note(error) }
    }

    mutating func decodeFallbackOrder(_ node: Node) throws(RequestError) {
        if node != WireReader.absent {
            let p = "$.options.fallbackOrder"
            var order: [InterfaceOrientation] = []
            for (index, item) in reader.tape.elements(try reader.array(node, p)).enumerated() {
                let orientation = try reader.interfaceOrientation(item, JSONPath.index(p, index))
                guard !order.contains(orientation) else {
                    throw RequestError(.invalidRequest, path: JSONPath.index(p, index), "'\(orientation.name)' is listed twice")
                }
                order.append(orientation)
            }
            // A partial list is completed with the default order (docs/rules.md#r3-5).
            for orientation in ResolveRequest.Options.defaultFallbackOrder where !order.contains(orientation) {
                order.append(orientation)
            }
            request.options.fallbackOrder = order
        }
    }

    // MARK: windows

    mutating func decodeWindows(root: Node, windows: Node) throws(RequestError) {
        switch (root != WireReader.absent, windows != WireReader.absent) {
        case (true, true):
            throw RequestError(
                .invalidRequest, path: "$.windows", "give either 'root' (one key window) or 'windows', not both")
        case (false, false):
            throw RequestError(.invalidRequest, path: "$.root", "required: 'root' or 'windows'")
        case (true, false):
            let rootRef = try decodeController(root, origin: .top("$.root"), depth: 1, attached: true)
            try addWindow(Window(id: "main", key: true, level: 0, root: rootRef, path: "$", addedByEvent: false))
        case (false, true):
            let p = "$.windows"
            guard reader.tape.count(try reader.array(windows, p)) > 0 else {
                throw RequestError(.invalidRequest, path: p, "at least one window is required")
            }
            var keyPath: String?
            try decodeWindowList(windows, p, scene: nil, keyPath: &keyPath)
            // No key window given → the first one is key.
            if keyPath == nil, !request.windows.isEmpty { request.windows[0].key = true }
        }
    }

    mutating func decodeWindow(_ node: Node, _ path: String, addedByEvent: Bool) throws(RequestError) -> Window {
        let (f, unknownKeys) = reader.membersAllowingUnknown(try reader.object(node, path), Self.windowKeys, path)
        if let unknownKeys { try note(unknownKeys) }
        let id = try reader.string(reader.required(f[0], "id", path), JSONPath.member(path, "id"))
        guard !id.isEmpty else {
            throw RequestError(.invalidRequest, path: JSONPath.member(path, "id"), "a window id must not be empty")
        }
        let key = f[1] == WireReader.absent ? false : try reader.bool(f[1], JSONPath.member(path, "key"))
        let level = f[2] == WireReader.absent ? 0 : try reader.number(f[2], JSONPath.member(path, "level"))
        var root: ControllerID?
        if f[3] != WireReader.absent {
            root = try decodeController(
                f[3], origin: .windowRoot(path), depth: 1, attached: !addedByEvent)
        }
        var window = Window(id: id, key: key, level: level, root: root, path: path, addedByEvent: addedByEvent)
        if f[4] != WireReader.absent { window.hidden = try reader.bool(f[4], JSONPath.member(path, "hidden")) }
        if window.hidden, addedByEvent {
            throw RequestError(
                .invalidRequest, path: JSONPath.member(path, "hidden"),
                "addWindow shows the window it adds; declare the window in 'windows' with hidden: true to start it hidden")
        }
        return window
    }

    mutating func addWindow(_ window: Window) throws(RequestError) {
        guard request.windows.count < limits.maxWindows else {
            throw RequestError(
                .limitExceeded, path: window.path,
                "more than \(limits.maxWindows) windows (with or without a root, including those events add); the limit is \(limits.maxWindows)")
        }
        if windowRef(window.id) != nil {
            throw RequestError(
                .invalidRequest, path: JSONPath.member(window.path, "id"),
                "window id '\(window.id)' is used twice; ids are unique in the whole request")
        }
        let ref = request.windows.count
        if let root = window.root { request.controllers[root].rootOf = WindowID(ref) }
        request.windows.append(window)
        if windowIDs.isHashed {
            windowIDs.insert(hash: IDIndex.hash(window.id), at: ref)
        } else if request.windows.count > IDIndex.scanLimit {
            windowIDs.build(request.windows.map { IDIndex.hash($0.id) })
        }
    }

    /// The window with the id `id`, if any so far. Mutating, as `decodeID`: a call would copy the decoder.
    mutating func windowRef(_ id: String) -> WindowID? {
        guard !id.isEmpty else { return nil }
        return windowIDs.find(hash: IDIndex.hash(id), count: request.windows.count) { request.windows[$0].id == id }
            .map(WindowID.init(_:))
    }

    /// The controller whose id is the text of the string node `node`, if any so far: compared with the
    /// body's bytes, so an event's reference makes no `String`. Mutating, as `decodeID`: a call would copy
    /// the decoder.
    mutating func controllerRef(idAt node: Node) -> ControllerID? {
        // An empty id names nothing: controllers without an id hold "" and must not match it.
        guard reader.tape.nodes[node].length > 0 else { return nil }
        return controllerIDs.find(hash: reader.idHash(node), count: request.controllers.count) {
            reader.tape.string(node, equals: request.controllers[$0].id)
        }.map(ControllerID.init(_:))
    }
}
