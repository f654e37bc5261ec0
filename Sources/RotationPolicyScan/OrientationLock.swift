import Foundation
public import RotationPolicyWire

/// An app-wide lock variable (issue 30, point 3): a stored `UIInterfaceOrientationMask` that the app
/// delegate's `application(_:supportedInterfaceOrientationsFor:)` returns (`AppDelegate.orientationLock`,
/// `OrientationStore.shared.mask`), with its initial value and every place the app assigns it.
public struct OrientationLock: Sendable {
    /// `AppDelegate.orientationLock`.
    public var name: String
    public var declaredAt: SourceRef
    /// The delegate's `return` of it.
    public var returnedAt: SourceRef
    public var initial: LockValue?
    /// Its `didSet` calls `setNeedsUpdate…` or a geometry request (directly or through a helper).
    public var observerUpdates: Bool
    public var assignments: [LockAssignment]
}

/// A mask value as written, and its orientations when the text reads as one (`.landscape`,
/// `[.portrait, .landscapeLeft]`, a mask constant of the app).
public struct LockValue: Sendable, Equatable {
    public var text: String
    public var orientations: [String]?
}

/// One assignment of the lock, an event at its call site.
public struct LockAssignment: Sendable {
    public var value: LockValue
    public var at: SourceRef
    /// The function it is made in (`PlayerViewController.viewDidAppear(_:)`).
    public var function: String
    /// The `setNeedsUpdate…` or geometry request after it in the same function (through a helper too)
    /// that can run on iOS 16+; nil when none.
    public var update: SourceRef?
    /// The `#available` bounds around it.
    public var atLeast: Int?
    public var below: Int?
    /// It can run on iPad: no iPhone-only `if` / `guard` around it or around every app call of its
    /// function (`ClassTable.runsOnPad`).
    public var onPad = true
}

extension AppModel {
    /// The lock variables the app delegate returns; empty when it returns none.
    public var orientationLocks: [OrientationLock] { table.orientationLocks }
}

extension ClassTable {
    /// The lock the model follows: the delegate's only return names it, its initial value and every
    /// value assigned read as masks, and no assignment is followed by `setNeedsUpdate…` (an explore
    /// action is one event: the lock without the update right after it would show a screen the app
    /// never shows). The spec starts from the initial value; each assignment is a `setDelegateMask`
    /// action (ModelBuilder+Locks). Otherwise the delegate's mask stays unresolved, as before, and only
    /// lint's lock checks read it.
    var delegateLock: OrientationLock? {
        let delegates = rotation.functions.filter {
            $0.name == "application" && $0.parameters.map(\.label) == [nil, "supportedInterfaceOrientationsFor"]
        }
        guard delegates.count == 1, delegates[0].steps.filter({ if case .returns = $0.step { true } else { false } }).count == 1,
            let lock = orientationLocks.first, lock.initial?.orientations?.isEmpty == false, !lock.observerUpdates,
            lock.assignments.allSatisfy({ $0.update == nil && $0.value.orientations?.isEmpty == false })
        else { return nil }
        return lock
    }

    /// The delegate's only return when it is the mask of the controller on top
    /// (`topMostViewController()?.supportedInterfaceOrientations ?? .all`, `topController.supportedInterfaceOrientations`,
    /// `nav.visibleViewController?.supportedInterfaceOrientations`): the spec says `"topController"`.
    var delegateTopController: SourceRef? {
        let delegates = rotation.functions.filter {
            $0.name == "application" && $0.parameters.map(\.label) == [nil, "supportedInterfaceOrientationsFor"]
        }
        guard delegates.count == 1 else { return nil }
        let returns = delegates[0].steps.compactMap { step -> (String, SourceRef)? in
            if case .returns(let text) = step.step { return (text, step.at) }
            return nil
        }
        guard returns.count == 1, let (text, at) = returns.first, let range = text.range(of: ".supportedInterfaceOrientations") else { return nil }
        let receiver = text[..<range.lowerBound].lowercased()
        guard ["top", "visible", "presented"].contains(where: receiver.contains) else { return nil }
        // What follows may only be a fallback (`?? .all`).
        let rest = text[range.upperBound...].trimmingCharacters(in: .whitespaces)
        return rest.isEmpty || rest.hasPrefix("??") ? at : nil
    }

    var orientationLocks: [OrientationLock] {
        let code = rotation
        var out: [OrientationLock] = []
        for delegate in code.functions
        where delegate.name == "application" && delegate.parameters.map(\.label) == [nil, "supportedInterfaceOrientationsFor"] {
            for step in delegate.steps {
                guard case .returns(let text) = step.step, let variable = lockVariable(text, delegate: delegate, code) else { continue }
                guard !out.contains(where: { $0.declaredAt == variable.at }) else { continue }
                out.append(lock(variable, returnedAt: step.at, code))
            }
        }
        return out
    }

    /// The mask variable a returned expression names: its last member, on the type the expression
    /// names first, else in the delegate's own type, else the only one of that name.
    private func lockVariable(_ text: String, delegate: RotationFunction, _ code: RotationCode) -> MaskVariable? {
        let parts = Self.path(text)
        guard let name = parts.last else { return nil }
        let candidates = code.variables.filter { $0.name == name }
        if let type = parts.dropLast().first(where: { $0.first?.isUppercase == true }), let match = candidates.first(where: { $0.owner == type }) {
            return match
        }
        if parts.count == 1, let own = candidates.first(where: { $0.owner == delegate.owner }) { return own }
        return candidates.count == 1 ? candidates[0] : nil
    }

