import RotationPolicy
import RotationPolicyJSON

/// Controller trees: kinds, overrides, children and presentations, with ids registered as they come.
extension RequestDecoder {
    /// The keys a controller object may have, in the order `members` returns their values.
    static let controllerKeys = WireReader.Keys([
        "id", "class", "kind", "supportedOrientations", "shouldAutorotate", "preferredOrientationForPresentation",
        "prefersStatusBarHidden", "forwarding", "children", "selectedIndex", "presented", "preset",
        "prefersInterfaceOrientationLocked", "childForInterfaceOrientationLock",
    ])

    /// The JSON path of a controller's declaration; only built when an error needs it.
    func path(_ origin: ControllerOrigin) -> String { request.controllers.path(of: origin, eventPath: eventPath) }

    /// A controller's name in a message: its id, else its path (with the explorer's event lists).
    func name(_ ref: ControllerID) -> String { request.controllers.name(ref, eventPath: eventPath) }

    /// Decodes a controller and everything below it; returns its reference.
    mutating func decodeController(
        _ node: Node, origin: ControllerOrigin, depth: Int, attached: Bool
    ) throws(RequestError) -> ControllerID {
        guard depth <= limits.maxControllerDepth else {
            throw RequestError(
                .limitExceeded, path: path(origin),
                "controller tree is deeper than the limit of \(limits.maxControllerDepth) levels")
        }
        guard request.controllers.count < limits.maxControllers else {
            throw RequestError(
                .limitExceeded, path: path(origin), "more than the limit of \(limits.maxControllers) controllers in one request")
        }
        let (fields, unknownKeys) = reader.membersAllowingUnknown(try reader.object(node, path(origin)), Self.controllerKeys, path(origin))
        if let unknownKeys { try note(unknownKeys) }
        // Each field on its own: a wrong one is recorded, the controller is still registered (so events
        // naming it raise no second error) and its children are still checked.
        var kind = ControllerKind.viewController
        var kindKnown = true
        do { kind = try reader.decodeKind(fields[2], JSONPath.member(path(origin), "kind")) } catch {
            kindKnown = false
            try note(error)
        }

        // Without an id the controller is named by its path, which is unique too (see `name(_:)`).
        var id = ""
        do { id = try decodeID(fields[0], origin) } catch { try note(error) }
        var overrides = ControllerOverrides()
        var ownPresentation: [PresentationStyle]?
        var presetEvidence: PresetEvidence?
        // A preset first: the controller's own keys below override what it fills in.
        do {
            if fields[11] != WireReader.absent, let (preset, catalogueIndex) = try decodePreset(fields[11], origin: origin) {
                overrides = preset.overrides
                ownPresentation = preset.ownPresentation
                presetEvidence = PresetEvidence(catalogueIndex: catalogueIndex, level: preset.level(on: request.app.iosVersion))
                if fields[2] == WireReader.absent, kindKnown { kind = preset.kind }
            }
        } catch { try note(error) }
        do throws(RequestError) {
            if fields[1] != WireReader.absent {
                guard reader.tape.kind(fields[1]) == .string else {
                    throw reader.mismatch(fields[1], "a string", JSONPath.member(path(origin), "class"))
                }
                overrides.className = classNames.name(at: fields[1], in: reader.tape)
            }
        } catch { try note(error) }
        do {
            if fields[3] != WireReader.absent {
                overrides.supportedOrientations = try reader.mask(fields[3], JSONPath.member(path(origin), "supportedOrientations"))
            }
        } catch { try note(error) }
        do {
            if fields[4] != WireReader.absent {
                overrides.shouldAutorotate = try reader.bool(fields[4], JSONPath.member(path(origin), "shouldAutorotate"))
            }
        } catch { try note(error) }
        do throws(RequestError) {
            if fields[5] != WireReader.absent {
                // Built only for an error: eagerly, it cost ~5 K instructions per controller that has the key.
                func key() -> String { JSONPath.member(path(origin), "preferredOrientationForPresentation") }
                if reader.tape.kind(fields[5]) == .number {
                    // A raw UIInterfaceOrientation, for an app that returns something else by mistake.
                    let raw = try reader.integer(fields[5], key())
                    if let orientation = InterfaceOrientation(rawValue: raw) {
                        overrides.preferredOrientationForPresentation = orientation
                    } else if (5...254).contains(raw) {
                        overrides.invalidPreferredRawValue = UInt8(raw)
                    } else {
                        throw RequestError(
                            .invalidRequest, path: key(),
                            "a raw preferred orientation must be 1 to 254 (1-4 are UIInterfaceOrientation's own values), got \(raw)")
                    }
                } else {
                    overrides.preferredOrientationForPresentation = try reader.interfaceOrientation(fields[5], key())
                }
            }
        } catch { try note(error) }
        do {
            if fields[6] != WireReader.absent {
                overrides.prefersStatusBarHidden = try reader.bool(
                    fields[6], JSONPath.member(path(origin), "prefersStatusBarHidden"))
            }
        } catch { try note(error) }
        do {
            // With an unknown kind, whether the forwarding fits cannot be said.
            if fields[7] != WireReader.absent {
                overrides.forwarding = try reader.decodeForwarding(
                    fields[7], JSONPath.member(path(origin), "forwarding"), kind: kindKnown ? kind : nil)
            }
        } catch { try note(error) }
        do {
            if fields[12] != WireReader.absent {
                overrides.prefersInterfaceOrientationLocked = try reader.bool(
                    fields[12], JSONPath.member(path(origin), "prefersInterfaceOrientationLocked"))
            }
        } catch { try note(error) }
        do {
            // iOS 26's childForInterfaceOrientationLock, named like a forwarding target.
            if fields[13] != WireReader.absent {
                overrides.childForInterfaceOrientationLock = try reader.decodeForwarding(
                    fields[13], JSONPath.member(path(origin), "childForInterfaceOrientationLock"), kind: kindKnown ? kind : nil,
                    field: "childForInterfaceOrientationLock")
            }
        } catch { try note(error) }

        let ref = ControllerID(request.controllers.count)
        request.controllers.append(Controller(id: id, kind: kind, overrides: overrides, origin: origin))
        if !id.isEmpty {
            if controllerIDs.isHashed {
                controllerIDs.insert(hash: IDIndex.hash(id), at: ref.index)
            } else if request.controllers.count > IDIndex.scanLimit {
                controllerIDs.build(request.controllers.map { $0.id.isEmpty ? nil : IDIndex.hash($0.id) })
            }
        }
        request.controllers[ref].attached = attached
        if let ownPresentation { ownPresentations[ref] = ownPresentation }
        if let presetEvidence { request.controllers[ref].preset = presetEvidence }
        if case .child(let parent, _) = origin {
            request.controllers[ref].containmentRoot = request.controllers[parent].containmentRoot
        } else {
            request.controllers[ref].containmentRoot = ref
        }

        if fields[8] != WireReader.absent {
            do {
                let items = try reader.array(fields[8], JSONPath.member(path(origin), "children"))
                var children: [ControllerID] = []
                children.reserveCapacity(reader.tape.count(items))
                var item = items + 1
                for index in 0..<reader.tape.count(items) {
                    do {
                        let child = try decodeController(
                            item, origin: .child(of: ref, index: index), depth: depth + 1, attached: attached)
                        request.controllers[child].parent = ref
                        children.append(child)
                    } catch { try note(error) }
                    item = reader.tape.end(item)
                }
                request.controllers[ref].children = children
            } catch { try note(error) }
        }

        if fields[9] != WireReader.absent, kindKnown {
            do { request.controllers[ref].selectedIndex = try decodeSelectedIndex(fields[9], ref, kind: kind) } catch {
                try note(error)
            }
        }

        if fields[10] != WireReader.absent {
            do {
                let presentation = try decodePresentation(fields[10], presenter: ref, depth: depth, attached: attached)
                request.controllers[presentation.controller].presenter = ref
                request.controllers[ref].presentation = presentation
            } catch { try note(error) }
        }
        return ref
    }

