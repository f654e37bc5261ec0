import Foundation
import RotationPolicyWire

/// Reads one Objective-C file (`.m`, `.mm`, `.h`) from its tokens into `SourceFacts`: `@interface` and
/// `@implementation` (categories included), methods that return a value, and the call sites in methods.
/// A category method that is swapped in with `method_exchangeImplementations` (`bl_shouldAutorotate`)
/// counts as the UIKit override it replaces.
struct ObjCReader {
    let file: String
    let tokens: [ObjCToken]
    let defines: [String: [ObjCToken]]
    let swizzles: Bool
    /// Constants of the file bound to the KVC key "orientation" (`NSString *key = @"orientation";`).
    let kvcKey: KVCKey
    let limits: ScanLimits
    let clock: ScanClock

    init(file: String, text: String, limits: ScanLimits = ScanLimits(), clock: ScanClock = .unlimited) {
        self.file = file
        self.limits = limits
        self.clock = clock
        let tokenizer = ObjCTokenizer(text)
        tokens = tokenizer.tokens
        defines = tokenizer.defines
        kvcKey = KVCKey(objectiveC: text)
        swizzles =
            text.contains("method_exchangeImplementations") || text.contains("class_replaceMethod") || text.contains("swizzl")
            || text.contains("Swizzl")
    }

    func ref(_ index: Int) -> SourceRef {
        let token = tokens[min(index, tokens.count - 1)]
        return SourceRef(file: file, line: token.line, column: token.column)
    }

    func text(_ range: Range<Int>) -> String { tokens[range].map(\.text).joined(separator: " ") }

    /// Source text kept in the model, cut short (as `SwiftReader.excerpt`).
    func excerpt(_ range: Range<Int>) -> String {
        var out = ""
        for token in tokens[range] {
            if !out.isEmpty { out += " " }
            out += token.text
            if out.utf8.count > 200 { return String(out.prefix(200)) + "…" }
        }
        return out
    }

    /// Past the depth limit or the time limit, the rest of an expression is one opaque value.
    func tooDeep(_ depth: Int) -> Bool { depth > limits.maxExpressionDepth || clock.isOver }

    func facts() -> SourceFacts {
        var facts = SourceFacts()
        for (name, body) in defines where !body.isEmpty {
            let reader = ObjCReader(file: file, tokens: body, limits: limits, clock: clock)
            facts.globals[name] = reader.value(0..<body.count)
            facts.globalRefs[name] = reader.ref(0)
            // `#define IS_IPAD (UI_USER_INTERFACE_IDIOM() == UIUserInterfaceIdiomPad)`: an idiom helper.
            let test = reader.condition(0..<body.count)
            if test == .idiomIsPad || test == .not(.idiomIsPad) { facts.idiomTests[name] = test }
            // `#define kShowDetail @"showDetail"`: a segue identifier's constant.
            if body.count == 1, body[0].kind == .string { facts.strings[name] = body[0].text }
        }
        for i in tokens.indices where tokens[i].text == "NSString" {
            if let (name, value) = stringConstant(at: i) { facts.strings[name] = value }
        }
        var i = 0
        var current: ClassDecl?
        while i < tokens.count, !clock.isOver {
            let token = tokens[i]
            switch token.text {
            case "@interface", "@implementation", "@protocol":
                if let decl = current { facts.classes.append(decl) }
                current = nil
                guard token.text != "@protocol", i + 1 < tokens.count else {
                    i += 1
                    continue
                }
                let name = tokens[i + 1].text
                var decl = ClassDecl(name: name, superclass: nil, at: ref(i + 1), language: .objectiveC, isExtension: true)
                var j = i + 2
                if j < tokens.count, tokens[j].text == ":", j + 1 < tokens.count {
                    decl.superclass = tokens[j + 1].text
                    decl.isExtension = false
                    j += 2
                }
                if j < tokens.count, tokens[j].text == "<" {
                    while j < tokens.count, tokens[j].text != ">" {
                        if tokens[j].text == "UIApplicationDelegate" || tokens[j].text == "UIWindowSceneDelegate" {
                            decl.conformsToAppDelegate = true
                        }
                        j += 1
                    }
                }
                current = decl
                i = j
            case "@end":
                if let decl = current { facts.classes.append(decl) }
                current = nil
                i += 1
            default:
                // `- (Type)selector…` or `+ (Type)…` inside an @interface or @implementation.
                if token.text == "-" || token.text == "+", var decl = current, i + 1 < tokens.count, tokens[i + 1].text == "(" {
                    i = method(at: i, into: &decl)
                    current = decl
                } else if current != nil, let (name, type) = storedObject(at: i) {
                    // `BrowserViewController *_bvc;` (an ivar), `@property (…) BrowserViewController *bvc;`: the
                    // class `[bvc presentViewController:…]` and `[_bvc …]` are sent to.
                    current?.propertyTypes[name] = type
                    current?.propertyTypes[name.hasPrefix("_") ? String(name.dropFirst()) : "_" + name] = type
                    i += 4
                } else {
                    i += 1
                }
            }
        }
        if let decl = current { facts.classes.append(decl) }
        facts.classes = facts.classes.map { $0.ownedSuperReads() }
        facts.topmostHelpers = Self.topmostHelpers(tokens)
        return facts
    }

