/// Call sites in an Objective-C method body, statement by statement; what follows a `return` in the same
/// block is dead and skipped.
extension ObjCReader {
    /// `types`: the method's parameters of a named class; locals declared with one are added as read.
    func calls(_ body: Range<Int>, decl: inout ClassDecl, types: [String: String] = [:]) -> [CallSite] {
        var types = types
        var sites: [CallSite] = []
        var controllers: [String: ControllerExpr] = [:]
        // Locals made with `initWithInterfaceOrientations:`, for `requestGeometryUpdateWithPreferences:`.
        var geometry: [String: ValueExpr] = [:]
        var i = body.lowerBound
        var statementStart = i
        // The `if`/`else` conditions of the open blocks: a root assigned in one branch per idiom is
        // chosen by the idiom (`if (IS_IPHONE) { … } else { … }`).
        var blocks: [(full: Condition?, own: Condition?)] = []
        var pending: (full: Condition?, own: Condition?) = (nil, nil)
        var lastClosedIf: Condition?
        while i < body.upperBound {
            let t = tokens[i].text
            if t == "{" || t == "}" || t == ";" {
                if statementStart < i {
                    let before = sites.count
                    statement(statementStart..<i, &sites, &controllers, &geometry, &types, &decl)
                    let guards = blocks.compactMap(\.full)
                    for index in before..<sites.count { sites[index].guards = guards }
                }
                switch t {
                case "{":
                    blocks.append(pending)
                    pending = (nil, nil)
                case "}":
                    lastClosedIf = blocks.popLast()?.own
                default:
                    pending = (nil, nil)
                }
                if t == ";", statementStart < i, tokens[statementStart].text == "return" {
                    // Skip to the end of the enclosing block.
                    var depth = 0
                    var j = i + 1
                    while j < body.upperBound {
                        if tokens[j].text == "{" { depth += 1 }
                        if tokens[j].text == "}" {
                            if depth == 0 { break }
                            depth -= 1
                        }
                        j += 1
                    }
                    i = j
                    statementStart = i
                    continue
                }
                i += 1
                statementStart = i
                continue
            }
            // A brace-less `if (…) return …;` starts its statement after the condition.
            if t == "if" || t == "else" {
                var j = i + 1
                if t == "else" {
                    pending = (lastClosedIf.map { .not($0) }, nil)
                }
                if t == "if", j < body.upperBound, tokens[j].text == "(", let end = closing(from: j, open: "(", close: ")") {
                    let own = condition((j + 1)..<end)
                    pending = (pending.full.map { .all([$0, own]) } ?? own, own)
                    j = end + 1
                }
                i = j
                statementStart = i
                continue
            }
            i += 1
        }
        if statementStart < body.upperBound { statement(statementStart..<body.upperBound, &sites, &controllers, &geometry, &types, &decl) }
        return sites
    }

