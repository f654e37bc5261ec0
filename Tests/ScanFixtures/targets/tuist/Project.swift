import ProjectDescription

let project = Project(
    name: "Trails",
    settings: .settings(base: ["TARGETED_DEVICE_FAMILY": "1,2"]),
    targets: [
        .target(
            name: "Trails",
            destinations: .iOS,
            product: .app,
            bundleId: "org.example.trails",
            deploymentTargets: .iOS("16.4"),
            infoPlist: .extendingDefault(with: [
                "UISupportedInterfaceOrientations": ["UIInterfaceOrientationPortrait", "UIInterfaceOrientationLandscapeLeft"],
                "UIRequiresFullScreen": true,
            ]),
            sources: ["Trails/Sources/**"],
            dependencies: [.target(name: "TrailsKit")],
            settings: .settings(base: ["PRODUCT_MODULE_NAME": "TrailsApp"])
        ),
        .target(
            name: "TrailsKit",
            destinations: .iOS,
            product: .framework,
            bundleId: "org.example.trails.kit",
            sources: ["TrailsKit/**/*.swift"]
        ),
        .target(
            name: "TrailsTests",
            destinations: .iOS,
            product: .unitTests,
            bundleId: "org.example.trails.tests",
            deploymentTargets: .iOS("17.0"),
            sources: ["Trails/Tests/**"],
            dependencies: [.target(name: "Trails")]
        ),
    ]
)
