import RotationPolicy
import RotationPolicyJSON

/// `scenes` (R4.3): only in answers to requests that list `scenes`, so other answers keep their shape.
extension ResponseEncoder {
    static func writeScenes<Sink: JSONSink>(_ scenes: [SceneResolution], _ words: ReasonWords, _ writer: inout Sink) {
        writer.constantKey("scenes")
        writer.beginArray()
        for scene in scenes {
            writer.beginObject()
            writer.constantKey("id")
            writer.string(scene.id)
            writer.constantKey("windowingMode")
            writer.string(scene.windowingMode.rawValue)
            // Only for a windowed scene that fills the screen (`resizeScene`), so other answers keep their shape.
            if scene.fillsScreen {
                writer.constantKey("fillsScreen")
                writer.bool(true)
            }
            writer.constantKey("active")
            writer.bool(scene.active)
            writer.constantKey("interfaceOrientation")
            if let orientation = scene.interfaceOrientation {
                writer.fragment(Self.interfaceNames, orientation.rawValue)
            } else {
                writer.null()
            }
            writer.constantKey("supportedOrientations")
            if let mask = scene.supportedOrientations { writeMask(mask, &writer) } else { writer.null() }
            writer.constantKey("decidingController")
            writeOptional(scene.decidingController.map { words.name($0).text }, &writer)
            writer.constantKey("interfaceOrientationLocked")
            writer.bool(scene.interfaceOrientationLocked)
            writer.constantKey("windows")
            writer.beginArray()
            for window in scene.windows { writer.string(window) }
            writer.endArray()
            writer.endObject()
        }
        writer.endArray()
    }
}
