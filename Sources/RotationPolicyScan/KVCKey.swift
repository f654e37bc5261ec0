/// The KVC key `"orientation"` of `UIDevice`'s orientation set, written as the literal or as a constant
/// of the same file bound to it (`let key = "orientation"`, `NSString *key = @"orientation";`), as
/// plugins write it. A constant of another file, or one assigned twice, is not followed.
struct KVCKey: Sendable {
    /// Names the file binds to the literal "orientation".
    var names: Set<String> = []

    static let literal = "\"orientation\""

    /// `let key = "orientation"`, `static let key: String = "orientation"`, `var key = "orientation"`.
    init(swift text: String) {
        guard TextSearch.contains(text, Self.literal) else { return }
        for line in text.split(separator: "\n") where line.contains(Self.literal) {
            guard let name = Self.boundName(line, keywords: ["let ", "var "]) else { continue }
            names.insert(name)
        }
    }

    /// `NSString *key = @"orientation";`, `static NSString * const key = @"orientation";`.
    init(objectiveC text: String) {
        guard TextSearch.contains(text, "@" + Self.literal) else { return }
        for line in text.split(separator: "\n") where line.contains("@" + Self.literal) {
            guard let name = Self.boundName(line, keywords: ["NSString"]) else { continue }
            names.insert(name)
        }
    }

    init() {}

    /// The name before `= "orientation"` (`= @"orientation"`) on a declaration line, nothing after it but `;`.
    private static func boundName(_ line: Substring, keywords: [String]) -> String? {
        guard let equals = line.firstIndex(of: "=") else { return nil }
        let value = line[line.index(after: equals)...].filter { $0 != " " && $0 != "\t" && $0 != ";" }
        guard value == literal || value == "@" + literal else { return nil }
        var declared = line[..<equals].trimmingSuffix(" \t")
        guard keywords.contains(where: { declared.contains($0) }) else { return nil }
        if declared.hasSuffix(": String") { declared = declared.dropLast(": String".count).trimmingSuffix(" \t") }
        let name = declared.reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        guard let first = name.last, first.isLetter || first == "_" else { return nil }
        return String(name.reversed())
    }

    /// Whether a key argument's text is the key: the literal, or a name bound to it.
    func isOrientation(_ argument: String) -> Bool { argument == Self.literal || names.contains(argument) }
}

extension Substring {
    fileprivate func trimmingSuffix(_ characters: String) -> Substring {
        var out = self
        while let last = out.last, characters.contains(last) { out = out.dropLast() }
        return out
    }
}
