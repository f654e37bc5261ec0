import RotationPolicy
import RotationPolicyJSON

/// The `deprecations` member of a /v1/resolve answer: API the run used that is deprecated on the app's
/// iOS version. UIKit logs no console line for these (the compiler warns), so they are not `warnings`
/// (docs/rules.md, "Deprecations").
enum Deprecations {
    struct Entry {
        var api: String
        var deprecatedIn: String
        var replacement: String
    }

    /// By warning code: the two deprecations the simulator notices (R3.4, R6.2).
    static let byCode: [String: Entry] = [
        "attemptRotationDeprecated": Entry(
            api: "UIViewController.attemptRotationToDeviceOrientation()", deprecatedIn: "16.0",
            replacement: "UIViewController.setNeedsUpdateOfSupportedInterfaceOrientations()"),
        "shouldAutorotateIgnored": Entry(
            api: "UIViewController.shouldAutorotate", deprecatedIn: "16.0",
            replacement: "UIViewController.supportedInterfaceOrientations"),
    ]

    /// Written only when the run used one, so answers without deprecations keep their shape.
    /// `controllers` name the deprecations' controllers (the request's cast).
    static func write(_ deprecations: [Warning], _ controllers: ControllerInfo, _ writer: inout some JSONSink) {
        guard !deprecations.isEmpty else { return }
        writer.constantKey("deprecations")
        writer.beginArray()
        for deprecation in deprecations {
            let entry = byCode[deprecation.code.rawValue] ?? Entry(api: deprecation.code.rawValue, deprecatedIn: "", replacement: "")
            writer.beginObject()
            // The code an explore finding of the same use carries.
            writer.constantKey("code")
            writer.string(deprecation.code.rawValue)
            writer.constantKey("api")
            writer.string(entry.api)
            writer.constantKey("deprecatedIn")
            writer.string(entry.deprecatedIn)
            writer.constantKey("replacement")
            writer.string(entry.replacement)
            writer.constantKey("controller")
            if let controller = deprecation.controller { writer.string(controllers.name(controller)) } else { writer.null() }
            writer.constantKey("event")
            if let event = deprecation.event { writer.int(event) } else { writer.null() }
            writer.endObject()
        }
        writer.endArray()
    }
}
