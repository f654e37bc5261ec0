#!/usr/bin/env python3
"""Writes a synthetic iOS project of N files (default 2000) for scripts/bench-scan.sh: a project file,
an Info.plist, Swift and Objective-C view controllers with overrides, pushes and presentations, storyboards,
and files the scan skips (assets, JSON). Deterministic: the same N gives the same tree.

Usage: scripts/generate-scan-project.py OUTPUT_DIR [N]
"""
import os
import sys

out = sys.argv[1]
total = int(sys.argv[2]) if len(sys.argv) > 2 else 2000
app = os.path.join(out, "Bench")
os.makedirs(os.path.join(out, "Bench.xcodeproj"), exist_ok=True)
os.makedirs(app, exist_ok=True)
written = 0


def write(path, text):
    global written
    full = os.path.join(out, path)
    os.makedirs(os.path.dirname(full), exist_ok=True)
    with open(full, "w") as f:
        f.write(text)
    written += 1


write("Bench.xcodeproj/project.pbxproj", """// !$*UTF8*$!
{
	archiveVersion = 1;
	objects = {
		A1 = {isa = PBXNativeTarget; buildConfigurationList = A2; name = Bench; productType = "com.apple.product-type.application";};
		A2 = {isa = XCConfigurationList; buildConfigurations = (A3);};
		A3 = {isa = XCBuildConfiguration; name = Release; buildSettings = {INFOPLIST_FILE = Bench/Info.plist; IPHONEOS_DEPLOYMENT_TARGET = 16.0; PRODUCT_NAME = Bench; TARGETED_DEVICE_FAMILY = "1,2";};};
		A4 = {isa = PBXProject; buildConfigurationList = A2; targets = (A1);};
	};
	rootObject = A4;
}
""")
write("Bench/Info.plist", """<?xml version="1.0" encoding="UTF-8"?>
<plist version="1.0"><dict>
<key>UISupportedInterfaceOrientations</key><array><string>UIInterfaceOrientationPortrait</string><string>UIInterfaceOrientationLandscapeLeft</string><string>UIInterfaceOrientationLandscapeRight</string></array>
</dict></plist>
""")
write("Bench/AppDelegate.swift", """import UIKit
@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let tabs = MainTabBarController()
        window?.rootViewController = tabs
        return true
    }
}
class MainTabBarController: UITabBarController {
    override func viewDidLoad() {
        super.viewDidLoad()
        viewControllers = [UINavigationController(rootViewController: Screen0ViewController()), UINavigationController(rootViewController: Screen1ViewController())]
    }
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { selectedViewController?.supportedInterfaceOrientations ?? .portrait }
}
""")
remaining = total - written
storyboards = 20
objc_pairs = (remaining - storyboards) * 3 // 10 // 2
other = 40
swift = remaining - storyboards - objc_pairs * 2 - other
masks = [".portrait", ".landscape", ".allButUpsideDown", "[.portrait, .landscapeLeft]"]
for i in range(swift):
    body = [f"import UIKit", "", f"final class Screen{i}ViewController: UIViewController {{"]
    body.append(f"    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {{ {masks[i % len(masks)]} }}")
    if i % 3 == 0:
        body.append("    override var shouldAutorotate: Bool {\n        return true\n        return false\n    }")
    if i % 5 == 0:
        body.append("    override var prefersStatusBarHidden: Bool { UIDevice.current.userInterfaceIdiom == .pad ? false : true }")
    body.append("    private var rows: [String] = []")
    body.append("    override func viewDidLoad() {\n        super.viewDidLoad()\n        title = \"Screen %d\"\n        for index in 0..<20 { rows.append(\"row \\(index)\") }\n    }" % i)
    if i + 1 < swift:
        body.append(f"    func openNext() {{\n        navigationController?.pushViewController(Screen{i + 1}ViewController(), animated: true)\n    }}")
    if i % 7 == 0 and i + 2 < swift:
        body.append(f"    func openModal() {{\n        let next = Screen{i + 2}ViewController()\n        next.modalPresentationStyle = .fullScreen\n        present(next, animated: true)\n    }}")
    body.append("    func close() { dismiss(animated: true) }")
    # Filler a real controller has: helpers, a table data source, comments.
    for helper in range(8):
        body.append(f"    // Helper {helper}: formats a row for display.\n    func format{helper}(_ value: Int) -> String {{\n        let text = String(value * {helper + 1})\n        return text.isEmpty ? \"-\" : text\n    }}")
    body.append("}")
    write(f"Bench/Screens/Group{i // 100}/Screen{i}ViewController.swift", "\n".join(body) + "\n")
for i in range(objc_pairs):
    write(f"Bench/Legacy/Legacy{i}ViewController.h", f"#import <UIKit/UIKit.h>\n\n@interface Legacy{i}ViewController : UIViewController\n@end\n")
    write(f"Bench/Legacy/Legacy{i}ViewController.m", f"""#import "Legacy{i}ViewController.h"

/* Legacy screen {i}. */
@implementation Legacy{i}ViewController

- (UIInterfaceOrientationMask)supportedInterfaceOrientations {{
    return UIInterfaceOrientationMaskPortrait | UIInterfaceOrientationMaskLandscapeLeft;
}}

#if 0
- (BOOL)shouldAutorotate {{
    return NO;
}}
#endif

- (void)viewDidLoad {{
    [super viewDidLoad];
    self.title = @"Legacy {i}";
}}

@end
""")
for i in range(storyboards):
    scenes = "\n".join(
        f'<scene sceneID="s{i}-{j}"><objects><viewController id="vc{i}-{j}" customClass="Screen{j}ViewController" customModule="Bench" sceneMemberID="viewController"><connections><segue destination="vc{i}-{j + 1}" kind="show" id="g{i}-{j}"/></connections></viewController></objects></scene>'
        for j in range(10))
    write(f"Bench/Storyboards/Flow{i}.storyboard", f'<?xml version="1.0" encoding="UTF-8"?>\n<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="vc{i}-0"><scenes>\n{scenes}\n</scenes></document>\n')
for i in range(other):
    write(f"Bench/Resources/data{i}.json", '{"value": %d}\n' % i)
print(f"{written} files in {out}")
