import RotationPolicy
import RotationPolicyJSON

/// `"preset": "…"` on a controller: the catalogue entry for the request's idiom and iOS version, whose
/// answers the controller's own keys then override.
extension RequestDecoder {
    /// nil when the controller names no preset. The app is decoded before any controller, so the
    /// idiom and version are the request's. `mutating` though it changes nothing: called from the mutating
    /// `decodeController`, a non-mutating method got a copy of the whole decoder (callgrind: ~300
    /// instructions per preset).
    mutating func decodePreset(
        _ node: Node, origin: ControllerOrigin
    ) throws(RequestError) -> (behaviour: Preset.Behaviour, catalogueIndex: Int)? {
        guard node != WireReader.absent else { return nil }
        func path() -> String { JSONPath.member(self.path(origin), "preset") }  // only built when something is wrong
        // The exact spelling, matched on the body's bytes; anything else goes through `named` (and its error).
        if reader.tape.kind(node) == .string, let position = Self.presetNames.position(of: node, in: reader.tape) {
            let preset = PresetCatalogue.all[position]
            return (
                try Self.behaviour(preset, spelled: preset.name, idiom: request.app.idiom, version: request.app.iosVersion, path),
                position
            )
        }
        let name = try reader.string(node, path())
        guard let position = PresetCatalogue.names.firstIndex(of: name) else {
            throw RequestError(
                .invalidRequest, path: path(),
                "unknown preset '\(name)'\(Suggestion.hint(for: name, among: PresetCatalogue.names)); valid presets, closest first: \(PresetCatalogue.namesClosest(to: name).joined(separator: ", ")) (GET /v1/presets lists them with sources)"
            )
        }
        let preset = PresetCatalogue.all[position]
        return (try Self.behaviour(preset, spelled: name, idiom: request.app.idiom, version: request.app.iosVersion, path), position)
    }

    static let presetNames = ByteNames(PresetCatalogue.names)

    /// `name`: as the request spells it, for the message.
    @inline(__always)
    private static func behaviour(
        _ preset: Preset, spelled name: String, idiom: Idiom, version: IOSVersion, _ path: () -> String
    ) throws(RequestError) -> Preset.Behaviour {
        switch preset.behaviour(idiom: idiom, version: version) {
        case .success(let behaviour): return behaviour
        case .failure(let unavailable):
            throw RequestError(.invalidRequest, path: path(), "preset '\(name)' cannot apply here: \(unavailable.reason)")
        }
    }
}

extension Preset.Behaviour {
    /// The overrides a preset fills in before the controller's own keys are read.
    var overrides: ControllerOverrides {
        var overrides = ControllerOverrides()
        overrides.className = className
        overrides.supportedOrientations = supportedOrientations
        overrides.shouldAutorotate = shouldAutorotate
        overrides.preferredOrientationForPresentation = preferredOrientationForPresentation
        overrides.prefersStatusBarHidden = prefersStatusBarHidden
        return overrides
    }
}
