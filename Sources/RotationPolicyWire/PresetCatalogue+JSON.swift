import RotationPolicy
import RotationPolicyJSON

extension PresetCatalogue {
    /// Valid names ordered by closeness to `name` (edit distance, case ignored), for a 400 that helps.
    static func namesClosest(to name: String) -> [String] {
        let lowered = name.lowercased()
        let typed = Array(lowered.utf8)
        return names.enumerated()
            .map { (offset, candidate) in
                // A name the typed text is part of ("UIImagePickerController") ranks first.
                let known = candidate.lowercased()
                let distance =
                    !typed.isEmpty && known.contains(lowered) ? 0 : Suggestion.editDistance(typed, Array(known.utf8), atMost: 64)
                return (distance, offset, candidate)
            }
            .sorted { ($0.0, $0.1) < ($1.0, $1.1) }
            .map(\.2)
    }
}

extension Simulator {
    /// The body of `GET /v1/presets`: every preset with its class, availability and versioned behaviours,
    /// each with its confidence and sources. Built once; the catalogue never changes at run time.
    public static func presetsJSON() -> [UInt8] { presetsBody }

    static let presetsBody: [UInt8] = {
        var writer = JSONWriter(reservingCapacity: 16 * 1024)
        writer.beginObject()
        writer.key("presets")
        writer.beginArray()
        for preset in PresetCatalogue.all {
            writer.beginObject()
            writer.key("name")
            writer.string(preset.name)
            writer.key("family")
            writer.string(preset.family)
            writer.key("availableFromIOS")
            writer.int(preset.availableFromIOS)
            writer.key("idioms")
            writer.beginArray()
            for idiom in preset.idioms { writer.string(idiom.rawValue) }
            writer.endArray()
            writer.key("behaviours")
            writer.beginArray()
            for behaviour in preset.behaviours { write(behaviour, &writer) }
            writer.endArray()
            writer.endObject()
        }
        writer.endArray()
        writer.endObject()
        return writer.bytes
    }()

    private static func write(_ behaviour: Preset.Behaviour, _ writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("fromIOS")
        writer.int(behaviour.fromIOS)
        writer.key("idiom")
        if let idiom = behaviour.idiom { writer.string(idiom.rawValue) } else { writer.null() }
        writer.key("class")
        writer.string(behaviour.className)
        writer.key("kind")
        writer.string(behaviour.kind.rawValue)
        writer.key("supportedOrientations")
        if let mask = behaviour.supportedOrientations { ResponseEncoder.writeMask(mask, &writer) } else { writer.null() }
        writer.key("shouldAutorotate")
        if let value = behaviour.shouldAutorotate { writer.bool(value) } else { writer.null() }
        writer.key("preferredOrientationForPresentation")
        if let value = behaviour.preferredOrientationForPresentation { writer.string(value.name) } else { writer.null() }
        writer.key("prefersStatusBarHidden")
        if let value = behaviour.prefersStatusBarHidden { writer.bool(value) } else { writer.null() }
        writer.key("confidence")
        writer.string(behaviour.confidence.rawValue)
        if let through = behaviour.evidenceThroughIOS {
            writer.key("evidenceThroughIOS")
            writer.int(through)
        }
        writer.key("sources")
        writer.beginArray()
        for source in behaviour.sources { writer.string(source) }
        writer.endArray()
        writer.key("note")
        writer.string(behaviour.note)
        writer.endObject()
    }
}
