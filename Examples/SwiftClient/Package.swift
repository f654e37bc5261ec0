// swift-tools-version: 6.1
import PackageDescription

// An example of calling RotationPolicy from another Swift service: the client is generated at build time
// from the project's own openapi.yaml (a symlink in Sources/RotationPolicyClient) by
// swift-openapi-generator, and speaks HTTP through URLSession (FoundationNetworking on Linux): no SwiftNIO
// or BoringSSL to build, which kept CI's first build of this example at several minutes.
let package = Package(
    name: "rotation-policy-swift-client",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "RotationPolicyClient", targets: ["RotationPolicyClient"])
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-openapi-generator", from: "1.14.3"),
        .package(url: "https://github.com/apple/swift-openapi-runtime", from: "1.13.4"),
        .package(url: "https://github.com/apple/swift-openapi-urlsession", from: "1.4.0"),
    ],
    targets: [
        .target(
            name: "RotationPolicyClient",
            dependencies: [
                .product(name: "OpenAPIRuntime", package: "swift-openapi-runtime"),
                .product(name: "OpenAPIURLSession", package: "swift-openapi-urlsession"),
            ],
            plugins: [.plugin(name: "OpenAPIGenerator", package: "swift-openapi-generator")]
        ),
        .testTarget(
            name: "RotationPolicyClientTests",
            dependencies: ["RotationPolicyClient"]
        ),
    ]
)
