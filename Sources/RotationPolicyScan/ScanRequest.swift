import RotationPolicyJSON

/// `POST /v1/scan`: `{"files": [{"path", "content"}], "target"?, "idiom"?, "iosVersion"?, "hierarchy"?}`
/// in, the spec as JSON out. Nothing touches the disk: the posted files are the project.
public enum ScanRequest {
    /// At most this many files per request (the body limit bounds their bytes).
    public static let maxFiles = 2_000
    /// The request is an object of files: 8 levels hold it with room to spare.
    public static let maxJSONDepth = 8

    /// Why a request was refused: its kind, the detail and the offending members with their JSONPath.
    /// The HTTP layer gives each kind its status, title and problem type (ScanEndpoint).
    public struct Failure: Error, Sendable {
        public enum Kind: Sendable, Equatable {
            /// The body is not JSON.
            case malformedJSON
            /// JSON nested deeper than `maxJSONDepth`.
            case jsonLimit
            /// A member is missing, of the wrong type, unknown, or holds a bad value.
            case invalidRequest
            /// More than `maxFiles` files are posted.
            case tooManyFiles
            /// The scan ran past its wall-clock budget.
            case timeLimit
            /// Nothing in the posted files is an iOS project.
            case notAnIOSProject
            /// A project file, property list or storyboard cannot be parsed.
            case unreadableFile
        }

        public var kind: Kind
        public var detail: String
        public var errors: [(path: String, message: String)]
    }

