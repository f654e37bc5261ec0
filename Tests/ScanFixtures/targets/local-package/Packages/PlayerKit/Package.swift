// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "PlayerKit",
    platforms: [.iOS(.v15)],
    products: [
        .library(name: "PlayerUI", targets: ["PlayerUI", "PlayerCore"])
    ],
    targets: [
        .target(name: "PlayerUI", dependencies: ["PlayerCore"]),
        .target(name: "PlayerCore", path: "Sources/Core"),
        .testTarget(name: "PlayerUITests", dependencies: ["PlayerUI"]),
    ]
)
