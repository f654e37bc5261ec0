import RotationPolicyWire

/// The app's rotation helpers seen from where the app calls them (issue 30, point 3): a call of
/// `ScreenRotation.turn(to: .landscapeRight)` counts as the KVC set and `attemptRotation` the helper
/// makes, with the argument put in, two levels deep, reported at the app's call.
extension ClassTable {
    /// The innermost `#available` bounds around `at`.
    func versionBounds(_ at: SourceRef) -> (atLeast: Int?, below: Int?) {
        var atLeast: Int?
        var below: Int?
        for region in regions[at.file] ?? [] where region.contains(at) {
            if let floor = region.atLeast { atLeast = max(atLeast ?? floor, floor) }
            if let ceiling = region.below { below = min(below ?? ceiling, ceiling) }
        }
        return (atLeast, below)
    }
}

extension AppModel {
    func versionBounds(_ at: SourceRef) -> (atLeast: Int?, below: Int?) { table.versionBounds(at) }

    /// Every KVC orientation set and `attemptRotation` call as lint checks them: each where it is
    /// written (`versionedCalls`), narrowed to the versions its helper's callers let it run on, and each
    /// again at every app call of a helper that makes it.
    public var rotationCalls: [VersionedCall] {
        let code = table.rotation
        // The helpers' call sites, by the helper they call.
        var callers: [Int: [SourceRef]] = [:]
        var inlined: [VersionedCall] = []
        let written = versionedCalls
        // A helper's own set of a mask (`let mask = …; setValue(mask.rawValue, …)`) is one at every call of it.
        let maskSets = Set(written.filter(\.valueIsMask).map(\.at))
        var resolved: [(caller: Int, callee: Int, step: FunctionStep, arguments: [Argument])] = []
        for (index, function) in code.functions.enumerated() {
            for step in function.steps {
                guard case .call(_, _, let arguments) = step.step, let callee = code.resolve(step, from: function), callee != index else { continue }
                callers[callee, default: []].append(step.at)
                resolved.append((index, callee, step, arguments))
            }
        }
        for (index, callee, step, arguments) in resolved {
            let function = code.functions[index]
            // A helper's call of a helper is reported where the app calls the outer one, if it does.
            guard callers[index] == nil else { continue }
            let made = code.inline(callee, arguments: arguments, at: step.at)
            let request = made.first { made in
                guard case .geometryRequest = made.step else { return false }
                return ClassTable.reaches16((made.sites + [made.inner]).reduce((nil, nil)) { Self.narrowed($0, versionBounds($1)) })
            }
            for made in made {
                let kind: VersionedCall.Kind
                switch made.step {
                case .kvcOrientation(let value): kind = .kvcOrientation(value)
                case .attemptRotation: kind = .attemptRotation
                default: continue
                }
                var call = VersionedCall(kind: kind, className: function.owner ?? "(top level)", at: step.at)
                for place in made.sites + [made.inner] { call = Self.narrow(call, versionBounds(place)) }
                call.helpers = made.helpers
                call.inner = made.inner
                call.valueIsMask = maskSets.contains(made.inner) || KVCMaskValue.isMask(text: value(of: made.step))
                if case .kvcOrientation = kind { call.besideGeometryRequest = request?.inner }
                inlined.append(call)
            }
        }
        // Where each helper makes each of its own calls.
        var helperAt: [SourceRef: Int] = [:]
        for index in code.helpers().keys {
            for step in code.functions[index].steps where RotationCode.isRotationCall(step.step) { helperAt[step.at] = index }
        }
        // The geometry request that can run on iOS 16+ in the function of each Swift KVC set.
        var requestBeside: [SourceRef: SourceRef] = [:]
        for function in code.functions {
            let request = function.steps.first { step in
                guard case .geometryRequest = step.step else { return false }
                return table.runsOnIOS16(step.at)
            }
            guard let request else { continue }
            for step in function.steps { if case .kvcOrientation = step.step { requestBeside[step.at] = request.at } }
        }
        let direct = written.map { unplaced -> VersionedCall in
            var call = unplaced
            if case .kvcOrientation = call.kind { call.besideGeometryRequest = requestBeside[call.at] }
            // A helper that every caller calls only below iOS 16 (`if #available(iOS 16, *) { … } else {
            // legacyRotate() }`) makes its calls only there: the fixed form reads as fixed.
            guard let helper = helperAt[call.at], let sites = callers[helper], !sites.isEmpty else { return call }
            let bounds = sites.map(versionBounds)
            var narrowed = call
            if bounds.allSatisfy({ $0.below != nil }) { narrowed.below = min(call.below ?? Int.max, bounds.map { $0.below! }.max()!) }
            if bounds.allSatisfy({ $0.atLeast != nil }) { narrowed.atLeast = max(call.atLeast ?? 0, bounds.map { $0.atLeast! }.min()!) }
            return narrowed
        }
        return direct + inlined
    }

    static func narrow(_ call: VersionedCall, _ bounds: (atLeast: Int?, below: Int?)) -> VersionedCall {
        var out = call
        (out.atLeast, out.below) = narrowed((call.atLeast, call.below), bounds)
        return out
    }

    static func narrowed(_ range: (atLeast: Int?, below: Int?), _ bounds: (atLeast: Int?, below: Int?)) -> (atLeast: Int?, below: Int?) {
        var out = range
        if let floor = bounds.atLeast { out.atLeast = max(out.atLeast ?? floor, floor) }
        if let ceiling = bounds.below { out.below = min(out.below ?? ceiling, ceiling) }
        return out
    }

    /// A KVC set's value as written.
    private func value(of step: RotationStep) -> String {
        if case .kvcOrientation(let value) = step { return value }
        return ""
    }
}
