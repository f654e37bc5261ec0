/// System video controllers: AVKit's player and its full-screen presentation, and WebKit's full-screen
/// video window root. Seed 003 (BLLandscape) keeps an allow-list of them because they rotate to
/// landscape inside portrait-only apps whenever Info.plist lists landscape.
extension PresetCatalogue {
    static let video: [Preset] = [
        Preset(
            name: "AVPlayerViewController", family: "video", availableFromIOS: 8,
            behaviours: [
                .init(
                    fromIOS: 8, idiom: .phone, className: "AVPlayerViewController", supportedOrientations: .allButUpsideDown,
                    shouldAutorotate: true, confidence: .observedInReports,
                    sources: [
                        "https://developer.apple.com/documentation/avkit/avplayerviewcontroller",
                        "https://github.com/gilesvangruisen/Swift-YouTube-Player/issues/107",
                        "Tests/Fixtures/seed-003 (BLLandscape allow-list)",
                    ],
                    note:
                        "presented full screen it rotates to landscape even when the app's own controllers are portrait-only (UIKit's iPhone default, allButUpsideDown)"
                ),
                .init(
                    fromIOS: 8, idiom: .pad, className: "AVPlayerViewController", supportedOrientations: .all,
                    shouldAutorotate: true, confidence: .assumed,
                    sources: ["https://developer.apple.com/documentation/avkit/avplayerviewcontroller"],
                    note: "iPad: UIKit's default (all) is assumed"),
            ]),
        Preset(
            name: "AVFullScreenViewController", family: "video", availableFromIOS: 8,
            behaviours: [
                .init(
                    fromIOS: 8, idiom: .phone, className: "AVFullScreenViewController", supportedOrientations: .allButUpsideDown,
                    shouldAutorotate: true, confidence: .observedInReports,
                    sources: [
                        "Tests/Fixtures/seed-003/02-system-fullscreen-video-allowed-per-version.json",
                        "https://github.com/mukeshydv/YoutubePlayerView/issues/11",
                        "https://github.com/youtube/youtube-ios-player-helper/issues/12",
                    ],
                    note:
                        "the private controller AVPlayerViewController (and <video> in a web view) presents full screen; apps allow-list it by class name to let video rotate (allButUpsideDown, YES)"
                ),
                .init(
                    fromIOS: 8, idiom: .pad, className: "AVFullScreenViewController", supportedOrientations: .all,
                    shouldAutorotate: true, confidence: .assumed,
                    sources: ["Tests/Fixtures/seed-003/README.md"], note: "iPad: UIKit's default (all) is assumed"),
            ]),
        Preset(
            name: "WebFullScreenVideoRootViewController", family: "video", availableFromIOS: 8,
            behaviours: [
                .init(
                    fromIOS: 8, className: "WebFullScreenVideoRootViewController", confidence: .observedInReports,
                    sources: [
                        "WebKit Source/WebCore/platform/ios/WebVideoFullscreenInterfaceAVKit.mm (open-source build: a bare UIViewController subclass made with objc_allocateClassPair, no orientation overrides)",
                        "Tests/Fixtures/seed-003/README.md (BLLandscape allow-list, iOS 9)",
                    ],
                    note:
                        "root of WebKit's own full-screen video window; it overrides nothing, so UIKit's defaults answer (allButUpsideDown on iPhone, all on iPad) and the video window rotates on its own (R4)"
                )
            ]),
    ]
}
