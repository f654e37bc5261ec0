import RotationPolicyJSON

/// Spec, request and answer files read with the API's own parser (`RotationPolicyJSON`), so a file the
/// CLI accepts is one the server accepts, with the same JSON paths and words. What a hand-written file
/// needs on top, lines and columns and numbers as written, comes from the tape's source offsets.
public enum JSONNodeParser {
    public struct Failure: Error, Equatable, Sendable, CustomStringConvertible {
        public var line: Int
        public var column: Int
        public var message: String
        public var description: String { "line \(line), column \(column): \(message)" }
    }

    /// Deeper than any spec is written; the API's own request limit is lower and names the path.
    static let maxDepth = 4096

    public static func parse(_ bytes: [UInt8]) throws(Failure) -> SourceDocument {
        let result = bytes.withUnsafeBytes { raw in
            Result { () throws(Failure) -> SourceDocument in
                let tape: JSONTape
                do throws(JSONError) {
                    tape = try JSONParser.parseTape(raw, maxDepth: maxDepth, maxStringBytes: Int(Int32.max))
                } catch {
                    let place = SourceLines(bytes).place(of: error.offset ?? 0)
                    // The line and column place it; the path can be as long as the file is deep.
                    throw Failure(line: place.line, column: place.column, message: error.message)
                }
                var reading = TapeReading(tape: tape, lines: SourceLines(bytes))
                let root = reading.node(at: 0, path: "$")
                return SourceDocument(root: root, lines: reading.pathLines)
            }
        }
        return try result.get()
    }
}

/// Turns the tape into `JSONNode`s, recording the line each value starts on by its JSON path.
private struct TapeReading {
    let tape: JSONTape
    let lines: SourceLines
    var pathLines: [String: Int] = [:]

    // Recursive: the parser has already bounded the depth (`JSONNodeParser.maxDepth`), and specs are
    // shallow, so the stack is never deep.
    mutating func node(at index: Int, path: String) -> JSONNode {
        let node = tape.nodes[index]
        pathLines[path] = lines.line(of: Int(node.source))
        switch node.kind {
        case .null: return .null
        case .bool: return .bool(node.flag)
        case .number: return .number(numberText(from: Int(node.source)))
        case .string: return .string(tape.string(index))
        case .array:
            return .array(
                tape.elements(index).enumerated().map { n, element in self.node(at: element, path: JSONPathText.index(path, n)) })
        case .object:
            return .object(
                tape.members(index).map { member in
                    let key = tape.string(member.key)
                    return JSONNode.Member(key, self.node(at: member.value, path: JSONPathText.child(path, key)))
                })
        }
    }

    /// The number's literal as written: the parser has checked its grammar, so its bytes run from the
    /// source offset to the first byte that no number has.
    func numberText(from start: Int) -> String {
        var end = start
        while end < tape.body.count, Self.numberBytes.contains(tape.body[end]) { end += 1 }
        return String(decoding: UnsafeRawBufferPointer(rebasing: tape.body[start..<end]), as: UTF8.self)
    }

    static let numberBytes = Set("0123456789+-.eE".utf8)
}
