import Foundation
import Testing

/// `GET /v1/presets` on the real binary over loopback: the catalogue, as JSON, with a source per entry;
/// and a preset used in a real `POST /v1/resolve`.
@Suite(.serialized, .timeLimit(.minutes(10)))
struct PresetsServerTests {
    @Test func catalogueIsServedWithSources() throws {
        let server = try ServerProcess(arguments: [])
        defer { server.stop() }
        let response = try RawHTTPClient.request(port: server.port, "GET", "/v1/presets")
        #expect(response.status == 200)
        #expect(response.header("Content-Type") == "application/json")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any])
        let presets = try #require(object["presets"] as? [[String: Any]])
        let names = presets.compactMap { $0["name"] as? String }
        for required in [
            "UIImagePickerController.camera", "UIImagePickerController.photoLibrary", "AVPlayerViewController",
            "AVFullScreenViewController", "WebFullScreenVideoRootViewController", "SFSafariViewController",
            "UIActivityViewController", "UIAlertController.alert", "UIAlertController.actionSheet",
            "MFMailComposeViewController", "UIDocumentPickerViewController", "PHPickerViewController", "QLPreviewController",
        ] {
            #expect(names.contains(required), "\(required) is missing")
        }
        for preset in presets {
            let behaviours = try #require(preset["behaviours"] as? [[String: Any]])
            #expect(!behaviours.isEmpty)
            for behaviour in behaviours {
                #expect(!((behaviour["sources"] as? [String]) ?? []).isEmpty, "\(preset["name"] ?? "?") has no source")
                #expect(["documented", "observedInReports", "assumed"].contains(behaviour["confidence"] as? String ?? ""))
            }
        }
        let head = try RawHTTPClient.request(port: server.port, "HEAD", "/v1/presets")
        #expect(head.status == 200)
        #expect(head.body.isEmpty)
        let post = try RawHTTPClient.request(port: server.port, "POST", "/v1/presets", body: Array("{}".utf8))
        #expect(post.status == 405)
    }

    @Test func aPresetInAResolveRequest() throws {
        let server = try ServerProcess(arguments: [])
        defer { server.stop() }
        let body = #"""
            {"app":{"idiom":"pad","iosVersion":"9.3","supportedOrientations":["landscapeLeft","landscapeRight"],"requiresFullScreen":true},
             "interfaceOrientation":"landscapeLeft","root":{"id":"chat","supportedOrientations":"landscape"},
             "events":[{"type":"present","presenter":"chat","style":"fullScreen","controller":{"id":"picker","preset":"UIImagePickerController.photoLibrary"}}]}
            """#
        let response = try RawHTTPClient.request(
            port: server.port, "POST", "/v1/resolve", headers: [("Content-Type", "application/json")], body: Array(body.utf8))
        #expect(response.status == 200)
        #expect(response.bodyText.contains("[PUUIAlbumListViewController shouldAutorotate] is returning YES"))
        let unknown = try RawHTTPClient.request(
            port: server.port, "POST", "/v1/resolve", headers: [("Content-Type", "application/json")],
            body: Array(#"{"root":{"preset":"UIImagePickerControler.camera"}}"#.utf8))
        #expect(unknown.status == 400)
        #expect(unknown.bodyText.contains("did you mean 'UIImagePickerController.camera'"))
    }
}
