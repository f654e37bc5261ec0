extension String {
    /// Every `target` replaced, without Foundation's `replacingOccurrences` (and its bridging).
    public func replacingAll(_ target: String, _ replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
