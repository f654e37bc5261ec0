/// One GitHub Actions workflow command (`::error file=…,line=…,col=…,title=…::message`), the value both
/// `check --format github` and `lint --reporter github` render: one writer, so the two escape and order
/// the properties alike.
public struct GitHubAnnotation: Equatable, Sendable {
    public enum Level: String, Sendable {
        case error, warning, notice
    }

    public var level: Level
    public var file: String?
    public var line: Int?
    public var column: Int?
    public var title: String
    public var message: String

    public init(_ level: Level, file: String? = nil, line: Int? = nil, column: Int? = nil, title: String, message: String) {
        self.level = level
        self.file = file
        self.line = line
        self.column = column
        self.title = title
        self.message = message
    }

    /// The command's line, with its newline.
    public var command: String {
        var properties: [String] = []
        if let file { properties.append("file=" + Self.property(file)) }
        if let line { properties.append("line=\(line)") }
        if let column { properties.append("col=\(column)") }
        properties.append("title=" + Self.property(title))
        return "::\(level.rawValue) \(properties.joined(separator: ","))::\(Self.data(message))\n"
    }

    /// https://github.com/actions/toolkit/blob/main/packages/core/src/command.ts escapeData / escapeProperty.
    public static func data(_ text: String) -> String {
        text.replacingAll("%", "%25").replacingAll("\r", "%0D").replacingAll("\n", "%0A")
    }

    public static func property(_ text: String) -> String {
        data(text).replacingAll(":", "%3A").replacingAll(",", "%2C")
    }
}
