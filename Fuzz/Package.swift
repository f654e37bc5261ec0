// swift-tools-version: 6.0
// The fuzzing harness is its own package so the product build never sees fuzzer or sanitizer flags.
// Build and run it with scripts/fuzz.sh (see Fuzz/README.md).
import Foundation
import PackageDescription

// A path dependency's identity is the last component of its directory, which depends on where the
// repository was cloned; read it off this manifest's location instead of hard-coding "main".
let productPackage = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().lastPathComponent.lowercased()

let package = Package(
    name: "rotation-policy-fuzz",
    dependencies: [
        .package(path: "..")
    ],
    targets: [
        // Declarations of the libFuzzer functions Swift calls (driver and mutator); compiler-rt defines them.
        .target(name: "CLibFuzzer"),
        // The properties every answer must have, shared by both fuzz targets.
        .target(
            name: "FuzzSupport",
            dependencies: [.product(name: "RotationPolicy", package: productPackage)]
        ),
        // libFuzzer over the whole request pipeline (JSON parser, request decoder, resolver, encoder)
        // with byte-level mutations and Fuzz/json.dict.
        .executableTarget(name: "FuzzResolve", dependencies: ["CLibFuzzer", "FuzzSupport"]),
        // The same with a structure-aware custom mutator that edits requests as JSON trees.
        .executableTarget(
            name: "FuzzStructured",
            dependencies: [
                "CLibFuzzer", "FuzzSupport", .product(name: "RotationPolicy", package: productPackage),
                // SplitMix64 and the contract vocabulary, shared with the request generators.
                .product(name: "RequestGenerator", package: productPackage),
            ]
        ),
    ]
)
