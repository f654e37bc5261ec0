import RotationPolicyWire
import SwiftParser
import SwiftSyntax

/// A stretch of one file that runs only on some iOS versions: a branch of an `#available` /
/// `#unavailable` check (Swift) or `@available` (Objective-C). Lint reads it to tell a KVC orientation
/// set in the `else` of `#available(iOS 16, *)` (never run on iOS 16+) from one that runs everywhere.
struct VersionRegion: Sendable, Equatable {
    var start: (line: Int, column: Int)
    var end: (line: Int, column: Int)
    /// The code runs on iOS `atLeast` and later, or only below `below`.
    var atLeast: Int?
    var below: Int?

    func contains(_ at: SourceRef) -> Bool {
        (start.line, start.column) <= (at.line, at.column) && (at.line, at.column) <= (end.line, end.column)
    }

    static func == (a: VersionRegion, b: VersionRegion) -> Bool {
        a.start == b.start && a.end == b.end && a.atLeast == b.atLeast && a.below == b.below
    }
}

/// A pre-iOS 6 rotation method UIKit no longer calls (`shouldAutorotateToInterfaceOrientation:`).
struct LegacyMethod: Sendable {
    var className: String
    var selector: String
    var at: SourceRef
}

/// A `viewWillTransition(to:with:)` override (`viewWillTransitionToSize:withTransitionCoordinator:`), and
/// whether it calls super's: UIKit's implementation forwards the size change to the controller's children.
struct SizeTransitionOverride: Sendable {
    var className: String
    var at: SourceRef
    var callsSuper: Bool
}

/// What one file's second read gives lint.
struct ScopeFacts: Sendable {
    var regions: [VersionRegion] = []
    var legacy: [LegacyMethod] = []
    var loose: [LooseCall] = []
    var sizeTransitions: [SizeTransitionOverride] = []
    /// Classes whose code embeds a child controller (`addChild`, `addChildViewController:`).
    var embedders: Set<String> = []
    /// The `if` / `guard` regions an idiom may decide (IdiomScope.swift; Swift only).
    var idiomRegions: [IdiomRegion] = []
}

/// A KVC orientation set or `attemptRotation` call in code the readers do not collect calls from: a
/// struct's or an enum's methods (`enum AppUtility { static func lock(…) }`) and free functions.
struct LooseCall: Sendable {
    var owner: String
    var call: CallSite
}

/// What one file adds to the version regions and legacy methods, walked on the scan's one parse of it.
/// Files that name neither are not walked at all.
enum VersionScope {
    static let legacySelector = "shouldAutorotateToInterfaceOrientation:"

    /// `parsed` gives the tree the scan already parsed (SwiftReader's), asked for only when the file needs it.
    static func swift(_ text: String, file: String, parsed: () -> (SourceFileSyntax, SourceLocationConverter)) -> ScopeFacts {
        let names = [
            "#available", "#unavailable", "shouldAutorotate(to", "\"orientation\"", "attemptRotationToDeviceOrientation", "viewWillTransition(to",
        ]
        let readsVersions = TextSearch.containsAny(text, names)
        let readsIdioms = IdiomScope.mayTest(text)
        guard readsVersions || readsIdioms else { return ScopeFacts() }
        let (tree, converter) = parsed()
        var facts = ScopeFacts()
        if readsVersions {
            let visitor = SwiftScopeVisitor(converter: converter, file: file)
            visitor.kvcKey = KVCKey(swift: text)
            visitor.walk(tree)
            facts = ScopeFacts(
                regions: visitor.regions, legacy: visitor.legacy, loose: visitor.loose, sizeTransitions: visitor.sizeTransitions,
                embedders: visitor.embedders)
        }
        if readsIdioms { facts.idiomRegions = IdiomScope.regions(tree, converter: converter) }
        return facts
    }

