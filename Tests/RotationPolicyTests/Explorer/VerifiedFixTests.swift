import Foundation
import RotationPolicy
import RotationPolicyWire
import Testing

/// Verified fixes (issue 23): each scenario's fixture in `Tests/Fixtures/explore/` carries the fix an
/// iOS engineer expects beside the finding; here each fix is also applied to its witness as the answer's
/// `fix.model` describes it and posted through `/v1/resolve`'s library path, so "verified" means what a
/// user replaying it would see.
@Suite struct VerifiedFixTests {
    static func finding(_ fixture: String, _ kind: String, on controller: String) throws -> [String: Any] {
        let answer = try ExploreFixture(url: ExploreFixture.folder.appendingPathComponent(fixture + ".json")).explore()
        let findings = answer["findings"] as? [[String: Any]] ?? []
        return try #require(findings.first { $0["kind"] as? String == kind && $0["controller"] as? String == controller }, "\(findings)")
    }

    static func fix(_ finding: [String: Any]) -> [String: Any] { finding["fix"] as? [String: Any] ?? [:] }

    /// The witness with `model.before` inserted before `witness.events[at]` and `after` after it
    /// (or `after` given here instead), resolved.
    static func replayed(_ finding: [String: Any], after override: [[String: Any]]? = nil) throws -> [String: Any] {
        var witness = finding["witness"] as? [String: Any] ?? [:]
        var events = witness["events"] as? [[String: Any]] ?? []
        let model = fix(finding)["model"] as? [String: Any] ?? [:]
        let at = try #require(model["at"] as? Int)
        events.insert(contentsOf: override ?? model["after"] as? [[String: Any]] ?? [], at: at + 1)
        events.insert(contentsOf: model["before"] as? [[String: Any]] ?? [], at: at)
        witness["events"] = events
        let body = try JSONSerialization.data(withJSONObject: witness)
        switch Simulator.respond(toJSON: Array(body)) {
        case .success(let bytes): return try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any] ?? [:]
        case .failure(let error): throw error
        }
    }

    /// Whether a resolve answer ends with `controller` deciding and the interface facing an orientation
    /// it does not support. (Resolve reports the stranding at the event that caused it; the fix's calls
    /// are separate events after it, so the end state is what tells.)
    static func stranded(_ controller: String, in answer: [String: Any]) -> Bool {
        let supported = (answer["supportedOrientations"] as? [String: Any])?["orientations"] as? [String] ?? []
        return answer["decidingController"] as? String == controller
            && !supported.contains(answer["interfaceOrientation"] as? String ?? "")
    }

    @Test("seed-004, iOS 15: the KVC orientation set then attemptRotation is verified; attemptRotation alone is not")
    func kvcThenAttemptOnIOS15() throws {
        let list = try Self.finding("seed-004-pop-back-strands-landscape", "unsupportedOrientationShown", on: "list")
        let fix = Self.fix(list)
        #expect(fix["verified"] as? Bool == true, "\(fix)")
        #expect(
            (fix["swift"] as? String)?.contains(#"UIDevice.current.setValue(UIInterfaceOrientation.portrait.rawValue, forKey: "orientation")"#)
                == true)
        #expect((fix["summary"] as? String)?.contains("Pocket iOS PR #211") == true)
        let checked = fix["checked"] as? String ?? ""
        #expect(checked.hasPrefix("witness replayed with the fix: the finding is gone; re-explored with the same budgets ("), "\(checked)")
        #expect(checked.contains(", exhaustive)"), "\(checked)")
        #expect(checked.contains("attemptRotationToDeviceOrientation() alone: the witness replayed with the fix still shows it"), "\(checked)")
        // Replayed through resolve as a user would: with the fix the list turns to portrait ...
        let fixed = try Self.replayed(list)
        #expect(fixed["interfaceOrientation"] as? String == "portrait", "\(fixed["steps"] ?? "")")
        #expect(!Self.stranded("list", in: fixed))
        // ... and with attemptRotationToDeviceOrientation alone it stays stranded in landscape.
        let attemptOnly = try Self.replayed(list, after: [["type": "attemptRotationToDeviceOrientation"]])
        #expect(attemptOnly["interfaceOrientation"] as? String == "landscapeRight")
        #expect(Self.stranded("list", in: attemptOnly))
    }

    @Test("seed-004, the player pushed: no candidate verifies, and the answer says so")
    func noCandidateVerifies() throws {
        let player = try Self.finding("seed-004-pop-back-strands-landscape", "unsupportedOrientationShown", on: "player")
        let fix = Self.fix(player)
        #expect(fix["verified"] as? Bool == false)
        let checked = fix["checked"] as? String ?? ""
        #expect(checked.hasPrefix("none of 2 candidates verified: this one: "), "\(checked)")
        #expect(checked.contains("the KVC orientation set, then attemptRotationToDeviceOrientation(): re-explored with the fix, it is still found"))
        // The best candidate is still offered, with what it changes.
        #expect((fix["model"] as? [String: Any])?["after"] != nil)
    }

    @Test("iOS 16: a screen stranded after pop is fixed by setNeedsUpdateOfSupportedInterfaceOrientations")
    func setNeedsUpdateOnIOS16() throws {
        let list = try Self.finding("fix-ios16-pop-strands-list", "unsupportedOrientationShown", on: "list")
        let fix = Self.fix(list)
        #expect(fix["verified"] as? Bool == true, "\(fix)")
        #expect((fix["swift"] as? String)?.contains("setNeedsUpdateOfSupportedInterfaceOrientations()") == true)
        let fixed = try Self.replayed(list)
        #expect(fixed["interfaceOrientation"] as? String == "portrait")
        #expect(!Self.stranded("list", in: fixed))
    }

    @Test("E2: the preferred orientation outside the mask becomes one it supports, verified")
    func preferredOrientation() throws {
        let crash = try Self.finding("fix-e2-preferred-outside-mask", "exception", on: "player")
        let fix = Self.fix(crash)
        #expect(fix["verified"] as? Bool == true, "\(fix)")
        #expect(fix["swift"] as? String == "override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .landscapeRight }")
        let overrides = (fix["model"] as? [String: Any])?["overrides"] as? [[String: Any]] ?? []
        #expect(overrides.first?["controller"] as? String == "player")
        #expect((overrides.first?["set"] as? [String: Any])?["preferredOrientationForPresentation"] as? String == "landscapeRight")
    }

    @Test("Flutter: a denied engine request has UIKit's message, rule X1 as its step, and a Dart fix")
    func flutterDeniedRequest() throws {
        let denied = try Self.finding("fix-flutter-dart-and-subclass", "geometryRequestDenied", on: "feed")
        #expect(denied["rule"] as? String == "X1")
        #expect((denied["message"] as? String)?.hasPrefix("None of the requested orientations are supported") == true, "\(denied)")
        let witness = try JSONSerialization.data(withJSONObject: denied["witness"] ?? [:])
        guard case .success(let bytes) = Simulator.respond(toJSON: Array(witness)) else { throw CancellationError() }
        let steps = (try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])?["steps"] as? [[String: Any]] ?? []
        #expect(steps.last?["rule"] as? String == denied["rule"] as? String, "the finding's rule is its step's")
        let fix = Self.fix(denied)
        #expect(fix["verified"] as? Bool == true, "\(fix)")
        #expect((fix["swift"] as? String)?.contains("SystemChrome.setPreferredOrientations([DeviceOrientation.landscapeLeft]);") == true)
        #expect((fix["model"] as? [String: Any])?["onlyWhileDeciding"] as? String == "shop")
    }

    @Test("Flutter: leaving the Flutter route in landscape gets the Dart fix; the Flutter view itself a subclass")
    func flutterRouteChange() throws {
        let feed = try Self.finding("fix-flutter-dart-and-subclass", "unsupportedOrientationShown", on: "feed")
        let fix = Self.fix(feed)
        #expect(fix["verified"] as? Bool == true, "\(fix)")
        #expect((fix["swift"] as? String)?.contains("SystemChrome.setPreferredOrientations([DeviceOrientation.portraitUp]);") == true)
        let fixed = try Self.replayed(feed)
        #expect(fixed["interfaceOrientation"] as? String == "portrait")
        #expect(!Self.stranded("feed", in: fixed))

        let shop = try Self.finding("fix-flutter-dart-and-subclass", "unsupportedOrientationShown", on: "shop")
        #expect(Self.fix(shop)["verified"] as? Bool == true)
        #expect((Self.fix(shop)["swift"] as? String)?.hasPrefix("class AppFlutterViewController: FlutterViewController {") == true)
        #expect(!Self.stranded("shop", in: try Self.replayed(shop)))
    }

    @Test("React Native: the library's lock in the screen's focus effect, verified")
    func orientationLockerFocusEffect() throws {
        let detail = try Self.finding("fix-rn-orientation-locker-focus-effect", "unsupportedOrientationShown", on: "detail")
        let fix = Self.fix(detail)
        #expect(fix["verified"] as? Bool == true, "\(fix)")
        #expect((fix["summary"] as? String)?.contains("Orientation.lockToLandscape() in a useFocusEffect") == true)
        #expect((fix["swift"] as? String)?.contains("useFocusEffect(") == true)
        let fixed = try Self.replayed(detail)
        #expect(fixed["interfaceOrientation"] as? String != "portrait")
        #expect(!Self.stranded("detail", in: fixed))
    }

    @Test("Expo: a lock denied under a native modal gets the JS fix: lock only while the screen decides")
    func expoLockDenied() throws {
        let denied = try Self.finding("fix-expo-lock-denied-under-native-modal", "geometryRequestDenied", on: "sheet")
        #expect(denied["rule"] as? String == "X2")
        #expect((denied["message"] as? String)?.isEmpty == false)
        let fix = Self.fix(denied)
        #expect(fix["verified"] as? Bool == true, "\(fix)")
        #expect((fix["summary"] as? String)?.hasPrefix("Call ScreenOrientation.lockAsync(OrientationLock.LANDSCAPE) only while") == true)
        #expect((fix["swift"] as? String)?.contains("ScreenOrientation.lockAsync(ScreenOrientation.OrientationLock.LANDSCAPE);") == true)
        #expect((fix["model"] as? [String: Any])?["onlyWhileDeciding"] as? String == "expoRoot")
    }

    @Test("past the time limit fixes are not checked, and say so; beyond the check cap likewise")
    func boundedChecks() throws {
        let late = try ExploreAnswerBoundTests.answer(
            ExploreAnswerBoundTests.pushBomb(pushes: 300, fillers: 3000, timeLimitMs: 1))
        #expect((late.stats["stoppedBy"] as? [String])?.first == "timeLimit")
        for finding in late.findings {
            #expect(Self.fix(finding)["verified"] as? Bool == false)
            #expect(Self.fix(finding)["checked"] as? String == "not checked: time limit", "\(Self.fix(finding))")
        }
        let many = try ExploreAnswerBoundTests.answer(ExploreAnswerBoundTests.pushBomb(pushes: 30, fillers: 0))
        #expect(many.findings.count == 30)
        for (index, finding) in many.findings.enumerated() where index >= ExploreOptions.defaultMaxFixChecks {
            #expect(Self.fix(finding)["checked"] as? String == "not checked: only the first 20 findings' fixes are checked")
        }
    }

    @Test("explore.maxFixChecks: 0 checks none, 2 checks the first two, 21 is over the limit")
    func maxFixChecks() throws {
        let none = try ExploreAnswerBoundTests.answer(
            ExploreAnswerBoundTests.pushBomb(pushes: 4, fillers: 0, extra: #", "maxFixChecks": 0"#))
        #expect(none.findings.count == 4)
        for finding in none.findings {
            #expect(Self.fix(finding)["checked"] as? String == "not checked: explore.maxFixChecks is 0")
        }
        let two = try ExploreAnswerBoundTests.answer(
            ExploreAnswerBoundTests.pushBomb(pushes: 4, fillers: 0, extra: #", "maxFixChecks": 2"#))
        let checked = two.findings.map { (Self.fix($0)["checked"] as? String ?? "").hasPrefix("not checked") }
        #expect(checked == [false, false, true, true], "\(two.findings.map { Self.fix($0)["checked"] ?? "" })")
        let over = Simulator.explore(
            toJSON: ExploreAnswerBoundTests.pushBomb(pushes: 1, fillers: 0, extra: #", "maxFixChecks": 21"#),
            exploreLimits: ExploreAnswerBoundTests.patient(.default))
        guard case .failure(let error) = over else {
            Issue.record("maxFixChecks 21 was accepted")
            return
        }
        #expect(error.errors.map(\.path) == ["$.explore.maxFixChecks"])
        #expect(error.kind == .limitExceeded)
    }
}
