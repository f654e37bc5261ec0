/// SwiftUI's hosting controller. It answers as a plain UIViewController: SwiftUI has no view modifier
/// for supported orientations, and UIHostingController does not ask its SwiftUI views; apps that need
/// another mask subclass it and override `supportedInterfaceOrientations` (then describe the subclass).
extension PresetCatalogue {
    static let swiftUI: [Preset] = [
        Preset(
            name: "UIHostingController", family: "swiftUI", availableFromIOS: 13,
            behaviours: [
                .init(
                    fromIOS: 13, className: "SwiftUI.UIHostingController<AnyView>", confidence: .observedInReports,
                    sources: [
                        "https://developer.apple.com/documentation/swiftui/uihostingcontroller (no orientation API beyond UIViewController's)",
                        "https://www.polpiella.dev/changing-orientation-for-a-single-screen-in-swiftui (SwiftUI views cannot set the mask; the fix subclasses UIHostingController and overrides supportedInterfaceOrientations)",
                    ],
                    note:
                        "UIViewController's defaults (allButUpsideDown on iPhone, all on iPad; shouldAutorotate YES): the hosting controller does not ask its SwiftUI views, so nothing inside the SwiftUI hierarchy changes its mask"
                )
            ])
    ]
}
