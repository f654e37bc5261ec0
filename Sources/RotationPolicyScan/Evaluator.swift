import RotationPolicyWire
/// Reads a returned value in the context of one concrete class, idiom and iOS version.
enum Literal: Sendable, Equatable {
    case mask(Set<String>)
    case bool(Bool)
}

indirect enum Evaluation: Sendable {
    case value(Literal)
    case null
    case forward(String, fallback: Evaluation?)
    case dynamic([Literal])
    /// UIKit's own answer, reached through `super` with no override above: the literal when the model has
    /// one (the idiom's mask, `shouldAutorotate` true), else nil.
    case uikitDefault(Literal?)
    case unknown(String)

    var literals: [Literal] {
        switch self {
        case .value(let v): [v]
        case .uikitDefault(let v): v.map { [$0] } ?? []
        case .dynamic(let vs): vs
        case .forward(_, let fallback): fallback?.literals ?? []
        case .null, .unknown: []
        }
    }
}

/// What one override comes to for one class.
struct PropertyResult: Sendable {
    var how: Provenance
    /// The value the controller gets: the literal, or for a dynamic one what the last return gives.
    var value: Literal?
    var forwarding: String?
    var candidates: [(Literal, SourceRef)] = []
    var at: SourceRef
    var note: String?
    /// Where the value itself is written when that is not `at`: a forwarding's `?? kDefault` constant.
    var valueAt: SourceRef?
    /// How the value itself was found when that is not `how`: `default` for a forwarding whose fallback
    /// is `super`'s UIKit default (`children.last?.x ?? super.x`).
    var valueHow: Provenance?
    /// Text the scan could not read (an opaque return).
    var unreadable: [(String, SourceRef)] = []
}

struct Evaluator {
    let table: ClassTable
    let isPad: Bool
    let iosMajor: Int
    var clock = ScanClock.unlimited
    /// Each property and each constant is evaluated once per class: a constant that names itself
    /// (`let a = [a, a, …]`, `#define A (A|A)`) was evaluated again at every mention, exponentially.
    private let memo = Memo()

    init(table: ClassTable, isPad: Bool, iosMajor: Int, clock: ScanClock = .unlimited) {
        self.table = table
        self.isPad = isPad
        self.iosMajor = iosMajor
        self.clock = clock
    }

    /// Results by (name, class), and what is being evaluated now: met again, it is a cycle.
    private final class Memo: @unchecked Sendable {
        struct Key: Hashable {
            var name: String
            var class_: String
        }
        var properties: [Key: PropertyResult?] = [:]
        var globals: [Key: Evaluation] = [:]
        var inProgress: Set<Key> = []
        var globalsInProgress: Set<Key> = []
    }

    func decide(_ condition: Condition, _ class_: String, depth: Int = 0) -> Bool? {
        // The readers bound the conditions they build; this keeps a deep one from the stack all the same.
        guard depth < 256 else { return nil }
        switch condition {
        case .idiomIsPad: return isPad
        case .isKind(let name): return table.chain(class_).contains(name)
        case .available(let version): return iosMajor >= version
        case .not(let inner): return decide(inner, class_, depth: depth + 1).map { !$0 }
        case .all(let parts):
            let values = parts.map { decide($0, class_, depth: depth + 1) }
            if values.contains(false) { return false }
            return values.allSatisfy { $0 == true } ? true : nil
        case .opaque(let text):
            // An app's idiom helper (`isPad`, `UIDevice.isPhone`, `IS_IPAD`) is decided as its body.
            guard let test = table.idiomTest(reading: text) else { return nil }
            return decide(test, class_, depth: depth + 1)
        }
    }

    func property(_ name: String, of class_: String, depth: Int = 0) -> PropertyResult? {
        let key = Memo.Key(name: name, class_: class_)
        if let known = memo.properties[key] { return known }
        // A getter that reaches itself again (`a` returns `b`, `b` returns `a`) has no value to give.
        guard depth < 8, !clock.isOver, memo.inProgress.insert(key).inserted else { return nil }
        defer { memo.inProgress.remove(key) }
        let result = evaluateProperty(name, of: class_, depth: depth)
        memo.properties[key] = .some(result)
        return result
    }

