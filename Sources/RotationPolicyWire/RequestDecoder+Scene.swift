import RotationPolicy
import RotationPolicyJSON

/// `scene`: the one scene's iPadOS 26 windowing mode and iOS 27 scene-delegate mask, and the `setWindowingMode` event's value.
extension RequestDecoder {
    static let sceneKeys = WireReader.Keys(["windowingMode", "delegateOrientations", "fillsScreen"])

    mutating func decodeScene(_ node: Node) throws(RequestError) {
        let path = "$.scene"
        let (f, unknownKeys) = reader.membersAllowingUnknown(try reader.object(node, path), Self.sceneKeys, path)
        if let unknownKeys { try note(unknownKeys) }
        do {
            if f[0] != WireReader.absent {
                request.windowingMode = try decodeWindowingMode(f[0], JSONPath.member(path, "windowingMode"))
            }
        } catch { try note(error) }
        if f[1] != WireReader.absent {
            request.sceneDelegateOrientations = try decodeSceneDelegateMask(f[1], JSONPath.member(path, "delegateOrientations"))
        }
        if f[2] != WireReader.absent {
            request.sceneFillsScreen = try decodeFillsScreen(f[2], JSONPath.member(path, "fillsScreen"), mode: request.windowingMode)
        }
    }

    /// Whether a windowed scene fills the screen (centered, screen-sized, not occluded: the lock's
    /// conditions, R4.3). iPad, iOS 26+; a full-screen scene always does, so `false` there is a 400.
    func decodeFillsScreen(_ node: Node, _ path: String, mode: WindowingMode) throws(RequestError) -> Bool {
        let fills = try reader.bool(node, path)
        try requireWindowingModes(path)
        if !fills, mode == .fullScreen {
            throw RequestError(
                .invalidRequest, path: path,
                "a full-screen scene always fills the screen; make it windowed (windowingMode: windowed) to give it a smaller size")
        }
        return fills
    }

    /// iOS 27 `UIWindowSceneDelegate.supportedInterfaceOrientations(for:)`: a mask, from iOS 27 only.
    func decodeSceneDelegateMask(_ node: Node, _ path: String) throws(RequestError) -> OrientationMask {
        guard request.app.iosVersion.atLeast(27) else {
            throw RequestError(
                .invalidRequest, path: path,
                "UIWindowSceneDelegate.supportedInterfaceOrientations(for:) is available from iOS 27; this app runs iOS \(request.app.iosVersion)")
        }
        return try reader.mask(node, path)
    }

    /// `fullScreen` or `windowed`; `windowed` exists only on iPad from iOS 26, where a scene can be a window.
    func decodeWindowingMode(_ node: Node, _ path: String) throws(RequestError) -> WindowingMode {
        let name = try reader.string(node, path)
        guard let mode = WindowingMode(rawValue: name) else {
            let names = WindowingMode.allCases.map(\.rawValue)
            throw RequestError(
                .invalidRequest, path: path,
                "unknown windowing mode '\(name)'\(Suggestion.hint(for: name, among: names)); expected fullScreen or windowed")
        }
        if mode == .windowed { try requireWindowingModes(path) }
        return mode
    }

    /// Windowed scenes are an iPadOS 26 feature (Windowed Apps, Stage Manager on 26).
    func requireWindowingModes(_ path: String) throws(RequestError) {
        guard request.app.idiom == .pad else {
            throw RequestError(
                .invalidRequest, path: path, "a scene can be windowed only on iPad (app.idiom is \(request.app.idiom.rawValue))")
        }
        guard request.app.iosVersion.atLeast(26) else {
            throw RequestError(
                .invalidRequest, path: path,
                "windowing modes (fullScreen, windowed) exist from iPadOS 26; this app runs iOS \(request.app.iosVersion)")
        }
    }
}

/// `scenes`: several `UIWindowScene`s (iOS 13+), each with its windows, instead of `root` or `windows`.
extension RequestDecoder {
    static let scenesKeys = WireReader.Keys(["id", "windowingMode", "windows", "delegateOrientations", "fillsScreen"])

