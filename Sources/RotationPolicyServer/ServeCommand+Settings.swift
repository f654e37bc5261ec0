import ArgumentParser
import Logging
import RotationPolicy
import RotationPolicyHTTP
import RotationPolicyWire

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Flag, then `ROTATION_POLICY_<NAME>`, then default; every value range-checked with a message naming
/// where the bad value came from.
extension ServeCommand {
    /// How log lines are written: `bufferBytes` 0 writes each at once.
    struct LogBuffering {
        var bufferBytes: Int
        var flushInterval: Duration
    }

    func settings() throws -> (ServerConfiguration, Logger.Level, LogBuffering) {
        var configuration = ServerConfiguration()
        configuration.host = string(host, "host") ?? configuration.host
        guard ServerConfiguration.isBindableHost(configuration.host) else {
            throw ValidationError(
                "--host must be a numeric IPv4 or IPv6 address or localhost, got '\(configuration.host)'\(origin(host, "host"))")
        }
        configuration.port = try int(port, "port", default: 8080, in: 0...65535)
        configuration.threads = try int(threads, "threads", default: 2, in: 1...256)
        configuration.maxBodyBytes = try int(maxBodyBytes, "max-body-bytes", default: 4_194_304, in: 1...(1 << 30))
        configuration.maxConnections = try int(maxConnections, "max-connections", default: 1024, in: 1...1_000_000)
        configuration.maxConnectionsPerIP = try int(
            maxConnectionsPerIp, "max-connections-per-ip", default: 256, in: 1...1_000_000)
        configuration.connectionTimeoutSeconds = try int(
            connectionTimeout, "connection-timeout", default: 30, in: 1...86_400)
        configuration.sendTimeoutSeconds = try int(sendTimeout, "send-timeout", default: 5, in: 1...3600)
        configuration.drainTimeoutSeconds = try int(drainTimeout, "drain-timeout", default: 10, in: 0...3600)
        configuration.connectionMemoryBytes = try int(
            connectionMemoryBytes, "connection-memory-bytes", default: 16_384, in: 4096...(64 << 20))
        configuration.limits = WireLimits(
            // Controller trees are decoded recursively: the cap keeps the deepest one well inside a thread's stack.
            maxControllerDepth: try int(maxControllerDepth, "max-controller-depth", default: 256, in: 1...1024),
            maxControllers: try int(maxControllers, "max-controllers", default: 20_000, in: 1...10_000_000),
            maxEvents: try int(maxEvents, "max-events", default: 20_000, in: 1...10_000_000),
            maxStringBytes: try int(maxStringBytes, "max-string-bytes", default: 1024, in: 1...(1 << 30)),
            maxJSONDepth: try int(maxJsonDepth, "max-json-depth", default: 1024, in: 1...1_000_000),
            maxWindows: try int(maxWindows, "max-windows", default: 256, in: 1...1_000_000),
            maxWork: try int(maxWork, "max-work", default: 250_000, in: 1...1_000_000_000))
        configuration.exploreLimits = ExploreLimits(
            maxStates: try int(maxExploreStates, "max-explore-states", default: 200_000, in: 1...10_000_000),
            maxMilliseconds: try int(maxExploreMs, "max-explore-ms", default: 10_000, in: 1...600_000),
            maxExtraEvents: try int(maxExploreExtraEvents, "max-explore-extra-events", default: 12, in: 0...64),
            maxBytes: try int(maxExploreBytes, "max-explore-bytes", default: 96 << 20, in: (1 << 20)...(1 << 36)),
            maxFindings: try int(maxExploreFindings, "max-explore-findings", default: 1_000, in: 1...1_000_000))
        configuration.maxConcurrentExplores = try int(
            maxConcurrentExplores, "max-concurrent-explores", default: 1, in: 1...256)
        configuration.maxConcurrentScans = try int(maxConcurrentScans, "max-concurrent-scans", default: 1, in: 1...256)
        configuration.scanTimeLimitMilliseconds = try int(scanTimeLimit, "scan-time-limit", default: 5_000, in: 1...600_000)
        configuration.maxAnswerBytes = try int(maxAnswerBytes, "max-answer-bytes", default: 16 << 20, in: 1024...(1 << 34))
        configuration.maxAnswerBytesInFlight = try int(
            maxAnswerBytesInFlight, "max-answer-bytes-in-flight", default: 64 << 20, in: 1024...(1 << 40))
        // The simulation itself stops as soon as its answer would pass the cap.
        configuration.limits.maxAnswerBytes = configuration.maxAnswerBytes
        guard configuration.maxAnswerBytes <= configuration.maxAnswerBytesInFlight else {
            throw ValidationError(
                "--max-answer-bytes (\(configuration.maxAnswerBytes)) must not be larger than --max-answer-bytes-in-flight "
                    + "(\(configuration.maxAnswerBytesInFlight)): an answer that size could never be sent")
        }
        configuration.openAPIPath = string(openapiPath, "openapi-path")
        if let path = configuration.openAPIPath, case .failure(let failure) = OpenAPIDocument.load(explicitPath: path) {
            throw ValidationError(
                "--openapi-path: \(failure)\(origin(openapiPath, "openapi-path")); leave it out to serve the openapi.yaml built into this binary")
        }

        let levelText = string(logLevel, "log-level") ?? "info"
        guard let level = Logger.Level(rawValue: levelText.lowercased()) else {
            let names = Logger.Level.allCases.map(\.rawValue).joined(separator: ", ")
            throw ValidationError("--log-level must be one of \(names), got '\(levelText)'\(origin(logLevel, "log-level"))")
        }
        let buffering = LogBuffering(
            bufferBytes: try int(logBufferBytes, "log-buffer-bytes", default: 0, in: 0...(16 << 20)),
            flushInterval: .milliseconds(try int(logFlushMs, "log-flush-ms", default: 1000, in: 10...60_000)))
        return (configuration, level, buffering)
    }

    private static func environmentName(_ flag: String) -> String {
        "ROTATION_POLICY_" + String(flag.uppercased().map { $0 == "-" ? "_" : $0 })
    }

    private func environment(_ flag: String) -> String? {
        getenv(Self.environmentName(flag)).map { String(cString: $0) }
    }

    private func string(_ flagValue: String?, _ flag: String) -> String? {
        flagValue ?? environment(flag)
    }

    /// " (from ROTATION_POLICY_X)" when the value came from the environment, for error messages.
    private func origin<T>(_ flagValue: T?, _ flag: String) -> String {
        flagValue == nil && environment(flag) != nil ? " (from \(Self.environmentName(flag)))" : ""
    }

    private func int(_ flagValue: Int?, _ flag: String, default fallback: Int, in range: ClosedRange<Int>) throws -> Int {
        let value: Int
        if let flagValue {
            value = flagValue
        } else if let text = environment(flag) {
            guard let parsed = Int(text) else {
                throw ValidationError("\(Self.environmentName(flag)) must be an integer, got '\(text)'")
            }
            value = parsed
        } else {
            value = fallback
        }
        guard range.contains(value) else {
            throw ValidationError(
                "--\(flag) must be between \(range.lowerBound) and \(range.upperBound), got \(value)\(origin(flagValue, flag))")
        }
        return value
    }
}
