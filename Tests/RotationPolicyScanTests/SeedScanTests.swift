import Foundation
import Testing

/// `rotation-policy scan` on the fixture projects written from the seed articles' listings
/// (Tests/ScanFixtures/seed-00N) must give the controllers of the hand-written explore fixtures
/// (Tests/Fixtures/explore/seed-00N-*.json), and explore on the scan must find the same problems.
@Suite("scan reproduces the seed fixtures")
struct SeedScanTests {
    static let seeds = ["000", "001", "002", "003", "004"]

    /// Seed 004's article forwards with `visibleViewController`; its fixture wrote `top`. The two agree
    /// whenever nothing is presented over the stack, which is the case in that scenario.
    static let forwardingEquivalent: [String: [String: String]] = ["004": ["top": "visible"]]

    static func fixture(_ seed: String) throws -> [String: Any] {
        let folder = ScanCLI.seedFixtures + "/explore"
        let name = try FileManager.default.contentsOfDirectory(atPath: folder).sorted().first { $0.hasPrefix("seed-\(seed)-") }
        guard let name, let data = FileManager.default.contents(atPath: folder + "/" + name),
            let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        else { throw ScanCLI.Failure("no explore fixture for seed \(seed)") }
        return object
    }

    static func scan(_ seed: String) throws -> (spec: [String: Any], run: ScanCLI.Run) {
        let run = try ScanCLI.run(["scan", ScanCLI.scanFixtures + "/seed-\(seed)", "--format", "json"])
        guard run.status == 0, let spec = try run.json()["spec"] as? [String: Any] else { throw ScanCLI.Failure("scan failed: \(run)") }
        return (spec, run)
    }

    @Test("the app settings match", arguments: seeds)
    func app(seed: String) throws {
        let (spec, _) = try Self.scan(seed)
        let expected = (try Self.fixture(seed)["request"] as? [String: Any])?["app"] as? [String: Any] ?? [:]
        let actual = (spec["request"] as? [String: Any])?["app"] as? [String: Any] ?? [:]
        #expect(SpecTree.mask(actual["supportedOrientations"]) == SpecTree.mask(expected["supportedOrientations"]))
        #expect(actual["iosVersion"] as? String == expected["iosVersion"] as? String)
        #expect(actual["idiom"] as? String == expected["idiom"] as? String)
        if seed == "002" {
            // The allowRotation flag is run-time state: both masks are reported, the fixture's among them.
            let unresolved = spec["unresolved"] as? [[String: Any]] ?? []
            let entry = unresolved.first { ($0["what"] as? String)?.contains("supportedInterfaceOrientationsFor") == true }
            let candidates = (entry?["candidates"] as? [String] ?? []).joined(separator: " ")
            #expect(candidates.contains("landscape when allowRotation (Demo/AppDelegate.swift:20:20)"))
            #expect(candidates.contains("portrait (Demo/AppDelegate.swift:22:16)"))
        } else {
            #expect(SpecTree.mask(actual["delegateOrientations"]) == SpecTree.mask(expected["delegateOrientations"]))
        }
    }

    @Test("every controller of the fixture has its class, kind, masks, forwarding and shouldAutorotate", arguments: seeds)
    func controllers(seed: String) throws {
        let (spec, _) = try Self.scan(seed)
        let scanned = SpecTree.controllers(spec)
        let expected = SpecTree.controllers(try Self.fixture(seed)).filter { SpecTree.bareClass($0.node) != nil }
        #expect(!expected.isEmpty)
        for controller in expected {
            let name = SpecTree.bareClass(controller.node)!
            guard let match = scanned.first(where: { SpecTree.bareClass($0.node) == name }) else {
                Issue.record("seed \(seed): the scan has no \(name)")
                continue
            }
            compare(controller.node, match.node, seed: seed, what: name)
            if let parent = controller.parent {
                guard let scannedParent = match.parent else {
                    Issue.record("seed \(seed): \(name) has no container in the scan")
                    continue
                }
                compare(parent, scannedParent, seed: seed, what: "container of \(name)")
            }
        }
    }

