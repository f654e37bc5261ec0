import RequestGenerator
import RotationPolicy
import RotationPolicyJSON
import RotationPolicyWire

/// What the orientation oracle needs to know about a request, read from its JSON as the contract
/// defines the fields (defaults from api-contract.md and docs/rules.md#r3-5 and docs/rules.md#r3-1).
struct RequestFacts {
    var phone = true
    var major = 17
    /// `app.regularWidthInLandscape`: a Plus/Max iPhone, whose sheets stay sheets in landscape.
    var regularWidth = false
    /// The major of `app.linkedSDK` (default: `major`): UIKit's linked-on-or-after checks read it.
    var linkedMajor = 17
    /// iOS `version`'s behaviour for an app that runs it and was built with its SDK.
    func linkedOnOrAfter(_ version: Int) -> Bool { major >= version && linkedMajor >= version }
    /// iPad multitasking (docs/rules.md#r1-7): Info.plist lists all four orientations and UIRequiresFullScreen
    /// is not honoured (its ignore key is read from iPadOS 26.2 on). From iOS 16 such an app's geometry
    /// requests are refused (docs/rules.md#r3-12).
    var resizable = false
    /// Before iOS 13 a hidden window with a root takes part like a visible one (docs/rules.md#r4).
    var hiddenWindowsTakePart: Bool { major < 13 }
    var lockSnapsToPortrait = true
    var fallbackOrder: [InterfaceOrientation] = [.portrait, .landscapeRight, .landscapeLeft, .portraitUpsideDown]
    var initialLock = false
    /// The device orientation at the start (semantics 20).
    var initialDevice = DeviceOrientation.portrait
    var launches = true
    /// Some controller answers or is updated to answer shouldAutorotate NO: before iOS 16 a turn may then
    /// legitimately not happen, so the oracle accepts both outcomes.
    var someShouldAutorotateNO = false
    /// iPhone on iOS 13+ (or a regular-width one) with a sheet, popover or automatic presentation: whether such a presentation
    /// decides depends on the window's orientation (semantics 13), so E after a rotation may differ from
    /// E before it; checks that compare with E after a rotation skip these requests.
    var compactHeightSensitive = false

    init(_ request: GeneratedRequest) {
        if case .object(let app)? = request[member: "app"] {
            if case .string(let idiom)? = app["idiom"] { phone = idiom == "phone" }
            regularWidth = app["regularWidthInLandscape"] == .bool(true)
            if case .string(let version)? = app["iosVersion"], let major = Int(version.split(separator: ".")[0]) {
                self.major = major
            }
            linkedMajor = major
            if case .string(let version)? = app["linkedSDK"], let linked = Int(version.split(separator: ".")[0]) {
                linkedMajor = linked
            }
            if !phone, major >= 9 {
                let plist = Self.mask(app["supportedOrientationsPad"]) ?? Self.mask(app["supportedOrientations"]) ?? .all
                var fullScreen = app["requiresFullScreen"] == .bool(true)
                if fullScreen, case .string(let running)? = app["iosVersion"], let version = IOSVersion(parsing: running),
                    case .string(let from)? = app["requiresFullScreenIgnoredStartingWithVersion"],
                    let ignoredFrom = IOSVersion(parsing: from), version >= IOSVersion(26, 2), version >= ignoredFrom
                {
                    fullScreen = false
                }
                resizable = plist == .all && !fullScreen
            }
        }
        if case .object(let device)? = request[member: "device"] {
            if case .bool(let locked)? = device["orientationLock"] { initialLock = locked }
        }
        var deviceGiven = false
        if case .object(let device)? = request[member: "device"], case .string(let name)? = device["orientation"],
            let orientation = DeviceOrientation(name: name)
        {
            initialDevice = orientation
            deviceGiven = true
        }
        if case .string(let name)? = request[member: "interfaceOrientation"], let orientation = InterfaceOrientation(name: name) {
            launches = false
            if !deviceGiven { initialDevice = orientation.deviceOrientation }
        }
        if case .object(let options)? = request[member: "options"] {
            if case .bool(let snaps)? = options["lockSnapsToPortrait"] { lockSnapsToPortrait = snaps }
            if case .array(let order)? = options["fallbackOrder"] {
                var given: [InterfaceOrientation] = order.compactMap {
                    if case .string(let name) = $0 { return InterfaceOrientation(name: name) }
                    return nil
                }
                for orientation in fallbackOrder where !given.contains(orientation) { given.append(orientation) }
                fallbackOrder = given
            }
        }
        scan(request.json)
    }

    private mutating func scan(_ value: JSONValue) {
        switch value {
        case .array(let items): for item in items { scan(item) }
        case .object(let object):
            if object["shouldAutorotate"] == .bool(false) { someShouldAutorotateNO = true }
            var style: String?
            if case .object(let presented)? = object["presented"] { style = Self.style(presented["style"]) }
            if object["type"] == .string("present") { style = Self.style(object["style"]) }
            // Before iOS 13 a regular-width iPhone's sheets fill the window in portrait only.
            if let style, phone, major >= 13 || regularWidth, ["pageSheet", "formSheet", "popover", "automatic"].contains(style) {
                compactHeightSensitive = true
            }
            for member in object.members { scan(member.value) }
        default: break
        }
    }

    private static func style(_ value: JSONValue?) -> String {
        if case .string(let style)? = value { return style }
        return "automatic"
    }

    /// Fallback F (Part A): the first of the fallback order in `mask`.
    func fallback(in mask: OrientationMask) -> InterfaceOrientation? { fallbackOrder.first(where: mask.contains) }

    /// A mask in any request form (name, integer, array).
    static func mask(_ value: JSONValue?) -> OrientationMask? {
        switch value {
        case .string(let name)?: return Vocabulary.mask(named: name)
        case .number(let raw)?: return OrientationMask(rawValue: Int(raw))
        case .array(let items)?:
            return OrientationMask(
                items.compactMap {
                    if case .string(let name) = $0 { return InterfaceOrientation(name: name) }
                    return nil
                })
        default: return nil
        }
    }
}