    /// A controller's id: non-empty, not starting with `$`, unique in the whole request.
    // Mutating, though it changes nothing: the compiler did not inline it, and an out-of-line call of a
    // non-mutating method from a mutating one copies the whole decoder (callgrind: ~4 K instructions per
    // request in retains and releases); `mutating` passes the decoder by reference.
    @inline(__always) mutating func decodeID(_ node: Node, _ origin: ControllerOrigin) throws(RequestError) -> String {
        guard node != WireReader.absent else { return "" }
        let id = try reader.string(node, JSONPath.member(path(origin), "id"))
        // `hasPrefix` compares characters: only a `$` followed by a non-ASCII byte (perhaps a combining
        // mark) needs it; otherwise the first byte decides.
        let utf8 = id.utf8
        let startsWithDollar =
            utf8.first == UInt8(ascii: "$")
            && (utf8.count == 1 || utf8[utf8.index(after: utf8.startIndex)] < 0x80 || id.hasPrefix("$"))
        guard !id.isEmpty, !startsWithDollar else {
            throw RequestError(
                .invalidRequest, path: JSONPath.member(path(origin), "id"),
                "an id must not be empty or start with '$' (generated names are JSON paths)")
        }
        guard controllerRef(idAt: node) == nil else {
            throw RequestError(
                .invalidRequest, path: JSONPath.member(path(origin), "id"),
                "controller id '\(id)' is used twice; ids are unique in the whole request")
        }
        return id
    }

