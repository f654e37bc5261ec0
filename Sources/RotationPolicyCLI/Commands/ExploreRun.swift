/// `rotation-policy explore FILE`.
public enum ExploreRun {
    /// Exit 1 when a finding is at or above `failOn`: the flag, else a spec's `findings: {failOn: …}`,
    /// else `error`. A folder is scanned first (docs/scan.md), in memory.
    public static func run(
        file: String, format: ResolveRun.Format, failOn: Severity?, engine: Engine, style: Style
    ) throws(CLIError) -> Int32 {
        let tree: JSONNode?
        let document: SourceDocument?
        if ScanRun.isAppFolder(file, .every) {
            let scanned = try ScanRun.scannedSpec(folder: file)
            (tree, document) = (try SpecLoader.spec(scanned, file: file, name: file).request, scanned)
        } else {
            tree = try SpecLoader.request(at: file).tree
            document = try? SpecLoader.document(at: file)
        }
        guard var request = tree, request.members != nil else { throw CLIError.invalid("\(file): the request must be an object") }
        var threshold = failOn ?? .error
        // A spec's `explore` section carries the explorer options; a bare request may have its own.
        if let document, let section = document.root["explore"], document.root["request"] != nil {
            let spec = try SpecLoader.spec(document, file: file, name: file)
            if failOn == nil, let level = spec.explore?.failOn { threshold = level }
            request = request.setting("explore", section.members != nil ? section.removing("findings") : .object([]))
        }
        switch try engine.send(.explore, request.bytes) {
        case .problem(let status, let problem):
            throw RequestHints.error(status: status, body: problem, file: file, request: request)
        case .answer(let bytes):
            let answer = try SpecRunner.parseAnswer(bytes, file)
            if format == .json {
                Output.out(TerminalText.json(bytes) + "\n")
            } else {
                Output.out(ExploreReport.render(answer: answer, style: style, options: request["explore"], caps: engine.exploreCaps))
            }
            if let worst = ExploreReport.worst(answer), worst >= threshold { return ExitStatus.failed }
            return ExitStatus.ok
        }
    }
}
