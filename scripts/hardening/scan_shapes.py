#!/usr/bin/env python3
"""Writes adversarial POST /v1/scan bodies (docs/hardening.md, "Hardening IV: scan"):

    scan_shapes.py SHAPE [--size N] > body.json
    scan_shapes.py SHAPE [--size N] --folder DIR     (the same files on disk, for rotation-policy scan)

Shapes (--size is the count of the repeated part; defaults are the sizes issue 28 reported):
- swift-nest: a Swift constant nested --size parentheses deep (1 000: the old server died of SIGSEGV).
- swift-square: `[` nested --size deep (24: 5.3 s in swift-syntax's parser before any limit).
- square-nests: --size nests of `[` 12 deep in one file (1 000: 748 ms of parse, under every depth limit).
- objc-unclosed: --size Objective-C methods that never close (each looks for its `}` to the end of the
  file: quadratic, stopped only by the time limit; 200 000 is 2.2 MB, under the token limit).
- objc-tokens: an Objective-C file of --size one-byte tokens (4 100 000: 208 MB in the CLI before the
  token limit).
- objc-ternary: an Objective-C getter returning a chain of --size ternaries (244 KB: SIGSEGV).
- swift-self-ref: `let a: UIInterfaceOrientationMask = [a, a, …]` with --size copies, returned by a
  controller (exponential evaluation: 12 copies cost 40 s of CPU).
- objc-define: `#define A (A|A|…)` with --size copies, returned by a controller.
- xcconfig-include: an xcconfig that includes itself --size times (read again at every include).
- coalesce: a getter returning `a ?? a ?? …` with --size operands (153 KB: 24 s of CPU).
- body-limit: --size small Swift controllers with opaque returns, up to the 4 MiB body limit (memory
  of one scan and the size of its answer).
- big-file: the same controllers in one Swift file (swift-syntax's tree of a 4 MB file: 237 MB).
- dense: one Swift array literal of --size elements, two tokens each (the most tree per byte; the
  default stays just under the 350 000-token limit, so it is parsed).
Standard library only.
"""
import argparse, json, os, sys

PBXPROJ = """// !$*UTF8*$!
{
	archiveVersion = 1;
	objectVersion = 50;
	objects = {
		A1 = { isa = PBXNativeTarget; buildConfigurationList = A11; name = App; productName = App; productType = "com.apple.product-type.application"; };
		A2 = { isa = PBXProject; buildConfigurationList = A12; targets = ( A1 ); };
		A21 = { isa = XCBuildConfiguration; baseConfigurationReferenceAnchor = A31; baseConfigurationReferenceRelativePath = Loop.xcconfig; buildSettings = { IPHONEOS_DEPLOYMENT_TARGET = 16.0; }; name = Release; };
		A22 = { isa = XCBuildConfiguration; buildSettings = { SDKROOT = iphoneos; }; name = Release; };
		A11 = { isa = XCConfigurationList; buildConfigurations = ( A21 ); defaultConfigurationName = Release; };
		A12 = { isa = XCConfigurationList; buildConfigurations = ( A22 ); defaultConfigurationName = Release; };
	};
	rootObject = A2;
}
"""


# Every shape's controller is the window's root, so the scan evaluates its overrides.
APP_DELEGATE = ("App/AppDelegate.swift", """import UIKit
@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window?.rootViewController = VC()
        return true
    }
}
""")


def controller(name, returned):
    return (f"import UIKit\n\nclass {name}: UIViewController {{\n"
            f"    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {{ {returned} }}\n}}\n")


def objc(body):
    return ("#import <UIKit/UIKit.h>\n@interface VC : UIViewController\n@end\n@implementation VC\n"
            f"- (UIInterfaceOrientationMask)supportedInterfaceOrientations {{\n    return {body};\n}}\n@end\n")


