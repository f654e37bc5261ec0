import RotationPolicy
import RotationPolicyWire

/// Orientation masks as the API writes them (openapi.yaml OrientationMask), for comparing an expectation
/// written in any of its forms with the answer's `{orientations, rawValue}`. The names and bits are the
/// API's own (`Vocabulary`), not a second list.
public enum Mask {
    public static let order = Vocabulary.interfaceOrientations
    public static let bits: [String: Int] = Dictionary(
        uniqueKeysWithValues: InterfaceOrientation.canonicalOrder.map { ($0.name, OrientationMask($0).rawValue) })
    public static let names: [String: [String]] = Dictionary(
        uniqueKeysWithValues: Vocabulary.masks.map { ($0.name, $0.mask.orientations.map(\.name)) })

    /// The raw value an expectation stands for, or a message saying why it is not a mask.
    public static func rawValue(of node: JSONNode) -> Result<Int, Invalid> {
        switch node {
        case .string(let name):
            guard let orientations = names[name] else {
                let hint = DidYouMean.suggestion(for: name, among: names.keys).map { "; did you mean '\($0)'?" } ?? ""
                return .failure(Invalid("'\(name)' is not a mask name\(hint) (names: \(names.keys.sorted().joined(separator: ", ")))"))
            }
            return .success(orientations.reduce(0) { $0 | bits[$1]! })
        case .array(let items):
            var raw = 0
            for item in items {
                guard let name = item.string, let bit = bits[name] else {
                    return .failure(Invalid("\(item.compact) is not an interface orientation (\(order.joined(separator: ", ")))"))
                }
                raw |= bit
            }
            return .success(raw)
        case .number:
            guard let raw = node.int, raw >= 0, raw < 32 else { return .failure(Invalid("\(node.compact) is not a mask raw value (0…30)")) }
            return .success(raw)
        default:
            return .failure(Invalid("a mask is a name, an array of orientations, a raw value or {orientations, rawValue}"))
        }
    }

    public struct Invalid: Error {
        public var message: String
        init(_ message: String) { self.message = message }
    }

    /// `landscapeLeft, landscapeRight` for a raw value.
    static func describe(_ raw: Int) -> String {
        let names = order.filter { raw & bits[$0]! != 0 }
        return names.isEmpty ? "(none)" : names.joined(separator: ", ")
    }

    /// The raw value of an answer's mask object.
    static func rawValue(ofAnswer node: JSONNode) -> Int? {
        node["rawValue"]?.int
    }
}
