/// JSONPath strings for error messages and controller origins: `$.root.children[2].id`. The one spelling
/// of a path: the parser's errors, the decoders' and the CLI's use it, so the key `1a` is `$["1a"]`
/// everywhere (RFC 9535 name selectors; a key is `.name` only when it is an ASCII identifier). Built in one
/// allocation each: event-declared controllers and windows need their paths on the success path (their
/// origin), and `+` chains allocated an intermediate string per step.
public enum JSONPath {
    public static let root = "$"

    public static func member(_ base: String, _ key: String) -> String {
        // Over the key's bytes, not its `utf8` view (callgrind: the view's iterator cost ~20 instructions a byte).
        var key = key
        let isIdentifier = key.withUTF8 { bytes in
            guard let first = bytes.first, !(0x30...0x39).contains(first) else { return false }
            for byte in bytes {
                switch byte {
                case 0x61...0x7A, 0x41...0x5A, 0x5F, 0x30...0x39: continue
                default: return false
                }
            }
            return true
        }
        if isIdentifier { return concatenated(base, ".", key, "") }
        // Quoted as a JSON string, so quotes, backslashes and control characters stay readable.
        var writer = JSONWriter(reservingCapacity: key.utf8.count + 2)
        writer.string(key)
        return concatenated(base, "[", String(decoding: writer.bytes, as: UTF8.self), "]")
    }

    public static func index(_ base: String, _ index: Int) -> String {
        concatenated(base, "[", String(index), "]")
    }

    /// `base + open + middle + close` in one allocation.
    private static func concatenated(_ base: String, _ open: StaticString, _ middle: String, _ close: StaticString) -> String {
        var base = base
        var middle = middle
        return base.withUTF8 { first in
            middle.withUTF8 { second in
                let count = first.count + open.utf8CodeUnitCount + second.count + close.utf8CodeUnitCount
                return String(unsafeUninitializedCapacity: count) { buffer in
                    guard let target = buffer.baseAddress else { return 0 }
                    var offset = 0
                    func copy(_ start: UnsafePointer<UInt8>?, _ length: Int) {
                        if let start, length > 0 { (target + offset).initialize(from: start, count: length) }
                        offset += length
                    }
                    copy(first.baseAddress, first.count)
                    copy(open.utf8Start, open.utf8CodeUnitCount)
                    copy(second.baseAddress, second.count)
                    copy(close.utf8Start, close.utf8CodeUnitCount)
                    return count
                }
            }
        }
    }
}