    static func objectiveC(_ text: String, file: String) -> ScopeFacts {
        guard
            TextSearch.containsAny(text, ["@available", "shouldAutorotateToInterfaceOrientation", sdkMacro, "viewWillTransitionToSize"])
        else {
            return ScopeFacts()
        }
        let tokens = ObjCTokenizer(text).tokens
        var regions: [VersionRegion] = sdkRegions(text)
        var legacy: [LegacyMethod] = []
        var sizeTransitions: [SizeTransitionOverride] = []
        var embedders: Set<String> = []
        var implementation = "?"
        func block(from index: Int) -> (end: Int, region: (line: Int, column: Int), endAt: (line: Int, column: Int))? {
            guard index < tokens.count, tokens[index].text == "{" else { return nil }
            var depth = 0
            for i in index..<tokens.count {
                if tokens[i].text == "{" { depth += 1 }
                if tokens[i].text == "}" {
                    depth -= 1
                    if depth == 0 { return (i, (tokens[index].line, tokens[index].column), (tokens[i].line, tokens[i].column)) }
                }
            }
            return nil
        }
        var i = 0
        while i < tokens.count {
            let t = tokens[i]
            // The tokenizer keeps `@implementation` and `@available` as one word.
            if t.text == "@implementation", i + 1 < tokens.count { implementation = tokens[i + 1].text }
            if t.text == "shouldAutorotateToInterfaceOrientation", i > 0, tokens[i - 1].text == ")", i + 1 < tokens.count, tokens[i + 1].text == ":",
                tokens[..<i].last(where: { $0.text == "-" || $0.text == ";" || $0.text == "}" || $0.text == "{" })?.text == "-"
            {
                legacy.append(
                    LegacyMethod(className: implementation, selector: legacySelector, at: SourceRef(file: file, line: t.line, column: t.column)))
            }
            if t.text == "addChildViewController" || t.text == "addChild", i > 0, tokens[i - 1].text != "(" { embedders.insert(implementation) }
            // `- (void)viewWillTransitionToSize:(CGSize)size withTransitionCoordinator:…` and its body.
            if t.text == "viewWillTransitionToSize", i > 0, tokens[i - 1].text == ")",
                tokens[..<i].last(where: { $0.text == "-" || $0.text == ";" || $0.text == "}" || $0.text == "{" })?.text == "-",
                let open = tokens[i...].firstIndex(where: { $0.text == "{" || $0.text == ";" }), tokens[open].text == "{",
                let body = block(from: open)
            {
                let callsSuper = (open..<body.end).contains { tokens[$0].text == "super" && tokens[$0 + 1].text == "viewWillTransitionToSize" }
                sizeTransitions.append(
                    SizeTransitionOverride(
                        className: implementation, at: SourceRef(file: file, line: t.line, column: t.column), callsSuper: callsSuper))
            }
            // `if ( @available ( iOS 16.0 , * ) ) { … } else { … }`
            if t.text == "if", i + 2 < tokens.count, tokens[i + 1].text == "(", tokens[i + 2].text == "@available" {
                var j = i + 3
                var version: Int?
                var depth = 0
                while j < tokens.count {
                    if tokens[j].text == "(" { depth += 1 }
                    if tokens[j].text == ")" {
                        depth -= 1
                        if depth < 0 { break }
                    }
                    if tokens[j].text == "iOS", j + 1 < tokens.count, version == nil {
                        version = Int(tokens[j + 1].text.split(separator: ".").first ?? "")
                    }
                    j += 1
                }
                if let version, let then = block(from: j + 1) {
                    regions.append(VersionRegion(start: then.region, end: then.endAt, atLeast: version, below: nil))
                    if then.end + 2 < tokens.count, tokens[then.end + 1].text == "else", let otherwise = block(from: then.end + 2) {
                        regions.append(VersionRegion(start: otherwise.region, end: otherwise.endAt, atLeast: nil, below: version))
                    }
                }
            }
            i += 1
        }
        regions += helpersOnlyBelow(tokens, regions: regions, file: file, block: block)
        return ScopeFacts(regions: regions, legacy: legacy, sizeTransitions: sizeTransitions, embedders: embedders)
    }

    static let sdkMacro = "__IPHONE_OS_VERSION_MAX_ALLOWED"

