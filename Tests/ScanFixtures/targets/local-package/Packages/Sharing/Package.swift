// swift-tools-version:5.9
import PackageDescription

// Added to the project as a folder, so its product has no XCLocalSwiftPackageReference.
let package = Package(
    name: "Sharing",
    products: [.library(name: "SharingUI", targets: ["SharingUI"])],
    targets: [.target(name: "SharingUI")]
)
