// swift-tools-version: 6.1
import PackageDescription

// An example of calling RotationPolicy from another Swift service: the client is generated at build time
// from the project's own openapi.yaml (a symlink in Sources/RotationPolicyClient) by
// swift-openapi-generator, and speaks HTTP through AsyncHTTPClient.
let package = Package(
    name: "rotation-policy-swift-client",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "RotationPolicyClient", targets: ["RotationPolicyClient"])
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-openapi-generator", from: "1.14.3"),
        .package(url: "https://github.com/apple/swift-openapi-runtime", from: "1.13.4"),
        .package(url: "https://github.com/swift-server/swift-openapi-async-http-client", from: "1.5.0"),
        .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0"),
    ],
    targets: [
        .target(
            name: "RotationPolicyClient",
            dependencies: [
                .product(name: "OpenAPIRuntime", package: "swift-openapi-runtime"),
                .product(name: "OpenAPIAsyncHTTPClient", package: "swift-openapi-async-http-client"),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
            ],
            plugins: [.plugin(name: "OpenAPIGenerator", package: "swift-openapi-generator")]
        ),
        .testTarget(
            name: "RotationPolicyClientTests",
            dependencies: ["RotationPolicyClient"]
        ),
    ]
)