    /// Code compiled only with an SDK older than iOS N (`#if __IPHONE_OS_VERSION_MAX_ALLOWED >= N0000`'s
    /// `#else`, or `#if … < N0000`): an app built so is not linked against iOS N, where the KVC set
    /// still works, so for the rules it is code below N. The tokenizer drops directives: lines are read.
    static func sdkRegions(_ text: String) -> [VersionRegion] {
        guard text.contains(sdkMacro) else { return [] }
        // Each open #if: the SDK major it tests and whether its first branch is the old-SDK one.
        var open: [(major: Int?, thenIsOld: Bool, start: Int, elseLine: Int?)] = []
        var out: [VersionRegion] = []
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = index + 1
            let words = raw.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard let first = words.first, first.hasPrefix("#") else { continue }
            switch first {
            case "#if", "#ifdef", "#ifndef":
                var major: Int?
                var thenIsOld = false
                if words.count == 4, words[1] == sdkMacro, let value = Int(words[3]), value >= 10000 {
                    major = value / 10000
                    thenIsOld = words[2] == "<"
                    if !["<", ">="].contains(words[2]) { major = nil }
                }
                open.append((major, thenIsOld, line, nil))
            case "#else", "#elif":
                if !open.isEmpty, open[open.count - 1].elseLine == nil { open[open.count - 1].elseLine = line }
            case "#endif":
                guard let last = open.popLast(), let major = last.major else { continue }
                let old = last.thenIsOld ? (last.start, last.elseLine ?? line) : last.elseLine.map { ($0, line) }
                if let (from, to) = old { out.append(VersionRegion(start: (from, 1), end: (to, 1), atLeast: nil, below: major)) }
            default: continue
            }
        }
        return out
    }

    /// A method of the file that the file calls (`[self name…]`) only in code that runs below some iOS
    /// version (the `else` of `@available`) runs only there too: its body is such a region. Cordova's
    /// fix moves the KVC set into `handleBelowEqualIos15…`, called only in that `else`. One level only,
    /// and a method called from another file is not known here, so it stays unguarded.
    private static func helpersOnlyBelow(
        _ tokens: [ObjCToken], regions: [VersionRegion], file: String,
        block: (Int) -> (end: Int, region: (line: Int, column: Int), endAt: (line: Int, column: Int))?
    ) -> [VersionRegion] {
        let below = regions.filter { $0.below != nil }
        guard !below.isEmpty else { return [] }
        var out: [VersionRegion] = []
        var i = 0
        while i + 3 < tokens.count {
            // `- (type) name…{`, a method definition at the top level of an @implementation.
            guard tokens[i].text == "-" || tokens[i].text == "+", tokens[i + 1].text == "(",
                i == 0 || ["}", ";"].contains(tokens[i - 1].text) || tokens[i - 1].kind == .identifier
            else {
                i += 1
                continue
            }
            var j = i + 2
            while j < tokens.count, tokens[j].text != ")", tokens[j].text != ";" { j += 1 }
            guard j + 1 < tokens.count, tokens[j].text == ")", tokens[j + 1].kind == .identifier else {
                i += 1
                continue
            }
            let name = tokens[j + 1].text
            var k = j + 1
            while k < tokens.count, tokens[k].text != "{", tokens[k].text != ";" { k += 1 }
            guard k < tokens.count, tokens[k].text == "{", let body = block(k) else {
                i = k + 1
                continue
            }
            let calls = tokens.indices.filter { $0 + 1 < tokens.count && tokens[$0].text == "self" && tokens[$0 + 1].text == name }
            let versions = calls.map { index in
                below.first { $0.contains(SourceRef(file: file, line: tokens[index].line, column: tokens[index].column)) }?.below
            }
            if !versions.isEmpty, versions.allSatisfy({ $0 != nil }), let version = versions.compactMap({ $0 }).max() {
                out.append(VersionRegion(start: body.region, end: body.endAt, atLeast: nil, below: version))
            }
            i = body.end + 1
        }
        return out
    }
}

/// The Swift half: `if #available` / `#unavailable` branches, `guard` bodies and what follows a
/// guard, and `shouldAutorotate(to:)` methods.
final class SwiftScopeVisitor: SyntaxVisitor {
    let converter: SourceLocationConverter
    let file: String
    var regions: [VersionRegion] = []
    var legacy: [LegacyMethod] = []
    var loose: [LooseCall] = []
    var sizeTransitions: [SizeTransitionOverride] = []
    var embedders: Set<String> = []
    var kvcKey = KVCKey()
    /// The enclosing types, innermost last; `struct:`/`enum:` marks those the readers skip.
    var classes: [String] = []

    init(converter: SourceLocationConverter, file: String) {
        self.converter = converter
        self.file = file
        super.init(viewMode: .sourceAccurate)
    }

    func at(_ position: AbsolutePosition) -> (line: Int, column: Int) {
        let location = converter.location(for: position)
        return (location.line, location.column)
    }

    /// The iOS version of a lone `#available(iOS N, *)` (`true`) or `#unavailable(iOS N)` (`false`).
    func availability(_ conditions: ConditionElementListSyntax) -> (version: Int, available: Bool)? {
        guard conditions.count == 1, let condition = conditions.first?.condition.as(AvailabilityConditionSyntax.self) else { return nil }
        let available = condition.availabilityKeyword.tokenKind == .poundAvailable
        for argument in condition.availabilityArguments {
            guard case .availabilityVersionRestriction(let restriction) = argument.argument, restriction.platform.text == "iOS",
                let text = restriction.version?.trimmedDescription, let major = Int(text.split(separator: ".").first ?? "")
            else { continue }
            return (major, available)
        }
        return nil
    }

