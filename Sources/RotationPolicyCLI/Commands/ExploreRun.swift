/// `rotation-policy explore FILE`.
public enum ExploreRun {
    /// Exit 1 when a finding is at or above `failOn`.
    public static func run(
        file: String, format: ResolveRun.Format, failOn: Severity, engine: Engine, style: Style
    ) throws(CLIError) -> Int32 {
        let (_, tree) = try SpecLoader.request(at: file)
        guard var request = tree, request.members != nil else { throw CLIError.invalid("\(file): the request must be an object") }
        // A spec's `explore` section carries the explorer options; a bare request may have its own.
        if let document = try? SpecLoader.document(at: file), let section = document.root["explore"], document.root["request"] != nil {
            request = request.setting("explore", section.members != nil ? section.removing("findings") : .object([]))
        }
        switch try engine.send(.explore, request.bytes) {
        case .problem(let status, let problem):
            throw Problem.error(status: status, body: problem, file: file)
        case .answer(let bytes):
            let answer = try SpecRunner.parseAnswer(bytes, file)
            Output.out(format == .json ? TerminalText.json(bytes) + "\n" : ExploreReport.render(answer: answer, style: style))
            if let worst = ExploreReport.worst(answer), worst >= failOn { return ExitStatus.failed }
            return ExitStatus.ok
        }
    }
}