    private func evaluateProperty(_ name: String, of class_: String, depth: Int) -> PropertyResult? {
        guard let (getter, _, _) = table.getter(name, for: class_) else { return nil }
        return evaluate(getter, of: class_, depth: depth)
    }

    /// `super.name` written in `owner`, for the concrete class: the nearest getter above `owner` in the
    /// chain, read for the concrete class (its hooks and `isKind` tests are the concrete class's).
    private func inherited(_ name: String, above owner: String, of class_: String, depth: Int) -> Evaluation {
        switch inheritedResult(name, above: owner, of: class_, depth: depth) {
        case .getter(let result, let getter): return evaluation(of: result, getter: getter, name: name)
        case .uikit(let evaluation): return evaluation
        }
    }

    /// A stored child's answer (`player.supportedInterfaceOrientations`) when its class is a known
    /// controller class: its override, else UIKit's default.
    private func storedChild(_ name: String, _ property: String, of class_: String, depth: Int) -> Inherited {
        guard let (type, fixed) = table.storedProperty(name, of: class_), table.isDeclaredController(type), type != class_ else {
            return .uikit(.unknown("\(name).\(property)"))
        }
        if let (getter, _, _) = table.getter(property, for: type) {
            guard let result = self.property(property, of: type, depth: depth + 1) else { return .uikit(.unknown("\(name).\(property)")) }
            return .getter(result, getter)
        }
        let answer = uikitDefault(property)
        // An optional child may be nil: its default is one alternative, never the value.
        guard !fixed, case .uikitDefault(let literal) = answer else { return .uikit(answer) }
        return .uikit(literal.map { .dynamic([$0]) } ?? .unknown("\(name).\(property)"))
    }

    private func uikitDefault(_ name: String) -> Evaluation {
        switch name {
        case OverrideName.mask: .uikitDefault(.mask(isPad ? Set(SourceWords.orientations) : SourceWords.maskNames["allButUpsideDown"]!))
        case OverrideName.autorotate: .uikitDefault(.bool(true))
        default: .uikitDefault(nil)
        }
    }

    private enum Inherited {
        case getter(PropertyResult, Getter)
        case uikit(Evaluation)
    }

    private func inheritedResult(_ name: String, above owner: String, of class_: String, depth: Int) -> Inherited {
        let chain = table.chain(class_)
        guard let index = chain.firstIndex(of: owner), let next = chain.dropFirst(index + 1).first else {
            return .uikit(.unknown("super.\(name): \(owner)'s superclass is not in the scanned sources"))
        }
        if let (getter, _, _) = table.getter(name, for: next) {
            let key = Memo.Key(name: "super \(owner) \(name)", class_: class_)
            if let known = memo.properties[key] { return known.map { .getter($0, getter) } ?? .uikit(.unknown("super.\(name)")) }
            guard depth < 8, !clock.isOver, memo.inProgress.insert(key).inserted else { return .uikit(.unknown("super.\(name)")) }
            defer { memo.inProgress.remove(key) }
            let result = evaluate(getter, of: class_, depth: depth + 1)
            memo.properties[key] = .some(result)
            return result.map { .getter($0, getter) } ?? .uikit(.unknown("super.\(name)"))
        }
        // No override above: UIKit's, when the chain ends in a UIKit controller class (a superclass from
        // a binary framework or a Pod may override it).
        guard let top = chain.last, SourceWords.viewControllerClasses.contains(top) else {
            return .uikit(.unknown("super.\(name): \(chain.last ?? next) is not in the scanned sources"))
        }
        return .uikit(uikitDefault(name))
    }

    /// A hook's (or a superclass getter's) result as a value the caller's return reads.
    private func evaluation(of hook: PropertyResult, getter: Getter, name: String) -> Evaluation {
        if let target = hook.forwarding { return .forward(target, fallback: nil) }
        if hook.how == .literal, let value = hook.value { return .value(value) }
        if hook.how == .default { return .uikitDefault(hook.value) }
        if hook.candidates.isEmpty, getter.returns.allSatisfy({ $0.expr == .null }) { return .null }
        if hook.candidates.isEmpty { return .unknown(hook.unreadable.first?.0 ?? name) }
        return .dynamic(hook.candidates.map(\.0))
    }

