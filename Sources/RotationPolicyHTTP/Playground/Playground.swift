import RotationPolicyAssets

/// The browser playground: `GET /` is its page, `GET /playground/<file>` its scripts and styles,
/// `GET /v1/examples` the seed scenarios it offers, and `GET /docs/rules` the rules reference its rule
/// numbers link to (`/docs/rules.md` raw). Every file is embedded in the binary, so any copy of
/// it serves the same playground with no network and no files beside it.
enum Playground {
    /// No inline script or style, nothing from another origin, no framing: the page only talks to this
    /// server. `img-src data:` is for the SVG download of a timeline, nothing else.
    static let contentSecurityPolicy =
        "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; "
        + "base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

    static func response(for route: Route, path: String) -> HTTPResponse {
        switch route {
        case .playground:
            return file("index.html") ?? missing(path)
        case .examples:
            return HTTPResponse(status: 200, headers: headers(contentType: "application/json"), body: PlaygroundExamples.json)
        case .rules:
            // docs/rules.md drawn by the page's own renderer (rules.js), with anchors such as #r3-10.
            guard EmbeddedAssets.files["docs/rules.md"] != nil else { return missing(path) }
            return file("rules.html") ?? missing(path)
        case .rulesMarkdown:
            guard let bytes = EmbeddedAssets.files["docs/rules.md"] else { return missing(path) }
            return HTTPResponse(status: 200, headers: headers(contentType: "text/markdown; charset=utf-8"), body: bytes)
        default:
            let name = String(path.dropFirst(Route.playgroundAsset.rawValue.count))
            return file(name) ?? missing(path)
        }
    }

    /// An embedded file under `playground/`, or nil. Names are looked up in the embedded table, never on
    /// disk, so `..` cannot reach anything; it is refused anyway to keep the rule obvious.
    static func file(_ name: String) -> HTTPResponse? {
        guard !name.isEmpty, !name.split(separator: "/").contains(".."),
            let bytes = EmbeddedAssets.files["playground/" + name]
        else { return nil }
        return HTTPResponse(status: 200, headers: headers(contentType: contentType(of: name)), body: bytes)
    }

    static func headers(contentType: String) -> HTTPHeaders {
        HTTPHeaders([
            ("Content-Type", contentType),
            ("Content-Security-Policy", contentSecurityPolicy),
            ("X-Content-Type-Options", "nosniff"),
            ("Referrer-Policy", "no-referrer"),
            // The files change with the binary only; a restart with a new build must not serve stale ones.
            ("Cache-Control", "no-cache"),
        ])
    }

    /// By extension; anything unknown is served as bytes, which `nosniff` keeps from being run.
    static func contentType(of name: String) -> String {
        let ext = name.split(separator: ".").last.map { $0.lowercased() } ?? ""
        switch ext {
        case "html": return "text/html; charset=utf-8"
        case "js", "mjs": return "text/javascript; charset=utf-8"
        case "css": return "text/css; charset=utf-8"
        case "svg": return "image/svg+xml"
        case "png": return "image/png"
        case "json": return "application/json"
        case "txt", "md": return "text/plain; charset=utf-8"
        default: return "application/octet-stream"
        }
    }

    private static func missing(_ path: String) -> HTTPResponse {
        Problem.notFound(path).response()
    }
}
