import Foundation
import Testing

/// Teams pin what only the running app knows (issue 30, point 5): a `_printHierarchy` dump per screen
/// flow (`--hierarchy`, `hierarchy:`) or the real root in `.rotation-policy.yml` (`root:`). The real
/// binary on the coordinator-root fixture, whose code root is a placeholder the scan cannot follow.
@Suite("rotation-policy lint: pinned root")
struct LintPinnedRootTests {
    static func lint(_ arguments: [String], in directory: String = LintCommandTests.tests) throws -> CLI.Run {
        try LintCommandTests.lint(arguments, in: directory)
    }

    /// The crash of the hidden reader, as the search finds it once the library is in the model (the
    /// class check of the same override is left out by the configuration, so only the search can find it).
    static let crash =
        "Reader/LibraryViewController.swift:20:16: crash: UIApplicationInvalidInterfaceOrientation: preferredInterfaceOrientationForPresentation 'portrait' must match a supported interface orientation"

    static func project(config: String) throws -> String {
        let project = try LintCommandTests.copy("coordinator-root")
        try ("disabled: [preferredOutsideMask]\n" + config).write(toFile: project + "/.rotation-policy.yml", atomically: true, encoding: .utf8)
        return project
    }

    @Test("--hierarchy: the dump's tree is the root, the hidden reader's crash is found with a witness, --require-root passes")
    func hierarchyFlag() throws {
        let project = try Self.project(config: "")
        let without = try Self.lint([project, "--require-root"], in: "/")
        #expect(without.status == 2, "\(without)")
        #expect(!without.stdout.contains(Self.crash), "\(without)")

        let dump = project + "/hierarchy/library.txt"
        let run = try Self.lint([project, "--hierarchy", dump, "--require-root"], in: "/")
        #expect(run.status == 1, "\(run)")
        #expect(run.stdout.contains(Self.crash), "\(run)")
        #expect(run.stdout.contains("\nnote: root: \(dump) (hierarchy dump, --hierarchy)\n"), "\(run)")
        #expect(!run.stderr.contains("--require-root"), "\(run)")
        // The search found it (a witness through the library's present), and the coverage says the
        // reader's overrides were explored in the model, not only checked alone.
        #expect(run.stdout.contains("\n      1. present reader from library (fullScreen) at Reader/LibraryViewController.swift:8\n"), "\(run)")
        #expect(run.stdout.contains("(2 in the 1 class the model holds, 0 more from the override alone)"), "\(run)")
        #expect(run.stdout.contains("checked: 1 transition and 0 orientation calls"), "\(run)")
    }