    /// A tab bar's `selectedIndex`, within its children.
    @inline(__always) mutating func decodeSelectedIndex(_ node: Node, _ ref: ControllerID, kind: ControllerKind) throws(RequestError) -> Int {
        let origin = request.controllers[ref].origin
        guard kind == .tabBarController else {
            throw RequestError(
                .invalidRequest, path: JSONPath.member(path(origin), "selectedIndex"),
                "selectedIndex applies to a tabBarController only; this controller is a \(kind.rawValue)")
        }
        let index = try reader.integer(node, JSONPath.member(path(origin), "selectedIndex"))
        let count = request.controllers[ref].children.count
        guard (0..<count).contains(index) else {
            throw RequestError(
                .invalidRequest, path: JSONPath.member(path(origin), "selectedIndex"),
                "selectedIndex \(index) is out of range: the tab bar has \(Plural.count(count, "child", "children"))\(Plural.validIndices(count))")
        }
        return index
    }

    static let presentationKeys = WireReader.Keys(["style", "removesPresenterView", "controller"])

    mutating func decodePresentation(
        _ node: Node, presenter: ControllerID, depth: Int, attached: Bool
    ) throws(RequestError) -> Presentation {
        let object = try reader.object(node, JSONPath.member(path(request.controllers[presenter].origin), "presented"))
        let (fields, unknownKeys) = reader.membersAllowingUnknown(
            object, Self.presentationKeys, JSONPath.member(path(request.controllers[presenter].origin), "presented"))
        if let unknownKeys { try note(unknownKeys) }
        var style = PresentationStyle.automatic
        var removes = false
        do {
            style = try reader.decodeStyle(
                fields[0], JSONPath.member(JSONPath.member(path(request.controllers[presenter].origin), "presented"), "style"))
            removes = try reader.decodeRemovesPresenterView(
                fields[1], JSONPath.member(path(request.controllers[presenter].origin), "presented"), style: style)
        } catch { try note(error) }
        guard fields[2] != WireReader.absent else {
            throw RequestError(
                .invalidRequest,
                path: JSONPath.member(JSONPath.member(path(request.controllers[presenter].origin), "presented"), "controller"),
                "required key 'controller' is missing")
        }
        let controller = try decodeController(
            fields[2], origin: .presented(by: presenter), depth: depth + 1, attached: attached)
        if let own = ownPresentations[controller] {
            style = try ownStyle(
                own, given: fields[0] == WireReader.absent ? nil : style, removes: removes,
                at: JSONPath.member(path(request.controllers[presenter].origin), "presented"))
        }
        return Presentation(style: style, removesPresenterView: removes, controller: controller)
    }

