import Foundation
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Hostile specs and file names against the real `rotation-policy` binary, each measured from wait4
/// (peak RSS and CPU of the child): YAML bombs, oversized and endless files, escape bytes and names
/// that are not UTF-8 (docs/hardening.md, "Hardening III: the command-line tool").
@Suite("hostile specs and file names", .serialized)
struct HostileSpecTests {
    /// A folder of its own for each test's files.
    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("rp-hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Nine levels of nine aliases: 9^9 = 387 million strings once expanded, from 500 bytes.
    static let billionLaughs = """
        a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]
        b: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]
        c: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b]
        d: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c]
        e: &e [*d,*d,*d,*d,*d,*d,*d,*d,*d]
        f: &f [*e,*e,*e,*e,*e,*e,*e,*e,*e]
        g: &g [*f,*f,*f,*f,*f,*f,*f,*f,*f]
        h: &h [*g,*g,*g,*g,*g,*g,*g,*g,*g]
        i: &i [*h,*h,*h,*h,*h,*h,*h,*h,*h]
        request: *i
        expect: {interfaceOrientation: portrait}

        """

    @Test("a billion-laughs spec is refused at its first anchor: exit 2 at once, RSS near the baseline")
    func billionLaughs() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("laughs.yaml").path
        try Self.billionLaughs.write(toFile: file, atomically: true, encoding: .utf8)
        let baseline = try Measured.baselineMiB()
        for command in ["check", "resolve", "explore"] {
            let run = try Measured.run([command, file])
            #expect(run.status == 2 && !run.killed, "\(command): \(run)")
            #expect(run.stderr.contains("laughs.yaml: invalid YAML: line 1, column 4: YAML anchors (&a) are not supported"), "\(run)")
            // Expanded, the tree needs gigabytes (2.9 GB after 60 s before the fix); refused, the baseline.
            #expect(run.samples > 0, "\(run)")
            #expect(run.maxRSSMiB < baseline + 32, "baseline \(baseline) MiB: \(run)")
            #expect(run.cpuSeconds < 5, "\(run)")
        }
    }

