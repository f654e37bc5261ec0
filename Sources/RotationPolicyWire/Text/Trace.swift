import RotationPolicy

/// A step's decision trace (`options.trace`) in words, one line per hop.
extension ReasonWords {
    func line(_ line: TraceLine) -> Sentence {
        switch line {
        case .statusBarWindow(let window, let orientation): "status-bar window '\(id(window))' (\(orientation.name))"
        case .noRootAppMaskDecides: "no root view controller: the app mask decides (R1.6)"
        case .root(let root): "root \(describe(root))"
        case .presentedFills(let style, let presented):
            "presented \(style.rawValue), which fills the window here: \(describe(presented)) (R2.2, R2.3)"
        case .asks(let asked): "UIKit asks \(describe(asked))"
        case .forwards(let owner): "forwarding sends every orientation question to \(describe(owner)) (R2.4, docs/rules.md#r2-4)"
        case .multitasking: "iPad multitasking: controller masks are ignored, E = all (R1.7)"
        case .mask(let controller, let source, let app, let device, let result):
            "E = controller [\(controller.listText)] ∩ \(words(source)) [\(app.listText)] ∩ device [\(device.listText)] = [\(result.listText)] (R1.5)"
        case .shouldAutorotate(let autorotates, let owner): "shouldAutorotate \(autorotates ? "YES" : "NO") from \(describe(owner))"
        case .preferred(let preferred, let owner):
            "preferredInterfaceOrientationForPresentation \(preferred.name) from \(describe(owner))"
        case .call(let call, let reason, let rule): "→ \(words(call)) ⇒ \(sentence(reason)) (\(rule.name))"
        case .library(let note): "library: \(words(note))"
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
