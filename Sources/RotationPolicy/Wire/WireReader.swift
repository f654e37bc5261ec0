/// Typed reads from parsed JSON, each failing with a 400 that names the path and what was expected.
/// `null` for an optional field means absent (api-contract "Validation rules").
struct WireReader {
    static func object(_ value: JSONValue, _ path: @autoclosure () -> String) throws(RequestError) -> JSONObject {
        guard case .object(let object) = value else { throw mismatch(value, "an object", path()) }
        return object
    }

    static func array(_ value: JSONValue, _ path: @autoclosure () -> String) throws(RequestError) -> [JSONValue] {
        guard case .array(let items) = value else { throw mismatch(value, "an array", path()) }
        return items
    }

    static func string(_ value: JSONValue, _ path: @autoclosure () -> String) throws(RequestError) -> String {
        guard case .string(let string) = value else { throw mismatch(value, "a string", path()) }
        return string
    }

    static func bool(_ value: JSONValue, _ path: @autoclosure () -> String) throws(RequestError) -> Bool {
        guard case .bool(let bool) = value else { throw mismatch(value, "true or false", path()) }
        return bool
    }

    static func number(_ value: JSONValue, _ path: @autoclosure () -> String) throws(RequestError) -> Double {
        guard case .number(let number) = value else { throw mismatch(value, "a number", path()) }
        return number
    }

    static func integer(_ value: JSONValue, _ path: @autoclosure () -> String) throws(RequestError) -> Int {
        let number = try number(value, path())
        guard number == number.rounded(), abs(number) <= 9_007_199_254_740_992 else {
            throw RequestError(.invalidRequest, path: path(), "expected an integer, found \(number)")
        }
        return Int(number)
    }

    /// One pass over an object's members: returns the values of `keys` in that order (nil when absent or
    /// `null`) and rejects any other key. No hashing, no repeated scans: this is the decoder's hot path.
    static func members(
        _ object: JSONObject, _ keys: [String], _ path: @autoclosure () -> String
    ) throws(RequestError) -> [JSONValue?] {
        var values = [JSONValue?](repeating: nil, count: keys.count)
        for member in object.members {
            guard let index = keys.firstIndex(of: member.key) else {
                throw RequestError(
                    .invalidRequest, path: JSONPath.member(path(), member.key),
                    "unknown key '\(member.key)'; expected one of: \(keys.sorted().joined(separator: ", "))")
            }
            if case .null = member.value { continue }
            values[index] = member.value
        }
        return values
    }

    /// Rejects keys the contract does not define: a typo such as `supportedOrientation` would otherwise
    /// silently fall back to UIKit's default and give a wrong answer.
    static func checkKeys(_ object: JSONObject, allowed: [String], _ path: @autoclosure () -> String) throws(RequestError) {
        for member in object.members where !allowed.contains(member.key) {
            throw RequestError(
                .invalidRequest, path: JSONPath.member(path(), member.key),
                "unknown key '\(member.key)'; expected one of: \(allowed.sorted().joined(separator: ", "))")
        }
    }

    /// The member's value, or nil when it is absent or `null`.
    static func optional(_ object: JSONObject, _ key: String) -> JSONValue? {
        guard let value = object[key], value != .null else { return nil }
        return value
    }

    static func required(_ object: JSONObject, _ key: String, _ path: @autoclosure () -> String) throws(RequestError) -> JSONValue {
        guard let value = object[key] else {
            throw RequestError(.invalidRequest, path: JSONPath.member(path(), key), "required key '\(key)' is missing")
        }
        guard value != .null else {
            throw RequestError(.invalidRequest, path: JSONPath.member(path(), key), "required key '\(key)' must not be null")
        }
        return value
    }

    static func mismatch(_ value: JSONValue, _ expected: String, _ path: @autoclosure () -> String) -> RequestError {
        RequestError(.invalidRequest, path: path(), "expected \(expected), found \(describe(value))")
    }

    static func describe(_ value: JSONValue) -> String {
        switch value {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    // MARK: orientation vocabulary

    static func interfaceOrientation(_ value: JSONValue, _ path: @autoclosure () -> String) throws(RequestError) -> InterfaceOrientation {
        let name = try string(value, path())
        guard let orientation = InterfaceOrientation(name: name) else {
            throw RequestError(
                .invalidRequest, path: path(),
                "unknown interface orientation '\(name)'; expected portrait, portraitUpsideDown, landscapeLeft or landscapeRight"
            )
        }
        return orientation
    }

    static func deviceOrientation(_ value: JSONValue, _ path: @autoclosure () -> String) throws(RequestError) -> DeviceOrientation {
        let name = try string(value, path())
        guard let orientation = DeviceOrientation(name: name) else {
            throw RequestError(
                .invalidRequest, path: path(),
                "unknown device orientation '\(name)'; expected portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown or unknown"
            )
        }
        return orientation
    }

    /// A mask in any of its three spellings; arrays keep their order for Info.plist use.
    static func orientationList(_ value: JSONValue, _ path: @autoclosure () -> String) throws(RequestError) -> PlistOrientations {
        switch value {
        case .array(let items):
            guard !items.isEmpty else {
                throw RequestError(.invalidRequest, path: path(), "a mask must not be empty (UIKit: the value must not be 0)")
            }
            var ordered: [InterfaceOrientation] = []
            for (index, item) in items.enumerated() {
                ordered.append(try interfaceOrientation(item, JSONPath.index(path(), index)))
            }
            return PlistOrientations(ordered: ordered)
        case .string(let name):
            guard let mask = OrientationMask(name: name) else {
                throw RequestError(
                    .invalidRequest, path: path(),
                    "unknown mask '\(name)'; expected portrait, portraitUpsideDown, landscapeLeft, landscapeRight, landscape, all or allButUpsideDown"
                )
            }
            return PlistOrientations(mask: mask)
        case .number:
            let raw = try integer(value, path())
            guard raw != 0 else {
                throw RequestError(.invalidRequest, path: path(), "a mask must not be 0 (UIKit: the value must not be 0)")
            }
            guard raw > 0, raw & ~OrientationMask.validBits == 0 else {
                throw RequestError(
                    .invalidRequest, path: path(),
                    "\(raw) is not an orientation mask; use a sum of portrait 2, portraitUpsideDown 4, landscapeRight 8, landscapeLeft 16")
            }
            return PlistOrientations(mask: OrientationMask(rawValue: raw))
        default:
            throw mismatch(value, "a mask (array of orientations, mask name or raw integer)", path())
        }
    }

    static func mask(_ value: JSONValue, _ path: @autoclosure () -> String) throws(RequestError) -> OrientationMask {
        try orientationList(value, path()).mask
    }
}
