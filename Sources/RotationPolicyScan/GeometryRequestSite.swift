public import RotationPolicyWire
/// A `requestGeometryUpdate` the app's Swift code makes, where it is written (RotationCode), and
/// whether it can run on iPad: lint flags one that runs on a resizable iPad, where iPadOS 16 refuses it
/// (docs/rules.md R3.12).
public struct GeometryRequestSite: Sendable {
    /// The mask's text, nil when not read.
    public var mask: String?
    public var at: SourceRef
    /// The function it is made in (`Orientation.lockOrientation(_:andRotateTo:)`).
    public var function: String
    /// No iPhone-only `if` / `guard` around it or around every app call of its function.
    public var onPad: Bool
    /// The `#available` bounds around it.
    public var atLeast: Int?
    public var below: Int?
}

extension AppModel {
    /// Every geometry request the scan read, once each, where it is written.
    public var geometryRequests: [GeometryRequestSite] {
        let code = table.rotation
        var out: [GeometryRequestSite] = []
        for (index, function) in code.functions.enumerated() {
            for step in function.steps {
                guard case .geometryRequest(let mask) = step.step else { continue }
                let bounds = versionBounds(step.at)
                out.append(
                    GeometryRequestSite(
                        mask: mask, at: step.at, function: function.signature, onPad: table.runsOnPad(step.at, in: index, code),
                        atLeast: bounds.atLeast, below: bounds.below))
            }
        }
        return out
    }
}
