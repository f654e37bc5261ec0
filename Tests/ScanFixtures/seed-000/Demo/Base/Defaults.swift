// swift-format-ignore-file
import UIKit

// 基礎視圖控制器的默認配置 (the article's defaults, shared by every base class)
let kDefaultPreferredStatusBarStyle: UIStatusBarStyle = .default
let kDefaultPrefersStatusBarHidden: Bool = false
let kDefaultShouldAutorotate: Bool = true
let kDefaultSupportedInterfaceOrientations: UIInterfaceOrientationMask = .portrait
let kDefaultPreferredInterfaceOrientationForPresentation: UIInterfaceOrientation = .portrait

extension UIInterfaceOrientation {
    var orientationMask: UIInterfaceOrientationMask {
        switch self {
        case .portrait: return .portrait
        case .portraitUpsideDown: return .portraitUpsideDown
        case .landscapeLeft: return .landscapeLeft
        case .landscapeRight: return .landscapeRight
        default: return .all
        }
    }
}
