import Foundation
import RotationPolicyWire

/// Line numbers in a pbxproj's text, which PropertyListSerialization does not give: a key is looked up
/// inside the one object that set it, so a setting the app inherits from the project is never traced to
/// an extension's configuration further down the file. The objects' lines are indexed once, so a
/// 100,000-line project costs one pass, not one per setting.
struct PBXText {
    let file: String
    private let lines: [Substring]
    /// Object id → the index of its first line and of its last.
    private let objects: [String: (first: Int, last: Int)]

    init(text: String, file: String) {
        self.file = file
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        var objects: [String: (first: Int, last: Int)] = [:]
        var open: (id: String, first: Int)?
        for (index, line) in lines.enumerated() {
            // Xcode writes each object at two tabs: `\t\tID /* comment */ = {` … `\t\t};`, or on one line.
            guard line.hasPrefix("\t\t"), line.dropFirst(2).first != "\t" else { continue }
            let body = line.dropFirst(2)
            if body.hasPrefix("};"), let current = open {
                objects[current.id] = (current.first, index)
                open = nil
                continue
            }
            let id = body.prefix { $0 != " " && $0 != "\t" }
            var rest = body.dropFirst(id.count).drop { $0 == " " }
            if rest.hasPrefix("/*"), let close = rest.range(of: "*/") { rest = rest[close.upperBound...].drop { $0 == " " } }
            guard !id.isEmpty, rest.hasPrefix("= {") else { continue }
            if rest.hasSuffix("};") {
                objects[String(id)] = (index, index)
            } else {
                open = (String(id), index)
            }
        }
        self.lines = lines
        self.objects = objects
    }

    /// The `KEY = …` line inside the object `id`; the object's first line when the key is not found; line 1
    /// when the object is not found either.
    func position(of key: String, inObject id: String) -> SourceRef {
        guard let (first, last) = objects[id] else { return SourceRef(file: file, line: 1, column: 1) }
        for index in first...last {
            let line = lines[index]
            let trimmed = line.drop { $0 == "\t" || $0 == " " }
            if trimmed.hasPrefix(key + " =") || trimmed.hasPrefix("\"\(key)\" =") {
                return SourceRef(file: file, line: index + 1, column: line.count - trimmed.count + 1)
            }
        }
        return SourceRef(file: file, line: first + 1, column: 3)
    }
}
