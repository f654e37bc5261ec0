import RotationPolicy
import RotationPolicyJSON

/// A piece of a reason, trace line or message that writes its words straight into the answer's string.
///
/// Words are written as the answer is, piece by piece into its JSON string (`JSONSink.beginString`):
/// no sentence is built, copied and freed on the way. Callgrind counted that as about half of encoding
/// (`docs/performance.md`). The wording's own text is written unscanned (`String`); what may need
/// escaping, names from the request and one of UIKit's texts that quotes (ITMS-90474), is `Escapable`.
protocol SentencePart {
    func write(into out: inout some JSONSink)
}

extension JSONSink {
    /// One string value whose words `words` writes.
    @inline(__always) mutating func sentence(_ words: (inout Self) -> Void) {
        beginString()
        words(&self)
        endString()
    }
}

/// The wording's own text: never a name from the request (that is `Escapable`). Debug builds check that
/// it needs no escaping.
extension String: SentencePart {
    @inline(__always) func write(into out: inout some JSONSink) {
        withUTF8InPlace { out.plainPiece($0) }
    }
}

/// Text that may need escaping: a name, id or class from the request, or a UIKit text with quotes.
struct Escapable: SentencePart {
    let text: String

    init(_ text: String) { self.text = text }

    @inline(__always) func write(into out: inout some JSONSink) {
        text.withUTF8InPlace { out.stringPiece($0) }
    }
}

extension Int: SentencePart {
    func write(into out: inout some JSONSink) { String(self).write(into: &out) }
}

extension Bool: SentencePart {
    func write(into out: inout some JSONSink) { (self ? "true" : "false").write(into: &out) }
}

extension IOSVersion: SentencePart {
    func write(into out: inout some JSONSink) { description.write(into: &out) }
}
