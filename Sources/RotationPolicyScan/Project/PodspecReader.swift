import Foundation

/// Reads a podspec's Ruby DSL without running Ruby: the literal forms `s.name = 'X'`,
/// `s.module_name = 'X'`, `s.source_files = 'a'`, `= 'a', 'b'`, `= ['a', "b"]`, `= %w[a b]`,
/// `s.ios.source_files = …`, `exclude_files`, `s.subspec 'Name' do |ss|` blocks, `default_subspecs` and
/// `ss.dependency 'Pod/Sub'` (which subspecs a `Podfile`'s `pod` line builds). A value that is not such a
/// literal (a variable, `#{}`, a method call) gives a warning and nothing from that line.
enum PodspecReader {
    static let attributes: Set<String> = ["name", "module_name", "source_files", "exclude_files", "default_subspecs", "default_subspec"]
    /// Platforms whose files are not the iOS app's.
    static let otherPlatforms: Set<String> = ["osx", "macos", "tvos", "watchos", "visionos"]

    static func read(_ text: String, file: String) -> Podspec {
        var spec = Podspec()
        // Block variable → the spec block it names now (`do |ss|` may be reused by several subspecs);
        // a variable bound by a test or app spec block maps to nil: its files are not the library's.
        var blocks: [String: Int?] = [:]
        var nextBlock = 0
        // A later assignment of the same attribute in the same block replaces the earlier one, as in Ruby.
        var assigned: [String: [Podspec.Pattern]] = [:]
        var order: [String] = []
        for (line, statement) in statements(text) {
            if let variable = blockVariable(statement, opener: "Pod::Spec.new") {
                blocks[variable] = nextBlock
                nextBlock += 1
                continue
            }
            if let (receiver, variable, kind) = childBlock(statement) {
                var isSubspec = false
                if kind == "subspec", case .some(.some(let parent)) = blocks[receiver] {
                    isSubspec = true
                    let own = subspecName(statement)
                    if own == nil {
                        spec.warnings.append(
                            "\(file):\(line): the subspec's name is not a literal; a Podfile cannot pick it by name, so it is read only with "
                                + "the whole pod")
                    }
                    spec.subspecs[nextBlock] = Podspec.Subspec(name: own.flatMap { spec.childName($0, in: parent) }, parent: parent)
                }
                blocks[variable] = isSubspec ? .some(nextBlock) : .some(nil)
                nextBlock += 1
                continue
            }
            if let (variable, platform, argument) = dependency(statement), let bound = blocks[variable], let block = bound {
                guard platform.map({ !otherPlatforms.contains($0) }) ?? true else { continue }
                // `"#{s.name}/Core"` names the pod itself: the one interpolation read.
                let rootVariables = blocks.compactMap { $0.value == 0 ? $0.key : nil }
                guard let name = firstLiteral(interpolatingName(argument, of: rootVariables, name: spec.name)) else {
                    spec.warnings.append(
                        "\(file):\(line): the dependency's name is not a literal (a variable, #{} or a method call); the subspecs it "
                            + "names are not read with this one")
                    continue
                }
                spec.dependencies[block, default: []].append(name)
                continue
            }
            guard let (variable, platform, attribute, value) = assignment(statement), let bound = blocks[variable], let block = bound,
                attributes.contains(attribute)
            else { continue }
            if let platform, otherPlatforms.contains(platform) { continue }
            if attribute.hasPrefix("default_subspec"), value.trimmingCharacters(in: .whitespaces) == ":none" {
                spec.defaults[block] = []
                continue
            }
            guard let values = literals(value) else {
                spec.warnings.append(
                    "\(file):\(line): \(attribute) is not a literal the scan reads (a variable, #{} or a method call); nothing is read "
                        + "from this line")
                continue
            }
            switch attribute {
            case "name" where block == 0: spec.name = values.first
            case "module_name" where block == 0: spec.moduleName = values.first
            case "default_subspecs", "default_subspec": spec.defaults[block] = values
            case "source_files", "exclude_files":
                let key = "\(block) \(platform ?? "") \(attribute)"
                if assigned[key] == nil { order.append(key) }
                assigned[key] = values.map { Podspec.Pattern(pattern: $0, block: block, line: line) }
            default: break
            }
        }
        for key in order {
            let patterns = assigned[key] ?? []
            if key.hasSuffix("exclude_files") { spec.excludes += patterns } else { spec.sources += patterns }
        }
        return spec
    }

