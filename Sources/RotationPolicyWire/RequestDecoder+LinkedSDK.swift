import RotationPolicy

extension RequestDecoder {
    /// `app.linkedSDK`: the SDK the app was built with, which UIKit's "linked on or after" checks read
    /// (docs/rules.md, "Linked SDK"). A version like `iosVersion`, and not newer than it: the model's
    /// switches all need the app to run the version too, so a newer SDK would say nothing more, and is
    /// refused rather than silently read as `iosVersion`. `running` is nil when `iosVersion` was invalid.
    func decodeLinkedSDK(_ node: Node, running: IOSVersion?) throws(RequestError) -> IOSVersion {
        let path = "$.app.linkedSDK"
        let linked = try decodeIOSVersion(node, path: path)
        if let running, running < linked {
            throw RequestError(
                .invalidRequest, path: path,
                "the app is linked against iOS \(linked) but runs iOS \(running) ($.app.iosVersion); linkedSDK must not be newer than iosVersion (leave it out when they are the same)"
            )
        }
        return linked
    }
}
