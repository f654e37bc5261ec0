/// Sheets, alerts and pickers UIKit and its sibling frameworks present for the app. None documents an
/// orientation override; where reports show one rotating or being asked, the entry says so.
extension PresetCatalogue {
    static let sheets: [Preset] = [
        Preset(
            name: "SFSafariViewController", family: "sheets", availableFromIOS: 9,
            behaviours: [
                .init(
                    fromIOS: 9, className: "SFSafariViewController", confidence: .observedInReports,
                    sources: [
                        "https://developer.apple.com/documentation/safariservices/sfsafariviewcontroller",
                        "https://github.com/ionic-team/capacitor-plugins/issues/2100",
                    ],
                    note:
                        "no override: UIKit's default mask, so it turns to landscape in a portrait-only app whose Info.plist lists landscape; dismissing it in landscape leaves the presenter to rotate back (capacitor-plugins #2100)"
                )
            ]),
        Preset(
            name: "UIActivityViewController", family: "sheets", availableFromIOS: 6,
            behaviours: [
                .init(
                    fromIOS: 6, className: "UIActivityViewController", confidence: .assumed,
                    sources: ["https://developer.apple.com/documentation/uikit/uiactivityviewcontroller"],
                    note:
                        "no documented override; presented as a sheet on iPhone and in a popover on iPad (required there), so it rarely decides"
                )
            ]),
        Preset(
            name: "UIAlertController.alert", family: "sheets", availableFromIOS: 8,
            behaviours: [
                .init(
                    fromIOS: 8, className: "UIAlertController", shouldAutorotate: true, ownPresentation: [.custom],
                    confidence: .observedInReports,
                    sources: [
                        "https://developer.apple.com/documentation/uikit/uialertcontroller",
                        "https://github.com/zhangao0086/DKImagePickerController/issues/225",
                        "https://github.com/wonday/react-native-orientation-locker/issues/121",
                    ],
                    note:
                        "UIKit names it in '[UIAlertController shouldAutorotate] is returning YES' when it is asked under a mask with no common orientation; its own mask is UIKit's default (assumed); presented with a custom style that keeps the presenter's view, so it decides only when presented full screen"
                )
            ]),
        Preset(
            name: "UIAlertController.actionSheet", family: "sheets", availableFromIOS: 8,
            behaviours: [
                .init(
                    fromIOS: 8, className: "UIAlertController", shouldAutorotate: true, ownPresentation: [.custom, .popover],
                    confidence: .assumed,
                    sources: ["https://developer.apple.com/documentation/uikit/uialertcontroller"],
                    note: "as the alert; on iPad it must be a popover, so it never decides there")
            ]),
        Preset(
            name: "MFMailComposeViewController", family: "sheets", availableFromIOS: 6,
            behaviours: [
                .init(
                    fromIOS: 6, className: "MFMailComposeViewController", kind: .navigationController, confidence: .assumed,
                    sources: ["https://developer.apple.com/documentation/messageui/mfmailcomposeviewcontroller"],
                    note: "a UINavigationController subclass with no documented orientation override: UIKit's default mask")
            ]),
        Preset(
            name: "UIDocumentPickerViewController", family: "sheets", availableFromIOS: 8,
            behaviours: [
                .init(
                    fromIOS: 8, className: "UIDocumentPickerViewController", confidence: .assumed,
                    sources: ["https://developer.apple.com/documentation/uikit/uidocumentpickerviewcontroller"],
                    note: "no documented orientation override: UIKit's default mask")
            ]),
        Preset(
            name: "PHPickerViewController", family: "sheets", availableFromIOS: 14,
            behaviours: [
                .init(
                    fromIOS: 14, className: "PHPickerViewController", confidence: .assumed,
                    sources: ["https://developer.apple.com/documentation/photokit/phpickerviewcontroller"],
                    note:
                        "iOS 14+; runs out of process and documents no orientation override: UIKit's default mask, unlike UIImagePickerController's portrait-only library"
                )
            ]),
        Preset(
            name: "QLPreviewController", family: "sheets", availableFromIOS: 6,
            behaviours: [
                .init(
                    fromIOS: 6, className: "QLPreviewController", confidence: .assumed,
                    sources: ["https://developer.apple.com/documentation/quicklook/qlpreviewcontroller"],
                    note: "no documented orientation override: UIKit's default mask")
            ]),
    ]
}