    private func statement(
        _ range: Range<Int>, _ sites: inout [CallSite], _ controllers: inout [String: ControllerExpr], _ geometry: inout [String: ValueExpr],
        _ types: inout [String: String], _ decl: inout ClassDecl
    ) {
        let words = tokens[range].map(\.text)
        let at = ref(range.lowerBound)
        // `BrowserViewController *bvc = …;` / `BrowserViewController *bvc;`: a local of a named class.
        if words.count >= 3, words[1] == "*", words[0].first?.isUppercase == true, words.count == 3 || words[3] == "=" { types[words[2]] = words[0] }
        // `Type *name = <controller>` and `name = <controller>`.
        if let equals = words.firstIndex(of: "="), equals > 0, equals + 1 < words.count, words[equals + 1] != "=" {
            let lhs = Array(words[..<equals])
            let rhs = (range.lowerBound + equals + 1)..<range.upperBound
            let lhsText = lhs.joined()
            let property = lhs.last ?? ""
            let owner = lhs.dropLast().filter { $0 != "." && $0 != "self" && $0 != "*" }
            if property == "rootViewController", lhsText.lowercased().contains("window") {
                let main = ["self.window.rootViewController", "window.rootViewController", "_window.rootViewController"].contains(lhsText)
                sites.append(CallSite(kind: .setRoot(controller(rhs, controllers), mainWindow: main), at: at))
            } else if property == "viewControllers", lhs.count >= 2, lhs[lhs.count - 2] == "." {
                let children = list(rhs, controllers)
                if owner.isEmpty {
                    sites.append(CallSite(kind: .setChildren(children), at: at))
                } else if owner.count == 1, case .make(var made)? = controllers[owner[0]] {
                    made.children = children
                    controllers[owner[0]] = .make(made)
                }
            } else if property == "modalPresentationStyle", let style = Self.style(words[(equals + 1)...].joined()) {
                let styleAt = ref(rhs.lowerBound)
                if owner.isEmpty {
                    decl.ownStyle = decl.ownStyle ?? (style, styleAt)
                } else if owner.count == 1, case .make(var made)? = controllers[owner[0]] {
                    made.style = (style, styleAt)
                    controllers[owner[0]] = .make(made)
                } else if owner.count == 1, let known = controllers[owner[0]] {
                    if case .opaque = known {} else { controllers[owner[0]] = .styled(CallCollector.unstyled(known), style: style, at: styleAt) }
                }
            } else if (lhs.count == 3 && lhs[0] == "self" && lhs[1] == ".") || (lhs.count == 1 && lhs[0].hasPrefix("_")) {
                // `self.tabs = …` / `_tabs = …`: a property later read as `self.tabs`.
                let made = controller(rhs, controllers)
                if case .opaque = made {
                } else {
                    let name = lhs.count == 3 ? lhs[2] : String(lhs[0].dropFirst())
                    decl.propertyControllers[name] = made
                    controllers["self." + name] = made
                }
            } else if let name = lhs.last, lhs.count <= 3, !lhs.contains(".") {
                let made = controller(rhs, controllers)
                if case .opaque = made {} else { controllers[name] = made }
            }
        }
        // `UIWindowSceneGeometryPreferencesIOS *p = [[… alloc] initWithInterfaceOrientations:mask];`
        if let equals = words.firstIndex(of: "="), equals > 0, let mask = geometryMask(words, range) { geometry[words[equals - 1]] = mask }
        for (offset, word) in words.enumerated()
        where offset + 1 < words.count && words[offset + 1] == ":" || word.hasSuffix("Orientation") || word.hasSuffix("Orientations") {
            let argumentStart = range.lowerBound + offset + 2
            switch word {
            case "pushViewController", "showViewController":
                sites.append(
                    CallSite(
                        kind: .push(controller(argument(argumentStart, range.upperBound), controllers)), at: ref(range.lowerBound + offset),
                        receiver: Self.receiver(words, before: offset, types)))
            case "presentViewController":
                sites.append(
                    CallSite(
                        kind: .present(controller(argument(argumentStart, range.upperBound), controllers)), at: ref(range.lowerBound + offset),
                        receiver: Self.receiver(words, before: offset, types)))
            case "performSegueWithIdentifier":
                let words = tokens[argument(argumentStart, range.upperBound)]
                let literal = words.count == 1 && words.first?.kind == .string ? words.first?.text : nil
                sites.append(
                    CallSite(
                        kind: .performSegue(identifier: literal, text: words.map(\.text).joined(separator: " ")), at: ref(range.lowerBound + offset)))
            case "popViewControllerAnimated": sites.append(CallSite(kind: .pop, at: ref(range.lowerBound + offset)))
            case "popToRootViewControllerAnimated": sites.append(CallSite(kind: .popToRoot, at: ref(range.lowerBound + offset)))
            case "dismissViewControllerAnimated": sites.append(CallSite(kind: .dismiss, at: ref(range.lowerBound + offset)))
            case "addChildViewController":
                sites.append(
                    CallSite(kind: .addChild(controller(argument(argumentStart, range.upperBound), controllers)), at: ref(range.lowerBound + offset)))
            case "setViewControllers":
                sites.append(
                    CallSite(kind: .setChildren(list(argument(argumentStart, range.upperBound), controllers)), at: ref(range.lowerBound + offset)))
            case "setValue" where words.contains("forKey") && (words.contains("orientation") || words.contains(where: kvcKey.names.contains)):
                let text = tokens[argument(argumentStart, range.upperBound)].map(\.text).joined()
                let isMask = KVCMaskValue.isMask(text: text)
                let orientation = isMask ? nil : CallCollector.deviceOrientation(text)
                sites.append(CallSite(kind: .setDeviceOrientation(orientation, text: text, isMask: isMask), at: ref(range.lowerBound + offset)))
            case "setModalPresentationStyle" where offset > 0:
                // `[self setModalPresentationStyle:UIModalPresentationFullScreen]` (in init), `[vc set…]`.
                let valueRange = argument(argumentStart, range.upperBound)
                guard let style = Self.style(tokens[valueRange].map(\.text).joined()) else { break }
                let receiver = words[offset - 1]
                if receiver == "self" {
                    decl.ownStyle = decl.ownStyle ?? (style, ref(valueRange.lowerBound))
                } else if case .make(var made)? = controllers[receiver] {
                    made.style = (style, ref(valueRange.lowerBound))
                    controllers[receiver] = .make(made)
                }
            case "attemptRotationToDeviceOrientation":
                sites.append(CallSite(kind: .attemptRotation, at: ref(range.lowerBound + offset)))
            case "setNeedsUpdateOfSupportedInterfaceOrientations":
                sites.append(CallSite(kind: .setNeedsUpdate, at: ref(range.lowerBound + offset)))
            case "requestGeometryUpdateWithPreferences":
                // The preferences made inline, or a local made with them earlier in the method.
                let argumentRange = argument(argumentStart, range.upperBound)
                let argumentWords = tokens[argumentRange].map(\.text)
                let mask =
                    geometryMask(argumentWords, argumentRange)
                    ?? (argumentWords.count == 1 ? geometry[argumentWords[0]] : nil)
                sites.append(
                    CallSite(kind: .requestGeometry(mask ?? .opaque(excerpt(argumentRange))), at: ref(range.lowerBound + offset)))
            default:
                break
            }
        }
    }

