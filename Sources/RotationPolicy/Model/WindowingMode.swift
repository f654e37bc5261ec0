/// How an iPadOS 26 scene is shown (issue 25): full screen, or a window the person can move and resize
/// ("Windowed Apps", Stage Manager). Only the one scene of a request has a mode; iPad, iOS 26+.
public enum WindowingMode: String, Sendable, CaseIterable {
    case fullScreen
    case windowed
}
