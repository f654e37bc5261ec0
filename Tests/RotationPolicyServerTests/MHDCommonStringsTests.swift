import Testing

@testable import RotationPolicyHTTP

/// The method, target, version and media type come from literals when they spell one exactly: every
/// other C string (a prefix, a longer text, another case, non-ASCII) must come out as `String(cString:)`
/// makes it.
@Suite struct MHDCommonStringsTests {
    @Test(arguments: [
        "POST", "GET", "/v1/resolve", "HTTP/1.1", "application/json",
        "", "P", "POS", "POSTS", "post", "GETX", "/v1/resolv", "/v1/resolve?x=1", "/v1/resolvE", "HTTP/1.0",
        "application/json; charset=utf-8", "application/jso", "appl\u{E9}cation/json", "\u{FF}",
    ])
    func givesTheCStringsText(text: String) {
        let lists = [MHDCommonStrings.methods, MHDCommonStrings.targets, MHDCommonStrings.versions, MHDCommonStrings.mediaTypes]
        text.withCString { pointer in
            for common in lists {
                let made = MHDCommonStrings.string(pointer, common: common)
                #expect(Array(made.utf8) == Array(String(cString: pointer).utf8), "\(text) among \(common)")
            }
        }
    }

    /// Bytes that are no UTF-8 are repaired as `String(cString:)` repairs them.
    @Test func invalidUTF8IsRepairedTheSameWay() {
        let bytes: [CChar] = [0x50, 0x4F, CChar(bitPattern: 0xC3), 0x54, 0]
        bytes.withUnsafeBufferPointer { buffer in
            let pointer = buffer.baseAddress!
            #expect(Array(MHDCommonStrings.string(pointer, common: MHDCommonStrings.methods).utf8) == Array(String(cString: pointer).utf8))
        }
    }
}
