public import RotationPolicy

/// The documented limits of one `POST /v1/resolve` request (api-contract "Default limits"), which the
/// server and the CLI's in-process engine both take. Crossing one is a 422 naming the path where it was
/// crossed. The parser, the decoders and the encoder check them; the simulation gets only its budget
/// (`run`).
public struct WireLimits: Equatable, Sendable {
    /// Deepest controller tree: a root is depth 1; each child or presented controller adds one.
    public var maxControllerDepth: Int
    /// Controllers in the whole request, including those events push, present or add later.
    public var maxControllers: Int
    public var maxEvents: Int
    /// Longest string value or object key, in UTF-8 bytes.
    public var maxStringBytes: Int
    /// Deepest JSON nesting of arrays and objects; checked while parsing, before any model is built.
    public var maxJSONDepth: Int
    /// Windows in the whole request, with or without a root, including those events add later.
    public var maxWindows: Int
    /// Work budget of one simulation: window evaluations (one per event, plus one per window with a
    /// root for every device-driven event). Crossing it is a 422 at the event where it happened.
    public var maxWork: Int
    /// Largest answer body (`--max-answer-bytes`): the simulation stops with a 422 when an estimate of
    /// its steps passes it, and the encoder at the first step whose words do.
    public var maxAnswerBytes: Int

    public init(
        maxControllerDepth: Int = 256,
        maxControllers: Int = 20_000,
        maxEvents: Int = 20_000,
        maxStringBytes: Int = 1024,
        maxJSONDepth: Int = 1024,
        maxWindows: Int = 256,
        maxWork: Int = RunLimits.default.maxWork,
        maxAnswerBytes: Int = RunLimits.default.maxAnswerBytes
    ) {
        self.maxControllerDepth = maxControllerDepth
        self.maxControllers = maxControllers
        self.maxEvents = maxEvents
        self.maxStringBytes = maxStringBytes
        self.maxJSONDepth = maxJSONDepth
        self.maxWindows = maxWindows
        self.maxWork = maxWork
        self.maxAnswerBytes = maxAnswerBytes
    }

    public static let `default` = WireLimits()

    /// What the simulation itself bounds.
    var run: RunLimits { RunLimits(maxWork: maxWork, maxAnswerBytes: maxAnswerBytes) }
}
