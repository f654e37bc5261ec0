package import RotationPolicy
import RotationPolicyJSON

/// A controller's JSON path and name, spelled from where the request declared it (`ControllerOrigin`):
/// only when an answer or an error names it.
enum ControllerPaths {
    /// The path of `origin`, e.g. `$.root.children[1].presented.controller`; `originOf` gives a
    /// controller's origin, `eventPath` an event's path (the decoder's knows the explorer's lists).
    static func path(
        of origin: ControllerOrigin, originOf: (ControllerID) -> ControllerOrigin,
        eventPath: (Int) -> String = ResolveRequest.eventPath
    ) -> String {
        var suffixes: [String] = []
        var current = origin
        let top: String
        walk: while true {
            switch current {
            case .top(let base):
                top = base
                break walk
            case .windowRoot(let window):
                top = JSONPath.member(window, "root")
                break walk
            case .event(let index):
                top = JSONPath.member(eventPath(index), "controller")
                break walk
            case .child(let parent, let index):
                suffixes.append(".children[\(index)]")
                current = originOf(parent)
            case .presented(let presenter):
                suffixes.append(".presented.controller")
                current = originOf(presenter)
            }
        }
        return top + suffixes.reversed().joined()
    }
}

extension Array where Element == Controller {
    /// The JSON path a controller was declared at.
    package func path(of origin: ControllerOrigin, eventPath: (Int) -> String = ResolveRequest.eventPath) -> String {
        ControllerPaths.path(of: origin, originOf: { self[$0].origin }, eventPath: eventPath)
    }

    /// How responses and messages name a controller: its id, else its JSON path.
    package func name(_ ref: ControllerID, eventPath: (Int) -> String = ResolveRequest.eventPath) -> String {
        self[ref].id.isEmpty ? path(of: self[ref].origin, eventPath: eventPath) : self[ref].id
    }
}

extension ControllerInfo {
    /// How responses and messages name a controller: its id, else its JSON path.
    // Small, so that it inlines where answers name controllers; the path, rare there, is out of line.
    @inline(__always) package func name(_ ref: ControllerID) -> String {
        let id = id(ref)
        return id.isEmpty ? path(of: ref) : id
    }

    @inline(never) private func path(of ref: ControllerID) -> String {
        ControllerPaths.path(of: origin(ref), originOf: origin)
    }
}
