/// Writes a `Resolution` as the contract's response body, keys in the contract's order.
enum ResponseEncoder {
    static func encode(_ resolution: Resolution) -> [UInt8] {
        var writer = JSONWriter(reservingCapacity: 512 + resolution.steps.count * 320)
        encode(resolution, into: &writer)
        return writer.bytes
    }

    static func encode<Sink: JSONSink>(_ resolution: Resolution, into writer: inout Sink) {
        writer.beginObject()
        writer.key("interfaceOrientation")
        writer.string(resolution.interfaceOrientation.name)
        writer.key("deviceOrientation")
        writer.string(resolution.deviceOrientation.name)
        writer.key("supportedOrientations")
        writeMask(resolution.supportedOrientations, &writer)
        writer.key("decidingController")
        writeOptional(resolution.decidingController, &writer)
        writer.key("statusBar")
        writer.beginObject()
        writer.key("orientation")
        writer.string(resolution.statusBarOrientation.name)
        writer.key("hidden")
        writer.bool(resolution.statusBarHidden)
        writer.endObject()
        writer.key("violation")
        if let violation = resolution.violation { writeViolation(violation, &writer) } else { writer.null() }
        writer.key("terminated")
        writer.bool(resolution.terminated)
        writer.key("warnings")
        writer.beginArray()
        for warning in resolution.warnings {
            writer.beginObject()
            writer.key("code")
            writer.string(warning.code)
            writer.key("message")
            writer.string(warning.message)
            writer.key("event")
            writeOptional(warning.event, &writer)
            writer.endObject()
        }
        writer.endArray()
        writer.key("windows")
        writer.beginArray()
        for window in resolution.windows {
            writer.beginObject()
            writer.key("id")
            writer.string(window.id)
            writer.key("key")
            writer.bool(window.key)
            writer.key("level")
            writer.number(window.level)
            writer.key("interfaceOrientation")
            writer.string(window.interfaceOrientation.name)
            writer.key("supportedOrientations")
            writeMask(window.supportedOrientations, &writer)
            writer.key("decidingController")
            writeOptional(window.decidingController, &writer)
            writer.endObject()
        }
        writer.endArray()
        writer.key("steps")
        writer.beginArray()
        for step in resolution.steps { writeStep(step, &writer) }
        writer.endArray()
        writer.endObject()
    }

    static func writeStep(_ step: Step, _ writer: inout some JSONSink) {
        writer.beginObject()
        writer.key("event")
        writer.int(step.event)
        writer.key("type")
        writer.string(step.type)
        writer.key("interfaceOrientation")
        writer.string(step.interfaceOrientation.name)
        writer.key("rotated")
        writer.bool(step.rotated)
        writer.key("supportedOrientations")
        writeMask(step.supportedOrientations, &writer)
        writer.key("decidingController")
        writeOptional(step.decidingController, &writer)
        writer.key("reason")
        writer.string(step.reason)
        writer.key("rule")
        writer.string(step.rule)
        if let trace = step.trace {
            writer.key("trace")
            writer.beginArray()
            for line in trace { writer.string(line) }
            writer.endArray()
        }
        writer.endObject()
    }

    static func writeViolation(_ violation: Violation, _ writer: inout some JSONSink) {
        writer.beginObject()
        writer.key("kind")
        writer.string(violation.kind.rawValue)
        switch violation.kind {
        case .exception:
            writer.key("exception")
            writeOptional(violation.exception, &writer)
        case .error:
            writer.key("domain")
            writeOptional(violation.domain, &writer)
            writer.key("code")
            writeOptional(violation.code, &writer)
        }
        writer.key("reason")
        writer.string(violation.reason)
        writer.key("event")
        writeOptional(violation.event, &writer)
        writer.key("controller")
        writeOptional(violation.controller, &writer)
        writer.endObject()
    }

    static func writeMask(_ mask: OrientationMask, _ writer: inout some JSONSink) {
        writer.beginObject()
        writer.key("orientations")
        writer.beginArray()
        for orientation in mask.orientations { writer.string(orientation.name) }
        writer.endArray()
        writer.key("rawValue")
        writer.int(mask.rawValue)
        writer.endObject()
    }

    static func writeOptional(_ value: String?, _ writer: inout some JSONSink) {
        if let value { writer.string(value) } else { writer.null() }
    }

    static func writeOptional(_ value: Int?, _ writer: inout some JSONSink) {
        if let value { writer.int(value) } else { writer.null() }
    }
}
