import RotationPolicy
import RotationPolicyJSON

/// Counted nouns for messages: "1 tab", "3 tabs", never "the 1 tabs".
enum Plural {
    static func count(_ count: Int, _ singular: String, _ plural: String? = nil) -> String {
        "\(count) \(count == 1 ? singular : plural ?? singular + "s")"
    }

    /// "; valid: 0 to 2", "; valid: 0" or "" for no children, after a count.
    static func validIndices(_ count: Int) -> String {
        switch count {
        case 0: ""
        case 1: "; valid: 0"
        default: "; valid: 0 to \(count - 1)"
        }
    }
}
