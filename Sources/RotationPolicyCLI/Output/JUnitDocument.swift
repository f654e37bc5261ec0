import Foundation

/// A JUnit XML document as CI systems read it (Jenkins, GitLab, GitHub test reporters): the value both
/// `check --format junit` and `lint --reporter junit` build, and one writer for both. Counts and
/// attributes a producer has no use for are nil and left out.
public struct JUnitDocument: Equatable, Sendable {
    public struct Counts: Equatable, Sendable {
        public var tests: Int
        public var failures: Int
        public var errors: Int?
        public var skipped: Int?
        /// Seconds.
        public var time: Double?

        public init(tests: Int, failures: Int, errors: Int? = nil, skipped: Int? = nil, time: Double? = nil) {
            self.tests = tests
            self.failures = failures
            self.errors = errors
            self.skipped = skipped
            self.time = time
        }
    }

    public enum Outcome: Equatable, Sendable {
        /// Passed; `systemOut` carries what the pass does not prove.
        case passed(systemOut: String?)
        case skipped(message: String)
        case error(type: String, message: String, details: String)
        case failure(type: String, message: String, details: String)
    }

    public struct Case: Equatable, Sendable {
        public var classname: String
        public var name: String
        public var file: String?
        public var line: Int?
        public var time: Double?
        public var outcome: Outcome

        public init(classname: String, name: String, file: String? = nil, line: Int? = nil, time: Double? = nil, outcome: Outcome) {
            self.classname = classname
            self.name = name
            self.file = file
            self.line = line
            self.time = time
            self.outcome = outcome
        }
    }

    public struct Suite: Equatable, Sendable {
        public var name: String
        public var counts: Counts
        public var properties: [Property]
        public var cases: [Case]

        public init(name: String, counts: Counts, properties: [Property] = [], cases: [Case]) {
            self.name = name
            self.counts = counts
            self.properties = properties
            self.cases = cases
        }
    }

    public struct Property: Equatable, Sendable {
        public var name: String
        public var value: String

        public init(_ name: String, _ value: String) {
            self.name = name
            self.value = value
        }
    }

    public var name: String
    public var counts: Counts
    public var suites: [Suite]

    public init(name: String, counts: Counts, suites: [Suite]) {
        self.name = name
        self.counts = counts
        self.suites = suites
    }

    public var xml: String {
        let escape = Self.escape
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"\(escape(name))\" \(Self.attributes(counts))>\n"
        for suite in suites {
            out += "  <testsuite name=\"\(escape(suite.name))\" \(Self.attributes(suite.counts))>\n"
            if !suite.properties.isEmpty {
                out += "    <properties>\n"
                for property in suite.properties {
                    out += "      <property name=\"\(escape(property.name))\" value=\"\(escape(property.value))\"/>\n"
                }
                out += "    </properties>\n"
            }
            for item in suite.cases {
                out += "    <testcase classname=\"\(escape(item.classname))\" name=\"\(escape(item.name))\""
                if let file = item.file { out += " file=\"\(escape(file))\"" }
                if let line = item.line { out += " line=\"\(line)\"" }
                if let time = item.time { out += " time=\"\(Self.time(time))\"" }
                switch item.outcome {
                case .passed(nil):
                    out += "/>\n"
                    continue
                case .passed(let text?):
                    out += ">\n      <system-out>\(escape(text))</system-out>\n"
                case .skipped(let message):
                    out += ">\n      <skipped message=\"\(escape(message))\"/>\n"
                case .error(let type, let message, let details):
                    out += ">\n      <error type=\"\(escape(type))\" message=\"\(escape(message))\">\(escape(details))</error>\n"
                case .failure(let type, let message, let details):
                    out += ">\n      <failure type=\"\(escape(type))\" message=\"\(escape(message))\">\(escape(details))</failure>\n"
                }
                out += "    </testcase>\n"
            }
            out += "  </testsuite>\n"
        }
        return out + "</testsuites>\n"
    }

    /// `tests="…" failures="…"`, then errors, skipped and time where given.
    static func attributes(_ counts: Counts) -> String {
        var out = "tests=\"\(counts.tests)\" failures=\"\(counts.failures)\""
        if let errors = counts.errors { out += " errors=\"\(errors)\"" }
        if let skipped = counts.skipped { out += " skipped=\"\(skipped)\"" }
        if let time = counts.time { out += " time=\"\(Self.time(time))\"" }
        return out
    }

    /// Seconds with three decimals, as JUnit's `time` attributes are written.
    static func time(_ seconds: Double) -> String { String(format: "%.3f", seconds) }

    /// XML 1.0 text and attribute escaping; characters XML cannot hold at all become U+FFFD.
    public static func escape(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "\n": out += "&#10;"
            case "\t", "\r": out.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF: out += "\u{FFFD}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
