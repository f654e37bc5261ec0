/// How sure each step and the whole answer are (docs/rules.md "Confidence"): the weakest level of the
/// rules a step applied, `assumed` where it made a choice docs/rules.md marks uncertain, and the level
/// of any preset whose answers it used (`extrapolated` past the iOS versions its evidence covers).
extension Simulation {
    /// Mutating only so that the simulation is passed by address: called from the mutating step code, a
    /// non-mutating call copied the whole simulation first, retains included (callgrind: 2.3 K of the
    /// HTTP corpus's instructions per request). It changes nothing.
    mutating func evidence(rule: Rule, grounds: Grounds, evaluation: Evaluation, raisedBy: ControllerID?) -> StepConfidence {
        var result = StepConfidence()
        var rules = grounds.rules
        rules.insert(RuleSet(rule))
        result.level = rules.weakestLevel
        if result.level == .assumed {
            for used in rules.rules where used.confidence == .assumed { result.uncertainRules.insert(RuleSet(used)) }
        }
        if !grounds.assumptions.isEmpty {
            result.level = min(result.level, .assumed)
            result.uncertainRules.formUnion(grounds.assumedRules)
            result.assumptions = grounds.assumptions
        }
        guard cast.usesPresets else { return result }
        // The presets whose answers decided: the controller UIKit asked, the one that answered, and
        // the one whose answer made UIKit throw.
        func usePreset(of controller: ControllerID?) {
            guard let controller, let preset = cast.controllers.preset(controller) else { return }
            result.level = min(result.level, preset.level)
            if preset.level < .observed { result.uncertainPresets.insert(PresetSet(preset.index)) }
        }
        usePreset(of: evaluation.decision?.asked)
        usePreset(of: evaluation.decision?.owner)
        usePreset(of: raisedBy)
        return result
    }

    /// The answer's summary: the launch's own choices (when the request launched), then every step's.
    func summary(of steps: [Step]) -> ConfidenceSummary {
        var summary = ConfidenceSummary()
        if let launch = log.launchEvidence { summary.add(launch) }
        for step in steps { summary.add(step.evidence) }
        return summary
    }

    /// Replays a witness reporting steps and sums up how sure its steps are (an explore finding's
    /// `confidence`); stops where the witness stops applying.
    package static func confidence(replaying path: [Int], of request: ResolveRequest) -> ConfidenceSummary {
        var simulation = started(request)
        var steps: [Step] = []
        for (position, index) in path.enumerated() where !simulation.terminated {
            guard let applied = try? simulation.applyEvaluated(request.events[index], index: position) else { break }
            steps.append(applied.step)
        }
        return simulation.summary(of: steps)
    }
}
