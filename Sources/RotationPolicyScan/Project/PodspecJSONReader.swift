import RotationPolicyJSON

/// Reads a JSON podspec (`Name.podspec.json`: what `pod ipc spec` prints, and what some pods publish
/// instead of the Ruby DSL) into the same `Podspec` as `PodspecReader`, with each pattern's line. Keys as
/// CocoaPods writes them: `name`, `module_name`, `source_files` and `exclude_files` (a string or an array
/// of strings), the same under `ios`, `subspecs` (nested, each with its `name`), `default_subspecs` and
/// `dependencies` (which subspecs a `Podfile`'s `pod` line builds). `testspecs` and `appspecs` are not the
/// library; other platforms' keys are not the iOS app's.
enum PodspecJSONReader {
    /// Podspecs are small; deeper nesting is not one, and a bound keeps a hostile file off the stack.
    static let maxDepth = 32

    static func read(_ bytes: [UInt8], file: String) -> Podspec {
        var spec = Podspec()
        let lines = SourceLines(bytes)
        func line(_ offset: Int) -> Int { lines.line(of: offset) }
        let failure: JSONError? = bytes.withUnsafeBytes { raw in
            let tape: JSONTape
            do throws(JSONError) {
                tape = try JSONParser.parseTape(raw, maxDepth: maxDepth, maxStringBytes: raw.count)
            } catch {
                return error
            }
            guard tape.kind(0) == .object else {
                spec.warnings.append("\(file):1: a JSON podspec is an object; nothing is read from this file")
                return nil
            }
            var nextBlock = 0
            func readSpec(_ object: Int, block: Int, path: String) {
                for (key, value) in tape.members(object) {
                    let name = tape.string(key)
                    switch name {
                    case "name" where block == 0: spec.name = literal(value, path + "." + name)?.first
                    case "module_name" where block == 0: spec.moduleName = literal(value, path + "." + name)?.first
                    case "source_files", "exclude_files":
                        let patterns = (literal(value, path + "." + name) ?? []).map {
                            Podspec.Pattern(pattern: $0, block: block, line: line(Int(tape.nodes[value].source)))
                        }
                        if name == "source_files" { spec.sources += patterns } else { spec.excludes += patterns }
                    case "ios" where tape.kind(value) == .object:
                        readSpec(value, block: block, path: path + ".ios")
                    case "default_subspecs", "default_subspec":
                        // `"none"` is CocoaPods' spelling of `:none`: no subspec by default.
                        if tape.kind(value) == .string, tape.string(value) == "none" {
                            spec.defaults[block] = []
                        } else if let names = literal(value, path + "." + name) {
                            spec.defaults[block] = names
                        }
                    case "dependencies" where tape.kind(value) == .object:
                        spec.dependencies[block, default: []] += tape.members(value).map { tape.string($0.key) }
                    case "subspecs" where tape.kind(value) == .array:
                        for (index, subspec) in tape.elements(value).enumerated() where tape.kind(subspec) == .object {
                            nextBlock += 1
                            let own = tape.members(subspec).first { tape.string($0.key) == "name" && tape.kind($0.value) == .string }
                            spec.subspecs[nextBlock] = Podspec.Subspec(
                                name: own.flatMap { spec.childName(tape.string($0.value), in: block) }, parent: block)
                            readSpec(subspec, block: nextBlock, path: path + ".subspecs[\(index)]")
                        }
                    default: break
                    }
                }
            }
            // A string, or an array of strings; anything else is named with its line, and nothing is read from it.
            func literal(_ value: Int, _ path: String) -> [String]? {
                switch tape.kind(value) {
                case .string: return [tape.string(value)]
                case .array where tape.elements(value).allSatisfy({ tape.kind($0) == .string }):
                    return tape.elements(value).map { tape.string($0) }
                default:
                    spec.warnings.append(
                        "\(file):\(line(Int(tape.nodes[value].source))): \(path) is neither a string nor an array of strings; "
                            + "nothing is read from it")
                    return nil
                }
            }
            readSpec(0, block: 0, path: "$")
            return nil
        }
        if let failure {
            let at = failure.offset.map { line($0) } ?? 1
            spec.warnings.append("\(file):\(at): not a JSON podspec the scan reads (\(failure.message) at \(failure.path)); nothing is read from it")
        }
        return spec
    }
}
