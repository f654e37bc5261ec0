import RotationPolicy
import RotationPolicyJSON

/// `scene`: the one scene's iPadOS 26 windowing mode, and the `setWindowingMode` event's value.
extension RequestDecoder {
    static let sceneKeys = WireReader.Keys(["windowingMode"])

    mutating func decodeScene(_ node: Node) throws(RequestError) {
        let path = "$.scene"
        let (f, unknownKeys) = reader.membersAllowingUnknown(try reader.object(node, path), Self.sceneKeys, path)
        if let unknownKeys { try note(unknownKeys) }
        if f[0] != WireReader.absent {
            request.windowingMode = try decodeWindowingMode(f[0], JSONPath.member(path, "windowingMode"))
        }
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
