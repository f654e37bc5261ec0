import Foundation

/// The C preprocessor Xcode runs over an Info.plist when `INFOPLIST_PREPROCESS = YES`: `#if`, `#ifdef`,
/// `#ifndef`, `#elif`, `#else`, `#endif`, `#define`, `#undef` and `#include`, with
/// `INFOPLIST_PREPROCESSOR_DEFINITIONS`, and object-like macros replaced in the text. Lines keep their
/// numbers (a dropped line becomes empty) so keys are still found at their line; an included file's text
/// is put on the `#include` line.
struct PlistPreprocessor {
    /// Finds an included file from the including file's folder: its path and text, or nil.
    let load: (_ name: String, _ from: String) -> (path: String, text: String)?
    private(set) var macros: [String: String] = [:]
    private(set) var warnings: [String] = []

    init(definitions: String, load: @escaping (_ name: String, _ from: String) -> (path: String, text: String)?) {
        self.load = load
        // `NAME`, `NAME=VALUE`, `-DNAME=VALUE`, separated by spaces (Xcode's list syntax).
        for item in definitions.split(separator: " ") {
            var item = Substring(item)
            if item.hasPrefix("-D") { item = item.dropFirst(2) }
            let parts = item.split(separator: "=", maxSplits: 1)
            guard let name = parts.first, !name.isEmpty else { continue }
            macros[String(name)] = parts.count > 1 ? String(parts[1]).trimmingCharacters(in: ["\""]) : "1"
        }
    }

    mutating func run(_ text: String, file: String) -> String {
        var open: Set<String> = []
        return process(text, file: file, depth: 0, open: &open)
    }

    private struct Branch {
        var parentActive: Bool
        var active: Bool
        var taken: Bool
    }

    private mutating func process(_ text: String, file: String, depth: Int, open: inout Set<String>) -> String {
        var out: [String] = []
        var stack: [Branch] = []
        var active: Bool { stack.last?.active ?? true }
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            guard trimmed.hasPrefix("#") else {
                out.append(active ? substitute(String(line)) : "")
                continue
            }
            let body = trimmed.dropFirst().drop { $0 == " " || $0 == "\t" }
            let word = String(body.prefix { $0.isLetter })
            let rest = body.dropFirst(word.count).trimmingCharacters(in: .whitespaces)
            var emitted = ""
            switch word {
            case "if", "ifdef", "ifndef":
                let name = String(rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
                let value =
                    switch word {
                    case "ifdef": macros[name] != nil
                    case "ifndef": macros[name] == nil
                    default: evaluate(rest)
                    }
                stack.append(Branch(parentActive: active, active: active && value, taken: value))
            case "elif":
                guard var branch = stack.popLast() else { break }
                let value = !branch.taken && evaluate(rest)
                branch.active = branch.parentActive && value
                branch.taken = branch.taken || value
                stack.append(branch)
            case "else":
                guard var branch = stack.popLast() else { break }
                branch.active = branch.parentActive && !branch.taken
                branch.taken = true
                stack.append(branch)
            case "endif":
                _ = stack.popLast()
            case "define" where active:
                let name = String(rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
                guard !name.isEmpty else { break }
                macros[name] = rest.dropFirst(name.count).trimmingCharacters(in: .whitespaces)
            case "undef" where active:
                macros[rest.trimmingCharacters(in: .whitespaces)] = nil
            case "include" where active:
                let name = rest.trimmingCharacters(in: ["\"", "<", ">", " "])
                guard depth < 8, let (path, included) = load(name, ProjectPath.folder(of: file)), !open.contains(path) else {
                    warnings.append(
                        "\(file):\(index + 1): #include \(rest): "
                            + (depth < 8
                                ? "not found beside the Info.plist or among the project's files (or an include cycle); skipped, so keys it holds are missing"
                                : "more than 8 nested includes; skipped"))
                    break
                }
                open.insert(path)
                emitted = process(included, file: path, depth: depth + 1, open: &open)
                    .split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
                open.remove(path)
            default:
                break
            }
            out.append(emitted)
        }
        if !stack.isEmpty { warnings.append("\(file): \(stack.count) #if without #endif; read to the end of the file") }
        return out.joined(separator: "\n")
    }

    /// Replaces whole identifiers that name macros (object-like macros only, as Info.plists use them).
    private func substitute(_ line: String, depth: Int = 0) -> String {
        guard !macros.isEmpty, depth < 8 else { return line }
        var out = ""
        var changed = false
        var word = ""
        func flush() {
            if let value = macros[word], !word.isEmpty {
                out += value
                changed = true
            } else {
                out += word
            }
            word = ""
        }
        for character in line {
            if character.isLetter || character == "_" || (!word.isEmpty && character.isNumber) {
                word.append(character)
            } else {
                flush()
                out.append(character)
            }
        }
        flush()
        return changed ? substitute(out, depth: depth + 1) : out
    }

    /// An `#if` expression: integers, macros (an unknown name is 0), `defined`, `!`, `&&`, `||`,
    /// comparisons, `+`, `-` and parentheses.
    private func evaluate(_ expression: String) -> Bool {
        var parser = ConditionParser(tokens: ConditionParser.tokens(expression), macros: macros)
        return parser.parseOr() != 0
    }
}

/// Recursive descent over `#if` tokens.
private struct ConditionParser {
    var tokens: [String]
    let macros: [String: String]
    var index = 0
    var depth = 0