    /// `[bvc presentViewController:…]`, `[self.bvc.navigationController pushViewController:…]`, `[_bvc …]`: the
    /// object the message at `offset` is sent to, when it is a name other than `self` (nil: the caller itself,
    /// or an expression not followed). Its class comes from `types` (locals, parameters), else from the
    /// caller's properties and ivars.
    static func receiver(_ words: [String], before offset: Int, _ types: [String: String]) -> Receiver? {
        var depth = 0
        var start = offset - 1
        while start >= 0 {
            if words[start] == "]" { depth += 1 }
            if words[start] == "[" {
                if depth == 0 { break }
                depth -= 1
            }
            start -= 1
        }
        guard start >= 0 else { return nil }
        var parts = Array(words[(start + 1)..<offset]).filter { $0 != "." }
        // `[[self bvc] presentViewController:…]`: the getter sent to self is the property.
        if parts.count == 4, parts[0] == "[", parts[1] == "self", parts[3] == "]" {
            // `[[self bvc] …]` is `self.bvc`; `[[self activeViewController] …]` what that method returns.
            if types[parts[2]] == nil, !["navigationController", "tabBarController", "splitViewController"].contains(parts[2]) {
                return .result(parts[2], text: "[self \(parts[2])]", onSelf: true)
            }
            parts = [parts[2]]
        }
        if parts.first == "self" { parts.removeFirst() }
        if parts.last == "navigationController" { parts.removeLast() }
        guard parts.count == 1, let name = parts.first, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        if let type = types[name] { return .type(type) }
        guard !["navigationController", "tabBarController", "splitViewController", "presentedViewController"].contains(name) else {
            return nil
        }
        return .property(name)
    }

