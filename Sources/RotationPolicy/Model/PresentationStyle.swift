/// UIModalPresentationStyle.
public enum PresentationStyle: String, Sendable {
    case fullScreen
    case overFullScreen
    case pageSheet
    case formSheet
    case popover
    case automatic
    case currentContext
    case overCurrentContext
    case custom
}

/// One presentation link: a presenter shows `controller` in `style`.
public struct Presentation: Hashable, Sendable {
    public var style: PresentationStyle
    /// Custom presentation controllers only: `shouldRemovePresentersView` (R2.3).
    public var removesPresenterView: Bool
    public var controller: ControllerID

    public init(style: PresentationStyle, removesPresenterView: Bool, controller: ControllerID) {
        self.style = style
        self.removesPresenterView = removesPresenterView
        self.controller = controller
    }
}
