/// The iOS version the app runs on (and is linked against). Patch levels never change orientation rules.
public struct IOSVersion: Comparable, Sendable, CustomStringConvertible {
    public var major: Int
    public var minor: Int

    public init(_ major: Int, _ minor: Int = 0) {
        self.major = major
        self.minor = minor
    }

    /// The versions the simulator knows rules for (uikit-rules §9).
    public static let supportedMajors = 6...27

    /// Accepts "17", "17.0" and "16.4.1": one to three dot-separated runs of one to four ASCII digits.
    public init?(parsing text: String) {
        // Bytes, not Characters: grapheme breaking made this the costliest field of a request.
        var parts: [Int] = []
        var value = 0
        var digits = 0
        for byte in text.utf8 {
            if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
                guard digits < 4 else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
                digits += 1
            } else if byte == UInt8(ascii: "."), digits > 0, parts.count < 2 {
                parts.append(value)
                (value, digits) = (0, 0)
            } else {
                return nil
            }
        }
        guard digits > 0 else { return nil }
        parts.append(value)
        self.major = parts[0]
        self.minor = parts.count > 1 ? parts[1] : 0
    }

    public static func < (lhs: IOSVersion, rhs: IOSVersion) -> Bool {
        (lhs.major, lhs.minor) < (rhs.major, rhs.minor)
    }

    public var description: String { "\(major).\(minor)" }

    public func atLeast(_ major: Int) -> Bool { self.major >= major }
}
