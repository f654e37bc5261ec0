/// Builds a `ResolveRequest` from parsed JSON and checks everything that can be checked before the
/// simulation starts: shapes, enum values, ids, kinds and limits (api-contract "Validation rules").
struct RequestDecoder {
    let limits: RequestLimits
    var request = ResolveRequest()
    var controllerIndex: [String: ControllerRef] = [:]
    var windowIndex: [String: WindowRef] = [:]
    /// Event references resolved after every controller and window is known, since events may name
    /// controllers and windows that later events bring in.
    var pendingReferences: [PendingReference] = []
    var deviceOrientationGiven = false

    init(limits: RequestLimits) {
        self.limits = limits
    }

    static let requestKeys = [
        "app", "device", "interfaceOrientation", "root", "windows", "events", "options",
    ]

    mutating func decode(_ value: JSONValue) throws(RequestError) -> ResolveRequest {
        let path = JSONPath.root
        let object = try WireReader.object(value, path)
        try WireReader.checkKeys(object, allowed: Self.requestKeys, path)

        if let app = WireReader.optional(object, "app") { try decodeApp(app, JSONPath.member(path, "app")) }
        if let device = WireReader.optional(object, "device") {
            try decodeDevice(device, JSONPath.member(path, "device"))
        }
        if let current = WireReader.optional(object, "interfaceOrientation") {
            let orientation = try WireReader.interfaceOrientation(current, JSONPath.member(path, "interfaceOrientation"))
            request.interfaceOrientation = orientation
            // Without an explicit device orientation the device is held the way the interface faces.
            if !deviceOrientationGiven { request.deviceOrientation = orientation.deviceOrientation }
        }
        if let options = WireReader.optional(object, "options") {
            try decodeOptions(options, JSONPath.member(path, "options"))
        }
        try decodeWindows(object, path)
        if let events = WireReader.optional(object, "events") {
            try decodeEvents(events, JSONPath.member(path, "events"))
        }
        try resolvePendingReferences()
        return request
    }

    // MARK: app, device, options

    static let appKeys = [
        "idiom", "iosVersion", "hasHomeButton", "supportedOrientations", "supportedOrientationsPad",
        "requiresFullScreen", "delegateOrientations", "viewControllerBasedStatusBarAppearance",
    ]

    mutating func decodeApp(_ value: JSONValue, _ path: String) throws(RequestError) {
        let object = try WireReader.object(value, path)
        try WireReader.checkKeys(object, allowed: Self.appKeys, path)
        var app = AppConfiguration()
        if let idiom = WireReader.optional(object, "idiom") {
            let p = JSONPath.member(path, "idiom")
            let name = try WireReader.string(idiom, p)
            guard let parsed = Idiom(rawValue: name) else {
                throw RequestError(.invalidRequest, path: p, "unknown idiom '\(name)'; expected phone or pad")
            }
            app.idiom = parsed
        }
        if let version = WireReader.optional(object, "iosVersion") {
            let p = JSONPath.member(path, "iosVersion")
            let text = try WireReader.string(version, p)
            guard let parsed = IOSVersion(parsing: text) else {
                throw RequestError(.invalidRequest, path: p, "'\(text)' is not a version; expected \"17\", \"17.0\" or \"16.4.1\"")
            }
            guard IOSVersion.supportedMajors.contains(parsed.major) else {
                throw RequestError(
                    .invalidRequest, path: p,
                    "iOS \(parsed.major) is outside the simulated range \(IOSVersion.supportedMajors.lowerBound)–\(IOSVersion.supportedMajors.upperBound)"
                )
            }
            app.iosVersion = parsed
        }
        if let value = WireReader.optional(object, "hasHomeButton") {
            app.hasHomeButton = try WireReader.bool(value, JSONPath.member(path, "hasHomeButton"))
        }
        if let value = WireReader.optional(object, "supportedOrientations") {
            app.supportedOrientations = try WireReader.orientationList(value, JSONPath.member(path, "supportedOrientations"))
        }
        if let value = WireReader.optional(object, "supportedOrientationsPad") {
            app.supportedOrientationsPad = try WireReader.orientationList(
                value, JSONPath.member(path, "supportedOrientationsPad"))
        }
        if let value = WireReader.optional(object, "requiresFullScreen") {
            app.requiresFullScreen = try WireReader.bool(value, JSONPath.member(path, "requiresFullScreen"))
        }
        if let value = WireReader.optional(object, "delegateOrientations") {
            app.delegateOrientations = try WireReader.mask(value, JSONPath.member(path, "delegateOrientations"))
        }
        if let value = WireReader.optional(object, "viewControllerBasedStatusBarAppearance") {
            app.viewControllerBasedStatusBarAppearance = try WireReader.bool(
                value, JSONPath.member(path, "viewControllerBasedStatusBarAppearance"))
        }
        request.app = app
    }

    static let deviceKeys = ["orientation", "orientationLock"]
    static let optionKeys = ["fallbackOrder", "lockSnapsToPortrait", "trace"]
    static let windowKeys = ["id", "key", "level", "root"]