    private func compare(_ expected: [String: Any], _ actual: [String: Any], seed: String, what: String) {
        let context = Comment(rawValue: "seed \(seed), \(what)")
        #expect((actual["kind"] as? String ?? "viewController") == (expected["kind"] as? String ?? "viewController"), context)
        var forwarding = expected["forwarding"] as? String ?? "none"
        forwarding = Self.forwardingEquivalent[seed]?[forwarding] ?? forwarding
        #expect((actual["forwarding"] as? String ?? "none") == forwarding, context)
        #expect((actual["shouldAutorotate"] as? Bool ?? true) == (expected["shouldAutorotate"] as? Bool ?? true), context)
        if let mask = SpecTree.mask(expected["supportedOrientations"]) {
            #expect(SpecTree.mask(actual["supportedOrientations"]) == mask, context)
        }
        for key in ["preferredOrientationForPresentation", "prefersStatusBarHidden"] where expected[key] != nil {
            #expect("\(actual[key] ?? "absent")" == "\(expected[key]!)", context)
        }
    }

    @Test("explore on the scan finds the fixture's findings", arguments: seeds)
    func explore(seed: String) throws {
        var (spec, _) = try Self.scan(seed)
        if seed == "002" {
            // The fixture models the flag set; pick that candidate the scan reported (see `app`).
            var request = spec["request"] as! [String: Any]
            var app = request["app"] as! [String: Any]
            app["delegateOrientations"] = "landscape"
            request["app"] = app
            spec["request"] = request
        }
        let folder = try ScanCLI.temporaryFolder("seed-\(seed)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("scan.json")
        try JSONSerialization.data(withJSONObject: spec).write(to: file)
        let run = try ScanCLI.run(["explore", file.path, "--format", "json"])
        #expect(run.status == 0 || run.status == 1, "\(run)")
        let findings = try run.json()["findings"] as? [[String: Any]] ?? []
        let fixture = try Self.fixture(seed)
        let fixtureClasses = SpecTree.classById(fixture)
        let scanClasses = SpecTree.classById(spec)
        for expected in fixture["expectFindings"] as? [[String: Any]] ?? [] {
            let kind = expected["kind"] as? String
            let name = (expected["controller"] as? String).flatMap { fixtureClasses[$0] }
            let found = findings.contains { finding in
                finding["kind"] as? String == kind && (finding["controller"] as? String).flatMap { scanClasses[$0] } == name
            }
            #expect(
                found,
                "seed \(seed): no \(kind ?? "?") finding for \(name ?? "?") in \(findings.map { "\($0["kind"] ?? "") \($0["controller"] ?? "")" })")
        }
    }
}

@Suite("explore and check take a project folder")
struct ProjectFolderTests {
    @Test("explore scans the folder first")
    func explore() throws {
        let run = try ScanCLI.run(["explore", ScanCLI.scanFixtures + "/seed-004", "--format", "json"])
        #expect(run.status == 1, "\(run)")
        let findings = try run.json()["findings"] as? [[String: Any]] ?? []
        #expect(Set(findings.compactMap { $0["controller"] as? String }) == ["player", "list"])
    }

    @Test("check scans the folder and expects no findings")
    func check() throws {
        let run = try ScanCLI.run(["check", ScanCLI.scanFixtures + "/seed-001"])
        #expect(run.status == 1, "\(run)")
        #expect(run.stdout.contains("✗ scan of Demo"))
        #expect(run.stdout.contains("unexpected finding: kind exception, code UIApplicationInvalidInterfaceOrientation, controller landscape"))
    }