    @Test("two dumps are two flows: the same crash is reported once, the root line names both")
    func twoFlows() throws {
        let project = try Self.project(config: "")
        let dump = project + "/hierarchy/library.txt"
        let other = project + "/hierarchy/library-again.txt"
        try FileManager.default.copyItem(atPath: dump, toPath: other)
        let run = try Self.lint([project, "--hierarchy", dump, "--hierarchy", other], in: "/")
        #expect(run.status == 1, "\(run)")
        #expect(run.stdout.components(separatedBy: Self.crash).count == 2, "\(run)")
        #expect(
            run.stdout.contains(
                "\nnote: root: \(dump) (hierarchy dump, --hierarchy); 2 flows explored: \(other) (hierarchy dump, --hierarchy) too\n"),
            "\(run)")
        #expect(run.stdout.contains(" on iOS 17.0 and 26.0, phone,"), "\(run)")
    }

    @Test("hierarchy: in the configuration, relative to it, as --hierarchy")
    func hierarchyConfig() throws {
        let project = try Self.project(config: "requireRoot: true\nhierarchy:\n  - hierarchy/library.txt\n")
        let run = try Self.lint([project], in: "/")
        #expect(run.status == 1, "\(run)")
        #expect(run.stdout.contains(Self.crash), "\(run)")
        #expect(
            run.stdout.contains(
                "\nnote: root: \(project)/hierarchy/library.txt (hierarchy dump, \(project)/.rotation-policy.yml:4)\n"),
            "\(run)")
    }

    @Test("root: in the configuration is the model's root; the root line names its line")
    func rootConfig() throws {
        let project = try Self.project(
            config: "requireRoot: true\nroot:\n  class: UINavigationController\n  children: [LibraryViewController]\n")
        let run = try Self.lint([project], in: "/")
        #expect(run.status == 1, "\(run)")
        #expect(run.stdout.contains(Self.crash), "\(run)")
        #expect(
            run.stdout.contains(
                "\nnote: root: \(project)/.rotation-policy.yml:4 (root: UINavigationController, pinned in the configuration)\n"),
            "\(run)")
        #expect(!run.stderr.contains("--require-root"), "\(run)")
    }

    @Test("bad pins exit 2 with the file and line")
    func badPins() throws {
        let project = try Self.project(config: "root:\n  class: UINavigationController\n  children:\n    - LibraryViewControler\n")
        let typo = try Self.lint([project], in: "/")
        #expect(typo.status == 2, "\(typo)")
        #expect(
            typo.stderr.contains(
                ".rotation-policy.yml:5: $.root.children[0]: class LibraryViewControler is neither in the scanned sources nor a UIKit class"),
            "\(typo)")

        try "root:\n  class: UINavigationController\n  childs: []\n".write(
            toFile: project + "/.rotation-policy.yml", atomically: true, encoding: .utf8)
        let key = try Self.lint([project], in: "/")
        #expect(key.status == 2, "\(key)")
        #expect(key.stderr.contains(".rotation-policy.yml:3: $.root.childs: unknown key"), "\(key)")

        try "root: [Main]\n".write(toFile: project + "/.rotation-policy.yml", atomically: true, encoding: .utf8)
        let shape = try Self.lint([project], in: "/")
        #expect(shape.status == 2, "\(shape)")
        #expect(shape.stderr.contains(".rotation-policy.yml:1: $.root: expected a class name or {class: Name, children: [...]}"), "\(shape)")

        // 17 levels: past the limit of 16, named at the node that crosses it.
        let deep = (0..<17).reduce("LibraryViewController") { inner, _ in "{class: UINavigationController, children: [\(inner)]}" }
        try "root: \(deep)\n".write(toFile: project + "/.rotation-policy.yml", atomically: true, encoding: .utf8)
        let limit = try Self.lint([project], in: "/")
        #expect(limit.status == 2, "\(limit)")
        #expect(
            limit.stderr.contains(
                ".rotation-policy.yml:1: $.root" + String(repeating: ".children[0]", count: 16) + ": more than 16 levels deep (limit)"), "\(limit)")

        try "hierarchy: [missing.txt]\n".write(toFile: project + "/.rotation-policy.yml", atomically: true, encoding: .utf8)
        let missing = try Self.lint([project], in: "/")
        #expect(missing.status == 2, "\(missing)")
        #expect(missing.stderr.contains(".rotation-policy.yml:1: $.hierarchy[0]: \(project)/missing.txt: no such file"), "\(missing)")

        try FileManager.default.removeItem(atPath: project + "/.rotation-policy.yml")
        let dump = project + "/bad.txt"
        try
            "<UINavigationController 0x1>, state: appeared, view: <UIView 0x2>\n   |    | <LibraryViewController 0x3>, state: appeared, view: <UIView 0x4>\n"
            .write(toFile: dump, atomically: true, encoding: .utf8)
        let bad = try Self.lint([project, "--hierarchy", dump], in: "/")
        #expect(bad.status == 2, "\(bad)")
        #expect(bad.stderr.contains("\(dump):2: `LibraryViewController` is 2 levels deep"), "\(bad)")

        try "no controllers here\n".write(toFile: dump, atomically: true, encoding: .utf8)
        let empty = try Self.lint([project, "--hierarchy", dump], in: "/")
        #expect(empty.status == 2, "\(empty)")
        #expect(empty.stderr.contains("\(dump): no controller lines"), "\(empty)")
    }
}
