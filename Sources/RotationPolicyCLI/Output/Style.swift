#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// ANSI colour, only where a person reads it: a terminal, and not when NO_COLOR is set
/// (https://no-color.org). `--color always|never` overrides the guess.
public struct Style: Sendable {
    public var enabled: Bool

    public enum Mode: String, CaseIterable, Sendable {
        case auto, always, never
    }

    /// Standard output's descriptor, the default of `init`: a public default value cannot name an
    /// internally imported C constant.
    public static let standardOutput: Int32 = STDOUT_FILENO

    public init(_ mode: Mode, fileDescriptor: Int32 = Style.standardOutput) {
        switch mode {
        case .always: enabled = true
        case .never: enabled = false
        case .auto:
            let noColor = getenv("NO_COLOR").map { String(cString: $0) } ?? ""
            enabled = isatty(fileDescriptor) == 1 && noColor.isEmpty
        }
    }

    public static let plain = Style(enabled: false)

    init(enabled: Bool) { self.enabled = enabled }

    private func wrap(_ text: String, _ code: String) -> String {
        enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }

    public func red(_ text: String) -> String { wrap(text, "31") }
    public func green(_ text: String) -> String { wrap(text, "32") }
    public func yellow(_ text: String) -> String { wrap(text, "33") }
    public func bold(_ text: String) -> String { wrap(text, "1") }
    public func dim(_ text: String) -> String { wrap(text, "2") }
}