    @Test("an alias is refused with its line and column, before Yams composes anything")
    func alias() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("alias.yaml").path
        // An alias to an anchor never defined: libyaml's events still name it; Yams would fail later.
        try "request:\n  root: {id: a}\n  events: [*missing]\nexpect: {interfaceOrientation: portrait}\n"
            .write(toFile: file, atomically: true, encoding: .utf8)
        let run = try Measured.run(["check", file])
        #expect(run.status == 2, "\(run)")
        #expect(run.stderr.contains("line 3, column 12: YAML aliases (*missing) are not supported in specs"), "\(run)")
    }

    @Test("files over 4 MiB and endless ones are refused before parsing: exit 2, bounded RSS")
    func sizeLimit() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let big = folder.appendingPathComponent("big.yaml").path
        try ("request:\n  x: \"" + String(repeating: "a", count: 5 << 20) + "\"\n").write(toFile: big, atomically: true, encoding: .utf8)
        let baseline = try Measured.baselineMiB()
        for arguments in [["check", big], ["resolve", big], ["resolve", "/dev/zero"]] {
            let run = try Measured.run(arguments)
            #expect(run.status == 2 && !run.killed, "\(arguments): \(run)")
            #expect(run.stderr.contains("larger than 4 MiB, the limit for a spec or request file"), "\(run)")
            #expect(run.samples > 0, "\(run)")
            #expect(run.maxRSSMiB < baseline + 64, "baseline \(baseline) MiB: \(run)")
        }
    }

    @Test("deep nesting: refused at the parsers' depth limits, and within them no stack overflow (exit 2)")
    func deepNesting() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let yaml = folder.appendingPathComponent("deep.yaml").path
        try ("request: " + String(repeating: "[", count: 100_000) + "\n").write(toFile: yaml, atomically: true, encoding: .utf8)
        let tooDeep = folder.appendingPathComponent("too-deep.json").path
        try String(repeating: "[", count: 100_000).write(toFile: tooDeep, atomically: true, encoding: .utf8)
        // Within the 4,096 levels the CLI's parser allows: this overflowed the main thread's stack (SIGSEGV).
        let deep = folder.appendingPathComponent("deep.json").path
        try (String(repeating: "[", count: 4_000) + String(repeating: "]", count: 4_000))
            .write(toFile: deep, atomically: true, encoding: .utf8)
        let yamlRun = try Measured.run(["resolve", yaml])
        #expect(yamlRun.status == 2, "\(yamlRun)")
        #expect(yamlRun.stderr.contains("Maximum nesting level reached"), "\(yamlRun)")
        let tooDeepRun = try Measured.run(["resolve", tooDeep])
        #expect(tooDeepRun.status == 2, "\(tooDeepRun)")
        #expect(tooDeepRun.stderr.contains("nesting is deeper than 4096 arrays and objects"), "\(tooDeepRun)")
        let deepRun = try Measured.run(["check", deep])
        #expect(deepRun.status == 2 && deepRun.signal == 0, "\(deepRun)")
        #expect(deepRun.stderr.contains("a spec is an object with a request"), "\(deepRun)")
    }

    @Test("an escape byte in a file name or spec name is printed escaped, in text, GitHub and JUnit output")
    func escapeBytes() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("red\u{1B}[31mX.yaml").path
        try "nmae: typo\nrequest: {root: {id: a}}\n".write(toFile: file, atomically: true, encoding: .utf8)
        let named = folder.appendingPathComponent("named.yaml").path
        try "name: \"\\e[2Jcleared\\r\"\nrequest: {root: {id: a}}\nexpect: {interfaceOrientation: landscapeLeft}\n"
            .write(toFile: named, atomically: true, encoding: .utf8)
        let resolve = try Measured.run(["resolve", file])
        #expect(resolve.status == 2, "\(resolve)")
        #expect(resolve.stderr.contains("red\\x1B[31mX.yaml:1: $.nmae: unknown key 'nmae'"), "\(resolve)")
        for format in ["text", "github", "junit"] {
            let run = try Measured.run(["check", folder.path, "--format", format])
            #expect(run.status == 2, "\(format): \(run)")
            let output = run.stdout + run.stderr
            #expect(!output.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }, "\(format): \(run)")
            #expect(output.contains("red\\x1B[31mX"), "\(format): \(run)")
            #expect(output.contains("\\x1B[2Jcleared\\r"), "\(format): \(run)")
            if format == "junit" {
                // Still well-formed XML, with the escape visible in the test name.
                let document = try XMLDocument(data: Data(run.stdout.utf8))
                let names = try document.nodes(forXPath: "//testcase/@name").compactMap(\.stringValue)
                #expect(names.contains("\\x1B[2Jcleared\\r"), "\(names)")
            }
        }
    }

    @Test("a file name that is not UTF-8 is reported as such, as an argument and in a folder")
    func nonUTF8FileName() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let name = Array(folder.path.utf8) + Array("/bad".utf8) + [0xFF] + Array("name.yaml".utf8)
        let created = (name + [0]).withUnsafeBufferPointer {
            $0.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_WRONLY | O_CREAT, 0o600) }
        }
        #expect(created >= 0)
        let spec = Array("request: {root: {id: a}}\nexpect: {interfaceOrientation: portrait}\n".utf8)
        _ = spec.withUnsafeBytes { write(created, $0.baseAddress, $0.count) }
        close(created)

        let argument = try Measured.run(bytes: [Array("check".utf8), name])
        #expect(argument.status == 2, "\(argument)")
        #expect(argument.stderr.contains("/bad\\xFFname.yaml', is not UTF-8 text"), "\(argument)")
        #expect(!argument.stderr.contains("no such file"), "\(argument)")
        let listed = try Measured.run(["check", folder.path])
        #expect(listed.status == 2, "\(listed)")
        #expect(listed.stderr.contains("/bad\u{FFFD}name.yaml: the file name is not UTF-8"), "\(listed)")
    }
}
