import Foundation

/// stdout for results, stderr for errors (README "Exit codes").
public enum Output {
    public static func out(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    public static func err(_ text: String) {
        FileHandle.standardError.write(Data((text.hasSuffix("\n") ? text : text + "\n").utf8))
    }
}