    /// `(UIApplication.shared.delegate as? AppDelegate)?.lock` → [AppDelegate, lock]; `self.x` → [x].
    static func path(_ text: String) -> [String] {
        var cleaned = text
        if let cast = cleaned.range(of: " as? ") ?? cleaned.range(of: " as! ") ?? cleaned.range(of: " as ") {
            let after = cleaned[cast.upperBound...]
            let type = after.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            let rest = after.drop { $0 != ")" }.dropFirst()
            cleaned = String(type) + rest
        }
        let parts = cleaned.filter { $0 != "?" && $0 != "!" && $0 != " " }.split(separator: ".").map(String.init)
        guard parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }) else { return [] }
        return parts.first == "self" ? Array(parts.dropFirst()) : parts
    }

    private func lock(_ variable: MaskVariable, returnedAt: SourceRef, _ code: RotationCode) -> OrientationLock {
        let observerUpdates = variable.observers.contains { step in
            if Self.isUpdate(step.step) { return runsOnIOS16(step.at) }
            return false
        }
        var assignments: [LockAssignment] = []
        for (index, function) in code.functions.enumerated() {
            for (position, step) in function.steps.enumerated() {
                guard case .assign(let target, let value) = step.step else { continue }
                let parts = Self.path(target)
                guard parts.last == variable.name else { continue }
                // A bare name is the variable only in its own type; `x.name` on a type names that type.
                if parts.count == 1, function.owner != variable.owner { continue }
                if let type = parts.dropLast().first(where: { $0.first?.isUppercase == true }), type != variable.owner, variable.isStatic { continue }
                let bounds = versionBounds(step.at)
                let update = updateAfter(position, in: function, code) ?? updateInEveryCaller(of: function, code)
                assignments.append(
                    LockAssignment(
                        value: Self.maskValue(value, code), at: step.at, function: function.signature, update: update, atLeast: bounds.atLeast,
                        below: bounds.below, onPad: runsOnPad(step.at, in: index, code)))
            }
        }
        let owner = variable.owner.map { $0 + "." } ?? ""
        return OrientationLock(
            name: owner + variable.name, declaredAt: variable.at, returnedAt: returnedAt, initial: variable.initial.map { Self.maskValue($0, code) },
            observerUpdates: observerUpdates, assignments: assignments)
    }

    /// The `setNeedsUpdate…` or geometry request after `functions.steps[position]` that can run on
    /// iOS 16+, directly or through an app helper.
    func updateAfter(_ position: Int, in function: RotationFunction, _ code: RotationCode) -> SourceRef? {
        function.steps[(position + 1)...].lazy.compactMap { later -> SourceRef? in
            if Self.isUpdate(later.step) { return self.runsOnIOS16(later.at) ? later.at : nil }
            guard case .call(_, _, let arguments) = later.step, let callee = code.resolve(later, from: function) else { return nil }
            let made = code.inline(callee, arguments: arguments, at: later.at)
            return made.contains { Self.isUpdate($0.step) && self.runsOnIOS16($0.inner) } && self.runsOnIOS16(later.at) ? later.at : nil
        }.first
    }

    /// One level up: a function that sets the lock and returns (`lockOrientation(_:)`) is followed by an
    /// update when every call of it in the app is (`lockOrientation(_:andRotateTo:)` calls it, then
    /// requests the geometry). The first caller's update; nil when a call is not followed, or none is found.
    func updateInEveryCaller(of function: RotationFunction, _ code: RotationCode) -> SourceRef? {
        guard let index = code.functions.firstIndex(where: { $0.at == function.at }) else { return nil }
        var first: SourceRef?
        var calls = 0
        for caller in code.functions {
            for (position, step) in caller.steps.enumerated() {
                guard case .call = step.step, code.resolve(step, from: caller, among: [index: 1]) == index else { continue }
                calls += 1
                guard let update = updateAfter(position, in: caller, code) else { return nil }
                first = first ?? update
            }
        }
        return calls > 0 ? first : nil
    }

    static func isUpdate(_ step: RotationStep) -> Bool {
        switch step {
        case .setNeedsUpdate, .geometryRequest: true
        default: false
        }
    }

    func runsOnIOS16(_ at: SourceRef) -> Bool { Self.reaches16(versionBounds(at)) }

    /// Code in these bounds can run on iOS 16 or later.
    static func reaches16(_ bounds: (atLeast: Int?, below: Int?)) -> Bool { (bounds.below ?? Int.max) > 16 }

    /// The orientations of a mask as written; a name of another mask constant of the app is followed once.
    static func maskValue(_ text: String, _ code: RotationCode, depth: Int = 0) -> LockValue {
        let parts = path(text)
        if depth == 0, let name = parts.last, parts.count <= 2, SourceWords.maskNames[name] == nil,
            let constant = code.variables.first(where: { $0.name == name && $0.initial != nil })
        {
            return LockValue(text: text, orientations: maskValue(constant.initial!, code, depth: 1).orientations)
        }
        var words: [String] = []
        var word = ""
        for character in text + " " {
            if character.isLetter || character.isNumber || character == "_" {
                word.append(character)
            } else {
                if !word.isEmpty { words.append(word) }
                word = ""
            }
        }
        let named = words.filter { $0 != "UIInterfaceOrientationMask" }
        guard !named.isEmpty, named.allSatisfy({ SourceWords.maskNames[$0] != nil }) else { return LockValue(text: text, orientations: nil) }
        let set = named.reduce(into: Set<String>()) { $0.formUnion(SourceWords.maskNames[$1]!) }
        return LockValue(text: text, orientations: SourceWords.orientations.filter(set.contains))
    }
}
