/// libmicrohttpd's C strings as Swift `String`s. The values nearly every request sends (its method,
/// target, version and media type) come from literals, found by comparing bytes: no `strlen`, no UTF-8
/// validation, and for "application/json" (16 bytes, past a small string's 15) no allocation.
/// (callgrind: `String(cString:)` for these four was ~0.9 K instructions a request.)
enum MHDCommonStrings {
    static let methods = ["POST", "GET"]
    static let targets = [Route.resolve.rawValue]
    static let versions = ["HTTP/1.1"]
    static let mediaTypes = ["application/json"]

    /// `pointer`'s text: one of `common` when it spells it exactly, else a new `String`.
    static func string(_ pointer: UnsafePointer<CChar>, common: [String]) -> String {
        for candidate in common where spells(pointer, candidate) { return candidate }
        return String(cString: pointer)
    }

    /// Whether the NUL-terminated `pointer` holds exactly `text`'s UTF-8.
    private static func spells(_ pointer: UnsafePointer<CChar>, _ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { bytes in
            // A shorter C string ends (NUL) before a byte differs; a longer one fails the last check.
            for (offset, byte) in bytes.enumerated() where UInt8(bitPattern: pointer[offset]) != byte { return false }
            return pointer[bytes.count] == 0
        } ?? false
    }
}
