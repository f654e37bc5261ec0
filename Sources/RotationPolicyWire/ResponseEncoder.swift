import RotationPolicy
import RotationPolicyJSON

/// Writes a `Resolution` as the contract's response body, keys in the contract's order.
enum ResponseEncoder {
    static func encode(_ resolution: Resolution) -> [UInt8] {
        // Straight into the byte sink (a class): no copy-on-write check per key and value.
        var sink = JSONByteSink(reservingCapacity: 768 + resolution.steps.count * 512)
        encode(resolution, into: &sink)
        return sink.bytes(appending: UInt8(ascii: "\n"))
    }

    /// The answer, or the 422 of `--max-answer-bytes` at the first step whose words pass `maxBytes`.
    /// The simulation stops early on an estimate (its steps hold values, not words); this is the bound
    /// itself, so an answer is never built much past the limit, however long the request's names are.
    static func encode(_ resolution: Resolution, maxBytes: Int) -> Result<[UInt8], RequestError> {
        // Written straight into the array it is returned as, with room for the final newline; an answer
        // that outgrows the estimate moves to the sink's own memory and is copied out once at the end.
        // 2 KB and 1 KB a step: 6 of the 298 fixture answers outgrow it (768 and 512 a step: 118), and an
        // answer holds about 2 KB it does not use until it is sent.
        let capacity = max(min(2048 + resolution.steps.count * 1024, maxBytes + 1), 16) + 1
        var stoppedAt: Int?
        var outgrown: JSONByteSink?
        let answer = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, initialized in
            var sink = JSONByteSink(borrowing: UnsafeMutableBufferPointer(rebasing: buffer[..<(capacity - 1)]))
            stoppedAt = encode(resolution, into: &sink, maxBytes: maxBytes)
            if stoppedAt == nil, sink.isInBorrowedBuffer {
                buffer[sink.byteCount] = UInt8(ascii: "\n")
                initialized = sink.byteCount + 1
            } else {
                // The sink's own memory, when it grew past the buffer; never the buffer, which ends here.
                if !sink.isInBorrowedBuffer { outgrown = sink }
                initialized = 0
            }
        }
        if let event = stoppedAt { return .failure(RunError.answerTooLarge(limit: maxBytes, event: event).requestError) }
        if let outgrown { return .success(outgrown.bytes(appending: UInt8(ascii: "\n"))) }
        return .success(answer)
    }

    /// The writer's bytes and a final newline: answers end with one, as text does (`curl` output then
    /// leaves the prompt on its own line).
    static func withNewline(_ writer: inout JSONWriter) -> [UInt8] {
        writer.bytes(appending: UInt8(ascii: "\n"))
    }

    /// Returns the event whose step passed `maxBytes`, having stopped there; nil when all is written.
    @discardableResult
    static func encode<Sink: JSONSink>(_ resolution: Resolution, into writer: inout Sink, maxBytes: Int = .max) -> Int? {
        let words = ReasonWords(names: resolution.names, violation: resolution.violation?.reason)
        writer.beginObject()
        writer.constantKey("interfaceOrientation")
        writer.fragment(Self.interfaceNames, resolution.interfaceOrientation.rawValue)
        writer.constantKey("deviceOrientation")
        writer.fragment(Self.deviceNames, resolution.deviceOrientation.rawValue)
        writer.constantKey("supportedOrientations")
        writeMask(resolution.supportedOrientations, &writer)
        writer.constantKey("decidingController")
        writeOptional(resolution.decidingController.map { words.name($0).text }, &writer)
        writer.constantKey("statusBar")
        writer.beginObject()
        writer.constantKey("orientation")
        writer.fragment(Self.interfaceNames, resolution.statusBarOrientation.rawValue)
        writer.constantKey("hidden")
        writer.bool(resolution.statusBarHidden)
        writer.endObject()
        writer.constantKey("violation")
        if let violation = resolution.violation { writeViolation(violation, words, &writer) } else { writer.null() }
        writer.constantKey("terminated")
        writer.bool(resolution.terminated)
        writer.constantKey("warnings")
        writer.beginArray()
        for warning in resolution.warnings {
            writer.beginObject()
            writer.constantKey("code")
            writer.string(warning.code.rawValue)
            writer.constantKey("message")
            writer.sentence { words.words(warning.message, into: &$0) }
            writer.constantKey("event")
            writeOptional(warning.event, &writer)
            writer.endObject()
        }
        writer.endArray()
        Deprecations.write(resolution.deprecations, words.cast.controllers, &writer)
        writer.constantKey("windows")
        writer.beginArray()
        for window in resolution.windows {
            writer.beginObject()
            writer.constantKey("id")
            writer.string(window.id)
            writer.constantKey("key")
            writer.bool(window.key)
            writer.constantKey("level")
            writer.number(window.level)
            writer.constantKey("interfaceOrientation")
            writer.fragment(Self.interfaceNames, window.interfaceOrientation.rawValue)
            writer.constantKey("supportedOrientations")
            writeMask(window.supportedOrientations, &writer)
            writer.constantKey("decidingController")
            writeOptional(window.decidingController.map { words.name($0).text }, &writer)
            // Only for a hidden window, so other answers keep their shape.
            if window.hidden {
                writer.constantKey("hidden")
                writer.bool(true)
            }
            writer.endObject()
        }
        writer.endArray()
        writer.constantKey("steps")
        writer.beginArray()
        for step in resolution.steps {
            writeStep(step, words, &writer)
            if writer.writtenBytes > maxBytes { return step.event ?? 0 }
        }
        writer.endArray()
        writer.constantKey("findings")
        writer.beginArray()
        for finding in resolution.findings { writeFinding(finding, words, &writer) }
        writer.endArray()
        writer.constantKey("skippedEvents")
        writer.int(resolution.skippedEvents)
        if let locked = resolution.interfaceOrientationLocked {
            writer.constantKey("interfaceOrientationLocked")
            writer.bool(locked)
        }
        if let scenes = resolution.scenes { writeScenes(scenes, words, &writer) }
        writer.constantKey("confidence")
        writeConfidence(resolution.confidence, &writer)
        writer.endObject()
        return nil
    }

    /// A finding's common members, left open so the explorer can add its witness and fix.
    static func writeFindingMembers(_ finding: Finding, _ words: ReasonWords, _ writer: inout some JSONSink) {
        writer.constantKey("kind")
        writer.string(finding.kind.rawValue)
        writer.constantKey("severity")
        writer.string(finding.severity.rawValue)
        writer.constantKey("code")
        writer.string(finding.code.name)
        writer.constantKey("rule")
        writer.fragment(Self.ruleNames, Int(finding.rule.rawValue))
        writer.constantKey("controller")
        writeOptional(finding.controller.map { words.name($0).text }, &writer)
        writer.constantKey("message")
        writer.sentence { words.words(finding.message, into: &$0) }
        writer.constantKey("event")
        writeOptional(finding.event, &writer)
    }

    static func writeFinding(_ finding: Finding, _ words: ReasonWords, _ writer: inout some JSONSink) {
        writer.beginObject()
        writeFindingMembers(finding, words, &writer)
        writer.endObject()
    }

    static func writeStep(_ step: Step, _ words: ReasonWords, _ writer: inout some JSONSink) {
        writer.beginObject()
        writer.constantKey("event")
        writeOptional(step.event, &writer)
        writer.constantKey("type")
        writer.string(RequestDecoder.typeName(step.type))
        writer.constantKey("interfaceOrientation")
        writer.fragment(Self.interfaceNames, step.interfaceOrientation.rawValue)
        writer.constantKey("rotated")
        writer.bool(step.rotated)
        writer.constantKey("supportedOrientations")
        writeMask(step.supportedOrientations, &writer)
        writer.constantKey("decidingController")
        writeOptional(step.decidingController.map { words.name($0).text }, &writer)
        writer.constantKey("reason")
        writer.sentence { words.sentence(for: step, into: &$0) }
        writer.constantKey("rule")
        writer.fragment(Self.ruleNames, Int(step.rule.rawValue))
        writer.constantKey("confidence")
        writer.fragment(Self.levelNames, Int(step.confidence.rawValue))
        if let trace = step.trace {
            writer.constantKey("trace")
            writer.beginArray()
            for line in trace { writer.sentence { words.line(line, into: &$0) } }
            writer.endArray()
        }
        writer.endObject()
    }

    /// `{level, uncertainRules, assumptions, uncertainPresets}`: the answer's (or a finding's) confidence.
    static func writeConfidence(_ confidence: ConfidenceSummary, _ writer: inout some JSONSink) {
        // Most answers name no rule, assumption or preset: their object is written once per level.
        if confidence.isPlain {
            writer.fragment(Self.plainConfidence, Int(confidence.level.rawValue))
            return
        }
        writer.beginObject()
        writer.constantKey("level")
        writer.fragment(Self.levelNames, Int(confidence.level.rawValue))
        writer.constantKey("uncertainRules")
        writer.beginArray()
        for rule in confidence.uncertainRules { writer.fragment(Self.ruleNames, Int(rule.rawValue)) }
        writer.endArray()
        writer.constantKey("assumptions")
        writer.beginArray()
        for assumption in confidence.assumptions { writer.string(Vocabulary.code(of: assumption)) }
        writer.endArray()
        writer.constantKey("uncertainPresets")
        writer.beginArray()
        for preset in confidence.uncertainPresets { writer.string(preset) }
        writer.endArray()
        writer.endObject()
    }

    static func writeViolation(_ violation: Violation, _ words: ReasonWords, _ writer: inout some JSONSink) {
        writer.beginObject()
        writer.constantKey("kind")
        writer.string(violation.kind.rawValue)
        switch violation.kind {
        case .exception:
            writer.constantKey("exception")
            writeOptional(violation.exception?.name, &writer)
        case .error:
            writer.constantKey("domain")
            writeOptional(violation.domain?.name, &writer)
            writer.constantKey("code")
            writeOptional(violation.code, &writer)
        }
        writer.constantKey("reason")
        writer.sentence { words.words(violation.reason, into: &$0) }
        writer.constantKey("event")
        writeOptional(violation.event, &writer)
        writer.constantKey("controller")
        writeOptional(violation.controller.map { words.name($0).text }, &writer)
        writer.endObject()
    }

    static func writeMask(_ mask: OrientationMask, _ writer: inout some JSONSink) {
        writer.fragment(maskFragments, (mask.rawValue & OrientationMask.validBits) >> 1)
    }

    // Masks have 16 possible values and enums a handful of names: written once, copied after.
    static let maskFragments = JSONFragments(
        (0..<16).map { bits in
            let mask = OrientationMask(rawValue: bits << 1)
            return .object(
                JSONObject([
                    .init(key: "orientations", value: .array(mask.orientations.map { .string($0.name) })),
                    .init(key: "rawValue", value: .number(Double(mask.rawValue))),
                ]))
        })
    /// Indexed by `InterfaceOrientation.rawValue`.
    static let interfaceNames = JSONFragments(
        (0...4).map { raw in .string(InterfaceOrientation(rawValue: raw)?.name ?? "unknown") })
    /// `{level, uncertainRules: [], assumptions: [], uncertainPresets: []}`, indexed by `Confidence.rawValue`.
    static let plainConfidence = JSONFragments(
        Confidence.allCases.map { level in
            .object(
                JSONObject([
                    .init(key: "level", value: .string(Vocabulary.name(of: level))),
                    .init(key: "uncertainRules", value: .array([])), .init(key: "assumptions", value: .array([])),
                    .init(key: "uncertainPresets", value: .array([])),
                ]))
        })
    /// Indexed by `Confidence.rawValue`.
    static let levelNames = JSONFragments(Confidence.allCases.map { .string(Vocabulary.name(of: $0)) })
    /// Indexed by `DeviceOrientation.rawValue`.
    static let deviceNames = JSONFragments(
        (0...6).map { raw in .string(DeviceOrientation(rawValue: raw)?.name ?? "unknown") })
    /// Indexed by `Rule.rawValue`.
    static let ruleNames = JSONFragments(
        Rule.allCases.enumerated().map { index, rule in
            precondition(Int(rule.rawValue) == index, "Rule's raw values are not its positions")
            return .string(rule.name)
        })

    static func writeOptional(_ value: String?, _ writer: inout some JSONSink) {
        if let value { writer.string(value) } else { writer.null() }
    }

    static func writeOptional(_ value: Int?, _ writer: inout some JSONSink) {
        if let value { writer.int(value) } else { writer.null() }
    }
}
