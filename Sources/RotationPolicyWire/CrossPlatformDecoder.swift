import RotationPolicy
import RotationPolicyJSON

/// The cross-platform strategy events: `flutter.…`, `expo.…`, `rnOrientationLocker.…`, `rnScreens.…`.
extension RequestDecoder {
    static let crossPlatformKeyLists: [(type: String, keys: [String])] =
        [
            (CrossPlatformTypeName.flutterSetPreferredOrientations, ["type", "orientations", "controller"]),
            (CrossPlatformTypeName.expoLockAsync, ["type", "orientationLock"]),
            (CrossPlatformTypeName.expoUnlockAsync, ["type"]),
            (CrossPlatformTypeName.rnScreensScreenOrientation, ["type", "controller", "screenOrientation"]),
        ] + RNOrientationLockerMethod.allCases.map { (CrossPlatformTypeName.rnOrientationLockerPrefix + $0.rawValue, ["type"]) }
        + SwiftUIPresentation.allCases.map { (CrossPlatformTypeName.swiftUIPrefix + $0.rawValue, ["type", "presenter", "controller"]) }

    /// Flutter's `DeviceOrientation` values as the platform channel sends them, with or without the
    /// `DeviceOrientation.` prefix (FlutterPlatformPlugin.mm).
    static let flutterOrientationNames: [(String, OrientationMask)] = [
        ("portraitUp", .portrait), ("portraitDown", .portraitUpsideDown), ("landscapeLeft", .landscapeLeft),
        ("landscapeRight", .landscapeRight),
    ]

    mutating func decodeCrossPlatform(
        _ type: String, _ fields: WireReader.Fields, _ keys: WireReader.Keys, index: Int
    ) throws(RequestError) -> Event {
        func at(_ key: String) -> String { JSONPath.member(eventPath(index), key) }
        func field(_ position: Int) throws(RequestError) -> Node {
            try reader.required(fields[position], keys.names[position], eventPath(index))
        }
        switch type {
        case CrossPlatformTypeName.flutterSetPreferredOrientations:
            let mask = try decodeFlutterOrientations(field(1), at("orientations"))
            if fields[2] != WireReader.absent {
                try reference(fields[2], "controller", .controller(requiredKind: nil), index, .crossPlatformController)
                return .crossPlatform(.flutterSetPreferredOrientations(mask, controller: Self.unresolved))
            }
            return .crossPlatform(.flutterSetPreferredOrientations(mask, controller: nil))
        case CrossPlatformTypeName.expoLockAsync, CrossPlatformTypeName.expoUnlockAsync:
            guard request.app.iosVersion.atLeast(13) else {
                throw RequestError(
                    .invalidRequest, path: at("type"),
                    "expo-screen-orientation (ExpoModulesCore) supports iOS 13 and later; this app runs iOS \(request.app.iosVersion)")
            }
            guard type == CrossPlatformTypeName.expoLockAsync else { return .crossPlatform(.expoUnlockAsync) }
            let name = try reader.string(field(1), at("orientationLock"))
            guard let lock = ExpoOrientationLock(rawValue: name) else {
                let names = ExpoOrientationLock.allCases.map(\.rawValue)
                throw RequestError(
                    .invalidRequest, path: at("orientationLock"),
                    "unknown OrientationLock '\(name)'\(Suggestion.hint(for: name, among: names)); expected one of: \(names.joined(separator: ", ")) (OTHER and UNKNOWN are not locks lockAsync accepts)"
                )
            }
            return .crossPlatform(.expoLockAsync(lock))
        case CrossPlatformTypeName.rnScreensScreenOrientation:
            guard request.app.iosVersion.atLeast(13) else {
                throw RequestError(
                    .invalidRequest, path: at("type"),
                    "react-native-screens 4 supports iOS 13 and later (RNSScreenWindowTraits reads UIWindowScene); this app runs iOS \(request.app.iosVersion)"
                )
            }
            try reference(field(1), "controller", .controller(requiredKind: nil), index, .crossPlatformController)
            let name = try reader.string(field(2), at("screenOrientation"))
            guard let orientation = RNScreensOrientation(rawValue: name) else {
                let names = RNScreensOrientation.allCases.map(\.rawValue)
                throw RequestError(
                    .invalidRequest, path: at("screenOrientation"),
                    "unknown screenOrientation '\(name)'\(Suggestion.hint(for: name, among: names)); expected one of: \(names.joined(separator: ", "))"
                )
            }
            return .crossPlatform(.rnScreensScreenOrientation(controller: Self.unresolved, orientation))
        case _ where type.hasPrefix(CrossPlatformTypeName.swiftUIPrefix):
            return try decodeSwiftUIPresent(type, field(1), field(2), index: index)
        default:
            // rnOrientationLocker.<method>: the type was matched against the list, so the method exists.
            let method = RNOrientationLockerMethod(rawValue: String(type.dropFirst(CrossPlatformTypeName.rnOrientationLockerPrefix.utf8.count)))!
            return .crossPlatform(.rnOrientationLocker(method))
        }
    }

    /// `SystemChrome.setPreferredOrientations`' list: empty means all (the engine's rule). The engine
    /// ignores unknown strings; this API refuses them, since a typo would silently change the mask.
    @inline(__always) func decodeFlutterOrientations(_ node: Node, _ path: @autoclosure () -> String) throws(RequestError) -> OrientationMask {
        let items = try reader.array(node, path())
        guard reader.tape.count(items) > 0 else { return .all }
        var mask: OrientationMask = []
        var item = items + 1
        for position in 0..<reader.tape.count(items) {
            // The item's path is built only when something is wrong (callgrind: building it for every item
            // was most of this function).
            func itemPath() -> String { JSONPath.index(path(), position) }
            var name = try reader.string(item, itemPath())
            if name.hasPrefix("DeviceOrientation.") { name.removeFirst("DeviceOrientation.".count) }
            guard let found = Self.flutterOrientationNames.first(where: { $0.0 == name }) else {
                let names = Self.flutterOrientationNames.map(\.0)
                throw RequestError(
                    .invalidRequest, path: itemPath(),
                    "unknown Flutter DeviceOrientation '\(name)'\(Suggestion.hint(for: name, among: names)); expected portraitUp, portraitDown, landscapeLeft or landscapeRight"
                )
            }
            mask.formUnion(found.1)
            item = reader.tape.end(item)
        }
        return mask
    }
}