    private init(file: String, tokens: [ObjCToken], limits: ScanLimits, clock: ScanClock) {
        self.file = file
        self.tokens = tokens
        self.limits = limits
        self.clock = clock
        defines = [:]
        swizzles = false
        kvcKey = KVCKey()
    }

    /// `- (UIViewController *)activeViewController { … while (top.presentedViewController) … }`: the
    /// selectors of methods without parameters whose body loops over `presentedViewController`.
    static func topmostHelpers(_ tokens: [ObjCToken]) -> Set<String> {
        var out: Set<String> = []
        var i = 0
        while i + 1 < tokens.count {
            guard tokens[i].text == "-" || tokens[i].text == "+", tokens[i + 1].text == "(" else {
                i += 1
                continue
            }
            var j = i + 2
            while j < tokens.count, tokens[j].text != ")" { j += 1 }
            guard j + 2 < tokens.count, tokens[j + 1].kind == .identifier, tokens[j + 2].text == "{" else {
                i = j
                continue
            }
            let name = tokens[j + 1].text
            var depth = 0
            var k = j + 2
            var loops = false
            var walksPresented = false
            repeat {
                if tokens[k].text == "{" { depth += 1 }
                if tokens[k].text == "}" { depth -= 1 }
                if tokens[k].text == "while" { loops = true }
                if tokens[k].text == "presentedViewController" { walksPresented = true }
                k += 1
            } while k < tokens.count && depth > 0
            if loops && walksPresented { out.insert(name) }
            i = k
        }
        return out
    }

    /// `NSString *const kShowDetail = @"showDetail";` at `i` (`static`, `const` before or after the `*`).
    private func stringConstant(at i: Int) -> (String, String)? {
        var j = i + 1
        guard j < tokens.count, tokens[j].text == "*" else { return nil }
        j += 1
        if j < tokens.count, tokens[j].text == "const" { j += 1 }
        guard j + 3 < tokens.count, tokens[j].kind == .identifier, tokens[j + 1].text == "=", tokens[j + 2].kind == .string,
            tokens[j + 3].text == ";"
        else { return nil }
        return (tokens[j].text, tokens[j + 2].text)
    }

    /// `Type *name;` at `i`: a stored object of a named class.
    private func storedObject(at i: Int) -> (String, String)? {
        guard i + 3 < tokens.count, tokens[i].kind == .identifier, tokens[i].text.first?.isUppercase == true, tokens[i + 1].text == "*",
            tokens[i + 2].kind == .identifier, tokens[i + 3].text == ";"
        else { return nil }
        return (tokens[i + 2].text, tokens[i].text)
    }

