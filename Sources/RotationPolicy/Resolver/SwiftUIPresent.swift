/// Rule X5: a SwiftUI presentation modifier is `present(_:animated:)` of a hosting controller with the
/// style SwiftUI picks (SwiftUIPresentation.style(on:)); UIKit's presentation rules then apply as for any
/// present (R3.6 full screen, R3.8 sheets and popovers).
extension Simulation {
    mutating func swiftUIPresent(
        _ modifier: SwiftUIPresentation, presenter: ControllerID, controller: ControllerID, event: Int,
        _ expansion: inout Expansion
    ) throws(Refusal) {
        let style = modifier.style(on: app.idiom)
        let presentation = Presentation(style: style, removesPresenterView: false, controller: controller)
        try uikitCall(.present(controller, style), &expansion) {
            (s) throws(Refusal) in try s.presented(presentation, by: presenter, event: event)
        }
    }
}
