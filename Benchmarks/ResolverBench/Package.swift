// swift-tools-version: 6.0
import PackageDescription

// Resolver-only micro-benchmark, in process, release build. A benchmark only: never linked into the product.
//   swift run -c release --package-path Benchmarks/ResolverBench ResolverBench [--runs N] [--sizes 10,1000,...]
//   swift run -c release --package-path Benchmarks/ResolverBench bench-corpus generate CONTROLLERS EVENTS SEED
let package = Package(
    name: "resolver-bench",
    dependencies: [
        // Identity of a path dependency is its folder name (`main` here, anything in a clone), so name it.
        .package(name: "rotation-policy", path: "../..")
    ],
    targets: [
        // Valid, realistic requests of any size (api-contract.md) come from the product package's
        // RequestGenerator library, shared with the property checks and the structured fuzzer: the
        // micro-benchmark and the HTTP corpus (bench-corpus) load the resolver the same way.
        .executableTarget(
            name: "bench-corpus",
            dependencies: [.product(name: "RequestGenerator", package: "rotation-policy")]
        ),
        // Simulator.respond(toJSON:) over a corpus file, run under callgrind by scripts/bench-callgrind.sh.
        .executableTarget(
            name: "corpus-respond",
            dependencies: [.product(name: "RotationPolicy", package: "rotation-policy")]
        ),
        // The explorer on the seed-000 app (maxExtraEvents 4/6/8), a wide app, generated apps, and the
        // transition function alone.
        .executableTarget(
            name: "ExploreBench",
            dependencies: [
                .product(name: "RequestGenerator", package: "rotation-policy"),
                .product(name: "RotationPolicy", package: "rotation-policy"),
            ]
        ),
        .executableTarget(
            name: "ResolverBench",
            dependencies: [
                .product(name: "RequestGenerator", package: "rotation-policy"),
                .product(name: "RotationPolicy", package: "rotation-policy"),
            ]
        ),
    ]
)