    /// Reads `- (Type)part:(T)arg part2:(T)arg2 { body }` (or a declaration ending in `;`); returns the
    /// index after it.
    private func method(at start: Int, into decl: inout ClassDecl) -> Int {
        var i = start + 1
        guard let typeEnd = closing(from: i, open: "(", close: ")") else { return start + 1 }
        let returnType = text((i + 1)..<typeEnd)
        i = typeEnd + 1
        var selector = ""
        var hasParameters = false
        var parameterTypes: [String: String] = [:]
        while i < tokens.count, tokens[i].text != "{", tokens[i].text != ";" {
            if tokens[i].kind == .identifier, i + 1 < tokens.count, tokens[i + 1].text == ":" {
                selector += tokens[i].text + ":"
                hasParameters = true
                i += 2
                var parameterType: String?
                if i < tokens.count, tokens[i].text == "(", let end = closing(from: i, open: "(", close: ")") {
                    // `(BrowserViewController *)bvc`: a parameter of a named class.
                    if end == i + 3, tokens[i + 2].text == "*", tokens[i + 1].text.first?.isUppercase == true { parameterType = tokens[i + 1].text }
                    i = end + 1
                }
                if i < tokens.count, tokens[i].kind == .identifier {
                    if let parameterType { parameterTypes[tokens[i].text] = parameterType }
                    i += 1
                }
            } else {
                if selector.isEmpty, tokens[i].kind == .identifier { selector = tokens[i].text }
                i += 1
            }
        }
        guard i < tokens.count, tokens[i].text == "{", let bodyEnd = closing(from: i, open: "{", close: "}") else { return i + 1 }
        let body = (i + 1)..<bodyEnd
        let nameAt = ref(start + 1)
        // `+ (Receipt *)receiptForOrder:(NSInteger)order`: what a factory call to it makes.
        let typeName = returnType.replacingOccurrences(of: "*", with: "").trimmingCharacters(in: .whitespaces)
        if let first = typeName.first, first.isUppercase || typeName == "instancetype", !typeName.contains(" "),
            let part = selector.split(separator: ":").first
        {
            decl.factories[String(part)] = FactoryReturn(type: typeName == "instancetype" ? decl.name : typeName, at: ref(start + 2))
        }
        if selector == "application:supportedInterfaceOrientationsForWindow:" {
            decl.getters[OverrideName.delegate] = Getter(returns: returns(body, guards: []).0, at: nameAt)
            decl.conformsToAppDelegate = true
        } else if !hasParameters, returnType != "void", returnType != "IBAction" {
            let getter = Getter(returns: returns(body, guards: []).0, at: nameAt)
            decl.getters[selector] = getter
            // `+ (BOOL)isPad { return UI_USER_INTERFACE_IDIOM() == UIUserInterfaceIdiomPad; }`.
            if body.count >= 3, tokens[body.lowerBound].text == "return", tokens[body.upperBound - 1].text == ";" {
                let test = condition((body.lowerBound + 1)..<(body.upperBound - 1))
                if test == .idiomIsPad || test == .not(.idiomIsPad) { decl.idiomTests[selector] = test }
            }
            if swizzles, let real = OverrideName.all.first(where: { selector.hasSuffix("_" + $0) }) {
                decl.getters[real] = Getter(returns: getter.returns, at: nameAt, note: "swizzled in for \(real) (\(selector))")
            }
        }
        decl.calls += calls(body, decl: &decl, types: parameterTypes)
        return bodyEnd + 1
    }

    func closing(from index: Int, open: String, close: String) -> Int? {
        var depth = 0
        var i = index
        while i < tokens.count {
            if tokens[i].text == open { depth += 1 }
            if tokens[i].text == close {
                depth -= 1
                if depth == 0 { return i }
            }
            i += 1
        }
        return nil
    }

    /// End of the statement at `i`: a `{…}` block, or up to and including the `;` at bracket depth 0.
    func statementEnd(_ i: Int, _ limit: Int) -> Int {
        if tokens[i].text == "{" { return min((closing(from: i, open: "{", close: "}") ?? limit - 1) + 1, limit) }
        var depth = 0
        var j = i
        while j < limit {
            let t = tokens[j].text
            if t == "(" || t == "[" || t == "{" { depth += 1 }
            if t == ")" || t == "]" || t == "}" { depth -= 1 }
            if t == ";", depth <= 0 { return j + 1 }
            j += 1
        }
        return limit
    }

    // MARK: Returns

