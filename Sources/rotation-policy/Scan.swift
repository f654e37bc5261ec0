import ArgumentParser
import RotationPolicyCLI

struct Scan: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Read an iOS project folder into a spec: app settings, the controller tree and explore actions.",
        discussion: """
            Reads the .xcodeproj, Info.plist, Swift (swift-syntax), Objective-C and storyboards under PATH \
            (skipping build output, Pods, Carthage, DerivedData and node_modules). Every fact carries its \
            file:line:column under `sources`; what cannot be decided is under `unresolved` and on stderr. \
            Exit 0 on success, 2 when PATH is not an iOS project or an option is wrong, 3 on I/O errors. \
            docs/scan.md has the details and limits.
            """)

    @OptionGroup var project: ProjectOptions

    @Option(name: .customLong("ios"), help: "The iOS version to model (default: IPHONEOS_DEPLOYMENT_TARGET, else 17.0).")
    var iosVersion: String?

    @Option(help: "A file with UIKit's _printHierarchy output: the controller tree comes from it, overrides from the code.")
    var hierarchy: String?

    @Option(help: "spec (YAML spec for resolve/explore/check), request (one POST /v1/resolve JSON body) or json.")
    var format: ScanRun.Format = .spec

    @Option(name: .shortAndLong, help: "Write to this file instead of stdout (a .json name makes the spec JSON).")
    var output: String?

    @Option(help: "Longest time the scan may take, in ms (default: 300000); past it, exit 2 naming the file being read.")
    var scanTimeLimit: Int?

    func run() throws {
        let code = ScanRun.run(
            path: project.path, target: project.target, idiom: project.idiom, iosVersion: iosVersion, format: format, output: output,
            hierarchy: hierarchy, timeLimitMilliseconds: scanTimeLimit)
        throw ExitCode(code)
    }
}

extension ScanRun.Format: ExpressibleByArgument {}

/// The project a command reads, as `scan` and `lint` both take it.
struct ProjectOptions: ParsableArguments {
    @Argument(help: "The project folder (the one holding the .xcodeproj, or a repository holding it one folder down).")
    var path: String

    @Option(help: "The app target to read when the project has several.")
    var target: String?

    @Option(help: "phone or pad (default: TARGETED_DEVICE_FAMILY, else phone).")
    var idiom: String?
}
