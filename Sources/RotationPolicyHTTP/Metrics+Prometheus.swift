import Synchronization

/// Prometheus text exposition format 0.0.4.
extension Metrics {
    public func prometheusText() -> [UInt8] {
        let snapshot = state.withLock { $0 }
        let inFlight = requestsInFlight
        var text = ""
        text.reserveCapacity(4096)

        text += "# HELP rotation_policy_http_requests_total HTTP requests answered, by route and status.\n"
        text += "# TYPE rotation_policy_http_requests_total counter\n"
        let keys = snapshot.requests.keys.sorted { ($0.route.rawValue, $0.status) < ($1.route.rawValue, $1.status) }
        for key in keys {
            text += "rotation_policy_http_requests_total{route=\"\(key.route.rawValue)\",status=\"\(key.status)\"} "
            text += "\(snapshot.requests[key] ?? 0)\n"
        }

        text += "# HELP rotation_policy_http_request_duration_seconds Time from request headers to queued response.\n"
        text += "# TYPE rotation_policy_http_request_duration_seconds histogram\n"
        for route in Route.allCases {
            guard let histogram = snapshot.durations[route.ordinal] else { continue }
            let label = "route=\"\(route.rawValue)\""
            var cumulative: UInt64 = 0
            for (bound, count) in zip(Metrics.bucketBounds, histogram.buckets) {
                cumulative += count
                text += "rotation_policy_http_request_duration_seconds_bucket{\(label),le=\"\(bound)\"} \(cumulative)\n"
            }
            text += "rotation_policy_http_request_duration_seconds_bucket{\(label),le=\"+Inf\"} \(histogram.count)\n"
            text += "rotation_policy_http_request_duration_seconds_sum{\(label)} \(histogram.sum)\n"
            text += "rotation_policy_http_request_duration_seconds_count{\(label)} \(histogram.count)\n"
        }

        text += "# HELP rotation_policy_http_requests_in_flight Requests received and not yet completed.\n"
        text += "# TYPE rotation_policy_http_requests_in_flight gauge\n"
        text += "rotation_policy_http_requests_in_flight \(inFlight)\n"

        if let answerBudget {
            text += "# HELP rotation_policy_answer_bytes_in_flight Bytes of answers queued and not yet sent.\n"
            text += "# TYPE rotation_policy_answer_bytes_in_flight gauge\n"
            text += "rotation_policy_answer_bytes_in_flight \(answerBudget.bytesInFlight)\n"
        }

        if let exploreGate {
            text += "# HELP rotation_policy_explores_in_flight Explores running (at most --max-concurrent-explores).\n"
            text += "# TYPE rotation_policy_explores_in_flight gauge\n"
            text += "rotation_policy_explores_in_flight \(exploreGate.inFlight)\n"
        }
        if let scanGate {
            text += "# HELP rotation_policy_scans_in_flight Scans running (at most --max-concurrent-scans).\n"
            text += "# TYPE rotation_policy_scans_in_flight gauge\n"
            text += "rotation_policy_scans_in_flight \(scanGate.inFlight)\n"
        }

        text += "# HELP rotation_policy_resolve_outcomes_total POST /v1/resolve results, by outcome.\n"
        text += "# TYPE rotation_policy_resolve_outcomes_total counter\n"
        for outcome in ResolveOutcome.allCases {
            text += "rotation_policy_resolve_outcomes_total{outcome=\"\(outcome.rawValue)\"} "
            text += "\(snapshot.outcomes[outcome.ordinal])\n"
        }
        return Array(text.utf8)
    }
}
