// swift-tools-version: 6.0
import PackageDescription

// Resolver-only micro-benchmark, in process, release build. A benchmark only: never linked into the product.
//   swift run -c release --package-path Benchmarks/ResolverBench ResolverBench [--runs N] [--sizes 10,1000,...]
//   swift run -c release --package-path Benchmarks/ResolverBench bench-corpus generate CONTROLLERS EVENTS SEED
let package = Package(
    name: "resolver-bench",
    dependencies: [
        // Identity of a path dependency is its folder name (`main` here, anything in a clone), so name it.
        .package(name: "rotation-policy", path: "../.."),
    ],
    targets: [
        // Valid, realistic requests of any size (api-contract.md): shared by the micro-benchmark and the
        // HTTP corpus (bench-corpus), so both load the resolver the same way.
        .target(
            name: "RequestGenerator",
            dependencies: [.product(name: "RotationPolicy", package: "rotation-policy")]
        ),
        .executableTarget(name: "bench-corpus", dependencies: ["RequestGenerator"]),
        .executableTarget(
            name: "ResolverBench",
            dependencies: ["RequestGenerator", .product(name: "RotationPolicy", package: "rotation-policy")]
        ),
    ]
)