    /// `timeLimitMilliseconds`: the scan's wall-clock budget (`--scan-time-limit`); past it, a 422 naming the file.
    public static func respond(
        toJSON body: [UInt8], maxFiles: Int = ScanRequest.maxFiles, timeLimitMilliseconds: Int = ScanLimits().maxMilliseconds
    ) -> Result<[UInt8], Failure> {
        let root: JSONObject
        do throws(JSONError) {
            // The request is shallow (an object of files): deeper nesting is refused before it is built.
            // Strings are bounded by the body limit; each file's content by `maxFileBytes` below.
            let value = try JSONParser.parse(body, maxDepth: maxJSONDepth, maxStringBytes: body.count)
            guard case .object(let object) = value else { return .failure(invalid([("$", "must be an object")])) }
            root = object
        } catch {
            let kind: Failure.Kind =
                switch error.kind {
                case .malformed: .malformedJSON
                case .invalid: .invalidRequest
                case .limitExceeded: .jsonLimit
                }
            return .failure(Failure(kind: kind, detail: "\(error.path): \(error.message)", errors: [(error.path, error.message)]))
        }
        var errors: [(String, String)] = []
        let known: Set<String> = ["files", "target", "idiom", "iosVersion", "hierarchy"]
        for member in root.members where !known.contains(member.key) {
            errors.append((JSONPath.member("$", member.key), "unknown member; expected one of files, target, idiom, iosVersion, hierarchy"))
        }
        var options = ScanOptions()
        options.limits.maxMilliseconds = timeLimitMilliseconds
        for (key, path) in [("target", \ScanOptions.target), ("idiom", \ScanOptions.idiom), ("iosVersion", \ScanOptions.iosVersion)] {
            guard let value = root[key], value != .null else { continue }
            guard case .string(let text) = value else {
                errors.append(("$.\(key)", "must be a string"))
                continue
            }
            options[keyPath: path] = text
        }
        var files: [(path: String, content: [UInt8])] = []
        if case .array(let list)? = root["files"] {
            if list.isEmpty { errors.append(("$.files", "must list at least one file")) }
            if list.count > maxFiles {
                return .failure(
                    Failure(
                        kind: .tooManyFiles, detail: "\(list.count) files; at most \(maxFiles) per request",
                        errors: [("$.files", "more than \(maxFiles) files")]))
            }
            var seen: Set<String> = []
            for (index, item) in list.enumerated() {
                guard case .object(let file) = item else {
                    errors.append(("$.files[\(index)]", "must be an object with path and content"))
                    continue
                }
                for member in file.members where member.key != "path" && member.key != "content" {
                    errors.append((JSONPath.member("$.files[\(index)]", member.key), "unknown member"))
                }
                guard case .string(let path)? = file["path"], !path.isEmpty else {
                    errors.append(("$.files[\(index)].path", "must be a non-empty string"))
                    continue
                }
                let parts = path.split(separator: "/", omittingEmptySubsequences: false)
                if path.hasPrefix("/") || parts.contains("..") || parts.contains("") {
                    errors.append(("$.files[\(index)].path", "'\(path)': must be a relative path without empty or '..' parts"))
                    continue
                }
                guard seen.insert(path).inserted else {
                    errors.append(("$.files[\(index)].path", "'\(path)' is posted twice"))
                    continue
                }
                guard case .string(let content)? = file["content"] else {
                    errors.append(("$.files[\(index)].content", "'\(path)': must be a string (the file's text)"))
                    continue
                }
                let bytes = Array(content.utf8)
                if bytes.count > options.limits.maxFileBytes {
                    errors.append(
                        ("$.files[\(index)].content", "'\(path)': \(bytes.count) bytes, more than the \(options.limits.maxFileBytes)-byte file limit")
                    )
                    continue
                }
                files.append((path, bytes))
            }
        } else {
            errors.append(("$.files", root["files"] == nil ? "is required" : "must be an array of {path, content}"))
        }
        var hierarchy: String?
        switch root["hierarchy"] {
        case nil, .null?: break
        case .string(let text)?: hierarchy = text
        default: errors.append(("$.hierarchy", "must be a string"))
        }
        guard errors.isEmpty else { return .failure(invalid(errors)) }

        let result: ScanResult
        do {
            result = try Scanner.scan(files: files, options: options, hierarchy: hierarchy)
        } catch {
            switch error {
            case .invalidOption(let message): return .failure(invalid([(optionPath(message), message)]))
            case .invalidHierarchy(let message): return .failure(invalid([("$.hierarchy", message)]))
            case .notAnIOSProject(let message), .io(let message):
                return .failure(Failure(kind: .notAnIOSProject, detail: message, errors: [("$.files", message)]))
            case .timeLimit(let file, _):
                let index = files.firstIndex { $0.path == file }
                let path = index.map { "$.files[\($0)].content" } ?? "$.files"
                return .failure(Failure(kind: .timeLimit, detail: error.description, errors: [(path, error.description)]))
            }
        }
        if !result.malformed.isEmpty {
            let indexByPath = Dictionary(files.enumerated().map { ($0.element.path, $0.offset) }, uniquingKeysWith: { a, _ in a })
            let listed = result.malformed.map { problem in
                ("$.files[\(indexByPath[problem.file] ?? 0)].content", problem.description)
            }
            // The detail is the file's own message: its path and line say where.
            let more = listed.count > 1 ? " (and \(listed.count - 1) more)" : ""
            return .failure(Failure(kind: .unreadableFile, detail: listed[0].1 + more, errors: listed))
        }
        var spec = result.spec(scannedPath: "the posted files", generatedBy: "POST /v1/scan from \(files.count) posted files")
        if case .object(var object) = spec, let index = object.members.firstIndex(where: { $0.key == "unresolved" }),
            case .array(var entries) = object.members[index].value
        {
            // The service has no stderr: what the CLI warns about goes with what stayed unresolved.
            entries += result.warnings.map { .members([("what", .string("file")), ("reason", .string($0))]) }
            object.members[index].value = .array(entries)
            // The whole model beside the runnable subset: every class, call site and transition read.
            object.members.append(JSONObject.Member(key: "model", value: result.model.json))
            spec = .object(object)
        }
        // Compact, as every answer: the one writer of RotationPolicyJSON.
        var writer = JSONWriter(reservingCapacity: 64 * 1024)
        writer.value(spec)
        return .success(writer.bytes)
    }

    private static func invalid(_ errors: [(String, String)]) -> Failure {
        Failure(kind: .invalidRequest, detail: detail(errors), errors: errors.map { (path: $0.0, message: $0.1) })
    }

    /// The first error as `<path>: <message>`, then `(and N more errors)`, as every problem of the API.
    private static func detail(_ errors: [(String, String)]) -> String {
        guard let first = errors.first else { return "" }
        let more = errors.count > 1 ? " (and \(errors.count - 1) more error\(errors.count == 2 ? "" : "s"))" : ""
        return "\(first.0): \(first.1)" + more
    }

    private static func optionPath(_ message: String) -> String {
        if message.hasPrefix("--idiom") { return "$.idiom" }
        if message.hasPrefix("--ios") { return "$.iosVersion" }
        return "$.target"
    }
}
