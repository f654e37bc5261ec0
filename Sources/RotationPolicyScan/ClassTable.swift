import RotationPolicyWire
/// Every class, extension and category found, merged by name, with superclass chains.
struct ClassTable: Sendable {
    private(set) var declarations: [String: [ClassDecl]] = [:]
    private(set) var order: [String] = []
    var globals: [String: ValueExpr] = [:]
    var globalRefs: [String: SourceRef] = [:]
    /// Idiom helpers by name (`isPad`, `UIDevice.isPhone`, `IS_IPAD`); a name defined as two different
    /// tests is dropped, as the scan cannot tell which one a call site reads.
    private(set) var idiomTests: [String: Condition] = [:]
    private var conflictingIdiomTests: Set<String> = []
    /// Version regions by file, and pre-iOS 6 methods (VersionScope.swift), for lint's checks.
    private(set) var regions: [String: [VersionRegion]] = [:]
    /// Idiom regions by file (IdiomScope.swift): where an orientation lock runs only on iPhone.
    private(set) var idiomRegions: [String: [IdiomRegion]] = [:]
    private(set) var legacy: [LegacyMethod] = []
    private(set) var looseCalls: [LooseCall] = []
    /// The functions and mask properties lint follows for helpers and lock variables (RotationCode).
    var rotation = RotationCode()

    private(set) var sizeTransitions: [SizeTransitionOverride] = []
    /// Classes whose code embeds a child controller.
    private(set) var embedders: Set<String> = []

    mutating func addScopes(_ scopes: ScopeFacts, file: String) {
        if !scopes.regions.isEmpty { regions[file, default: []] += scopes.regions }
        if !scopes.idiomRegions.isEmpty { idiomRegions[file, default: []] += scopes.idiomRegions }
        legacy += scopes.legacy
        looseCalls += scopes.loose
        sizeTransitions += scopes.sizeTransitions
        embedders.formUnion(scopes.embedders)
    }

    /// String constants of every file; a name two files give different values is dropped (ambiguous).
    private(set) var strings: [String: String] = [:]
    private var conflictingStrings: Set<String> = []

    /// The string a constant reference names (`Segue.detail.rawValue`, `SegueNames.settings`, `kDetail`),
    /// when the sources give it one value.
    func stringConstant(_ text: String) -> String? {
        var parts = text.split(separator: ".").map(String.init)
        if parts.last == "rawValue" { parts.removeLast() }
        if parts.first == "self" { parts.removeFirst() }
        guard !parts.isEmpty, parts.allSatisfy({ $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }) else { return nil }
        return strings[parts.suffix(2).joined(separator: ".")]
    }

    /// Names of methods and computed properties, in any file, that return the top-most presented controller.
    private(set) var topmostHelpers: Set<String> = []

    /// Whether a call is sent to the top-most presented controller: nobody's, listed as unplaced.
    func sentToTopmost(_ call: CallSite) -> Bool {
        switch call.receiver {
        case .result(let name, _, _)?, .property(let name)?: return topmostHelpers.contains(name)
        default: return false
        }
    }

    mutating func add(_ facts: SourceFacts) {
        topmostHelpers.formUnion(facts.topmostHelpers)
        for (name, value) in facts.strings where !conflictingStrings.contains(name) {
            if let known = strings[name], known != value {
                strings[name] = nil
                conflictingStrings.insert(name)
            } else {
                strings[name] = value
            }
        }
        for decl in facts.classes {
            if declarations[decl.name] == nil { order.append(decl.name) }
            // The class itself first; extensions and categories after it.
            if decl.isExtension {
                declarations[decl.name, default: []].append(decl)
            } else {
                declarations[decl.name, default: []].insert(decl, at: 0)
            }
        }
        for (name, ref) in facts.globalRefs where globals[name] == nil { globalRefs[name] = ref }
        for (name, test) in facts.classes.flatMap(\.idiomTests) + facts.idiomTests {
            addIdiomTest(name, test)
        }
        globals.merge(facts.globals) { old, _ in old }
    }

    private mutating func addIdiomTest(_ name: String, _ test: Condition) {
        guard !conflictingIdiomTests.contains(name) else { return }
        if let known = idiomTests[name], known != test {
            idiomTests[name] = nil
            conflictingIdiomTests.insert(name)
        } else {
            idiomTests[name] = test
        }
    }

    /// The idiom test a condition's text reads: `isPad`, `self.isPad`, `UIDevice.isPad`,
    /// `UIDevice.current.isPhone()`, `[UIDevice isPad]`, `IS_IPAD`.
    func idiomTest(reading text: String) -> Condition? {
        guard text.utf8.count < 120, text.allSatisfy({ $0.isLetter || $0.isNumber || " _.[]()".contains($0) }) else { return nil }
        let words = text.split { " .[]()".contains($0) }
        guard let last = words.last else { return nil }
        return idiomTests[String(last)]
    }

    func primary(_ name: String) -> ClassDecl? { declarations[name]?.first }

    func superclass(of name: String) -> String? {
        declarations[name]?.lazy.compactMap(\.superclass).first
    }

    /// The class, its superclasses, and UIViewController under any UIKit controller class.
    func chain(_ name: String) -> [String] {
        var out: [String] = []
        var current: String? = name
        while let class_ = current, !out.contains(class_), out.count < 32 {
            out.append(class_)
            current = superclass(of: class_)
        }
        if let last = out.last, last != "UIViewController", SourceWords.viewControllerClasses.contains(last) || declarations[last] == nil {
            if SourceWords.viewControllerClasses.contains(last) { out.append("UIViewController") }
        }
        return out
    }

