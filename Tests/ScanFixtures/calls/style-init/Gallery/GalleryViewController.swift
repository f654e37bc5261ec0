// swift-format-ignore-file
import UIKit

class GalleryViewController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }

    func openPhoto() {
        present(PhotoViewController(index: 1), animated: true)
    }

    func openSlides() {
        present(SlideshowViewController(), animated: true)
    }

    func openInfo() {
        // Set at the call site, on a controller whose class sets nothing.
        let info = InfoViewController()
        info.modalPresentationStyle = .overFullScreen
        present(info, animated: true)
    }

    func openCredits() {
        let credits = CreditsViewController()
        present(credits, animated: true)
    }

    func openSheet() {
        // Set at the call site on a controller a factory made.
        let sheet = makeSheet()
        sheet.modalPresentationStyle = .fullScreen
        present(sheet, animated: true)
    }

    func makeSheet() -> SheetViewController { SheetViewController() }

    func openViewer() {
        present(ViewerViewController(), animated: true)
    }

    func openKiosk() {
        present(KioskViewController(), animated: true)
    }

    func openLegacy() {
        present(LegacyViewerController(), animated: true)
    }
}

class PhotoViewController: UIViewController {
    let index: Int

    // The style is set in the designated initializer, after super.init.
    init(index: Int) {
        self.index = index
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .fullScreen
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
}

class SlideshowViewController: UIViewController {
    // The style set in viewDidLoad: too late for UIKit (present has read it), but what the code means.
    override func viewDidLoad() {
        super.viewDidLoad()
        self.modalPresentationStyle = UIModalPresentationStyle.overFullScreen
    }

    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .all }
}

class InfoViewController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
}

class CreditsViewController: UIViewController {
    // A convenience init over the designated one.
    convenience init() {
        self.init(nibName: nil, bundle: nil)
        self.modalPresentationStyle = .fullScreen
    }

    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
}

class SheetViewController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
}

class ViewerViewController: UIViewController {
    // The style as an overridden property.
    override var modalPresentationStyle: UIModalPresentationStyle {
        get { .overFullScreen }
        set {}
    }

    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .all }
}