    func region(_ node: some SyntaxProtocol, runsFrom: Bool, _ version: Int) -> VersionRegion {
        VersionRegion(
            start: at(node.positionAfterSkippingLeadingTrivia), end: at(node.endPositionBeforeTrailingTrivia), atLeast: runsFrom ? version : nil,
            below: runsFrom ? nil : version)
    }

    override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
        if let (version, available) = availability(node.conditions) {
            regions.append(region(node.body, runsFrom: available, version))
            if let otherwise = node.elseBody { regions.append(region(otherwise, runsFrom: !available, version)) }
        }
        return .visitChildren
    }

    override func visit(_ node: GuardStmtSyntax) -> SyntaxVisitorContinueKind {
        if let (version, available) = availability(node.conditions) {
            regions.append(region(node.body, runsFrom: !available, version))
            // What follows the guard in its block runs only where the condition holds.
            if let block = node.parent?.parent?.as(CodeBlockItemListSyntax.self), let last = block.last {
                regions.append(
                    VersionRegion(
                        start: at(node.endPositionBeforeTrailingTrivia), end: at(last.endPositionBeforeTrailingTrivia),
                        atLeast: available ? version : nil, below: available ? nil : version))
            }
        }
        return .visitChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        classes.append(node.name.text)
        return .visitChildren
    }

    override func visitPost(_ node: ClassDeclSyntax) { classes.removeLast() }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        classes.append(node.extendedType.trimmedDescription)
        return .visitChildren
    }

    override func visitPost(_ node: ExtensionDeclSyntax) { classes.removeLast() }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        classes.append("struct:" + node.name.text)
        return .visitChildren
    }

    override func visitPost(_ node: StructDeclSyntax) { classes.removeLast() }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        classes.append("enum:" + node.name.text)
        return .visitChildren
    }

    override func visitPost(_ node: EnumDeclSyntax) { classes.removeLast() }

    /// Calls outside a class or extension: the readers do not collect them.
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let inner = classes.last
        let name =
            node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            ?? node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text ?? ""
        if let inner, !inner.contains(":"), ["addChild", "addChildViewController"].contains(name) { embedders.insert(inner) }
        guard inner == nil || inner!.hasPrefix("struct:") || inner!.hasPrefix("enum:") else { return .visitChildren }
        let arguments = Array(node.arguments)
        let position = at(node.positionAfterSkippingLeadingTrivia)
        let ref = SourceRef(file: file, line: position.line, column: position.column)
        let owner = inner.map { String($0.split(separator: ":").last ?? "") } ?? "(top level)"
        if name == "attemptRotationToDeviceOrientation" {
            loose.append(LooseCall(owner: owner, call: CallSite(kind: .attemptRotation, at: ref)))
        } else if name == "setValue", arguments.count == 2, kvcKey.isOrientation(arguments[1].expression.trimmedDescription) {
            let text = arguments[0].expression.trimmedDescription
            let isMask = KVCMaskValue.isMask(arguments[0].expression)
            let orientation = isMask ? nil : CallCollector.deviceOrientation(text)
            loose.append(LooseCall(owner: owner, call: CallSite(kind: .setDeviceOrientation(orientation, text: text, isMask: isMask), at: ref)))
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        let parameters = node.signature.parameterClause.parameters
        if node.name.text == "viewWillTransition", parameters.map(\.firstName.text) == ["to", "with"],
            node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) }), let body = node.body, let owner = classes.last,
            !owner.contains(":")
        {
            // `super.viewWillTransition(…)` anywhere in the body (a comment is trivia, not a token).
            let tokens = Array(body.tokens(viewMode: .sourceAccurate))
            let callsSuper = tokens.indices.dropLast(2).contains {
                tokens[$0].tokenKind == .keyword(.super) && tokens[$0 + 2].text == "viewWillTransition"
            }
            let position = at(node.name.positionAfterSkippingLeadingTrivia)
            sizeTransitions.append(
                SizeTransitionOverride(
                    className: owner, at: SourceRef(file: file, line: position.line, column: position.column), callsSuper: callsSuper))
        }
        if node.name.text == "shouldAutorotate", parameters.count == 1,
            ["to", "toInterfaceOrientation"].contains(parameters.first?.firstName.text ?? "")
        {
            let position = at(node.name.positionAfterSkippingLeadingTrivia)
            legacy.append(
                LegacyMethod(
                    className: classes.last ?? "?", selector: VersionScope.legacySelector,
                    at: SourceRef(file: file, line: position.line, column: position.column)))
        }
        return .visitChildren
    }
}
