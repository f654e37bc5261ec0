import RotationPolicy
import RotationPolicyCLI
import RotationPolicyWire

/// Explores a scanned app with the library (the default environment plus the actions the scan found) and
/// puts each finding on the line that causes it, with its witness as a code flow.
enum ExploreFindings {
    struct Budgets: Equatable {
        var maxExtraEvents: Int?
        var maxStates: Int?
        var timeLimitMs: Int?
    }

    struct Outcome {
        var answer: JSONNode
        var findings: [LintFinding]
        var notes: [String]
        /// Why each `presentRefused` the search found was left out (PresentRefused).
        var leftOut: [String] = []
    }

    /// The explore request for a scanned app: its request, its actions, and the budgets.
    static func request(_ app: ScannedApp, budgets: Budgets) -> JSONNode {
        var explore = app.spec["explore"] ?? .object([])
        if let value = budgets.maxExtraEvents { explore = explore.setting("maxExtraEvents", .number(String(value))) }
        if let value = budgets.maxStates { explore = explore.setting("maxStates", .number(String(value))) }
        if let value = budgets.timeLimitMs { explore = explore.setting("timeLimitMs", .number(String(value))) }
        return app.request.setting("explore", explore)
    }

    static func explore(_ request: JSONNode, engine: Engine) throws(CLIError) -> JSONNode {
        switch try engine.send(.explore, request.bytes) {
        case .answer(let bytes):
            do {
                return try JSONNodeParser.parse(bytes).root
            } catch {
                throw .invalid("internal: the explore answer does not parse: \(error)")
            }
        case .problem(let status, let body):
            let detail = (try? JSONNodeParser.parse(body).root)?["detail"]?.string ?? String(decoding: body, as: UTF8.self)
            throw .invalid("the scanned app is not a request the simulator accepts (\(status)): \(detail)")
        }
    }

    /// `source` gives a scanned file's lines, to read the guard on a present's path (PresentRefused).
    static func run(
        _ app: ScannedApp, budgets: Budgets, engine: Engine, source: (String) -> [Substring]? = { _ in nil }
    ) throws(CLIError) -> Outcome {
        let answer = try explore(request(app, budgets: budgets), engine: engine)
        var findings: [LintFinding] = []
        var leftOut: [String] = []
        for finding in answer["findings"]?.items ?? [] {
            switch PresentRefused.verdict(finding, in: app, source: source) {
            case .keep: if let lint = locate(finding, in: app) { findings.append(lint) }
            case .covered(let why), .guarded(let why): leftOut.append(why)
            }
        }
        var notes: [String] = []
        if !leftOut.isEmpty {
            notes.append(
                "iOS \(app.iosVersion): \(leftOut.count) presentRefused left out, as the app cannot present there twice: "
                    + leftOut.prefix(3).joined(separator: "; ") + (leftOut.count > 3 ? "; …" : ""))
        }
        if answer["stats"]?["exhaustive"]?.bool == false {
            let stopped = (answer["stats"]?["stoppedBy"]?.items ?? []).compactMap(\.string)
            notes.append(
                "iOS \(app.iosVersion): the search was not exhaustive (stopped by \(stopped.isEmpty ? "a budget" : stopped.joined(separator: ", "))); raise explore.maxExtraEvents, maxStates or timeLimitMs in \(LintConfiguration.fileName)"
            )
        }
        return Outcome(answer: answer, findings: findings, notes: notes, leftOut: leftOut)
    }

    /// UIKit warnings that a check without search also reports: the same rule, so one line says it once.
    static let warningRules: [WarningCode: RuleID] = [
        .setDeviceOrientationIgnored: .kvcOrientation, .attemptRotationDeprecated: .attemptRotationDeprecated,
        .shouldAutorotateIgnored: .shouldAutorotateIgnored, .noCommonOrientation: .maskDisjointFromInfoPlist,
    ]

    /// The lint rule of each explore finding kind.
    static func ruleID(of kind: Finding.Kind) -> RuleID {
        switch kind {
        case .exception: .exception
        case .geometryRequestDenied: .geometryRequestDenied
        case .warning: .warning
        case .unsupportedOrientationShown: .unsupportedOrientationShown
        case .containerDoesNotForward: .containerDoesNotForward
        }
    }

    /// Severity names are the API's (info, warning, error, crash). The answer's kind, rule and code are
    /// read into the domain's values first (`ExploredFinding`); no finding is told apart by its text.
    static func locate(_ finding: JSONNode, in app: ScannedApp) -> LintFinding? {
        guard let explored = ExploredFinding(finding) else { return nil }
        let (kind, controller) = (explored.kind, explored.controller)
        let events = finding["witness"]?["events"]?.items ?? []
        let eventIndex = finding["event"]?.int
        let event = eventIndex.flatMap { events.indices.contains($0) ? events[$0] : nil }
        let eventAt = event.flatMap(app.actionIndex(of:)).flatMap { app.location("$.explore.actions[\($0)]") }
        let controllerPath = controller.flatMap { app.controllers[$0] }
        var at: SourceLocation?
        switch (kind, explored.rule) {
        case (.exception, .s7E2?):
            at = controller.flatMap { app.location(controller: $0, field: "preferredOrientationForPresentation") } ?? eventAt
        case (.exception, .s7E1?):
            at = controller.flatMap { app.location(controller: $0, field: "supportedOrientations") } ?? eventAt
        case (.containerDoesNotForward, _):
            // The launch tree's containers are reported by the static check, at the child's override.
            if controllerPath?.hasPrefix("$.request") == true { return nil }
            at = controller.flatMap { app.location(controller: $0, field: nil) }
        default:
            at = eventAt ?? controller.flatMap { app.location(controller: $0, field: "supportedOrientations") }
        }
        guard let location = at ?? app.location("$.request.app.supportedOrientations") ?? app.location("$.request.root") else {
            return nil
        }
        let flow: [FlowStep] = events.map { event in
            let type = event["type"]?.string ?? "event"
            let step = app.actionIndex(of: event).flatMap { app.location("$.explore.actions[\($0)]") }
            return FlowStep(step, EventLabel.label(event, type: type))
        }
        var message = finding["message"]?.string ?? ""
        if message.isEmpty { message = explored.code ?? kind.rawValue }
        // The code leads the message of an exception or a warning (`UIApplicationInvalidInterfaceOrientation: …`).
        if let code = explored.code, kind == .exception || kind == .warning, !message.contains(code) {
            message = code + ": " + message
        }
        let id = kind == .warning ? explored.warning.flatMap { warningRules[$0] } ?? .warning : ruleID(of: kind)
        var located = LintFinding(kind: id, severity: explored.severity, message: message, location: location, flow: flow)
        located.exploredRule = explored.rule
        return located
    }
}