    /// The folder's source files a podspec at `path` names: its patterns with brace lists expanded,
    /// matched with `Glob` from the podspec's folder; a pattern naming a folder takes the files in it.
    /// `blocks`: the spec blocks the app builds (`Podspec.blocks(for:pod:)`); nil: all of them.
    static func files(
        _ spec: Podspec, at path: String, among candidates: [String], blocks: Set<Int>? = nil, warnings: inout [String]
    ) -> Set<String> {
        let folder = ProjectPath.folder(of: path)
        func expanded(_ patterns: [Podspec.Pattern]) -> [(glob: String, block: Int)] {
            patterns.flatMap { item -> [(glob: String, block: Int)] in
                let alternatives = expandBraces(item.pattern)
                guard alternatives.count <= maxAlternatives else {
                    warnings.append(
                        "\(path):\(item.line): \(item.pattern) expands to more than \(maxAlternatives) patterns; its files are not read")
                    return []
                }
                guard item.pattern.filter({ $0 == "*" }).count <= maxStars else {
                    warnings.append("\(path):\(item.line): \(item.pattern) has more than \(maxStars) `*`; its files are not read")
                    return []
                }
                return alternatives.compactMap { ProjectPath.join(folder, $0).map { ($0, item.block) } }
            }
        }
        let sources = expanded(spec.sources.filter { blocks?.contains($0.block) ?? true })
        let excludes = expanded(spec.excludes)
        let listed = Set(candidates)
        var found: Set<String> = []
        for source in sources {
            let literal = !source.glob.contains { "*?[".contains($0) }
            let matching: [String]
            if literal, listed.contains(source.glob) {
                matching = [source.glob]
            } else if literal {
                // A folder: the files directly in it, as CocoaPods reads a folder pattern.
                matching = candidates.filter { ProjectPath.folder(of: $0) == source.glob }
            } else {
                matching = candidates.filter { Glob.matches(source.glob, $0) }
            }
            for file in matching
            where !excludes.contains(where: { ($0.block == 0 || $0.block == source.block) && Glob.matches($0.glob, file) }) {
                found.insert(file)
            }
        }
        return found
    }

    /// Brace lists (`*.{h,m}`) are expanded before `Glob`, which does not know them; at most this many
    /// patterns come from one, and a pattern has at most `maxStars` stars (`**` backtracks).
    static let maxAlternatives = 64
    static let maxStars = 6

    static func expandBraces(_ pattern: String) -> [String] {
        guard let open = pattern.firstIndex(of: "{") else { return [pattern] }
        var depth = 0
        var close: String.Index?
        for index in pattern[open...].indices {
            if pattern[index] == "{" { depth += 1 }
            if pattern[index] == "}" {
                depth -= 1
                if depth == 0 {
                    close = index
                    break
                }
            }
        }
        guard let close else { return [pattern] }
        let head = pattern[..<open]
        let tail = String(pattern[pattern.index(after: close)...])
        var options: [String] = []
        var current = ""
        depth = 0
        for character in pattern[pattern.index(after: open)..<close] {
            if character == "," && depth == 0 {
                options.append(current)
                current = ""
                continue
            }
            if character == "{" { depth += 1 }
            if character == "}" { depth -= 1 }
            current.append(character)
        }
        options.append(current)
        var result: [String] = []
        for option in options {
            for expansion in expandBraces(head + option + tail) {
                result.append(expansion)
                if result.count > maxAlternatives { return result }
            }
        }
        return result
    }

    // MARK: - The Ruby forms

