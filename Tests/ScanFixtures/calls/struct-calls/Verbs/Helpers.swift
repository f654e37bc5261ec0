// swift-format-ignore-file
import MessageUI
import UIKit

class SettingsViewController: UIViewController {
    func contact() {
        Emailer(host: self).send()
    }
}

class ComposerViewController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
}

class QuizViewController: UIViewController {}

// Presents from the controller it is given, whose class it declares.
struct Emailer {
    let host: SettingsViewController

    func send() {
        host.present(ComposerViewController(), animated: true)
    }
}

// Given a plain UIViewController: the presenter's class is not known.
enum Navigator {
    // A computed property's closure presents from an expression the scan cannot name.
    static var showHelp: () -> Void {
        return { UIApplication.shared.keyWindow?.rootViewController?.present(QuizViewController(), animated: true) }
    }


    static func showQuiz(from controller: UIViewController) {
        controller.navigationController?.pushViewController(QuizViewController(), animated: true)
    }
}