    /// A controller by declaration: the class or a superclass (through the scanned code) is a UIKit or
    /// preset controller class. Never by name alone.
    func isDeclaredController(_ name: String) -> Bool {
        chain(name).contains { SourceWords.viewControllerClasses.contains($0) }
    }

    /// The declared return type of the method `method` (on `receiver` first, else any class's).
    func factory(_ method: String, receiver: String?) -> FactoryReturn? {
        if let receiver {
            for class_ in chain(receiver) {
                if let found = declarations[class_]?.lazy.compactMap({ $0.factories[method] }).first { return found }
            }
        }
        for name in order {
            if let found = declarations[name]?.lazy.compactMap({ $0.factories[method] }).first { return found }
        }
        return nil
    }

    func isController(_ name: String) -> Bool {
        chain(name).contains { SourceWords.viewControllerClasses.contains($0) } || name.hasSuffix("Controller")
    }

    /// The class of a stored property of `name` (or a superclass), and whether it is never nil.
    func storedProperty(_ property: String, of name: String) -> (type: String, fixed: Bool)? {
        for class_ in chain(name) {
            for decl in declarations[class_] ?? [] {
                if let type = decl.propertyTypes[property] { return (type, decl.fixedProperties.contains(property)) }
            }
        }
        return nil
    }

    /// The getter `property` as the class sees it: the nearest class in the chain that has it. In
    /// Objective-C a category's method replaces the class's own, so categories are asked first there.
    func getter(_ property: String, for name: String) -> (Getter, owner: String, language: SourceLanguage)? {
        for class_ in chain(name) {
            guard let decls = declarations[class_] else { continue }
            let ordered =
                decls.filter { $0.isExtension && $0.language == .objectiveC } + decls.filter { !($0.isExtension && $0.language == .objectiveC) }
            for decl in ordered {
                if let getter = decl.getters[property] { return (getter, class_, decl.language) }
            }
        }
        return nil
    }

    /// Calls made by the class's own code and what it inherits, and the presents and pushes other classes
    /// send to an object of it (`bvc.present(…)` where `bvc` is declared a BrowserViewController).
    func calls(for name: String) -> [CallSite] {
        let chain = chain(name)
        var out: [CallSite] = []
        for class_ in chain {
            for call in declarations[class_]?.flatMap(\.calls) ?? [] where receiverClass(call, caller: class_) == nil {
                // A call sent to the top-most presented controller is nobody's (listed as unplaced).
                if !sentToTopmost(call) { out.append(call) }
            }
        }
        for class_ in order {
            for call in declarations[class_]?.flatMap(\.calls) ?? [] where call.receiver != nil {
                if let receiver = receiverClass(call, caller: class_), chain.contains(receiver) { out.append(call) }
            }
        }
        return out
    }

    /// The class a call is sent to when that is another controller class the sources declare (nil: the
    /// caller's own call, or an object the scan cannot name).
    func receiverClass(_ call: CallSite, caller: String) -> String? {
        let type: String?
        switch call.receiver {
        case .type(let name)?: type = name
        case .property(let name)?: type = storedProperty(name, of: caller)?.type
        // `[[self bvc] …]`: a getter of a stored property is the property.
        case .result(let name, _, let onSelf)?: type = onSelf ? storedProperty(name, of: caller)?.type : nil
        case nil: type = nil
        }
        // A UIKit class (`on viewController: UIViewController`) says nothing about which controller it is:
        // the call stays the caller's, rather than every controller's.
        guard let type, type != caller, !SourceWords.viewControllerClasses.contains(type), declarations[type] != nil, isDeclaredController(type)
        else { return nil }
        return type
    }

    func ownStyle(for name: String) -> (String, SourceRef)? {
        for class_ in chain(name) {
            if let style = declarations[class_]?.lazy.compactMap(\.ownStyle).first { return style }
            // `override var modalPresentationStyle: UIModalPresentationStyle { .fullScreen }` /
            // `- (UIModalPresentationStyle)modalPresentationStyle { return UIModalPresentationFullScreen; }`.
            if let getter = declarations[class_]?.lazy.compactMap({ $0.getters["modalPresentationStyle"] }).first {
                guard getter.returns.count == 1, let site = getter.returns.first, site.guards.isEmpty else { return nil }
                let text: String? =
                    switch site.expr {
                    case .opaque(let text), .name(let text): text
                    default: nil
                    }
                guard let text, let style = CallCollector.styleName(text) ?? ObjCReader.style(text) else { return nil }
                return (style, site.at)
            }
        }
        return nil
    }

    /// The request's `kind`: from the UIKit container in the chain; a plain controller that adds child
    /// controllers is a `container`.
    func kind(of name: String) -> String {
        for class_ in chain(name) {
            if let kind = SourceWords.kinds[class_] { return kind }
        }
        let addsChildren = calls(for: name).contains {
            if case .addChild = $0.kind { return true }
            return false
        }
        return addsChildren ? "container" : "viewController"
    }

    var appDelegates: [ClassDecl] {
        order.compactMap { name in declarations[name]?.first { $0.conformsToAppDelegate || $0.getters[OverrideName.delegate] != nil } }
    }
}