    func returns(_ range: Range<Int>, guards: [Condition]) -> ([ReturnSite], Bool) {
        // Each nested block adds a guard: their count is the depth.
        guard guards.count <= limits.maxExpressionDepth, !clock.isOver else { return ([], false) }
        var sites: [ReturnSite] = []
        var i = range.lowerBound
        while i < range.upperBound {
            let token = tokens[i].text
            if token == "return" {
                let end = statementEnd(i, range.upperBound)
                let valueEnd = tokens[end - 1].text == ";" ? end - 1 : end
                if valueEnd > i + 1 { sites.append(ReturnSite(expr: value((i + 1)..<valueEnd), guards: guards, at: ref(i + 1))) }
                return (sites, true)
            }
            if token == "if", i + 1 < range.upperBound, tokens[i + 1].text == "(", let conditionEnd = closing(from: i + 1, open: "(", close: ")") {
                let condition = self.condition((i + 2)..<conditionEnd)
                let thenStart = conditionEnd + 1
                guard thenStart < range.upperBound else { break }
                let thenEnd = statementEnd(thenStart, range.upperBound)
                let (thenSites, thenEnds) = returns(body(thenStart, thenEnd), guards: guards + [condition])
                sites += thenSites
                i = thenEnd
                var elseEnds = false
                if i + 1 < range.upperBound, tokens[i].text == "else" {
                    let elseStart = i + 1
                    let elseEnd = tokens[elseStart].text == "if" ? ifEnd(elseStart, range.upperBound) : statementEnd(elseStart, range.upperBound)
                    let (elseSites, ends) = returns(body(elseStart, elseEnd), guards: guards + [.not(condition)])
                    sites += elseSites
                    elseEnds = ends
                    i = elseEnd
                }
                if thenEnds && elseEnds { return (sites, true) }
                continue
            }
            if ["for", "while", "switch", "do", "@autoreleasepool", "@try", "@synchronized"].contains(token) {
                // Loop and switch bodies may run or not: their returns are conditional.
                var j = i + 1
                if j < range.upperBound, tokens[j].text == "(", let end = closing(from: j, open: "(", close: ")") { j = end + 1 }
                guard j < range.upperBound else { break }
                let end = statementEnd(j, range.upperBound)
                sites += returns(body(j, end), guards: guards + [.opaque(token)]).0
                i = end
                continue
            }
            i = statementEnd(i, range.upperBound)
        }
        return (sites, false)
    }

    private func body(_ start: Int, _ end: Int) -> Range<Int> {
        tokens[start].text == "{" ? (start + 1)..<max(start + 1, end - 1) : start..<end
    }

    /// The end of `if (…) … else if (…) … else …`, link by link in a loop (a chain of 100,000 `else if`
    /// must not recurse 100,000 deep).
    private func ifEnd(_ start: Int, _ limit: Int) -> Int {
        var start = start
        while true {
            guard start + 1 < limit, let conditionEnd = closing(from: start + 1, open: "(", close: ")") else { return limit }
            guard conditionEnd + 1 < limit else { return limit }
            let end = statementEnd(conditionEnd + 1, limit)
            guard end + 1 < limit, tokens[end].text == "else" else { return end }
            guard tokens[end + 1].text == "if" else { return statementEnd(end + 1, limit) }
            start = end + 1
        }
    }

    func condition(_ range: Range<Int>, depth: Int = 0) -> Condition {
        guard !tooDeep(depth) else { return .opaque(excerpt(range)) }
        let words = tokens[range].map(\.text)
        if words.first == "!", words.count > 1 {
            return .not(condition((range.lowerBound + 1)..<range.upperBound, depth: depth + 1))
        }
        if let index = words.firstIndex(of: "&"), index + 1 < words.count, words[index + 1] == "&" {
            return .all([
                condition(range.lowerBound..<(range.lowerBound + index), depth: depth + 1),
                condition((range.lowerBound + index + 2)..<range.upperBound, depth: depth + 1),
            ])
        }
        let joined = words.joined(separator: " ")
        if joined.contains("UIUserInterfaceIdiomPad") { return joined.contains("!") ? .not(.idiomIsPad) : .idiomIsPad }
        if joined.contains("UIUserInterfaceIdiomPhone") { return joined.contains("!") ? .idiomIsPad : .not(.idiomIsPad) }
        if let index = words.firstIndex(of: "isKindOfClass"), index + 1 < words.count, words[index + 1] == ":",
            let name = words[(index + 2)...].first(where: { !["[", "(", "NSClassFromString"].contains($0) })
        {
            // `[X class]` or `NSClassFromString(@"X")`.
            return .isKind(name)
        }
        if joined.contains("@available"), let version = SwiftReader.iOSVersion(in: joined.replacingOccurrences(of: " ", with: "")) {
            return .available(version)
        }
        return .opaque(excerpt(range))
    }

