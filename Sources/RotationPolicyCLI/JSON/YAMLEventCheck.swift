// Yams' own copy of libyaml (its CYaml target): its event stream is the only way to see anchors and aliases
// before Yams composes nodes, which it does by sharing each anchored node at every alias.
import CYaml

/// Refuses YAML anchors (`&name`) and aliases (`*name`) from libyaml's event stream, before any node is
/// built. Composing first let a billion-laughs spec (a few hundred bytes) expand into gigabytes when the
/// tree was walked. Each event is dropped once looked at, so this needs memory for one event only.
enum YAMLEventCheck {
    static func check(_ text: String) throws(YAMLLoader.Failure) {
        let bytes = Array(text.utf8)
        if let failure = bytes.withUnsafeBufferPointer({ firstAnchorOrAlias(in: $0) }) {
            throw failure
        }
    }

    private static func firstAnchorOrAlias(in buffer: UnsafeBufferPointer<UInt8>) -> YAMLLoader.Failure? {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else {
            return YAMLLoader.Failure(line: nil, column: nil, message: "cannot start the YAML parser (out of memory)")
        }
        defer { yaml_parser_delete(&parser) }
        yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
        while true {
            var event = yaml_event_t()
            // A syntax error: Yams reports it with its context when it parses the same text, and up to
            // that point there was no anchor or alias to expand.
            guard yaml_parser_parse(&parser, &event) == 1 else { return nil }
            defer { yaml_event_delete(&event) }
            let anchor: UnsafeMutablePointer<yaml_char_t>?
            switch event.type {
            case YAML_STREAM_END_EVENT: return nil
            case YAML_ALIAS_EVENT:
                return failure(event, "YAML aliases (*\(name(event.data.alias.anchor))) are not supported in specs; write the value out")
            case YAML_SCALAR_EVENT: anchor = event.data.scalar.anchor
            case YAML_SEQUENCE_START_EVENT: anchor = event.data.sequence_start.anchor
            case YAML_MAPPING_START_EVENT: anchor = event.data.mapping_start.anchor
            default: anchor = nil
            }
            if let anchor {
                return failure(event, "YAML anchors (&\(name(anchor))) are not supported in specs; write the value out")
            }
        }
    }

    private static func failure(_ event: yaml_event_t, _ message: String) -> YAMLLoader.Failure {
        YAMLLoader.Failure(line: event.start_mark.line + 1, column: event.start_mark.column + 1, message: message)
    }

    private static func name(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String {
        guard let pointer else { return "" }
        return String(decoding: UnsafeBufferPointer(start: pointer, count: strlen(pointer)), as: UTF8.self)
    }
}
