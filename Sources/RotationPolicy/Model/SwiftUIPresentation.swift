/// SwiftUI's presentation modifiers. SwiftUI presents the content in its own hosting controller with a
/// UIKit presentation style that depends on the modifier and the idiom (rule X5, docs/rules.md).
public enum SwiftUIPresentation: String, CaseIterable, Sendable {
    case sheet, fullScreenCover, popover

    /// The first iOS with the modifier (`sheet`/`popover` iOS 13, `fullScreenCover` iOS 14).
    public var availableFromIOS: Int { self == .fullScreenCover ? 14 : 13 }

    /// The UIKit style of the presentation: a sheet is a page sheet; a full-screen cover is full screen;
    /// a popover is a popover on iPad and, in compact width (iPhone), adapts to a sheet rather than to
    /// UIKit's default full-screen adaptation.
    public func style(on idiom: Idiom) -> PresentationStyle {
        switch self {
        case .sheet: .pageSheet
        case .fullScreenCover: .fullScreen
        case .popover: idiom == .pad ? .popover : .pageSheet
        }
    }
}
