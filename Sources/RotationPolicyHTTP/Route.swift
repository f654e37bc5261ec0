/// The routes this service knows. Also the `route` label of the metrics, so its cardinality is fixed:
/// unknown paths share `.unmatched` instead of minting a label per path a client invents, and every
/// playground file shares `.playgroundAsset`.
public enum Route: String, CaseIterable, Sendable {
    case resolve = "/v1/resolve"
    case explore = "/v1/explore"
    case presets = "/v1/presets"
    case healthz = "/healthz"
    case readyz = "/readyz"
    case metrics = "/metrics"
    case openAPI = "/openapi.yaml"
    case playground = "/"
    case playgroundAsset = "/playground/"
    case examples = "/v1/examples"
    case rules = "/docs/rules"
    case rulesMarkdown = "/docs/rules.md"
    case scan = "/v1/scan"
    case unmatched = "unmatched"

    public init(path: String) {
        // The route nearly every request takes, by one comparison: the prefix test and the `rawValue`
        // switch over every case cost ~300 instructions, twice a request (`admit`, then `route`).
        if path == Route.resolve.rawValue {
            self = .resolve
            return
        }
        if path.hasPrefix(Route.playgroundAsset.rawValue) {
            self = .playgroundAsset
            return
        }
        self = Route(rawValue: path).flatMap { $0 == .unmatched || $0 == .playgroundAsset ? nil : $0 } ?? .unmatched
    }

    public var path: String { rawValue }

    /// The position in `allCases`, for tables indexed by route (the metrics) without hashing the path.
    public var ordinal: Int {
        switch self {
        case .resolve: 0
        case .explore: 1
        case .presets: 2
        case .healthz: 3
        case .readyz: 4
        case .metrics: 5
        case .openAPI: 6
        case .playground: 7
        case .playgroundAsset: 8
        case .examples: 9
        case .rules: 10
        case .rulesMarkdown: 11
        case .scan: 12
        case .unmatched: 13
        }
    }

    /// Every GET route answers HEAD too (RFC 9110 §9.3.2).
    public var allowedMethods: [String] {
        switch self {
        case .resolve, .explore, .scan: ["POST"]
        case .healthz, .readyz, .metrics, .openAPI, .playground, .playgroundAsset, .examples, .rules, .rulesMarkdown,
            .presets:
            ["GET", "HEAD"]
        case .unmatched: []
        }
    }

    public var allowHeader: String { allowedMethods.joined(separator: ", ") }

    /// `allowedMethods.contains(method)` without building the array on every request.
    public func allows(_ method: String) -> Bool {
        switch self {
        case .resolve, .explore, .scan: method == "POST"
        case .healthz, .readyz, .metrics, .openAPI, .playground, .playgroundAsset, .examples, .rules, .rulesMarkdown,
            .presets:
            method == "GET" || method == "HEAD"
        case .unmatched: false
        }
    }
}
