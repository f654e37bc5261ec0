import Foundation
import Testing

/// strace, when this machine has it and may use it.
enum Strace {
    static let path = ["/usr/bin/strace", "/bin/strace"].first { FileManager.default.isExecutableFile(atPath: $0) }

    /// strace is installed and may trace here (a container can forbid ptrace).
    static let works: Bool = {
        guard let path else { return false }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = ["-o", "/dev/null", "/bin/true"]
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }()

    /// The environment of a traced child: LeakSanitizer cannot run under ptrace (it stops with a fatal
    /// error, which the ASan run counts as a report), so a sanitized child checks no leaks there; the
    /// same binaries are leak-checked untraced in every other test.
    static var environment: [String: String] {
        var environment = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("ROTATION_POLICY_") }
        if let options = environment["ASAN_OPTIONS"] { environment["ASAN_OPTIONS"] = options + ":detect_leaks=0" }
        return environment
    }
}

/// `POST /v1/scan` never touches the server's file system: the real server runs under
/// `strace -f -e trace=%file`, is posted projects that name paths on the server in every way a scan could
/// follow one (an external entity in a storyboard, in UTF-16 and UTF-7 too; a DOCTYPE in Info.plist; xcconfig
/// includes; INFOPLIST_FILE; `..` in a posted name), and the trace must not hold any of those paths.
@Suite(.serialized, .timeLimit(.minutes(5)), .enabled(if: Strace.works, "needs strace (scripts/ensure-deps.sh --ci)"))
struct ScanFileSystemTests {
    /// The server under strace, its trace in `trace`.
    final class TracedServer {
        let process = Process()
        let log: LogCollector
        let trace: String
        let port: UInt16

        init(trace: String) throws {
            self.trace = trace
            process.executableURL = URL(fileURLWithPath: Strace.path!)
            process.arguments = ["-f", "-qq", "-e", "trace=%file", "-o", trace, try ServerProcess.binaryPath(), "--host", "127.0.0.1", "--port", "0"]
            process.environment = Strace.environment
            process.currentDirectoryURL = FileManager.default.temporaryDirectory
            let pipe = Pipe()
            process.standardError = pipe
            process.standardOutput = pipe
            try process.run()
            try? pipe.fileHandleForWriting.close()
            log = LogCollector(pipe.fileHandleForReading)
            // A traced start is slow on a busy machine: a generous deadline, on the condition.
            let deadline = Date().addingTimeInterval(120)
            var found: UInt16?
            while found == nil, Date() < deadline, process.isRunning {
                found = ServerProcess.port(in: log.text)
                if found == nil { usleep(20_000) }
            }
            guard let found = found ?? ServerProcess.port(in: log.text) else {
                process.terminate()
                throw ServerProcess.Failure.noPortInLog(log.text)
            }
            port = found
        }

        /// Stops the server (the first traced process: killing strace alone would leave it running) and
        /// returns the whole trace.
        func stop() -> String {
            let strace = process.processIdentifier
            let children = (try? String(contentsOfFile: "/proc/\(strace)/task/\(strace)/children", encoding: .utf8)) ?? ""
            for pid in children.split(separator: " ").compactMap({ Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) }) {
                kill(pid, SIGKILL)
            }
            if process.isRunning { process.terminate() }  // no child found: strace kills what it started
            process.waitUntilExit()
            return (try? String(contentsOfFile: trace, encoding: .utf8)) ?? ""
        }