    private func evaluate(_ getter: Getter, of class_: String, depth: Int) -> PropertyResult? {
        var kept: [(ReturnSite, Evaluation, Bool)] = []
        for site in getter.returns {
            let decided = decide(.all(site.guards), class_)
            if decided == false { continue }
            kept.append((site, evaluate(site.expr, class_, depth: depth + 1), decided == true))
            if decided == true { break }
        }
        guard let last = kept.last else {
            return PropertyResult(how: .dynamic, value: nil, forwarding: nil, at: getter.at, note: "no return the scan can follow")
        }
        var result = PropertyResult(
            how: .literal, value: nil, forwarding: nil, at: origin(last.0.expr, class_, depth: depth) ?? last.0.at, note: getter.note)
        if case .forward = last.1 { result.valueAt = fallbackOrigin(last.0.expr, class_, depth: depth) }
        if case .forward(_, .uikitDefault?) = last.1 { result.valueHow = .default }
        if case .forward(let target, _) = last.1, last.2 {
            result.forwarding = target
        } else {
            result.forwarding = kept.lazy.compactMap { if case .forward(let target, _) = $0.1 { return target } else { return nil } }.first
        }
        for (site, evaluation, _) in kept {
            for literal in evaluation.literals where !result.candidates.contains(where: { $0.0 == literal }) {
                result.candidates.append((literal, origin(site.expr, class_, depth: depth) ?? site.at))
            }
            switch evaluation {
            case .unknown(let text): result.unreadable.append((text, site.at))
            case .forward(_, let fallback?):
                if case .unknown(let text) = fallback { result.unreadable.append((text, site.at)) }
            default: break
            }
        }
        result.value = last.1.literals.last ?? result.candidates.last?.0
        let defaults = kept.filter { if case .uikitDefault = $0.1 { true } else { false } }.count
        if result.forwarding != nil {
            result.how = .forwarding
        } else if defaults == kept.count {
            // Every return that can run is `super`'s with nothing above it: UIKit's default.
            result.how = .default
            result.note = result.value == nil ? "super: UIKit's default, which the model does not hold" : "super: UIKit's default"
        } else if defaults > 0 {
            result.how = .dynamic
        } else if result.candidates.count == 1, result.unreadable.isEmpty, !kept.contains(where: { if case .dynamic = $0.1 { true } else { false } })
        {
            result.how = .literal
        } else {
            result.how = .dynamic
        }
        return result
    }

    /// Where a returned value really comes from when the return reads a hook the concrete class
    /// overrides (`_supportedInterfaceOrientations_ ?? kDefault`): the hook's own return.
    func origin(_ expr: ValueExpr, _ class_: String, depth: Int) -> SourceRef? {
        guard depth < 16 else { return nil }
        switch expr {
        case .name(let name):
            if table.getter(name, for: class_) == nil, let global = table.globals[name] {
                // A file-level constant or `#define`: its own line, when it is a literal there.
                guard case .value = constant(name, global, class_, depth: depth + 1) else { return nil }
                return origin(global, class_, depth: depth + 1) ?? table.globalRefs[name]
            }
            guard let hook = property(name, of: class_, depth: depth + 1), hook.how == .literal, hook.value != nil else { return nil }
            return hook.at
        case .stored(let name, let property, _):
            // A fixed child's literal is traced to its class's line.
            guard table.storedProperty(name, of: class_)?.fixed == true,
                case .getter(let result, _) = storedChild(name, property, of: class_, depth: depth + 1), result.how == .literal, result.value != nil
            else { return nil }
            return result.at
        case .inherited(let name, let owner):
            // A superclass's literal is traced to its own line.
            guard case .getter(let result, _) = inheritedResult(name, above: owner, of: class_, depth: depth + 1), result.how == .literal,
                result.value != nil
            else { return nil }
            return result.at
        case .coalesce(let lhs, let rhs):
            if case .null = evaluate(lhs, class_, depth: depth + 1) { return origin(rhs, class_, depth: depth) }
            return origin(lhs, class_, depth: depth)
        default:
            return nil
        }
    }

