import RotationPolicy
import RotationPolicyJSON

extension RequestDecoder {
    /// `setDelegateMask`'s `orientations`: only an app whose delegate implements
    /// `application(_:supportedInterfaceOrientationsFor:)` (`app.delegateOrientations`) can change its answer.
    func decodeDelegateMask(_ node: WireReader.Node, at: (String) -> String) throws(RequestError) -> OrientationMask {
        guard !request.app.delegateAnswersTopController else {
            throw RequestError(
                .invalidRequest, path: at("type"),
                "setDelegateMask changes the mask the app delegate returns; this app's delegate answers the top controller's mask (app.delegateOrientations \"topController\"), so change that controller instead"
            )
        }
        guard request.app.delegateOrientations != nil else {
            throw RequestError(
                .invalidRequest, path: at("type"),
                "setDelegateMask changes what the app delegate's application(_:supportedInterfaceOrientationsFor:) returns; this app does not implement it: set app.delegateOrientations to its answer at launch"
            )
        }
        return try reader.mask(node, at("orientations"))
    }
}