    /// One message argument: up to the next `name:` part or the closing `]` at the same depth.
    /// The mask of an `initWithInterfaceOrientations:` among `words` (the tokens of `range`).
    private func geometryMask(_ words: [String], _ range: Range<Int>) -> ValueExpr? {
        guard let index = words.firstIndex(of: "initWithInterfaceOrientations"), index + 1 < words.count, words[index + 1] == ":" else {
            return nil
        }
        let valueRange = argument(range.lowerBound + index + 2, range.upperBound)
        guard !valueRange.isEmpty else { return nil }
        let mask = value(valueRange)
        if case .opaque = mask { return nil }
        return mask
    }

    private func argument(_ start: Int, _ limit: Int) -> Range<Int> {
        var depth = 0
        var i = start
        while i < limit {
            let t = tokens[i].text
            if t == "[" || t == "(" { depth += 1 }
            if t == "]" || t == ")" {
                if depth == 0 { break }
                depth -= 1
            }
            if depth == 0, tokens[i].kind == .identifier, i + 1 < limit, tokens[i + 1].text == ":", i > start { break }
            i += 1
        }
        return start..<max(start, i)
    }

    static func style(_ text: String) -> String? {
        guard text.hasPrefix("UIModalPresentation") else { return nil }
        let name = SourceWords.lowerFirst(text.dropFirst("UIModalPresentation".count))
        return SourceWords.presentationStyles.contains(name) ? name : nil
    }

    private func list(_ range: Range<Int>, _ controllers: [String: ControllerExpr]) -> [ControllerExpr] {
        guard range.count >= 2, tokens[range.lowerBound].text == "@", tokens[range.lowerBound + 1].text == "[" else {
            return [controller(range, controllers)]
        }
        var items: [ControllerExpr] = []
        var start = range.lowerBound + 2
        var depth = 0
        for i in start..<range.upperBound {
            let t = tokens[i].text
            if t == "[" || t == "(" { depth += 1 }
            if (t == "]" || t == ")") && depth > 0 {
                depth -= 1
                continue
            }
            if depth == 0, t == "," || t == "]" {
                if start < i { items.append(controller(start..<i, controllers)) }
                start = i + 1
            }
        }
        return items
    }

    /// `[[X alloc] init…]`, `[X new]`, `[[UINavigationController alloc] initWithRootViewController:y]`,
    /// `[storyboard instantiateViewControllerWithIdentifier:@"id"]`, or a local name.
    func controller(_ range: Range<Int>, _ controllers: [String: ControllerExpr]) -> ControllerExpr {
        let words = tokens[range].map(\.text)
        let at = ref(range.lowerBound)
        if words.count == 1, let known = controllers[words[0]] { return known }
        if words.count == 3, words[0] == "self", words[1] == ".", let known = controllers["self." + words[2]] { return known }
        if let index = words.firstIndex(of: "instantiateViewControllerWithIdentifier"), index + 2 < words.count {
            let name = words.firstIndex(of: "storyboardWithName").flatMap { $0 + 2 < words.count ? words[$0 + 2] : nil }
            return .storyboard(name: name, identifier: words[index + 2], cast: nil, at: at)
        }
        if words.count >= 5, words[0] == "[", words[1] == "[", words[3] == "alloc" {
            var made = MadeController(className: words[2], at: at)
            if let index = words.firstIndex(of: "initWithRootViewController"), index + 2 < words.count {
                made.root = controller((range.lowerBound + index + 2)..<(range.upperBound - 1), controllers)
            }
            return .make(made)
        }
        if words.count == 4, words[0] == "[", words[2] == "new" { return .make(MadeController(className: words[1], at: at)) }
        // `[Receipt receiptForOrder:3]`, `[self makeAlert]`: a message, never a class.
        if words.count >= 4, words[0] == "[", words.last == "]", tokens[range.lowerBound + 1].kind == .identifier,
            tokens[range.lowerBound + 2].kind == .identifier, words[2] != "alloc"
        {
            let receiver = words[1].first?.isUppercase == true ? words[1] : nil
            return .factory(method: words[2], receiver: receiver, text: words.joined(separator: " "), at: at)
        }
        return .opaque(words.joined(separator: " "), at: at)
    }
}
