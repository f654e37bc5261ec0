// swift-tools-version: 6.0
import PackageDescription

// The peer a Swift user would pick for this service: Hummingbird 2 + Foundation's JSONDecoder/JSONEncoder
// around the same pure domain (`RotationPolicy`). A benchmark baseline only: never linked into the product.

let package = Package(
    name: "hummingbird-peer",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.0.0"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.0.0"),
        // Identity of a path dependency is its folder name (`main` here, anything in a clone), so name it.
        .package(name: "rotation-policy", path: "../.."),
    ],
    targets: [
        .executableTarget(
            name: "HummingbirdPeer",
            dependencies: [
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "RotationPolicy", package: "rotation-policy"),
            ]
        )
    ]
)
