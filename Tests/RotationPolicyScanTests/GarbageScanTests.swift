import RotationPolicyJSON
import Testing

@testable import RotationPolicyScan

/// Seeded token soups in Swift, Objective-C, storyboard and plist shapes: the readers must never trap
/// (an index past the end, a force unwrap) on text a review bot may post to `POST /v1/scan`.
@Suite("scan on token soups")
struct GarbageScanTests {
    /// SplitMix64, so a failure names a seed that reproduces it.
    struct Generator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func pick<T>(_ items: [T]) -> T { items[Int(next() % UInt64(items.count))] }
    }

    static let objc = [
        "@interface", "@implementation", "@end", "X", ":", "UIViewController", "(", ")", "-", "+", "{", "}", ";", "[", "]", "return", "if",
        "else", "for", "self", ".", "supportedInterfaceOrientations", "UIInterfaceOrientationMaskAll", "|", "?", "YES", "NO", "#if 0\n",
        "#endif\n", "#define K\n", "@\"s\"", "/*", "*/", "//", "\n", "pushViewController", "presentViewController", "animated", "=",
        "isKindOfClass", "alloc", "init", "@[", ",", "'",
    ]
    static let swift = [
        "class", "X", ":", "UIViewController", "{", "}", "override", "var", "supportedInterfaceOrientations", "UIInterfaceOrientationMask",
        "return", ".portrait", "[", "]", "??", "?", "if", "else", "guard", "let", "=", "#if false\n", "#else\n", "#endif\n", "func", "(", ")",
        "present", "pushViewController", "animated:", "true", "self", ".", "switch", "case", "default:", "\n", "\"", "/*", "*/", "#available",
    ]
    static let xml = [
        "<document initialViewController=\"a\">", "<scenes>", "<scene>", "<viewController id=\"a\" sceneMemberID=\"viewController\">",
        "<segue destination=\"a\" kind=\"show\"/>", "</viewController>", "</scene>", "</scenes>", "</document>", "<", ">", "&amp;", "\"",
    ]

    @Test("no input traps", arguments: 0..<200)
    func soups(seed: Int) throws {
        var generator = Generator(state: UInt64(seed) &* 7919)
        func soup(_ words: [String], _ count: Int) -> [UInt8] {
            Array((0..<count).map { _ in generator.pick(words) }.joined(separator: " ").utf8)
        }
        let files: [(path: String, content: [UInt8])] = [
            ("A/X.m", soup(Self.objc, 400)), ("A/Y.h", soup(Self.objc, 100)), ("A/Z.swift", soup(Self.swift, 400)),
            ("A/Main.storyboard", soup(Self.xml, 60)), ("A/Info.plist", soup(Self.xml, 20)),
            ("A.xcodeproj/project.pbxproj", soup(["{", "}", "objects", "=", ";", "(", ")", "isa", "PBXNativeTarget", "a"], 80)),
        ]
        do {
            let result = try Scanner.scan(files: files, options: ScanOptions(idiom: seed % 2 == 0 ? "pad" : nil))
            _ = result.spec(scannedPath: "soup").prettyText
            _ = result.request().prettyText
        } catch {
            // Refusing is fine (nothing iOS in the soup); trapping is not.
            #expect(!error.description.isEmpty)
        }
    }
}
