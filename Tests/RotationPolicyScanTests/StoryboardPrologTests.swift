import Testing

@testable import RotationPolicyScan

/// Which storyboards are kept from libxml2 (ScanFileSystemTests shows why, with strace on the server).
@Suite("storyboard prolog: no DOCTYPE, UTF-8 only")
struct StoryboardPrologTests {
    static func refusal(_ text: String) -> (line: Int, message: String)? { StoryboardReader.refusal(Array(text.utf8)) }

    @Test("what Xcode writes passes: an XML declaration in UTF-8 (any spelling of it), a comment, entities it predefines")
    func xcodeOutput() {
        #expect(Self.refusal("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document a=\"&amp;&#10;\"/>") == nil)
        #expect(Self.refusal("<?xml version='1.0' encoding = 'utf8' standalone='no'?><document/>") == nil)
        #expect(Self.refusal("\u{FEFF}<document><!-- a comment --></document>") == nil)
    }

    @Test("a DOCTYPE or ENTITY, in any case, is refused at its line")
    func doctype() {
        #expect(Self.refusal("<?xml version=\"1.0\"?>\n<!DOCTYPE document SYSTEM \"/etc/x\">\n<document/>")?.line == 2)
        #expect(Self.refusal("<document>\n\n<!doctype x></document>")?.line == 3)
        #expect(Self.refusal("<document><!ENTITY e \"x\"></document>")?.message.contains("ENTITY") == true)
    }

    @Test("encodings libxml2 would decode a DOCTYPE from: declared UTF-16 or UTF-7, NUL bytes, invalid UTF-8")
    func encodings() {
        #expect(Self.refusal("<?xml version=\"1.0\" encoding=\"UTF-7\"?>\n+ADw-!DOCTYPE-<document/>")?.message.contains("UTF-7") == true)
        #expect(Self.refusal("<?xml version=\"1.0\" encoding=\"UTF-16\"?><document/>") != nil)
        #expect(Self.refusal("<\0?\0x\0m\0l\0") != nil)
        #expect(StoryboardReader.refusal([0x3C, 0x64, 0xFF, 0x3E]) != nil)
    }
}
