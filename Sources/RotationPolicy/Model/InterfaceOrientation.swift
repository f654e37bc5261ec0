/// UIInterfaceOrientation: which way the user interface is drawn. Raw values are UIKit's.
public enum InterfaceOrientation: Int, CaseIterable, Sendable {
    case portrait = 1
    case portraitUpsideDown = 2
    case landscapeRight = 3
    case landscapeLeft = 4

    /// The order every response lists orientations in (api-contract "Vocabulary").
    public static let canonicalOrder: [InterfaceOrientation] = [
        .portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight,
    ]

    public var name: String {
        switch self {
        case .portrait: "portrait"
        case .portraitUpsideDown: "portraitUpsideDown"
        case .landscapeRight: "landscapeRight"
        case .landscapeLeft: "landscapeLeft"
        }
    }

    public init?(name: String) {
        switch name {
        case "portrait": self = .portrait
        case "portraitUpsideDown": self = .portraitUpsideDown
        case "landscapeRight": self = .landscapeRight
        case "landscapeLeft": self = .landscapeLeft
        default: return nil
        }
    }

    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }

    /// The device orientation that shows this interface orientation upright: the landscape names swap.
    public var deviceOrientation: DeviceOrientation {
        switch self {
        case .portrait: .portrait
        case .portraitUpsideDown: .portraitUpsideDown
        case .landscapeRight: .landscapeLeft
        case .landscapeLeft: .landscapeRight
        }
    }
}
