public import RotationPolicyWire
/// The app's Swift functions and mask-typed properties that bear on the orientation
/// (RotationFunctionReader), and which of its functions are rotation helpers: functions that make a KVC
/// orientation set, a geometry request, `attemptRotation` or `setNeedsUpdate…`, or call a function that
/// does (two levels, as issue 30 point 3 asks).
public struct RotationCode: Sendable {
    public private(set) var functions: [RotationFunction] = []
    public private(set) var variables: [MaskVariable] = []
    /// Indexes of the helpers in `functions`, with their level (1: makes the calls itself).
    private(set) var helperLevel: [Int: Int] = [:]
    /// How many functions read have each base name and labels (`configure()`): a call on an instance is
    /// matched to a helper only when its name is the only one of its kind.
    private var signatureCount: [String: Int] = [:]

    static func signatureKey(_ name: String, _ labels: [String?]) -> String {
        name + "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
    }

    /// How deep a helper call is inlined.
    public static let maxLevel = 2

    /// A file worth reading in the first round: it names an orientation word or a geometry request.
    /// Other files are read only if they name a helper or a lock variable found there (`followWords`).
    static func mayMatter(_ text: String) -> Bool {
        TextSearch.containsAny(text, ["rientation", "requestGeometryUpdate"])
    }

    mutating func add(_ read: (functions: [RotationFunction], variables: [MaskVariable])) {
        functions += read.functions
        variables += read.variables
        helperLevel = [:]
    }

    /// The names a file must contain to matter in a later round: each helper's `name(`, and each mask
    /// variable's name.
    var followWords: Set<String> {
        Set(helpers().map { functions[$0.key].name + "(" } + variables.map(\.name))
    }

    /// Finds the helpers: level 1 first, then the functions that call one.
    mutating func resolveHelpers() {
        signatureCount = [:]
        for function in functions { signatureCount[Self.signatureKey(function.name, function.parameters.map(\.label)), default: 0] += 1 }
        var levels: [Int: Int] = [:]
        for (index, function) in functions.enumerated() where function.steps.contains(where: { Self.isRotationCall($0.step) }) {
            levels[index] = 1
        }
        for level in 2...Self.maxLevel {
            let known = levels
            for (index, function) in functions.enumerated() where levels[index] == nil {
                let callsHelper = function.steps.contains { step in
                    guard case .call = step.step, let callee = resolve(step, from: function, among: known) else { return false }
                    return callee != index
                }
                if callsHelper { levels[index] = level }
            }
        }
        helperLevel = levels
    }

    func helpers() -> [Int: Int] { helperLevel }

    func isHelper(_ index: Int) -> Bool { helperLevel[index] != nil }

    static func isRotationCall(_ step: RotationStep) -> Bool {
        switch step {
        case .kvcOrientation, .attemptRotation, .setNeedsUpdate, .geometryRequest: true
        default: false
        }
    }

    /// The helper a call step names: same base name and argument labels; on the type the receiver
    /// names; for a call without a receiver, in the caller's own type or a free function; for a call
    /// on an instance (`player.toggleFullscreen()`), the only function of that name and labels the
    /// app declares.
    func resolve(_ step: FunctionStep, from caller: RotationFunction, among candidates: [Int: Int]? = nil) -> Int? {
        guard case .call(let name, let receiver, let arguments) = step.step else { return nil }
        let pool = candidates ?? helperLevel
        // A trailing closure has no label and no parameter to match by position here: left out.
        let labels = arguments.map(\.label)
        let matches = pool.keys.filter { index in
            let function = functions[index]
            return function.name == name && function.parameters.map(\.label) == labels
        }
        guard !matches.isEmpty else { return nil }
        if let receiver, let first = receiver.first, first.isUppercase, receiver.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
            return matches.first { functions[$0].owner == receiver }
        }
        if receiver == nil {
            return matches.first { functions[$0].owner == caller.owner } ?? matches.first { functions[$0].owner == nil }
        }
        guard matches.count == 1, signatureCount[Self.signatureKey(name, labels)] == 1 else { return nil }
        return matches[0]
    }
}

/// A rotation call a helper makes, seen from the app's call site: the value with the call's
/// arguments put in for the helper's parameters.
public struct InlinedStep: Sendable {
    public var step: RotationStep
    /// Where the helper itself makes the call.
    public var inner: SourceRef
    /// The helpers on the way, outermost first (`ScreenRotation.turn(to:)`).
    public var helpers: [String]
    /// Every call site on the way, outermost first: the app's call, then a helper's call of a helper.
    public var sites: [SourceRef]
}

extension RotationCode {
    /// What calling `functions[index]` with `arguments` does, its helpers' calls inlined up to
    /// `maxLevel` deep.
    func inline(_ index: Int, arguments: [Argument], at site: SourceRef, depth: Int = 1) -> [InlinedStep] {
        let function = functions[index]
        var bindings: [String: String] = [:]
        for (parameter, argument) in zip(function.parameters, arguments) {
            var text = argument.text
            // `.landscapeRight` passed for a `UIInterfaceOrientation` parameter reads as that type's case.
            let type = parameter.type.filter { $0 != "?" && $0 != "!" }
            if text.hasPrefix("."), type.first?.isUppercase == true { text = type + text }
            // `oldOrientation ?? .portrait` put in for `o` in `o.rawValue` keeps its precedence.
            if !text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) { text = "(" + text + ")" }
            bindings[parameter.name] = text
        }
        var out: [InlinedStep] = []
        for step in function.steps {
            switch step.step {
            case .kvcOrientation(let value):
                out.append(
                    InlinedStep(step: .kvcOrientation(Self.substitute(value, bindings)), inner: step.at, helpers: [function.signature], sites: [site])
                )
            case .geometryRequest(let value):
                out.append(
                    InlinedStep(
                        step: .geometryRequest(value.map { Self.substitute($0, bindings) }), inner: step.at, helpers: [function.signature],
                        sites: [site]))
            case .attemptRotation, .setNeedsUpdate:
                out.append(InlinedStep(step: step.step, inner: step.at, helpers: [function.signature], sites: [site]))
            case .call(_, _, let inner):
                guard depth < Self.maxLevel, let callee = resolve(step, from: function), callee != index else { continue }
                let passed = inner.map { Argument(label: $0.label, text: Self.substitute($0.text, bindings)) }
                for var nested in inline(callee, arguments: passed, at: step.at, depth: depth + 1) {
                    nested.helpers.insert(function.signature, at: 0)
                    nested.sites.insert(site, at: 0)
                    out.append(nested)
                }
            default:
                continue
            }
        }
        return out
    }

    /// `text` with each parameter name, as a whole identifier not after a `.`, replaced by its argument.
    static func substitute(_ text: String, _ bindings: [String: String]) -> String {
        guard !bindings.isEmpty else { return text }
        var out = ""
        var word = ""
        var previous: Character?
        func flush() {
            if let value = bindings[word], previous != "." { out += value } else { out += word }
            word = ""
        }
        for character in text {
            if character.isLetter || character.isNumber || character == "_" {
                word.append(character)
                continue
            }
            flush()
            out.append(character)
            previous = character
        }
        flush()
        return out
    }
}
