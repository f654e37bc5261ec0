// swift-tools-version: 6.1
import PackageDescription

// One settings list for every target, as swift-log and Hummingbird do.
let swiftSettings: [SwiftSetting] = [
    // https://github.com/apple/swift-evolution/blob/main/proposals/0335-existential-any.md
    .enableUpcomingFeature("ExistentialAny"),
    // https://github.com/apple/swift-evolution/blob/main/proposals/0444-member-import-visibility.md
    .enableUpcomingFeature("MemberImportVisibility"),
]

// The three core targets also take `import` as internal unless it says `public import`, as Hummingbird's
// targets do (SE-0409), so no dependency leaks into a client by accident.
let layeredSettings = swiftSettings + [.enableUpcomingFeature("InternalImportsByDefault")]

let package = Package(
    name: "rotation-policy",
    products: [
        .library(name: "RotationPolicy", targets: ["RotationPolicy", "RotationPolicyWire", "RotationPolicyJSON"]),
        .executable(name: "rotation-policy-server", targets: ["rotation-policy-server"]),
        // Seeded valid requests: the property checks, the resolver benchmark and the structured fuzzer share it.
        .library(name: "RequestGenerator", targets: ["RequestGenerator"]),
        .executable(name: "rotation-policy", targets: ["rotation-policy"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "602.0.0"),
    ],
    targets: [
        // libmicrohttpd from Debian's libmicrohttpd-dev; shim.h wraps the variadic calls Swift cannot import.
        .systemLibrary(
            name: "CMicroHTTPD",
            path: "CMicroHTTPD",
            pkgConfig: "libmicrohttpd",
            providers: [.apt(["libmicrohttpd-dev"])]
        ),
        // JSON bytes: the strict parser and its tape, the writer, JSONPath spelling. Knows nothing of UIKit.
        .target(name: "RotationPolicyJSON", swiftSettings: layeredSettings),
        // The pure domain: model, resolver, explorer, preset data. Imports nothing (LayeringTests).
        .target(name: "RotationPolicy", swiftSettings: layeredSettings),
        // The wire: request decoding, answer encoding, the spellings and words, RequestError and the
        // Simulator façade that the HTTP layer, the CLI and the tools call.
        .target(
            name: "RotationPolicyWire",
            dependencies: ["RotationPolicy", "RotationPolicyJSON"],
            swiftSettings: layeredSettings
        ),
        // HTTP layer: routing, problem+json, metrics, and the one folder (MicroHTTPD/) that touches C.
        .target(
            name: "RotationPolicyHTTP",
            dependencies: [
                "CMicroHTTPD",
                "RotationPolicyWire",
                "RotationPolicyAssets",
                "RotationPolicyScan",
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: layeredSettings
        ),
        // Files built into the binary (openapi.yaml, the playground, the seed examples) by a build plugin.
        .target(name: "RotationPolicyAssets", exclude: ["Playground"], swiftSettings: layeredSettings, plugins: ["EmbedAssets"]),
        .executableTarget(name: "embed-assets", swiftSettings: swiftSettings),
        .plugin(name: "EmbedAssets", capability: .buildTool(), dependencies: ["embed-assets"]),
        // The serve command: flags, environment fallbacks, logging bootstrap, signals. Shared by both
        // executables.
        .target(
            name: "RotationPolicyServer",
            dependencies: [
                "RotationPolicyHTTP",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: layeredSettings
        ),
        // Thin executable: the design card's server.
        .executableTarget(
            name: "rotation-policy-server",
            dependencies: ["RotationPolicyServer", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            swiftSettings: swiftSettings
        ),
        // Seeded request generators and SplitMix64, for tests, the benchmark and the fuzzer; never in the
        // product.
        .target(name: "RequestGenerator", dependencies: ["RotationPolicyWire"], swiftSettings: layeredSettings),
        // Writes generated requests and their answers for the OpenAPI check (Tests/OpenAPI/check_generated.py).
        .executableTarget(
            name: "generate-requests",
            dependencies: [
                "RequestGenerator", "RotationPolicyWire", "RotationPolicyHTTP", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: swiftSettings
        ),
        // The command-line tool's logic: spec files, expectations, the readable timeline, the report model
        // check and lint share (Report/: diagnostics, test cases, and the one set of reporters), and the
        // HTTP client for --server. Talks to the library only through its JSON entry points.
        .target(
            name: "RotationPolicyCLI",
            dependencies: [
                "RotationPolicyJSON", "RotationPolicyWire", "RotationPolicyScan", .product(name: "Yams", package: "Yams"),
                // Only for the status of a refused request (`RequestError.Kind.httpStatus`): the in-process
                // engine answers as the server does.
                "RotationPolicyHTTP",
            ],
            swiftSettings: layeredSettings
        ),
        // Reads an iOS project folder (pbxproj, Info.plist, Swift, Objective-C, storyboards) into a spec with
        // the file, line and column of every fact. The domain library never imports it.
        .target(
            name: "RotationPolicyScan",
            dependencies: [
                // The posted body's parser and the writer of the spec and the model; it imports nothing.
                "RotationPolicyJSON",
                // The wire's vocabulary (orientation, mask and style names) and the domain's types behind it.
                "RotationPolicy", "RotationPolicyWire",
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                // XcodeGen's project.yml, with the line of each node.
                .product(name: "Yams", package: "Yams"),
            ],
            swiftSettings: layeredSettings
        ),
        // The lint engine: the checks of a scanned app, their findings, configuration, baseline and
        // suppression; it reports through the CLI's Report. Beside Scan, so more than the command can run it
        // (issue 30, point 6).
        .target(
            name: "RotationPolicyLint",
            dependencies: ["RotationPolicy", "RotationPolicyCLI", "RotationPolicyJSON", "RotationPolicyWire", "RotationPolicyScan"],
            swiftSettings: layeredSettings
        ),
        // Thin executable: resolve / explore / check / serve / scan / lint.
        .executableTarget(
            name: "rotation-policy",
            dependencies: [
                "RotationPolicyCLI", "RotationPolicyLint", "RotationPolicyScan", "RotationPolicyServer",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "RotationPolicyCLITests",
            dependencies: ["RotationPolicyCLI", "RotationPolicyLint", "RotationPolicyJSON", "RotationPolicyWire"],
            swiftSettings: swiftSettings
        ),
        // The lint engine's own parts without the binary: reporters, baselines, suppression, configuration.
        .testTarget(
            name: "RotationPolicyLintTests",
            dependencies: ["RotationPolicyLint", "RotationPolicyCLI", "RotationPolicyScan", "RotationPolicyJSON", "RotationPolicyWire"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "RotationPolicyScanTests",
            // Wire: the spec's typed values and their writer (SpecDocument), and its source entries.
            dependencies: ["RotationPolicyScan", "RotationPolicyJSON", "RotationPolicyWire"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "RotationPolicyTests",
            dependencies: ["RotationPolicy", "RotationPolicyJSON", "RotationPolicyWire", "RotationPolicyHTTP", "RequestGenerator"],
            // The wording allow-list LayeringTests reads from the source tree.
            exclude: ["Layering/domain-wording.txt"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "RotationPolicyServerTests",
            dependencies: ["RotationPolicyWire", "RotationPolicyHTTP"],
            swiftSettings: swiftSettings
        ),
    ]
)

// scripts/hardening/sanitizers.sh sets ROTATION_POLICY_SANITIZE=address or thread: this package's own
// targets are built with that sanitizer and its dependencies without, in the default build folder. So
// swift-syntax, swift-argument-parser, swift-log and Yams compile once for the debug build and both
// sanitizer runs, where `swift build --sanitize` instruments every module and needs a folder of its own.
// The build tool embed-assets stays plain: it runs during the build, not in the tests.
if let sanitizer = Context.environment["ROTATION_POLICY_SANITIZE"], !sanitizer.isEmpty {
    for target in package.targets where [.regular, .executable, .test].contains(target.type) && target.name != "embed-assets" {
        target.swiftSettings = (target.swiftSettings ?? []) + [.unsafeFlags(["-sanitize=\(sanitizer)"])]
        target.linkerSettings = (target.linkerSettings ?? []) + [.unsafeFlags(["-sanitize=\(sanitizer)"])]
    }
}