        func post(_ body: Any) throws -> WireResponse {
            let client = try RawHTTPClient(port: port, timeoutSeconds: 120)
            defer { client.close() }
            return try client.request("POST", "/v1/scan", headers: RawHTTPClient.json, body: Array(try JSONSerialization.data(withJSONObject: body)))
        }
    }

    @Test("posted storyboards, plists, xcconfigs and names reach no path on the server")
    func postedProjectsTouchNoPath() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rp-scan-fs-\(getpid())-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // The paths the posts name; one exists, so a lookup that found it would also read it.
        let marker = folder + "/secret"
        try FileManager.default.createDirectory(atPath: marker, withIntermediateDirectories: true)
        try "<b>owned</b>".write(toFile: marker + "/exists.xml", atomically: true, encoding: .utf8)

        let server = try TracedServer(trace: folder + "/trace.txt")
        var trace = ""
        defer { if trace.isEmpty { _ = server.stop() } }

        let seed = try ScanServerTests.files(ScanServerTests.scanFixtures.appendingPathComponent("seed-000"))
        func storyboard(_ body: String) -> [String: Any] { ["path": "Demo/Base.lproj/Main.storyboard", "content": body] }
        let head = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        let document = "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\" version=\"3.0\">"
        // One way per document: libxml2 stops at the first error, so a combined one would hide the rest.
        var hostile = [
            ("general entity", head + "<!DOCTYPE document [<!ENTITY a SYSTEM \"\(marker)/general\">]>\n\(document)&a;</document>"),
            ("existing file", head + "<!DOCTYPE document [<!ENTITY a SYSTEM \"\(marker)/exists.xml\">]>\n\(document)&a;</document>"),
            ("file URL", head + "<!DOCTYPE document [<!ENTITY a SYSTEM \"file://\(marker)/url\">]>\n\(document)&a;</document>"),
            ("parameter entity", head + "<!DOCTYPE document [<!ENTITY % p SYSTEM \"\(marker)/parameter\"> %p;]>\n\(document)</document>"),
            ("external DTD", head + "<!DOCTYPE document SYSTEM \"\(marker)/external.dtd\">\n\(document)</document>"),
        ]
        // UTF-16 through NUL characters in the JSON string: libxml2 would detect it from the first bytes.
        let utf16 = hostile[0].1.replacingOccurrences(of: "UTF-8", with: "UTF-16").replacingOccurrences(of: "/general", with: "/utf16")
        hostile.append(("UTF-16", String(decoding: utf16.utf16.flatMap { [UInt8($0 & 0xFF), 0] }, as: UTF8.self)))
        // UTF-7, declared: every byte is ASCII and no `<!DOCTYPE` appears, but libxml2 decodes one.
        let hidden = "<!DOCTYPE document [<!ENTITY a SYSTEM \"\(marker)/utf7\">]>"
        let utf7 =
            "+" + Data(hidden.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }).base64EncodedString().replacingOccurrences(of: "=", with: "")
            + "-"
        hostile.append(("UTF-7", head.replacingOccurrences(of: "UTF-8", with: "UTF-7") + utf7 + "\n\(document)&a;</document>"))
        for (name, text) in hostile {
            let response = try server.post(["files": seed + [storyboard(text)]])
            #expect(response.status == 422, "\(name): \(response.bodyText)")
            #expect(response.bodyText.contains("Demo/Base.lproj/Main.storyboard:"), "\(name): \(response.bodyText)")
        }

        // xcconfig includes, a base configuration and INFOPLIST_FILE naming server paths: the posted files
        // are looked up by name in memory. The module name from the posted xcconfig shows it was read.
        var project = seed.filter { ($0["path"] as? String)?.hasSuffix("pbxproj") == false }
        let pbxproj = try String(contentsOfFile: ScanServerTests.scanFixtures.path + "/seed-000/Demo.xcodeproj/project.pbxproj", encoding: .utf8)
            .replacingOccurrences(of: "INFOPLIST_FILE = Demo/Info.plist;", with: "INFOPLIST_FILE = \"\(marker)/Info.plist\";")
            .replacingOccurrences(
                of: "buildSettings = {", with: "baseConfigurationReferenceRelativePath = \"\(marker)/Base.xcconfig\"; buildSettings = {")
        project.append(["path": "Demo.xcodeproj/project.pbxproj", "content": pbxproj])
        project.append([
            "path": "Config/Base.xcconfig",
            "content":
                "#include \"\(marker)/included.xcconfig\"\n#include? \"../../\(marker)/optional.xcconfig\"\nPRODUCT_MODULE_NAME = FromXCConfig\n",
        ])
        let settings = try server.post(["files": project])
        #expect(settings.status == 200 && settings.bodyText.contains("FromXCConfig"), "\(settings.bodyText)")

        // Info.plist with a DOCTYPE naming a server path (read: CoreFoundation's parser skips it), and with
        // an internal subset declaring an entity (refused as malformed).
        let plist = try #require(seed.first { ($0["path"] as? String) == "Demo/Info.plist" }?["content"] as? String)
        let others = seed.filter { ($0["path"] as? String) != "Demo/Info.plist" }
        let system = plist.replacingOccurrences(
            of: "<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">",
            with: "<!DOCTYPE plist SYSTEM \"\(marker)/plist.dtd\">")
        #expect(system != plist)
        let read = try server.post(["files": others + [["path": "Demo/Info.plist", "content": system]]])
        #expect(read.status == 200 && read.bodyText.contains("Demo/Info.plist"), "\(read.bodyText)")
        let subset = system.replacingOccurrences(of: "SYSTEM \"\(marker)/plist.dtd\">", with: "[<!ENTITY e SYSTEM \"\(marker)/plist-entity\">]>")
            .replacingOccurrences(of: "<string>", with: "<string>&e;")
        let refused = try server.post(["files": others + [["path": "Demo/Info.plist", "content": subset]]])
        #expect(refused.status == 422 && refused.bodyText.contains("Demo/Info.plist"), "\(refused.status) \(refused.bodyText)")
        let named = try server.post([
            "files": seed + [["path": "../..\(marker)/exists.xml", "content": "x"], ["path": "\(marker)/a.swift", "content": "x"]]
        ])
        #expect(named.status == 400, "\(named.bodyText)")
        // The server still answers: the trace was of a live process.
        let healthy = try RawHTTPClient(port: server.port, timeoutSeconds: 120)
        defer { healthy.close() }
        #expect(try healthy.request("GET", "/healthz").status == 200)

        trace = server.stop()
        #expect(trace.contains("execve("), "strace recorded nothing: \(trace.prefix(500))")
        let touched = trace.split(separator: "\n").filter { $0.contains(marker) }
        #expect(touched.isEmpty, "the server touched posted paths:\n\(touched.joined(separator: "\n"))")
    }

    @Test("control: the same trace sees a path the process does touch")
    func traceSeesAccess() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rp-scan-fs-control-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder + "/App", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "import UIKit\nclass A: UIViewController {}\n".write(toFile: folder + "/App/A.swift", atomically: true, encoding: .utf8)
        // `rotation-policy` is built beside the server.
        let cli = URL(fileURLWithPath: try ServerProcess.binaryPath()).deletingLastPathComponent().appendingPathComponent("rotation-policy").path
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Strace.path!)
        process.arguments = ["-f", "-qq", "-e", "trace=%file", "-o", folder + "/trace.txt", cli, "scan", folder]
        process.environment = Strace.environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        let trace = try String(contentsOfFile: folder + "/trace.txt", encoding: .utf8)
        #expect(trace.contains(folder + "/App/A.swift"), "\(trace.suffix(2000))")
    }
}