def shape(name, n):
    if name == "swift-nest":
        return [("App/Nest.swift", "let deep = " + "(" * n + "1" + ")" * n + "\n" + controller("Plain", ".portrait"))]
    if name == "swift-square":
        return [("App/Square.swift", "let deep = " + "[" * n + "1" + "]" * n + "\n" + controller("Plain", ".portrait"))]
    if name == "square-nests":
        return [("App/Nests.swift", "".join(f"let n{i} = " + "[" * 12 + "1" + "]" * 12 + "\n" for i in range(n)))]
    if name == "objc-unclosed":
        return [("App/Unclosed.m", "@implementation VC : UIViewController\n" + "- (int)a {\n" * n + "@end\n")]
    if name == "objc-tokens":
        return [("App/Tokens.m", "static int t[] = {" + ";" * n + "};\n")]
    if name == "objc-ternary":
        chain = " : ".join(f"c{i} ? UIInterfaceOrientationMaskPortrait" for i in range(n)) + " : UIInterfaceOrientationMaskAll"
        return [("App/VC.m", objc(chain))]
    if name == "swift-self-ref":
        return [("App/Loop.swift", "let a: UIInterfaceOrientationMask = [" + ", ".join(["a"] * n) + "]\n" + controller("VC", "a"))]
    if name == "objc-define":
        return [("App/VC.m", "#define A (" + "|".join(["A"] * n) + ")\n" + objc("A"))]
    if name == "xcconfig-include":
        loop = '#include "Loop.xcconfig"\n' * n + "TARGETED_DEVICE_FAMILY = 1\n"
        return [("App.xcodeproj/project.pbxproj", PBXPROJ), ("Config/Loop.xcconfig", loop),
                ("App/Plain.swift", controller("Plain", ".portrait"))]
    if name == "coalesce":
        return [("App/VC.swift", controller("VC", " ?? ".join(["hook"] * n) + " ?? .portrait"))]
    if name == "body-limit":
        files = []
        for i in range(n):
            returns = "\n".join(f"        if flag{j} {{ return makeMask{i}x{j}(with: configuration, and: environment) }}" for j in range(40))
            files.append((f"App/C{i}.swift",
                          f"import UIKit\n\nclass Controller{i}: UIViewController {{\n"
                          f"    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {{\n{returns}\n"
                          f"        return .portrait\n    }}\n}}\n"))
        return files
    if name == "big-file":
        return [("App/All.swift", "".join(text for _, text in shape("body-limit", n)))]
    if name == "dense":
        return [("App/Dense.swift", "let table = [" + ",".join(["1"] * n) + "]\n" + controller("Plain", ".portrait"))]
    raise SystemExit(f"unknown shape {name}")


DEFAULT_SIZE = {"swift-nest": 1000, "swift-square": 24, "square-nests": 1000, "objc-ternary": 6000, "objc-unclosed": 200000, "objc-tokens": 4100000, "swift-self-ref": 24, "objc-define": 24,
                "xcconfig-include": 24, "coalesce": 19000, "body-limit": 1150, "big-file": 1150,
                "dense": 170000}


def main():
    p = argparse.ArgumentParser()
    p.add_argument("shape", choices=sorted(DEFAULT_SIZE))
    p.add_argument("--size", type=int)
    p.add_argument("--folder", help="write the files under this folder instead of a request body")
    a = p.parse_args()
    files = shape(a.shape, a.size if a.size is not None else DEFAULT_SIZE[a.shape]) + [APP_DELEGATE]
    if not any("class VC" in text or "@implementation VC" in text for _, text in files):
        files.append(("App/VC.swift", controller("VC", ".portrait")))
    if a.folder:
        for path, text in files:
            full = os.path.join(a.folder, path)
            os.makedirs(os.path.dirname(full), exist_ok=True)
            with open(full, "w") as f:
                f.write(text)
        if not any(p.endswith(".pbxproj") for p, _ in files):
            os.makedirs(os.path.join(a.folder, "App.xcodeproj"), exist_ok=True)
        return
    json.dump({"files": [{"path": p, "content": t} for p, t in files]}, sys.stdout)


if __name__ == "__main__":
    main()
