import UIKit

public class ArticleViewController: UIViewController {
    public override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .all }
}
