/// The deepest bracket nesting in a Swift file, counted byte by byte before swift-syntax sees it.
/// Brackets in comments and strings count too: cheap, and a real file stays far below the limits.
struct NestingCount: Equatable {
    /// `(`, `[` and `{` together.
    var all = 0
    /// `[` alone (array and dictionary literals, subscripts, collection types).
    var square = 0

    init(_ bytes: [UInt8]) {
        var depth = 0
        var squares = 0
        // The open `[` among the open brackets: a `]` closes a `[` only.
        var stack: [Bool] = []
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "("), UInt8(ascii: "{"), UInt8(ascii: "["):
                let isSquare = byte == UInt8(ascii: "[")
                stack.append(isSquare)
                depth += 1
                all = max(all, depth)
                if isSquare {
                    squares += 1
                    square = max(square, squares)
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