    /// The line of a forwarding's `?? fallback` (also inside `[forwarded ?? kDefault, …]`).
    private func fallbackOrigin(_ expr: ValueExpr, _ class_: String, depth: Int) -> SourceRef? {
        guard depth < 16 else { return nil }
        switch expr {
        case .coalesce(.forward, let fallback): return origin(fallback, class_, depth: depth)
        case .union(let parts): return parts.lazy.compactMap { self.fallbackOrigin($0, class_, depth: depth + 1) }.first
        default: return nil
        }
    }

    func evaluate(_ expr: ValueExpr, _ class_: String, depth: Int) -> Evaluation {
        guard depth < 16 else { return .unknown("too deep") }
        guard !clock.isOver else { return .unknown("the scan's time limit") }
        switch expr {
        case .mask(let m): return .value(.mask(m))
        case .orientation(let o): return .value(.mask([o]))
        case .bool(let b): return .value(.bool(b))
        case .null: return .null
        case .name(let name):
            if table.getter(name, for: class_) != nil {
                // A hook: the concrete class's own answer, read the same way.
                guard let hook = property(name, of: class_, depth: depth + 1), let hookGetter = table.getter(name, for: class_)?.0 else {
                    return .unknown(name)
                }
                return evaluation(of: hook, getter: hookGetter, name: name)
            }
            if let global = table.globals[name] { return constant(name, global, class_, depth: depth) }
            return .unknown(name)
        case .forward(let target, _): return .forward(target, fallback: nil)
        case .inherited(let property, let owner): return inherited(property, above: owner, of: class_, depth: depth + 1)
        case .stored(let name, let property, _):
            switch storedChild(name, property, of: class_, depth: depth + 1) {
            case .getter(let result, let getter):
                let answer = evaluation(of: result, getter: getter, name: property)
                // An optional child may be nil: its answer is one alternative, never the value.
                guard table.storedProperty(name, of: class_)?.fixed != true else { return answer }
                if case .value(let literal) = answer { return .dynamic([literal]) }
                return answer
            case .uikit(let evaluation): return evaluation
            }
        case .coalesce(let lhs, let rhs):
            let left = evaluate(lhs, class_, depth: depth + 1)
            switch left {
            case .null: return evaluate(rhs, class_, depth: depth + 1)
            case .value, .uikitDefault: return left
            case .forward(let target, _): return .forward(target, fallback: evaluate(rhs, class_, depth: depth + 1))
            case .dynamic, .unknown: return merge([left, evaluate(rhs, class_, depth: depth + 1)])
            }
        case .ternary(let condition, let then, let otherwise):
            switch decide(condition, class_) {
            case true?: return evaluate(then, class_, depth: depth + 1)
            case false?: return evaluate(otherwise, class_, depth: depth + 1)
            case nil: return merge([evaluate(then, class_, depth: depth + 1), evaluate(otherwise, class_, depth: depth + 1)])
            }
        case .union(let parts):
            let values = parts.map { evaluate($0, class_, depth: depth + 1) }
            if let forward = values.first(where: { if case .forward = $0 { true } else { false } }) { return forward }
            var masks: Set<String> = []
            for value in values {
                guard case .value(.mask(let m)) = value else { return merge(values) }
                masks.formUnion(m)
            }
            return .value(.mask(masks))
        case .opaque(let text): return .unknown(text)
        }
    }

    /// A top-level constant or `#define`, evaluated once per class; one that names itself is unknown.
    private func constant(_ name: String, _ expr: ValueExpr, _ class_: String, depth: Int) -> Evaluation {
        let key = Memo.Key(name: name, class_: class_)
        if let known = memo.globals[key] { return known }
        guard memo.globalsInProgress.insert(key).inserted else { return .unknown("\(name) (refers to itself)") }
        defer { memo.globalsInProgress.remove(key) }
        let result = evaluate(expr, class_, depth: depth + 1)
        memo.globals[key] = result
        return result
    }

    private func merge(_ values: [Evaluation]) -> Evaluation {
        var literals: [Literal] = []
        for value in values {
            if case .forward = value { return value }
            for literal in value.literals where !literals.contains(literal) { literals.append(literal) }
        }
        if literals.isEmpty, let unknown = values.first(where: { if case .unknown = $0 { true } else { false } }) { return unknown }
        return .dynamic(literals)
    }
}
