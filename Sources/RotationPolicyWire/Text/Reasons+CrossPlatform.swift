import RotationPolicy

/// A library call expanded into UIKit calls (X1–X5) in words: "head → call, call; the deciding call's reason".
extension ReasonWords {
    func sentence(_ reason: CrossPlatformReason) -> Sentence {
        var words = reason.head
        words.append(" → ")
        if reason.calls.isEmpty { words.append("no UIKit call") }
        for (index, call) in reason.calls.enumerated() {
            if index > 0 { words.append(", ") }
            words.append(contentsOf: call)
        }
        if let deciding = reason.deciding {
            words.append("; ")
            words.append(contentsOf: sentence(deciding, then: reason.decidingFollowUp))
        }
        if reason.turns.count > 1 {
            words.append(" (within this one call the interface turned ")
            for (index, turn) in reason.turns.enumerated() {
                if index > 0 { words.append(", then ") }
                words.append(contentsOf: turn.name)
            }
            words.append(")")
        }
        return words
    }
}
