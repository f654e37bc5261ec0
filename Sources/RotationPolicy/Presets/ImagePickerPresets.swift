/// UIImagePickerController: "supports portrait mode only" (Apple's class reference). The photo library's
/// album list is the controller UIKit asks, so the exception in landscape-only apps names it.
extension PresetCatalogue {
    static let imagePickerDoc = "https://developer.apple.com/documentation/uikit/uiimagepickercontroller"

    static let imagePicker: [Preset] = [
        Preset(
            name: "UIImagePickerController.camera", family: "imagePicker", availableFromIOS: 6,
            behaviours: [
                .init(
                    fromIOS: 6, idiom: .phone, className: "UIImagePickerController", supportedOrientations: .portrait,
                    shouldAutorotate: true, confidence: .documented,
                    sources: [
                        imagePickerDoc,
                        "https://github.com/novaphotos/nova-ios-app/issues/21",
                        "https://github.com/react-native-image-picker/react-native-image-picker/issues/35",
                    ],
                    note:
                        "Apple: \"The UIImagePickerController class supports portrait mode only\"; the camera UI stays portrait and turns its icons"
                ),
                .init(
                    fromIOS: 6, idiom: .pad, className: "UIImagePickerController", shouldAutorotate: true, confidence: .assumed,
                    sources: [imagePickerDoc],
                    note:
                        "iPad: no report pins the camera's mask; UIKit's iPad default (all) is assumed, the portrait-only note being about iPhone"
                ),
            ]),
        Preset(
            name: "UIImagePickerController.photoLibrary", family: "imagePicker", availableFromIOS: 6,
            behaviours: [
                .init(
                    fromIOS: 6, className: "UIImagePickerController", supportedOrientations: .portrait, shouldAutorotate: true,
                    confidence: .observedInReports, evidenceThroughIOS: 7,
                    sources: [imagePickerDoc, "https://github.com/rubymotion-community/BubbleWrap/issues/394"],
                    note:
                        "portrait only; a landscape-only app presenting it full screen crashes with no common orientation (iOS 7 text without a class name)"
                ),
                .init(
                    fromIOS: 8, className: "PUUIAlbumListViewController", supportedOrientations: .portrait, shouldAutorotate: true,
                    confidence: .observedInReports, evidenceThroughIOS: 10,
                    sources: [
                        imagePickerDoc,
                        "https://github.com/zendesk/sunshine-conversations-ios/issues/86",
                        "https://github.com/intercom/intercom-ios/issues/153",
                        "https://github.com/react-native-image-picker/react-native-image-picker/issues/466",
                        "https://github.com/react-native-image-picker/react-native-image-picker/issues/587",
                    ],
                    note:
                        "from iOS 8 the Photos UI album list answers (portrait, shouldAutorotate YES), so landscape-only apps crash with '[PUUIAlbumListViewController shouldAutorotate] is returning YES' (reports on iPhone and iPad, iOS 9-10); Apple asks iPad apps to present it in a popover, which never decides"
                ),
            ]),
    ]
}