    static func tokens(_ text: String) -> [String] {
        var out: [String] = []
        var chars = Array(text)
        if let comment = text.range(of: "//") { chars = Array(text[..<comment.lowerBound]) }
        var i = 0
        while i < chars.count {
            let c = chars[i]
            if c.isWhitespace {
                i += 1
            } else if c.isLetter || c.isNumber || c == "_" {
                var j = i
                while j < chars.count, chars[j].isLetter || chars[j].isNumber || chars[j] == "_" { j += 1 }
                out.append(String(chars[i..<j]))
                i = j
            } else if i + 1 < chars.count, ["&&", "||", "==", "!=", "<=", ">="].contains(String(chars[i...i + 1])) {
                out.append(String(chars[i...i + 1]))
                i += 2
            } else {
                out.append(String(c))
                i += 1
            }
        }
        return out
    }

    private var peek: String? { index < tokens.count ? tokens[index] : nil }

    private mutating func next() -> String? {
        defer { index += 1 }
        return peek
    }

    mutating func parseOr() -> Int {
        var value = parseAnd()
        while peek == "||" {
            index += 1
            let right = parseAnd()
            value = (value != 0 || right != 0) ? 1 : 0
        }
        return value
    }

    private mutating func parseAnd() -> Int {
        var value = parseComparison()
        while peek == "&&" {
            index += 1
            let right = parseComparison()
            value = (value != 0 && right != 0) ? 1 : 0
        }
        return value
    }

    private mutating func parseComparison() -> Int {
        var value = parseSum()
        while let op = peek, ["==", "!=", "<", ">", "<=", ">="].contains(op) {
            index += 1
            let right = parseSum()
            let result =
                switch op {
                case "==": value == right
                case "!=": value != right
                case "<": value < right
                case ">": value > right
                case "<=": value <= right
                default: value >= right
                }
            value = result ? 1 : 0
        }
        return value
    }

    private mutating func parseSum() -> Int {
        var value = parseUnary()
        while let op = peek, op == "+" || op == "-" {
            index += 1
            let right = parseUnary()
            value = op == "+" ? value &+ right : value &- right
        }
        return value
    }

    private mutating func parseUnary() -> Int {
        depth += 1
        defer { depth -= 1 }
        guard depth < 64, let token = next() else { return 0 }
        switch token {
        case "!": return parseUnary() == 0 ? 1 : 0
        case "-": return 0 &- parseUnary()
        case "(":
            let value = parseOr()
            if peek == ")" { index += 1 }
            return value
        case "defined":
            let parenthesized = peek == "("
            if parenthesized { index += 1 }
            let name = next() ?? ""
            if parenthesized, peek == ")" { index += 1 }
            return macros[name] != nil ? 1 : 0
        default:
            if let number = Int(token.trimmingCharacters(in: ["L", "U", "l", "u"])) { return number }
            // A macro's value, read as an expression; an unknown name is 0, as in C.
            guard let value = macros[token], depth < 16 else { return 0 }
            var inner = ConditionParser(tokens: Self.tokens(value), macros: macros)
            inner.depth = depth + 4
            return inner.parseOr()
        }
    }
}