    mutating func decodeScenes(_ node: Node, root: Node, windows: Node, scene: Node) throws(RequestError) {
        let path = "$.scenes"
        for (given, key) in [(root, "root"), (windows, "windows"), (scene, "scene")] where given != WireReader.absent {
            throw RequestError(.invalidRequest, path: JSONPath.member("$", key), "give either 'scenes' or '\(key)', not both")
        }
        let items = try reader.array(node, path)
        let count = reader.tape.count(items)
        guard count > 0 else { throw RequestError(.invalidRequest, path: path, "at least one scene is required") }
        guard count <= Scene.maxCount else {
            throw RequestError(.limitExceeded, path: path, "\(count) scenes; the limit is \(Scene.maxCount)")
        }
        guard request.app.iosVersion.atLeast(13) else {
            throw RequestError(
                .invalidRequest, path: path, "UIWindowScene exists from iOS 13; this app runs iOS \(request.app.iosVersion)")
        }
        var keyPath: String?
        for (index, item) in reader.tape.elements(items).enumerated() {
            let scenePath = JSONPath.index(path, index)
            do throws(RequestError) {
                try decodeOneScene(item, scenePath, keyPath: &keyPath)
            } catch { try note(error) }
        }
        // No key window given → the first one is key.
        if keyPath == nil, !request.windows.isEmpty { request.windows[0].key = true }
    }

    private mutating func decodeOneScene(_ node: Node, _ path: String, keyPath: inout String?) throws(RequestError) {
        let (f, unknownKeys) = reader.membersAllowingUnknown(try reader.object(node, path), Self.scenesKeys, path)
        if let unknownKeys { try note(unknownKeys) }
        let idPath = JSONPath.member(path, "id")
        let id = try reader.string(reader.required(f[0], "id", path), idPath)
        guard !id.isEmpty else { throw RequestError(.invalidRequest, path: idPath, "a scene id must not be empty") }
        if let other = request.scenes.first(where: { $0.id == id }) {
            throw RequestError(.invalidRequest, path: idPath, "scene id '\(id)' is used twice (\(other.path) has it)")
        }
        var mode = WindowingMode.fullScreen
        // A wrong mode is recorded and the scene's windows are still checked.
        do {
            if f[1] != WireReader.absent { mode = try decodeWindowingMode(f[1], JSONPath.member(path, "windowingMode")) }
        } catch { try note(error) }
        var mask: OrientationMask?
        do {
            if f[3] != WireReader.absent { mask = try decodeSceneDelegateMask(f[3], JSONPath.member(path, "delegateOrientations")) }
        } catch { try note(error) }
        var fills = false
        do {
            if f[4] != WireReader.absent { fills = try decodeFillsScreen(f[4], JSONPath.member(path, "fillsScreen"), mode: mode) }
        } catch { try note(error) }
        let ref = request.scenes.count
        request.scenes.append(Scene(id: id, path: path, windowingMode: mode, delegateOrientations: mask, fillsScreen: fills))
        let windowsPath = JSONPath.member(path, "windows")
        let windows = try reader.array(reader.required(f[2], "windows", path), windowsPath)
        guard reader.tape.count(windows) > 0 else {
            throw RequestError(.invalidRequest, path: windowsPath, "a scene needs at least one window")
        }
        try decodeWindowList(windows, windowsPath, scene: SceneID(ref), keyPath: &keyPath)
    }

    /// A scene named by an event; the scenes are decoded before the events.
    func sceneRef(_ node: Node, _ path: String) throws(RequestError) -> SceneID {
        let id = try reader.string(node, path)
        guard let ref = request.scenes.firstIndex(where: { $0.id == id }) else {
            let ids = request.scenes.map(\.id)
            throw RequestError(
                .invalidRequest, path: path,
                ids.isEmpty
                    ? "no scene has the id '\(id)'; the request lists no 'scenes'"
                    : "no scene has the id '\(id)'\(Suggestion.hint(for: id, among: ids)); the scenes are \(ids.joined(separator: ", "))")
        }
        return SceneID(ref)
    }
}
