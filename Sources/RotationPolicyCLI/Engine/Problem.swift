/// A non-200 answer, rendered as the API says it: status, title, then each JSON path and message.
public enum Problem {
    /// 400/413/415/422 are the request's fault (exit 2); anything else means the service is not
    /// usable right now (exit 3).
    public static func error(status: Int, body: [UInt8], file: String) -> CLIError {
        let text = describe(status: status, body: body)
        if [400, 413, 415, 422].contains(status) { return .invalid("\(file): the API rejected the request: \(text)") }
        return .unreachable("\(file): the server answered \(text)")
    }

    public static func describe(status: Int, body: [UInt8]) -> String {
        guard let problem = try? JSONNodeParser.parse(body).root, problem.members != nil else {
            let raw = TerminalText.escapeLine(String(decoding: body.prefix(300), as: UTF8.self))
            return "HTTP \(status)" + (raw.isEmpty ? "" : ": \(raw)")
        }
        // The answer's words one line each: only this layout's own newlines start a line.
        let line = { (text: String?) in TerminalText.escapeLine(text ?? "") }
        var text = "HTTP \(status) \(line(problem["title"]?.string))"
        let errors = problem["errors"]?.items ?? []
        if errors.isEmpty, let detail = problem["detail"]?.string { text += "\n  \(line(detail))" }
        for error in errors {
            text += "\n  \(line(error["path"]?.string ?? "$")): \(line(error["message"]?.string))"
        }
        return text
    }
}
