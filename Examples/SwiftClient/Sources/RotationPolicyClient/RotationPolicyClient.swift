import AsyncHTTPClient
import Foundation
import OpenAPIAsyncHTTPClient
import OpenAPIRuntime

/// A generated `Client` for a RotationPolicy server at `serverURL`, over AsyncHTTPClient.
/// Everything else (`Client`, `Operations`, `Components`) is generated from openapi.yaml at build time.
public func makeRotationPolicyClient(serverURL: URL, httpClient: HTTPClient = .shared) -> Client {
    Client(serverURL: serverURL, transport: AsyncHTTPClientTransport(configuration: .init(client: httpClient)))
}
