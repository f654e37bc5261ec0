/// Hints the CLI adds under the API's errors, from the request as it was written: a version YAML read
/// as a number (`iosVersion: 17`, `15.0`) is a string field given a number, so say to quote it.
enum RequestHints {
    /// `Problem.error`, plus a `hint:` line under each error the written request explains.
    static func error(status: Int, body: [UInt8], file: String, request: JSONNode?) -> CLIError {
        let error = Problem.error(status: status, body: body, file: file)
        guard case .invalid(let message) = error else { return error }
        let hints = hints(body, request: request)
        return hints.isEmpty ? error : .invalid(message + hints.map { "\n  hint: " + TerminalText.escapeLine($0) }.joined())
    }

    static func hints(_ body: [UInt8], request: JSONNode?) -> [String] {
        guard let request, let problem = try? JSONNodeParser.parse(body).root else { return [] }
        var out: [String] = []
        for error in problem["errors"]?.items ?? [] {
            guard let path = error["path"]?.string, let message = error["message"]?.string, message.contains("string"),
                case .number(let literal)? = value(at: path, in: request)
            else { continue }
            let key = path.split(separator: ".").last.map(String.init) ?? path
            out.append("\(path) is the number \(literal) here (unquoted, YAML and JSON read it as a number): quote it, \(key): \"\(literal)\"")
        }
        return out
    }

    /// The value at a JSONPath the API writes (`$.app.iosVersion`, `$.events[2].controller`); nil for
    /// quoted keys and anything else it cannot follow.
    static func value(at path: String, in root: JSONNode) -> JSONNode? {
        guard path.hasPrefix("$") else { return nil }
        var node = root
        var rest = Substring(path.dropFirst())
        while let first = rest.first {
            if first == "." {
                rest = rest.dropFirst()
                let name = rest.prefix { $0 != "." && $0 != "[" }
                guard !name.isEmpty, let child = node[String(name)] else { return nil }
                node = child
                rest = rest.dropFirst(name.count)
            } else if first == "[" {
                guard let close = rest.firstIndex(of: "]"), let index = Int(rest[rest.index(after: rest.startIndex)..<close]),
                    let items = node.items, items.indices.contains(index)
                else { return nil }
                node = items[index]
                rest = rest[rest.index(after: close)...]
            } else {
                return nil
            }
        }
        return node
    }
}