    mutating func decodeDevice(_ value: JSONValue, _ path: String) throws(RequestError) {
        let object = try WireReader.object(value, path)
        try WireReader.checkKeys(object, allowed: Self.deviceKeys, path)
        if let value = WireReader.optional(object, "orientation") {
            request.deviceOrientation = try WireReader.deviceOrientation(value, JSONPath.member(path, "orientation"))
            deviceOrientationGiven = true
        }
        if let value = WireReader.optional(object, "orientationLock") {
            request.orientationLocked = try WireReader.bool(value, JSONPath.member(path, "orientationLock"))
        }
    }

    mutating func decodeOptions(_ value: JSONValue, _ path: String) throws(RequestError) {
        let object = try WireReader.object(value, path)
        try WireReader.checkKeys(object, allowed: Self.optionKeys, path)
        if let value = WireReader.optional(object, "fallbackOrder") {
            let p = JSONPath.member(path, "fallbackOrder")
            var order: [InterfaceOrientation] = []
            for (index, item) in try WireReader.array(value, p).enumerated() {
                let orientation = try WireReader.interfaceOrientation(item, JSONPath.index(p, index))
                guard !order.contains(orientation) else {
                    throw RequestError(.invalidRequest, path: JSONPath.index(p, index), "'\(orientation.name)' is listed twice")
                }
                order.append(orientation)
            }
            // A partial list is completed with the default order (precise semantics 17).
            for orientation in ResolveRequest.Options.defaultFallbackOrder where !order.contains(orientation) {
                order.append(orientation)
            }
            request.options.fallbackOrder = order
        }
        if let value = WireReader.optional(object, "lockSnapsToPortrait") {
            request.options.lockSnapsToPortrait = try WireReader.bool(value, JSONPath.member(path, "lockSnapsToPortrait"))
        }
        if let value = WireReader.optional(object, "trace") {
            request.options.trace = try WireReader.bool(value, JSONPath.member(path, "trace"))
        }
    }

    // MARK: windows

    mutating func decodeWindows(_ object: JSONObject, _ path: String) throws(RequestError) {
        let root = WireReader.optional(object, "root")
        let windows = WireReader.optional(object, "windows")
        switch (root, windows) {
        case (.some, .some):
            throw RequestError(
                .invalidRequest, path: JSONPath.member(path, "windows"),
                "give either 'root' (one key window) or 'windows', not both")
        case (nil, nil):
            throw RequestError(.invalidRequest, path: JSONPath.member(path, "root"), "required: 'root' or 'windows'")
        case (.some(let rootValue), nil):
            let rootRef = try decodeController(rootValue, origin: .top("$.root"), depth: 1, attached: true)
            try addWindow(Window(id: "main", key: true, level: 0, root: rootRef, path: path, addedByEvent: false))
        case (nil, .some(let windowsValue)):
            let p = JSONPath.member(path, "windows")
            let items = try WireReader.array(windowsValue, p)
            guard !items.isEmpty else {
                throw RequestError(.invalidRequest, path: p, "at least one window is required")
            }
            var keyPath: String?
            for (index, item) in items.enumerated() {
                let windowPath = JSONPath.index(p, index)
                let window = try decodeWindow(item, windowPath, addedByEvent: false)
                if window.key {
                    if let first = keyPath {
                        throw RequestError(
                            .invalidRequest, path: JSONPath.member(windowPath, "key"),
                            "only one window may be key; \(first) is key already")
                    }
                    keyPath = windowPath
                }
                try addWindow(window)
            }
            // No key window given → the first one is key.
            if keyPath == nil { request.windows[0].key = true }
        }
    }

    mutating func decodeWindow(_ value: JSONValue, _ path: String, addedByEvent: Bool) throws(RequestError) -> Window {
        let object = try WireReader.object(value, path)
        try WireReader.checkKeys(object, allowed: Self.windowKeys, path)
        let id = try WireReader.string(WireReader.required(object, "id", path), JSONPath.member(path, "id"))
        var key = false
        if let value = WireReader.optional(object, "key") { key = try WireReader.bool(value, JSONPath.member(path, "key")) }
        var level = 0.0
        if let value = WireReader.optional(object, "level") {
            level = try WireReader.number(value, JSONPath.member(path, "level"))
        }
        var root: ControllerRef?
        if let value = WireReader.optional(object, "root") {
            root = try decodeController(
                value, origin: .top(JSONPath.member(path, "root")), depth: 1, attached: !addedByEvent)
        }
        return Window(id: id, key: key, level: level, root: root, path: path, addedByEvent: addedByEvent)
    }

    mutating func addWindow(_ window: Window) throws(RequestError) {
        if windowIndex[window.id] != nil {
            throw RequestError(
                .invalidRequest, path: JSONPath.member(window.path, "id"),
                "window id '\(window.id)' is used twice; ids are unique in the whole request")
        }
        let ref = request.windows.count
        windowIndex[window.id] = ref
        if let root = window.root { request.controllers[root].rootOf = ref }
        request.windows.append(window)
    }
}
