import Foundation

/// stdout for results, stderr for errors (README "Exit codes"). Errors carry no colour, so they pass
/// through the escaping funnel here, whole; reports escape what they render (`TerminalText`).
public enum Output {
    public static func out(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    public static func err(_ text: String) {
        let text = TerminalText.escape(text)
        FileHandle.standardError.write(Data((text.hasSuffix("\n") ? text : text + "\n").utf8))
    }
}
