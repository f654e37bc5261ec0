/// UIInterfaceOrientationMask: a set of interface orientations, bit `1 << rawValue` each.
public struct OrientationMask: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public init(_ orientation: InterfaceOrientation) { rawValue = 1 << orientation.rawValue }

    public init(_ orientations: some Sequence<InterfaceOrientation>) {
        var raw = 0
        for orientation in orientations { raw |= 1 << orientation.rawValue }
        rawValue = raw
    }

    public static let portrait = OrientationMask(.portrait)
    public static let portraitUpsideDown = OrientationMask(.portraitUpsideDown)
    public static let landscapeLeft = OrientationMask(.landscapeLeft)
    public static let landscapeRight = OrientationMask(.landscapeRight)
    public static let landscape: OrientationMask = [.landscapeLeft, .landscapeRight]
    public static let all: OrientationMask = [.portrait, .portraitUpsideDown, .landscape]
    public static let allButUpsideDown: OrientationMask = [.portrait, .landscape]

    /// Every bit UIKit defines; any other bit in a raw mask is invalid.
    public static let validBits = all.rawValue

    public func contains(_ orientation: InterfaceOrientation) -> Bool {
        rawValue & (1 << orientation.rawValue) != 0
    }

    /// Members in canonical order (portrait, portraitUpsideDown, landscapeLeft, landscapeRight).
    public var orientations: [InterfaceOrientation] { Self.orientationTable[tableIndex] }

    // Only the four bits 1...4 exist, so every answer is precomputed once: masks are read on every
    // step and every response, and building them each time showed up as allocations.
    private var tableIndex: Int { (rawValue & Self.validBits) >> 1 }

    private static let orientationTable: [[InterfaceOrientation]] = (0..<16).map { bits in
        InterfaceOrientation.canonicalOrder.filter { bits & (1 << ($0.rawValue - 1)) != 0 }
    }
}
