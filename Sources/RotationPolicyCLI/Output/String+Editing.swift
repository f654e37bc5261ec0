extension String {
    /// Every `target` replaced, without Foundation's `replacingOccurrences` (and its bridging).
    public func replacingAll(_ target: String, _ replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }

    /// Zeros before the text up to `width` characters (digits of a fixed width: `%0A`, `\012`, a hash).
    public func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
