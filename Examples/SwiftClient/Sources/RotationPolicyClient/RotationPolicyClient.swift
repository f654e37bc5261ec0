import Foundation
import OpenAPIRuntime
import OpenAPIURLSession

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A generated `Client` for a RotationPolicy server at `serverURL`, over Foundation's URLSession (on Linux,
/// FoundationNetworking). Everything else (`Client`, `Operations`, `Components`) is generated from
/// openapi.yaml at build time. Any other `ClientTransport` works the same way, for example
/// swift-openapi-async-http-client's in a SwiftNIO service.
public func makeRotationPolicyClient(serverURL: URL, session: URLSession = .shared) -> Client {
    Client(serverURL: serverURL, transport: URLSessionTransport(configuration: .init(session: session)))
}
