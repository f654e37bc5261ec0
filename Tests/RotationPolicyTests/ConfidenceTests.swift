import Foundation
import RotationPolicy
import RotationPolicyWire
import Testing

/// Issue 23 "Confidence": each step says how sure it is, and the answer (and each explore finding)
/// sums it up (docs/rules.md#confidence). Run through the wire, as a client sees it.
@Suite struct ConfidenceTests {
    /// The answer of `POST /v1/resolve` for `body`, as a JSON object.
    static func resolve(_ body: String) throws -> [String: Any] {
        guard case .success(let bytes) = Simulator.respond(toJSON: Array(body.utf8)) else {
            Issue.record("the request was refused: \(body)")
            return [:]
        }
        return try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any] ?? [:]
    }

    static func summary(_ answer: [String: Any]) -> [String: Any] { answer["confidence"] as? [String: Any] ?? [:] }
    static func stepLevels(_ answer: [String: Any]) -> [String] {
        (answer["steps"] as? [[String: Any]] ?? []).map { $0["confidence"] as? String ?? "missing" }
    }

    /// A portrait-and-landscape phone app, already running in portrait, with `events`.
    static func app(_ version: String = "17.0", root: String, events: String) -> String {
        #"{"app": {"idiom": "phone", "iosVersion": "\#(version)", "supportedOrientations": "allButUpsideDown"}, "interfaceOrientation": "portrait", "root": \#(root), "events": [\#(events)]}"#
    }

    @Test func stepsOnDocumentedRulesOnlyMakeADocumentedAnswer() throws {
        // R3.1 device turns (Apple's supportedInterfaceOrientations page, QA1688).
        let answer = try Self.resolve(
            Self.app(
                root: #"{"id": "home"}"#,
                events: #"{"type": "deviceOrientation", "orientation": "landscapeLeft"}, {"type": "deviceOrientation", "orientation": "portrait"}"#))
        #expect(Self.stepLevels(answer) == ["documented", "documented"])
        let summary = Self.summary(answer)
        #expect(summary["level"] as? String == "documented")
        #expect((summary["uncertainRules"] as? [String])?.isEmpty == true)
        #expect((summary["assumptions"] as? [String])?.isEmpty == true)
        #expect((summary["uncertainPresets"] as? [String])?.isEmpty == true)
    }

    /// A full-screen present of a player that supports `mask`.
    static func presentPlayer(_ mask: String) -> String {
        #"{"type": "present", "presenter": "home", "style": "fullScreen", "#
            + #""controller": {"id": "player", "supportedOrientations": "\#(mask)"}}"#
    }

    @Test func theFallbackOrientationAmongSeveralIsAssumedAndNamesItsRule() throws {
        // Portrait is not allowed, the device is held in portrait: UIKit picks one of two landscapes.
        let answer = try Self.resolve(
            Self.app(
                root: #"{"id": "home"}"#,
                events: Self.presentPlayer("landscape")))
        #expect(Self.stepLevels(answer) == ["assumed"])
        let summary = Self.summary(answer)
        #expect(summary["level"] as? String == "assumed")
        #expect(summary["uncertainRules"] as? [String] == ["R3.6"])
        #expect(summary["assumptions"] as? [String] == ["fallbackOrientation"])
    }

    @Test func aFallbackWithOneAllowedOrientationIsNoChoice() throws {
        let answer = try Self.resolve(
            Self.app(
                root: #"{"id": "home"}"#,
                events: Self.presentPlayer("landscapeRight")))
        #expect(Self.stepLevels(answer) == ["documented"])
        #expect(Self.summary(answer)["level"] as? String == "documented")
    }

    /// A player pushed on a forwarding stack while the phone is held in portrait: the stack strands it.
    static func strandingPush(_ version: String) -> String {
        app(
            version,
            root: #"{"id": "nav", "kind": "navigationController", "forwarding": "top", "#
                + #""children": [{"id": "list", "supportedOrientations": "portrait"}]}"#,
            events: #"{"type": "push", "navigation": "nav", "controller": {"id": "player", "supportedOrientations": "landscape"}}"#)
    }

    @Test func anIOS16PushThatStrandsTheScreenIsAssumedBeforeItIsObserved() throws {
        let ios16 = try Self.resolve(Self.strandingPush("16.0"))
        #expect(Self.stepLevels(ios16) == ["assumed"])
        #expect(Self.summary(ios16)["uncertainRules"] as? [String] == ["R3.3"])
        #expect(Self.summary(ios16)["assumptions"] as? [String] == ["noContainerReevaluation"])
        // Before iOS 16 the same push rests on dated reports only.
        let ios15 = try Self.resolve(Self.strandingPush("15.0"))
        #expect(Self.stepLevels(ios15) == ["observed"])
        #expect(Self.summary(ios15)["level"] as? String == "observed")
        #expect((Self.summary(ios15)["assumptions"] as? [String])?.isEmpty == true)
    }

    /// A landscape-only app presenting the photo library full screen: the album list's crash.
    static func photoLibrary(_ version: String) -> String {
        #"{"app": {"idiom": "phone", "iosVersion": "\#(version)", "supportedOrientations": "landscape"}, "interfaceOrientation": "landscapeRight", "root": {"id": "game", "supportedOrientations": "landscape"}, "events": [{"type": "present", "presenter": "game", "style": "fullScreen", "controller": {"id": "picker", "preset": "UIImagePickerController.photoLibrary"}}]}"#
    }

    @Test func thePhotoLibraryPresetIsObservedOnIOS10AndExtrapolatedOnIOS17() throws {
        let ios10 = try Self.resolve(Self.photoLibrary("10.0"))
        // Unwrapped outside #expect: the macro's expansion of `as? String ?? ""` warned twice per compile.
        let reason = try #require((ios10["violation"] as? [String: Any])?["reason"] as? String)
        #expect(reason.contains("PUUIAlbumListViewController"))
        #expect(Self.stepLevels(ios10) == ["observed"])
        #expect(Self.summary(ios10)["level"] as? String == "observed")
        #expect((Self.summary(ios10)["uncertainPresets"] as? [String])?.isEmpty == true)

        let ios17 = try Self.resolve(Self.photoLibrary("17.0"))
        #expect(Self.stepLevels(ios17) == ["extrapolated"])
        #expect(Self.summary(ios17)["level"] as? String == "extrapolated")
        #expect(Self.summary(ios17)["uncertainPresets"] as? [String] == ["UIImagePickerController.photoLibrary"])
    }

    @Test func theCatalogueDatesThePhotoLibraryEvidence() throws {
        let library = try #require(PresetCatalogue.named("UIImagePickerController.photoLibrary"))
        let albumList = try #require(library.behaviours.last)
        #expect(albumList.evidenceThroughIOS == 10)
        #expect(albumList.level(on: IOSVersion(10)) == .observed)
        #expect(albumList.level(on: IOSVersion(11)) == .extrapolated)
        // An assumed entry stays assumed: extrapolating nothing does not make it stronger.
        let activity = try #require(PresetCatalogue.named("UIActivityViewController")?.behaviours.first)
        #expect(activity.level(on: IOSVersion(26)) == .assumed)
        // A step's presets are bits of one word.
        #expect(PresetCatalogue.all.count < 64)
    }

    @Test func theLevelsAreOrderedStrongestFirstOnTheWire() {
        #expect(Vocabulary.confidenceLevels.map(\.name) == ["documented", "decompiled", "observed", "extrapolated", "assumed"])
        let levels = Vocabulary.confidenceLevels.map(\.level)
        #expect(levels == levels.sorted(by: >))
    }

    @Test func anExploreFindingCarriesTheConfidenceOfItsWitness() throws {
        // iOS 16: the push that strands the player is found, and its witness rests on the assumption.
        let body =
            #"{"app": {"idiom": "phone", "iosVersion": "16.0", "supportedOrientations": "allButUpsideDown"}, "interfaceOrientation": "portrait", "root": {"id": "nav", "kind": "navigationController", "forwarding": "top", "children": [{"id": "list", "supportedOrientations": "portrait"}]}, "explore": {"actions": [{"type": "push", "navigation": "nav", "controller": {"id": "player", "supportedOrientations": "landscape"}}, {"type": "pop", "navigation": "nav"}], "maxExtraEvents": 3}}"#
        guard case .success(let bytes) = Simulator.explore(toJSON: Array(body.utf8)) else {
            Issue.record("explore refused the request")
            return
        }
        let answer = try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any] ?? [:]
        let findings = answer["findings"] as? [[String: Any]] ?? []
        #expect(!findings.isEmpty)
        for finding in findings {
            let confidence = try #require(finding["confidence"] as? [String: Any], "\(finding)")
            #expect(Vocabulary.confidenceLevels.map(\.name).contains(confidence["level"] as? String ?? ""))
        }
        let stranded = try #require(findings.first { $0["controller"] as? String == "player" })
        let confidence = stranded["confidence"] as? [String: Any] ?? [:]
        #expect(confidence["level"] as? String == "assumed", "\(stranded)")
        #expect(confidence["assumptions"] as? [String] == ["noContainerReevaluation"])
        // The same witness posted to /v1/resolve says the same.
        let witness = try JSONSerialization.data(withJSONObject: stranded["witness"] ?? [:])
        let replayed = try Self.resolve(String(decoding: witness, as: UTF8.self))
        #expect(Self.summary(replayed)["level"] as? String == "assumed")
    }
}
