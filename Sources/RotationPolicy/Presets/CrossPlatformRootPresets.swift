/// The controllers cross-platform libraries install: the strategy events (`flutter.…`, `expo.…`,
/// `rnScreens.…`) look for them by class. Each answers as the library's published source does.
extension PresetCatalogue {
    static let crossPlatformRoots: [Preset] = [
        Preset(
            name: "FlutterViewController", family: "crossPlatform", availableFromIOS: 6,
            behaviours: [
                .init(
                    fromIOS: 6, className: CrossPlatformClass.flutter, supportedOrientations: .all, shouldAutorotate: true,
                    prefersStatusBarHidden: false, confidence: .documented,
                    sources: [
                        "https://github.com/flutter/flutter/blob/57f980a826654f0b27caa7122c287a5dcded7f8e/engine/src/flutter/shell/platform/darwin/ios/framework/Source/FlutterViewController.mm (orientationPreferences starts as UIInterfaceOrientationMaskAll; shouldAutorotate YES)"
                    ],
                    note:
                        "supportedInterfaceOrientations returns the engine's orientationPreferences (all until SystemChrome.setPreferredOrientations changes it)"
                )
            ]),
        Preset(
            name: "ExpoScreenOrientationViewController", family: "crossPlatform", availableFromIOS: 13,
            behaviours: [
                .init(
                    fromIOS: 13, className: CrossPlatformClass.expo, supportedOrientations: .portrait, confidence: .documented,
                    sources: [
                        "https://github.com/expo/expo/blob/06ee4ff3b7b3ee7b22c48272e8ed71c97fa78a17/packages/expo-screen-orientation/ios/ScreenOrientationViewController.swift"
                    ],
                    note:
                        "Expo's root controller: the registry's intersected lock mask, else EXDefaultScreenOrientationMask from Info.plist, else portrait (modelled: portrait until expo.lockAsync)"
                )
            ]),
        Preset(
            name: "RNSScreen", family: "crossPlatform", availableFromIOS: 13,
            behaviours: [
                .init(
                    fromIOS: 13, className: CrossPlatformClass.rnsScreen, supportedOrientations: .allButUpsideDown,
                    confidence: .documented,
                    sources: [
                        "https://github.com/software-mansion/react-native-screens/blob/ff84fb98e22f272e909a95c090f083605a0ec1f6/ios/RNSScreen.mm (screenOrientation 'default' = UIInterfaceOrientationMaskAllButUpsideDown)"
                    ],
                    note:
                        "a react-native-screens screen; its screenOrientation prop is its mask. Give its container forwarding (top/visible) as RNSNavigationController and the RN root do"
                )
            ]),
    ]
}

/// Class names the strategy events look for in the window.
public enum CrossPlatformClass {
    public static let flutter = "FlutterViewController"
    public static let expo = "ExpoScreenOrientation.ScreenOrientationViewController"
    public static let rnsScreen = "RNSScreen"
}
