import Foundation

extension StoryboardReader {
    /// Why a storyboard is not handed to libxml2, with its line, or nil. Xcode writes storyboards and xibs
    /// in UTF-8 with no DOCTYPE. FoundationXML always asks libxml2 to substitute entities, and a reference
    /// to an external entity makes it `stat` the entity's path even with `shouldResolveExternalEntities`
    /// off: a posted project would touch the server's file system. Without a DOCTYPE no entity can be
    /// declared; UTF-8 only (no NUL byte, no other declared encoding) keeps a DOCTYPE from hiding in
    /// UTF-16 or UTF-7, which libxml2 would decode.
    static func refusal(_ bytes: [UInt8]) -> (line: Int, message: String)? {
        guard String(validating: bytes, as: UTF8.self) != nil else { return (1, "not UTF-8 text (Xcode writes storyboards in UTF-8)") }
        if let nul = bytes.firstIndex(of: 0) { return (line(at: nul, in: bytes), "a NUL byte (storyboards are UTF-8 text)") }
        // Each declaration is read up to its `?>` and the search goes on after it: linear in the file.
        var from = 0
        while let start = first("<?xml", in: bytes, from: from) {
            let end = first("?>", in: bytes, from: start) ?? bytes.endIndex
            from = end
            let declaration = String(decoding: bytes[start..<end], as: UTF8.self)
            guard let encoding = declaration.range(of: "encoding", options: .caseInsensitive) else { continue }
            let value = declaration[encoding.upperBound...].drop(while: { $0 == "=" || $0 == "\"" || $0 == "'" || $0.isWhitespace })
                .prefix(while: { $0 != "\"" && $0 != "'" && $0 != "?" && !$0.isWhitespace })
            guard ["utf-8", "utf8"].contains(value.lowercased()) else {
                return (line(at: start, in: bytes), "encoding '\(value)' is not read; storyboards are UTF-8")
            }
        }
        for keyword in ["<!DOCTYPE", "<!ENTITY"] {
            if let at = first(keyword, in: bytes, from: 0) {
                return (
                    line(at: at, in: bytes),
                    "a \(keyword.dropFirst(2)) declaration is not read (storyboards have none; its entities could name files)"
                )
            }
        }
        return nil
    }

    /// Where `needle` first starts in `bytes` at or after `from`, ASCII letters matched in either case.
    private static func first(_ needle: String, in bytes: [UInt8], from: Int) -> Int? {
        let pattern = Array(needle.lowercased().utf8)
        var index = from
        while index + pattern.count <= bytes.count {
            var offset = 0
            while offset < pattern.count, lowercased(bytes[index + offset]) == pattern[offset] { offset += 1 }
            if offset == pattern.count { return index }
            index += 1
        }
        return nil
    }

    private static func lowercased(_ byte: UInt8) -> UInt8 { byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte }

    private static func line(at offset: Int, in bytes: [UInt8]) -> Int { bytes[..<offset].count(where: { $0 == 0x0A }) + 1 }
}
