/// What swift-syntax would spend on a Swift file, counted byte by byte before it sees the file: bracket
/// nesting (its recursion and its `[` lookahead) and tokens (its tree takes about 270 bytes a token).
/// Brackets in comments and strings count too: cheap, and a real file stays far below the limits.
struct SwiftPrecount: Equatable {
    /// `(`, `[` and `{` together.
    var all = 0
    /// `[` alone (array and dictionary literals, subscripts, collection types).
    var square = 0
    /// The parser's work on `[` beyond reading it once: each `[` at depth d costs 2^d (its type
    /// lookahead rescans what it holds), so many shallow nests add up as one deep one does.
    var squareCost = 0
    /// Runs of letters, digits and `_`, plus every other byte that is not white space: about the
    /// parser's tokens (a string literal counts its words). Objective-C files are bounded by it too.
    var tokens = 0

    init(_ bytes: [UInt8]) {
        var depth = 0
        var squares = 0
        // The open `[` among the open brackets: a `]` closes a `[` only.
        var stack: [Bool] = []
        var inWord = false
        for byte in bytes {
            let isWord =
                (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") || byte >= 0x80
            if isWord {
                if !inWord { tokens += 1 }
            } else if byte != UInt8(ascii: " "), byte != UInt8(ascii: "\n"), byte != UInt8(ascii: "\t"), byte != UInt8(ascii: "\r") {
                tokens += 1
            }
            inWord = isWord
            switch byte {
            case UInt8(ascii: "("), UInt8(ascii: "{"), UInt8(ascii: "["):
                let isSquare = byte == UInt8(ascii: "[")
                stack.append(isSquare)
                depth += 1
                all = max(all, depth)
                if isSquare {
                    squares += 1
                    square = max(square, squares)
                    squareCost = squareCost &+ (1 << min(squares, 40))
                }
            case UInt8(ascii: ")"), UInt8(ascii: "}"), UInt8(ascii: "]"):
                guard let isSquare = stack.popLast() else { continue }
                depth -= 1
                if isSquare { squares -= 1 }
            default: continue
            }
        }
    }
}