    // MARK: Values

    func value(_ range: Range<Int>, depth: Int = 0) -> ValueExpr {
        guard !tooDeep(depth) else { return .opaque(excerpt(range)) }
        var range = range
        var stripped = 0
        // Outer parentheses and C casts: `(UIInterfaceOrientationMask)(…)`.
        while range.count >= 2, tokens[range.lowerBound].text == "(", let end = closing(from: range.lowerBound, open: "(", close: ")") {
            stripped += 1
            guard !tooDeep(depth + stripped) else { return .opaque(excerpt(range)) }
            if end == range.upperBound - 1 {
                range = (range.lowerBound + 1)..<(range.upperBound - 1)
            } else if end - range.lowerBound == 2, tokens[range.lowerBound + 1].kind == .identifier,
                tokens[range.lowerBound + 1].text.hasPrefix("UIInterfaceOrientation")
            {
                range = (end + 1)..<range.upperBound
            } else {
                break
            }
        }
        guard !range.isEmpty else { return .opaque("") }
        if let question = topLevel("?", in: range), let colon = topLevel(":", in: (question + 1)..<range.upperBound) {
            return .ternary(
                condition(range.lowerBound..<question, depth: depth + 1), value((question + 1)..<colon, depth: depth + 1),
                value((colon + 1)..<range.upperBound, depth: depth + 1))
        }
        if topLevel("|", in: range) != nil {
            var parts: [ValueExpr] = []
            var start = range.lowerBound
            while let bar = topLevel("|", in: start..<range.upperBound) {
                parts.append(value(start..<bar, depth: depth + 1))
                start = bar + 1
            }
            parts.append(value(start..<range.upperBound, depth: depth + 1))
            return .union(parts)
        }
        let words = tokens[range].map(\.text)
        if words.count == 1 {
            let word = words[0]
            if word == "YES" || word == "true" { return .bool(true) }
            if word == "NO" || word == "false" { return .bool(false) }
            if word == "nil" || word == "NULL" { return .null }
            if let literal = Self.maskLiteral(word) { return literal }
            return .name(word)
        }
        if words.count == 3, words[0] == "self", words[1] == "." { return .name(words[2]) }
        if words.count == 4, words[0] == "[", words[1] == "self", words[3] == "]" { return .name(words[2]) }
        if words.count == 4, words[0] == "[", words[1] == "super", words[3] == "]" { return .inherited(property: words[2], owner: "") }
        if words.count == 3, words[0] == "super", words[1] == "." { return .inherited(property: words[2], owner: "") }
        if let property = OverrideName.all.last(where: words.contains) {
            let propertyIndex = words.lastIndex(of: property) ?? words.count
            let before = words[..<propertyIndex]
            if let target = before.last(where: { SourceWords.forwardTargets[$0] != nil || $0 == "firstObject" || $0 == "lastObject" }) {
                let name = SourceWords.forwardTargets[target] ?? (target == "firstObject" ? "firstChild" : "lastChild")
                return .forward(target: name, property: property)
            }
        }
        return .opaque(excerpt(range))
    }

    private func topLevel(_ symbol: String, in range: Range<Int>) -> Int? {
        var depth = 0
        for i in range {
            let t = tokens[i].text
            if t == "(" || t == "[" || t == "{" { depth += 1 }
            if t == ")" || t == "]" || t == "}" { depth -= 1 }
            if depth == 0, t == symbol { return i }
        }
        return nil
    }

    static func maskLiteral(_ word: String) -> ValueExpr? {
        for prefix in ["UIInterfaceOrientationMask", "UIInterfaceOrientation"] where word.hasPrefix(prefix) {
            let rest = word.dropFirst(prefix.count)
            if let mask = SourceWords.maskNames[SourceWords.lowerFirst(rest)] { return .mask(mask) }
        }
        return nil
    }
}