    /// Logical statements with the line they start on: a line continues while a bracket is open or it
    /// ends with `,` or `\`; comments are dropped.
    static func statements(_ text: String) -> [(Int, String)] {
        var result: [(Int, String)] = []
        var current = ""
        var start = 0
        var depth = 0
        // The closing word of a heredoc (`s.description = <<-DESC`) whose lines are text, not statements.
        var heredoc: String?
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if let end = heredoc {
                if raw.trimmingCharacters(in: .whitespaces) == end { heredoc = nil }
                continue
            }
            let line = stripComment(String(raw)).trimmingCharacters(in: .whitespaces)
            if let match = line.range(of: #"<<[-~]?['"]?[A-Za-z_][A-Za-z0-9_]*"#, options: .regularExpression) {
                heredoc = String(line[match].drop { "<-~'\"".contains($0) })
            }
            if current.isEmpty {
                start = index + 1
                if line.isEmpty { continue }
            }
            current += (current.isEmpty ? "" : " ") + line
            depth += bracketBalance(line)
            let continues = depth > 0 || line.hasSuffix(",") || line.hasSuffix("\\")
            if continues, current.count < 100_000 {
                if line.hasSuffix("\\") { current.removeLast() }
                continue
            }
            result.append((start, current))
            current = ""
            depth = 0
        }
        if !current.isEmpty { result.append((start, current)) }
        return result
    }

    /// The line without a `#` comment (a `#` inside a string or `#{` is kept).
    static func stripComment(_ line: String) -> String {
        var quote: Character?
        var previous: Character = " "
        var result = ""
        for character in line {
            if let open = quote {
                if character == open && previous != "\\" { quote = nil }
            } else if character == "'" || character == "\"" {
                quote = character
            } else if character == "#" {
                break
            }
            result.append(character)
            previous = character
        }
        return result
    }

    private static func bracketBalance(_ line: String) -> Int {
        var quote: Character?
        var depth = 0
        for character in line {
            if let open = quote {
                if character == open { quote = nil }
                continue
            }
            switch character {
            case "'", "\"": quote = character
            case "[", "(": depth += 1
            case "]", ")": depth -= 1
            default: break
            }
        }
        return depth
    }

    /// `Pod::Spec.new do |s|` → `s`.
    private static func blockVariable(_ statement: String, opener: String) -> String? {
        guard statement.contains(opener) else { return nil }
        return blockParameter(statement)
    }

    /// `s.subspec 'Core' do |ss|` (or `test_spec`, `app_spec`) → (`s`, `ss`, `subspec`).
    private static func childBlock(_ statement: String) -> (receiver: String, variable: String, kind: String)? {
        guard let dot = statement.firstIndex(of: ".") else { return nil }
        let receiver = String(statement[..<dot])
        let rest = statement[statement.index(after: dot)...]
        let kind = String(rest.prefix { $0.isLetter || $0 == "_" })
        guard isIdentifier(receiver), ["subspec", "test_spec", "app_spec"].contains(kind), let variable = blockParameter(statement) else {
            return nil
        }
        return (receiver, variable, kind)
    }

    /// `s.subspec 'UI' do |ss|` or `s.subspec('UI') { |ss|` → `UI`; nil when the name is not a literal.
    private static func subspecName(_ statement: String) -> String? {
        guard let keyword = statement.range(of: ".subspec"),
            let end = statement[keyword.upperBound...].range(of: #"(\bdo\b|\{)"#, options: .regularExpression)
        else { return nil }
        var argument = statement[keyword.upperBound..<end.lowerBound].trimmingCharacters(in: .whitespaces)
        if argument.hasPrefix("("), argument.hasSuffix(")") { argument = String(argument.dropFirst().dropLast()) }
        guard let names = literals(argument), names.count == 1 else { return nil }
        return names[0]
    }

    /// `ss.dependency 'Kit/Core'`, `ss.dependency 'Kit/Core', '~> 1.0'`, `ss.ios.dependency('Kit/Core')`,
    /// `ss.dependency 'Kit/Core', :configurations => ['Debug']` → (`ss`, `ios`, the arguments as written).
    private static func dependency(_ statement: String) -> (variable: String, platform: String?, arguments: String)? {
        guard let keyword = statement.range(of: ".dependency") else { return nil }
        let parts = statement[..<keyword.lowerBound].split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard (1...2).contains(parts.count), parts.allSatisfy(isIdentifier) else { return nil }
        // `dependency` itself, then its arguments: a space or a parenthesis, not `dependency_foo`.
        guard let next = statement[keyword.upperBound...].first, next == "(" || next.isWhitespace else { return nil }
        var argument = statement[keyword.upperBound...].trimmingCharacters(in: .whitespaces)
        if argument.hasPrefix("("), argument.hasSuffix(")") { argument = String(argument.dropFirst().dropLast()) }
        return argument.isEmpty ? nil : (parts[0], parts.count == 2 ? parts[1] : nil, argument)
    }

    /// The first argument when it is one quoted string without interpolation (`'Kit/Core', '~> 1.0'` →
    /// `Kit/Core`); the arguments after it, whatever they are, do not matter.
    static func firstLiteral(_ arguments: String) -> String? {
        guard let quote = arguments.first, quote == "'" || quote == "\"" else { return nil }
        let body = arguments.dropFirst()
        guard let close = body.firstIndex(of: quote) else { return nil }
        let name = String(body[..<close])
        guard !name.contains("#{"), !name.contains("\\") else { return nil }
        return name
    }

    /// `"#{s.name}/Core"` with the root spec's variable `s` and a known name → `"Kit/Core"`; anything
    /// else as it is.
    private static func interpolatingName(_ arguments: String, of variables: [String], name: String?) -> String {
        guard let name, arguments.hasPrefix("\"") else { return arguments }
        var text = arguments
        for variable in variables { text = text.replacingOccurrences(of: "#{\(variable).name}", with: name) }
        return text
    }

    private static func blockParameter(_ statement: String) -> String? {
        guard statement.range(of: #"(\bdo|\{)\s*\|"#, options: .regularExpression) != nil,
            let bar = statement.firstIndex(of: "|")
        else { return nil }
        let after = statement[statement.index(after: bar)...]
        guard let end = after.firstIndex(of: "|") else { return nil }
        let name = after[..<end].trimmingCharacters(in: .whitespaces)
        return isIdentifier(name) ? name : nil
    }

    /// `s.source_files = VALUE` or `s.ios.source_files = VALUE` → (`s`, `ios`, `source_files`, `VALUE`).
    private static func assignment(_ statement: String) -> (String, String?, String, String)? {
        guard let equals = statement.firstIndex(of: "=") else { return nil }
        let after = statement.index(after: equals)
        guard after == statement.endIndex || !"=~>".contains(statement[after]) else { return nil }
        let target = statement[..<equals].trimmingCharacters(in: .whitespaces)
        let parts = target.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard (2...3).contains(parts.count), parts.allSatisfy(isIdentifier) else { return nil }
        let value = statement[after...].trimmingCharacters(in: .whitespaces)
        return (parts[0], parts.count == 3 ? parts[1] : nil, parts[parts.count - 1], value)
    }

    private static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.first, first.isLetter || first == "_" else { return false }
        return text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }

    /// The strings of a literal value: `'a'`, `"a"` (no `#{}`), `'a', 'b'`, `['a', 'b']` or `%w[a b]`
    /// (any of `[]`, `()`, `{}`, `<>`); nil for anything else.
    static func literals(_ value: String) -> [String]? {
        var text = Substring(value.trimmingCharacters(in: .whitespaces))
        if text.hasPrefix("%w") || text.hasPrefix("%W") {
            text = text.dropFirst(2)
            let pairs: [Character: Character] = ["[": "]", "(": ")", "{": "}", "<": ">"]
            guard let open = text.first, let close = pairs[open], text.last == close, text.count >= 2 else { return nil }
            let words = text.dropFirst().dropLast().split(whereSeparator: \.isWhitespace).map(String.init)
            guard !words.isEmpty, !words.contains(where: { $0.contains("#{") }) else { return nil }
            return words
        }
        if text.hasPrefix("[") {
            guard text.hasSuffix("]") else { return nil }
            text = text.dropFirst().dropLast()
        }
        var strings: [String] = []
        var rest = text.drop { $0.isWhitespace }
        while !rest.isEmpty {
            guard let quote = rest.first, quote == "'" || quote == "\"" else { return nil }
            var string = ""
            var index = rest.index(after: rest.startIndex)
            var closed = false
            while index < rest.endIndex {
                let character = rest[index]
                if character == "\\", rest.index(after: index) < rest.endIndex {
                    index = rest.index(after: index)
                    string.append(rest[index])
                } else if character == quote {
                    closed = true
                    break
                } else {
                    string.append(character)
                }
                index = rest.index(after: index)
            }
            guard closed, quote == "'" || !string.contains("#{") else { return nil }
            strings.append(string)
            rest = rest[rest.index(after: index)...].drop { $0.isWhitespace }
            if rest.first == "," { rest = rest.dropFirst().drop { $0.isWhitespace } }
        }
        return strings.isEmpty ? nil : strings
    }
}
