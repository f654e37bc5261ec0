import Testing

@testable import RotationPolicyScan

/// The byte searches that gate which files are parsed: the same answers as `String.contains` on code.
@Suite("text search: the scan's file gates")
struct TextSearchTests {
    static let texts = [
        "", "a", "ab", "func turn(to o: UIInterfaceOrientation) { UIDevice.current.setValue(o.rawValue, forKey: \"orientation\") }",
        "let é = \"naïve\"; lockOrientation(.portrait) // 日本語", "m", "xm(", "Orientation.lock(",
    ]
    static let needles = [["lockOrientation("], ["m"], ["turn(", "rotate("], ["\"orientation\""], ["xm(", "zz"], ["日本"], ["(", "ab"], []]

    @Test("NeedleSet and TextSearch agree with String.contains on every text and needle set")
    func agrees() {
        for text in Self.texts {
            for needles in Self.needles {
                let expected = needles.contains { text.contains($0) }
                #expect(NeedleSet(needles).occurs(in: text) == expected, "\(needles) in \(text)")
                #expect(TextSearch.containsAny(text, needles) == expected, "\(needles) in \(text)")
            }
        }
        #expect(NeedleSet([]).isEmpty && !NeedleSet(["a"]).isEmpty)
    }

    @Test("a needle at the very end, and one longer than the text")
    func edges() {
        #expect(NeedleSet(["end("]).occurs(in: "the end("))
        #expect(!NeedleSet(["end(x"]).occurs(in: "end("))
        #expect(TextSearch.contains("#available", "#available"))
        #expect(!TextSearch.contains("#availabl", "#available"))
    }
}
