/// Content-Type checks for JSON bodies.
enum MediaType {
    /// `application/json` or any `application/*+json` (RFC 6839), parameters such as `; charset=utf-8`
    /// allowed, case-insensitive as media types are (RFC 9110 §8.3.1).
    static func isJSON(_ contentType: String?) -> Bool {
        guard let contentType else { return false }
        let essence =
            contentType.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false)
            .first.map { $0.trimmingASCIISpaces().lowercased() } ?? ""
        guard essence.hasPrefix("application/") else { return false }
        let subtype = essence.dropFirst("application/".count)
        return subtype == "json" || (subtype.hasSuffix("+json") && subtype.count > "+json".count)
    }
}

extension Substring {
    fileprivate func trimmingASCIISpaces() -> Substring {
        var result = self
        while let first = result.first, first == " " || first == "\t" { result = result.dropFirst() }
        while let last = result.last, last == " " || last == "\t" { result = result.dropLast() }
        return result
    }
}
