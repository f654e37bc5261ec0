import Foundation
import Testing

/// Hints for what a UIKit developer writes first (issue 23): UIKit spellings get a did-you-mean, in a
/// spec (the CLI's own check) and in a request (the API's), and an unquoted YAML version says to quote it.
@Suite("hints for UIKit spellings and unquoted versions")
struct HintTests {
    @Test("a request with UIKit spellings and iosVersion: 17: every error has its hint, exit 2")
    func request() throws {
        let run = try CLI.run(["resolve", "invalid/uikit-spellings.yaml"])
        #expect(run.status == 2, "\(run)")
        for expected in [
            "$.app.iosVersion: expected a string, found a number",
            "hint: $.app.iosVersion is the number 17 here (unquoted, YAML and JSON read it as a number): quote it, iosVersion: \"17\"",
            "$.root.kind: unknown kind 'navigation' (did you mean 'navigationController'?)",
            "$.root.forwarding: unknown forwarding 'topViewController' (did you mean 'top'?)",
            "$.root.supportedOrientations: unknown mask 'UIInterfaceOrientationMaskPortrait' (did you mean 'portrait'?)",
            "$.events[0].style: unknown modalPresentationStyle '.fullScreen' (did you mean 'fullScreen'?)",
        ] {
            #expect(run.stderr.contains(expected), "\(expected)\n\(run)")
        }
    }

    @Test("the version hint follows the request into check and explore, and a decimal keeps its text")
    func versionInSpecs() throws {
        let spec = "request: {app: {iosVersion: 15.0}, root: {id: home}}\nexpect: {interfaceOrientation: portrait}\n"
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("rp-cli-\(getpid())-hints").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try spec.write(toFile: directory + "/version.yaml", atomically: true, encoding: .utf8)
        let check = try CLI.run(["check", "version.yaml"], directory: directory)
        #expect(check.status == 2, "\(check)")
        #expect(check.stderr.contains("hint: $.app.iosVersion is the number 15.0 here"), "\(check)")
        #expect(check.stderr.contains("quote it, iosVersion: \"15.0\""), "\(check)")
        let explore = try CLI.run(["explore", "version.yaml"], directory: directory)
        #expect(explore.status == 2 && explore.stderr.contains("quote it, iosVersion: \"15.0\""), "\(explore)")
        // A string field given a string is not hinted.
        let quoted = try CLI.run(["resolve", "-"], stdin: "{\"app\": {\"iosVersion\": \"99\"}, \"root\": {\"id\": \"home\"}}")
        #expect(quoted.status == 2 && !quoted.stderr.contains("hint:"), "\(quoted)")
    }

    @Test("a UIKit property name as an expected answer field: the spec line and the answer's field")
    func specField() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("rp-cli-\(getpid())-field").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let spec = "request: {root: {id: home}}\nexpect:\n  supportedInterfaceOrientations: portrait\n"
        try spec.write(toFile: directory + "/field.yaml", atomically: true, encoding: .utf8)
        let run = try CLI.run(["check", "field.yaml"], directory: directory)
        #expect(run.status == 2, "\(run)")
        #expect(
            run.stderr.contains(
                "field.yaml:3: $.expect.supportedInterfaceOrientations: no such field in the answer: unknown key 'supportedInterfaceOrientations'; did you mean 'supportedOrientations'?"
            ),
            "\(run)")
    }

    @Test("a UIKit mask name in an expectation: the spec line and the spec's name for it")
    func specMask() throws {
        let run = try CLI.run(["check", "invalid/uikit-mask-in-expect.yaml"])
        #expect(run.status == 2, "\(run)")
        #expect(
            run.stderr.contains(
                "uikit-mask-in-expect.yaml:5: $.expect.supportedOrientations: 'UIInterfaceOrientationMaskLandscape' is not a mask name; did you mean 'landscape'?"
            ), "\(run)")
    }
}
