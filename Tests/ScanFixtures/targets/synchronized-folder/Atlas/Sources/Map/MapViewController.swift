import UIKit

class MapViewController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .all }

    func showLegend() {
        present(LegendViewController(), animated: true)
    }
}
