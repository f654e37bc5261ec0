/// `rotation-policy resolve FILE`.
public enum ResolveRun {
    public enum Format: String, CaseIterable, Sendable {
        case text, json
    }

    /// Prints the answer and returns 0: a violation in the simulated app is a result, not a failure
    /// (resolve reports; `check` judges against expectations).
    public static func run(file: String, format: Format, trace: Bool, engine: Engine, style: Style) throws(CLIError) -> Int32 {
        var (body, tree) = try SpecLoader.request(at: file)
        if trace {
            guard let request = tree, request.members != nil else {
                throw CLIError.invalid("\(file): --trace needs a request object")
            }
            let options = (request["options"].flatMap { $0.members != nil ? $0 : nil } ?? .object([])).setting("trace", .bool(true))
            tree = request.removing("explore").setting("options", options)
            body = tree!.bytes
        }
        switch try engine.send(.resolve, body) {
        case .problem(let status, let problem):
            throw RequestHints.error(status: status, body: problem, file: file, request: tree)
        case .answer(let bytes):
            if format == .json {
                Output.out(TerminalText.json(bytes) + "\n")
                return ExitStatus.ok
            }
            let answer = try SpecRunner.parseAnswer(bytes, file)
            Output.out(Timeline.render(answer: answer, request: tree, style: style))
            return ExitStatus.ok
        }
    }
}
