/// One example of a rule: a source file of a small app, and what the app around it declares. Its
/// project (`files`) is what a rule's test writes to disk and lints.
public struct RuleExample: Sendable {
    /// The file's name in the app's folder; `.swift` or `.m`.
    public var file: String
    public var code: String
    public var app: ExampleApp

    package init(_ file: String = "Example.swift", app: ExampleApp = ExampleApp(), _ code: String) {
        self.file = file
        self.code = code.hasSuffix("\n") ? code : code + "\n"
        self.app = app
    }

    /// The project's files, relative to its folder: an Xcode project with the deployment target and the
    /// device family, Info.plist, an app delegate that makes `app.root` the window's root, and `code`.
    public var files: [(path: String, text: String)] {
        [
            ("App.xcodeproj/project.pbxproj", app.pbxproj),
            ("App/Info.plist", app.infoPlist),
            ("App/AppDelegate.swift", app.appDelegate),
            ("App/" + file, code),
        ]
    }

    /// The example as docs/lint.md shows it: the app in a comment, then the code.
    public var markdown: String {
        let language = file.hasSuffix(".m") ? "objc" : "swift"
        return "```\(language)\n// \(file) in \(app.summary)\n\(code)```\n"
    }
}

/// The app around an example: its root, Info.plist orientations, device family and deployment target.
public struct ExampleApp: Sendable {
    /// The expression the app delegate makes the window's root.
    public var root = "UIViewController()"
    /// Info.plist's UISupportedInterfaceOrientations, without the `UIInterfaceOrientation` prefix.
    public var orientations = ["Portrait", "LandscapeLeft", "LandscapeRight"]
    /// TARGETED_DEVICE_FAMILY: "1" iPhone, "2" iPad, "1,2" both.
    public var deviceFamily = "1"
    public var deploymentTarget = "16.0"
    public var requiresFullScreen = false
    /// What the app delegate's `application(_:supportedInterfaceOrientationsFor:)` returns; nil: the
    /// delegate does not implement it.
    public var delegateReturns: String?

    package init(
        root: String = "UIViewController()", orientations: [String] = ["Portrait", "LandscapeLeft", "LandscapeRight"],
        deviceFamily: String = "1", deploymentTarget: String = "16.0", requiresFullScreen: Bool = false, delegateReturns: String? = nil
    ) {
        self.delegateReturns = delegateReturns
        self.root = root
        self.orientations = orientations
        self.deviceFamily = deviceFamily
        self.deploymentTarget = deploymentTarget
        self.requiresFullScreen = requiresFullScreen
    }

    /// "an iPhone app for iOS 16.0 (Info.plist: Portrait, LandscapeLeft, LandscapeRight; root: UIViewController())".
    public var summary: String {
        let device = ["1": "an iPhone app", "2": "an iPad app", "1,2": "a universal app"][deviceFamily] ?? "an app"
        let fullScreen = requiresFullScreen ? ", UIRequiresFullScreen" : ""
        let delegate = delegateReturns.map { "; the app delegate's mask: \($0)" } ?? ""
        return "\(device) for iOS \(deploymentTarget) (Info.plist: \(orientations.joined(separator: ", "))\(fullScreen); root: \(root)\(delegate))"
    }

    var infoPlist: String {
        var text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            \t<key>UISupportedInterfaceOrientations</key>
            \t<array>

            """
        for orientation in orientations { text += "\t\t<string>UIInterfaceOrientation\(orientation)</string>\n" }
        text += "\t</array>\n"
        if requiresFullScreen { text += "\t<key>UIRequiresFullScreen</key>\n\t<true/>\n" }
        return text + "</dict>\n</plist>\n"
    }

    var appDelegate: String {
        """
        import UIKit

        @main
        class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?

            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                window = UIWindow(frame: UIScreen.main.bounds)
                window?.rootViewController = \(root)
                window?.makeKeyAndVisible()
                return true
            }
        \(delegateMethod)}

        """
    }

    private var delegateMethod: String {
        guard let delegateReturns else { return "" }
        return """

                func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
                    return \(delegateReturns)
                }

            """
    }

    /// One app target, its one configuration holding the settings scan reads.
    var pbxproj: String {
        """
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tclasses = {
        \t};
        \tobjectVersion = 50;
        \tobjects = {
        \t\tA10000000000000000000001 = {
        \t\t\tisa = PBXNativeTarget;
        \t\t\tbuildConfigurationList = A10000000000000000000011;
        \t\t\tbuildPhases = (
        \t\t\t);
        \t\t\tname = App;
        \t\t\tproductName = App;
        \t\t\tproductType = "com.apple.product-type.application";
        \t\t};
        \t\tA10000000000000000000002 = {
        \t\t\tisa = PBXProject;
        \t\t\tbuildConfigurationList = A10000000000000000000012;
        \t\t\ttargets = (
        \t\t\t\tA10000000000000000000001,
        \t\t\t);
        \t\t};
        \t\tA10000000000000000000021 = {
        \t\t\tisa = XCBuildConfiguration;
        \t\t\tbuildSettings = {
        \t\t\t\tINFOPLIST_FILE = App/Info.plist;
        \t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = \(deploymentTarget);
        \t\t\t\tPRODUCT_NAME = "$(TARGET_NAME)";
        \t\t\t\tTARGETED_DEVICE_FAMILY = "\(deviceFamily)";
        \t\t\t};
        \t\t\tname = Release;
        \t\t};
        \t\tA10000000000000000000022 = {
        \t\t\tisa = XCBuildConfiguration;
        \t\t\tbuildSettings = {
        \t\t\t\tSDKROOT = iphoneos;
        \t\t\t};
        \t\t\tname = Release;
        \t\t};
        \t\tA10000000000000000000011 = {
        \t\t\tisa = XCConfigurationList;
        \t\t\tbuildConfigurations = (
        \t\t\t\tA10000000000000000000021,
        \t\t\t);
        \t\t\tdefaultConfigurationName = Release;
        \t\t};
        \t\tA10000000000000000000012 = {
        \t\t\tisa = XCConfigurationList;
        \t\t\tbuildConfigurations = (
        \t\t\t\tA10000000000000000000022,
        \t\t\t);
        \t\t\tdefaultConfigurationName = Release;
        \t\t};
        \t};
        \trootObject = A10000000000000000000002;
        }

        """
    }
}