    static let kindNames = WireReader.Names(Vocabulary.kindValues.map { ($0.rawValue, $0) })
    static let styleNames = WireReader.Names(Vocabulary.styleValues.map { ($0.rawValue, $0) })
    static let forwardingNames = WireReader.Names(Vocabulary.forwardingValues.map { ($0.rawValue, $0) })
}

/// Enum fields of controllers and presentations. On the reader, not the decoder: the compiler did not
/// inline them, and an out-of-line call of a non-mutating decoder method from a mutating one, with a
/// path autoclosure over the decoder, copied the whole decoder (callgrind: ~1.8 K instructions per request
/// in copies, retains and releases).
extension WireReader {
    func decodeKind(_ node: Node, _ path: @autoclosure () -> String) throws(RequestError) -> ControllerKind {
        guard node != WireReader.absent else { return .viewController }
        if tape.kind(node) == .string, let kind = lookup(node, RequestDecoder.kindNames) { return kind }
        let name = try string(node, path())
        guard let kind = ControllerKind(rawValue: name) else {
            throw RequestError(
                .invalidRequest, path: path(),
                "unknown kind '\(name)'\(Suggestion.hint(for: name, among: RequestDecoder.kindNames.names)); expected viewController, navigationController, tabBarController, pageViewController, splitViewController or container"
            )
        }
        return kind
    }

    func decodeStyle(_ node: Node, _ path: @autoclosure () -> String) throws(RequestError) -> PresentationStyle {
        guard node != WireReader.absent else { return .automatic }
        if tape.kind(node) == .string, let style = lookup(node, RequestDecoder.styleNames) { return style }
        let name = try string(node, path())
        guard let style = PresentationStyle(rawValue: name) else {
            throw RequestError(
                .invalidRequest, path: path(),
                "unknown modalPresentationStyle '\(name)'\(Suggestion.hint(for: name, among: RequestDecoder.styleNames.names)); expected fullScreen, overFullScreen, pageSheet, formSheet, popover, automatic, currentContext, overCurrentContext or custom"
            )
        }
        return style
    }

    /// `removesPresenterView`, which only a custom presentation may give (api-contract "Validation rules").
    func decodeRemovesPresenterView(
        _ node: Node, _ path: @autoclosure () -> String, style: PresentationStyle
    ) throws(RequestError) -> Bool {
        guard node != WireReader.absent else { return false }
        let removes = try bool(node, JSONPath.member(path(), "removesPresenterView"))
        guard style == .custom else {
            throw RequestError(
                .invalidRequest, path: JSONPath.member(path(), "removesPresenterView"),
                "removesPresenterView applies to the custom style only")
        }
        return removes
    }

    /// `kind` nil: the controller's kind was wrong (already reported), so the fit is not checked.
    func decodeForwarding(
        _ node: Node, _ path: @autoclosure () -> String, kind: ControllerKind?, field: String = "forwarding"
    ) throws(RequestError) -> Forwarding {
        let forwarding: Forwarding
        if tape.kind(node) == .string, let known = lookup(node, RequestDecoder.forwardingNames) {
            forwarding = known
        } else {
            let name = try string(node, path())
            throw RequestError(
                .invalidRequest, path: path(),
                "unknown \(field) '\(name)'\(Suggestion.hint(for: name, among: RequestDecoder.forwardingNames.names)); expected none, top, visible, selected, firstChild or presented"
            )
        }
        if let kind, !forwarding.fits(kind) {
            throw RequestError(.invalidRequest, path: path(), "\(field) '\(forwarding.rawValue)' does not fit a \(kind.rawValue)")
        }
        return forwarding
    }
}
