import RotationPolicy
import RotationPolicyJSON

/// A step's decision trace (`options.trace`) in words, one line per hop.
extension ReasonWords {
    func line(_ line: TraceLine, into out: inout some JSONSink) {
        switch line {
        case .statusBarWindow(let window, let orientation): out.say("status-bar window '", id(window), "' (", orientation.name, ")")
        case .noRootAppMaskDecides: out.say("no root view controller: the app mask decides (R1.6)")
        case .root(let root): out.say("root ", describe(root))
        case .presentedFills(let style, let presented):
            out.say("presented ", style.rawValue, ", which fills the window here: ", describe(presented), " (R2.2, R2.3)")
        case .asks(let asked): out.say("UIKit asks ", describe(asked))
        case .forwards(let owner): out.say("forwarding sends every orientation question to ", describe(owner), " (R2.4, docs/rules.md#r2-4)")
        case .multitasking: out.say("iPad multitasking: controller masks are ignored, E = all (R1.7)")
        case .mask(let controller, let source, let app, let device, let result):
            out.say(
                "E = controller [", controller.list, "] ∩ ", words(source), " [", app.list, "] ∩ device [", device.list, "] = [",
                result.list, "] (R1.5)")
        case .shouldAutorotate(let autorotates, let owner): out.say("shouldAutorotate ", autorotates ? "YES" : "NO", " from ", describe(owner))
        case .preferred(let preferred, let owner):
            out.say("preferredInterfaceOrientationForPresentation ", preferred.name, " from ", describe(owner))
        case .call(let call, let reason, let rule):
            out.say("→ ")
            words(call, into: &out)
            out.say(" ⇒ ")
            sentence(reason, into: &out)
            out.say(" (", rule.name, ")")
        case .library(let note):
            out.say("library: ")
            words(note, into: &out)
        }
    }

    func words(_ source: AppMaskSource) -> String {
        switch source {
        case .infoPlist: "Info.plist"
        case .appDelegate: "app delegate"
        case .sceneDelegate: "scene delegate"
        }
    }
}
