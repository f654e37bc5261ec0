import RotationPolicyJSON

// Fixed arities rather than one parameter pack: callgrind showed the pack's expansion left unspecialized
// (a protocol-witness call per piece, and the sink behind a witness too), which cost more than the
// `Sentence` copies this replaced. Each overload inlines into its caller with its types known; the longer
// ones are two shorter ones in a row.
extension JSONSink {
    @inline(__always) mutating func say<A: SentencePart>(_ a: A) {
        a.write(into: &self)
    }

    @inline(__always) mutating func say<A: SentencePart, B: SentencePart>(_ a: A, _ b: B) {
        a.write(into: &self)
        b.write(into: &self)
    }

    @inline(__always) mutating func say<A: SentencePart, B: SentencePart, C: SentencePart>(_ a: A, _ b: B, _ c: C) {
        say(a)
        say(b, c)
    }

    @inline(__always) mutating func say<A: SentencePart, B: SentencePart, C: SentencePart, D: SentencePart>(_ a: A, _ b: B, _ c: C, _ d: D) {
        say(a, b)
        say(c, d)
    }

    @inline(__always) mutating func say<A: SentencePart, B: SentencePart, C: SentencePart, D: SentencePart, E: SentencePart>(
        _ a: A, _ b: B, _ c: C, _ d: D, _ e: E
    ) {
        say(a, b)
        say(c, d, e)
    }

    @inline(__always) mutating func say<A: SentencePart, B: SentencePart, C: SentencePart, D: SentencePart, E: SentencePart, F: SentencePart>(
        _ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F
    ) {
        say(a, b, c)
        say(d, e, f)
    }

    @inline(__always)
    mutating func say<A: SentencePart, B: SentencePart, C: SentencePart, D: SentencePart, E: SentencePart, F: SentencePart, G: SentencePart>(
        _ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G
    ) {
        say(a, b, c)
        say(d, e, f, g)
    }

    @inline(__always)
    mutating func say<
        A: SentencePart, B: SentencePart, C: SentencePart, D: SentencePart, E: SentencePart, F: SentencePart, G: SentencePart, H: SentencePart
    >(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G, _ h: H) {
        say(a, b, c, d)
        say(e, f, g, h)
    }

    @inline(__always)
    mutating func say<
        A: SentencePart, B: SentencePart, C: SentencePart, D: SentencePart, E: SentencePart, F: SentencePart, G: SentencePart, H: SentencePart,
        I: SentencePart
    >(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G, _ h: H, _ i: I) {
        say(a, b, c, d)
        say(e, f, g, h, i)
    }

    @inline(__always)
    mutating func say<
        A: SentencePart, B: SentencePart, C: SentencePart, D: SentencePart, E: SentencePart, F: SentencePart, G: SentencePart, H: SentencePart,
        I: SentencePart, J: SentencePart
    >(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G, _ h: H, _ i: I, _ j: J) {
        say(a, b, c, d, e)
        say(f, g, h, i, j)
    }

    @inline(__always)
    mutating func say<
        A: SentencePart, B: SentencePart, C: SentencePart, D: SentencePart, E: SentencePart, F: SentencePart, G: SentencePart, H: SentencePart,
        I: SentencePart, J: SentencePart, K: SentencePart
    >(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G, _ h: H, _ i: I, _ j: J, _ k: K) {
        say(a, b, c, d, e)
        say(f, g, h, i, j, k)
    }

    @inline(__always)
    mutating func say<
        A: SentencePart, B: SentencePart, C: SentencePart, D: SentencePart, E: SentencePart, F: SentencePart, G: SentencePart, H: SentencePart,
        I: SentencePart, J: SentencePart, K: SentencePart, L: SentencePart
    >(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G, _ h: H, _ i: I, _ j: J, _ k: K, _ l: L) {
        say(a, b, c, d, e, f)
        say(g, h, i, j, k, l)
    }
}
