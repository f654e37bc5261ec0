import Foundation
import Testing

/// The answer's confidence on the real binary over loopback: the same request on two iOS versions, one
/// within the photo-library preset's dated evidence and one past it; the catalogue dates the entry.
@Suite(.serialized, .timeLimit(.minutes(10)))
struct ConfidenceServerTests {
    static func photoLibrary(_ version: String) -> [UInt8] {
        Array(
            #"{"app": {"idiom": "phone", "iosVersion": "\#(version)", "supportedOrientations": "landscape"}, "interfaceOrientation": "landscapeRight", "root": {"id": "game", "supportedOrientations": "landscape"}, "events": [{"type": "present", "presenter": "game", "style": "fullScreen", "controller": {"id": "picker", "preset": "UIImagePickerController.photoLibrary"}}]}"#
                .utf8)
    }

    @Test func theAnswerSaysHowSureItIs() throws {
        let server = try ServerProcess(arguments: [])
        defer { server.stop() }
        var levels: [String] = []
        for version in ["10.0", "17.0"] {
            let response = try RawHTTPClient.request(
                port: server.port, "POST", "/v1/resolve", headers: [("Content-Type", "application/json")],
                body: Self.photoLibrary(version))
            #expect(response.status == 200)
            let answer = try #require(try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any])
            let confidence = try #require(answer["confidence"] as? [String: Any], "\(response.bodyText)")
            let steps = try #require(answer["steps"] as? [[String: Any]])
            #expect(steps.map { $0["confidence"] as? String } == [confidence["level"] as? String])
            levels.append(confidence["level"] as? String ?? "")
            let presets = confidence["uncertainPresets"] as? [String] ?? []
            #expect(presets == (version == "17.0" ? ["UIImagePickerController.photoLibrary"] : []))
        }
        #expect(levels == ["observed", "extrapolated"])

        let catalogue = try RawHTTPClient.request(port: server.port, "GET", "/v1/presets")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(catalogue.body)) as? [String: Any])
        let library = try #require((object["presets"] as? [[String: Any]])?.first { $0["name"] as? String == "UIImagePickerController.photoLibrary" })
        let behaviours = library["behaviours"] as? [[String: Any]] ?? []
        #expect(behaviours.map { $0["evidenceThroughIOS"] as? Int } == [7, 10])
    }
}