    /// A repository whose project sits one folder down (`ios/`), as `scan` and `lint` take it: explore and
    /// check scan it too, and find what they find in the project folder itself; an XcodeGen project
    /// (`project.yml`, no `.xcodeproj`) one folder down is a project as well.
    @Test("explore and check take a repository with the project one folder down")
    func repositoryFolder() throws {
        let repository = try ScanCLI.temporaryFolder("repository")
        defer { try? FileManager.default.removeItem(at: repository) }
        try "# Demo\n".write(to: repository.appendingPathComponent("README.md"), atomically: true, encoding: .utf8)
        try FileManager.default.copyItem(atPath: ScanCLI.scanFixtures + "/seed-004", toPath: repository.appendingPathComponent("ios").path)
        let direct = try ScanCLI.run(["explore", ScanCLI.scanFixtures + "/seed-004", "--format", "json"])
        let nested = try ScanCLI.run(["explore", repository.path, "--format", "json"])
        #expect(nested.status == 1, "\(nested)")
        let kinds = { (run: ScanCLI.Run) in
            ((try? run.json()["findings"] as? [[String: Any]]) ?? []).map { "\($0["kind"] ?? "") \($0["controller"] ?? "")" }.sorted()
        }
        #expect(!kinds(nested).isEmpty && kinds(nested) == kinds(direct), "\(nested)")
        let check = try ScanCLI.run(["check", repository.path])
        #expect(check.status == 1 && check.stdout.contains("✗ scan of Demo"), "\(check)")
        // The scanned spec is held in memory: the reports name the folder the user gave, never a
        // temporary file, and give no line of a file that does not exist.
        #expect(check.stdout.contains("✗ scan of Demo (\(repository.path))"), "\(check)")
        #expect(!check.stdout.contains("rotation-policy-scan-") && !check.stdout.contains("(line "), "\(check)")
        let github = try ScanCLI.run(["check", repository.path, "--format", "github"])
        #expect(github.stdout.contains("::error file=\(repository.path),title=scan of Demo::"), "\(github)")
        #expect(!github.stdout.contains("rotation-policy-scan-") && !github.stdout.contains(",line="), "\(github)")
        let junit = try ScanCLI.run(["check", repository.path, "--format", "junit"])
        #expect(junit.stdout.contains("file=\"\(repository.path)\""), "\(junit)")

        let xcodegen = try ScanCLI.temporaryFolder("xcodegen-repository")
        defer { try? FileManager.default.removeItem(at: xcodegen) }
        try FileManager.default.copyItem(atPath: ScanCLI.scanFixtures + "/targets/xcodegen", toPath: xcodegen.appendingPathComponent("app").path)
        let generated = try ScanCLI.run(["check", xcodegen.path])
        // Scanned (a spec named after the scan), not searched for spec files (which would find none).
        #expect(generated.stdout.contains("scan of ") && !generated.stderr.contains("no spec files"), "\(generated)")
    }

    /// `scan` and `lint` read a folder of sources with no project file (every Swift and Objective-C file
    /// in it); explore and check take the same folder. A folder with neither specs nor sources is still
    /// an error that says both are missing.
    @Test("explore and check take a folder of sources with no project file, as scan and lint do")
    func sourceFolder() throws {
        let folder = try ScanCLI.temporaryFolder("sources-only")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(
            atPath: ScanCLI.scanFixtures + "/seed-004/Demo", toPath: folder.appendingPathComponent("Sources").path)
        let scan = try ScanCLI.run(["scan", folder.path])
        #expect(scan.status == 0, "\(scan)")
        let explore = try ScanCLI.run(["explore", folder.path])
        #expect(!explore.stderr.contains("is a folder") && explore.stdout.contains("Explored:"), "\(explore)")
        let check = try ScanCLI.run(["check", folder.path])
        #expect(check.stdout.contains("scan of ") && !check.stderr.contains("no spec files"), "\(check)")

        let empty = try ScanCLI.temporaryFolder("neither-specs-nor-sources")
        defer { try? FileManager.default.removeItem(at: empty) }
        let nothing = try ScanCLI.run(["check", empty.path])
        #expect(nothing.status == 2 && nothing.stderr.contains("no spec files (*.json, *.yaml, *.yml) and no app sources to scan"), "\(nothing)")
    }
}
