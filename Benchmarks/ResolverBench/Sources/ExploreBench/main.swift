import Foundation
import RotationPolicy

// ExploreBench [--quick]: the explorer and the transition function, in process, one thread, release build.
// 1. The seed-000 base-classes app (Tests/Fixtures/explore/seed-000-…) with the default environment and
//    its push/pop actions: time to exhaust maxExtraEvents 4, 6 and 8, distinct states per CPU second.
// 2. Every seed scenario's events through Simulation.replay (texts off, no steps): events per CPU second.
let quick = CommandLine.arguments.contains("--quick")
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
let fixtures = root.appendingPathComponent("Tests/Fixtures")

func threadCPUSeconds() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
    return Double(now.tv_sec) + Double(now.tv_nsec) * 1e-9
}

func json(_ url: URL) -> [String: Any] {
    guard let data = try? Data(contentsOf: url), let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
        print("cannot read \(url.path)")
        exit(1)
    }
    return object
}

print("## Explorer: seed-000 base-classes app, default environment + push/pop actions\n")
print("| maxExtraEvents | distinct states | transitions | CPU | distinct states/s | transitions/s | exhaustive |")
print("|---:|---:|---:|---:|---:|---:|---|")
let seed000 = json(fixtures.appendingPathComponent("explore/seed-000-base-classes-player-push-and-pop.json"))
let limits = ExploreLimits(maxStates: 50_000_000, maxMilliseconds: 600_000, maxExtraEvents: 64)
var failed = false
for extra in quick ? [4, 6] : [4, 6, 8] {
    var request = seed000["request"] as? [String: Any] ?? [:]
    var explore = request["explore"] as? [String: Any] ?? [:]
    explore["maxExtraEvents"] = extra
    explore["maxStates"] = 50_000_000
    explore["timeLimitMs"] = 600_000
    request["explore"] = explore
    let body = Array(try! JSONSerialization.data(withJSONObject: request))
    let start = threadCPUSeconds()
    let result = Simulator.explore(toJSON: body, exploreLimits: limits)
    let cpu = threadCPUSeconds() - start
    guard case .success(let bytes) = result,
        let answer = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any],
        let stats = answer["stats"] as? [String: Any]
    else {
        print("| \(extra) | explore failed: \(result) |")
        failed = true
        continue
    }
    let distinct = stats["distinctStates"] as? Int ?? 0
    let transitions = stats["transitions"] as? Int ?? 0
    print(
        "| \(extra) | \(distinct) | \(transitions) | \(String(format: "%.1f ms", cpu * 1000)) | \(String(format: "%.0f", Double(distinct) / cpu)) | \(String(format: "%.0f", Double(transitions) / cpu)) | \(stats["exhaustive"] as? Bool ?? false) |"
    )
}

// A wide space: 12 tabs whose masks the app may toggle, plus the default environment; no script.
print("\n## Explorer: a wide app (12 tabs, 24 toggling actions, default environment), maxExtraEvents 6\n")
print("| distinct states | transitions | CPU | distinct states/s | transitions/s | exhaustive |")
print("|---:|---:|---:|---:|---:|---|")
do {
    let tabs = (0..<12).map { ["id": "t\($0)"] }
    let actions = (0..<12).flatMap { index -> [[String: Any]] in
        [
            ["type": "update", "controller": "t\(index)", "set": ["supportedOrientations": "portrait"]],
            ["type": "update", "controller": "t\(index)", "set": ["supportedOrientations": NSNull()]],
        ]
    }
    let request: [String: Any] = [
        "interfaceOrientation": "portrait",
        "root": ["id": "tabs", "kind": "tabBarController", "forwarding": "selected", "children": tabs],
        "explore": ["actions": actions, "maxExtraEvents": quick ? 5 : 6, "maxStates": 50_000_000, "timeLimitMs": 600_000],
    ]
    let body = Array(try! JSONSerialization.data(withJSONObject: request))
    let start = threadCPUSeconds()
    let result = Simulator.explore(toJSON: body, exploreLimits: limits)
    let cpu = threadCPUSeconds() - start
    if case .success(let bytes) = result, let answer = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any],
        let stats = answer["stats"] as? [String: Any]
    {
        let distinct = stats["distinctStates"] as? Int ?? 0
        let transitions = stats["transitions"] as? Int ?? 0
        print(
            "| \(distinct) | \(transitions) | \(String(format: "%.0f ms", cpu * 1000)) | \(String(format: "%.0f", Double(distinct) / cpu)) | \(String(format: "%.0f", Double(transitions) / cpu)) | \(stats["exhaustive"] as? Bool ?? false) |"
        )
    } else {
        print("| explore failed: \(result) |")
        failed = true
    }
}

print("\n## Transition function: every seed scenario's events, texts off, no steps\n")
var requests: [ResolveRequest] = []
let seedFolders = (try? FileManager.default.contentsOfDirectory(atPath: fixtures.path))?.filter { $0.hasPrefix("seed-") } ?? []
for folder in seedFolders.sorted() {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: fixtures.appendingPathComponent(folder).path)) ?? []
    for name in names.sorted() where name.hasSuffix(".json") && !name.hasSuffix(".expected.json") {
        let fixture = json(fixtures.appendingPathComponent(folder).appendingPathComponent(name))
        guard fixture["expect"] != nil, let request = fixture["request"],
            let body = try? JSONSerialization.data(withJSONObject: request),
            let value = try? JSONParser.parse(Array(body), maxDepth: 1024, maxStringBytes: 1024),
            let decoded = try? Simulator.decodeRequest(value)
        else { continue }
        requests.append(decoded)
    }
}
let rounds = quick ? 2_000 : 20_000
var events = 0
let start = threadCPUSeconds()
for _ in 0..<rounds {
    for request in requests { events += Simulation.replay(request) }
}
let cpu = threadCPUSeconds() - start
print("| scenarios | rounds | events applied | CPU | events/s |")
print("|---:|---:|---:|---:|---:|")
print("| \(requests.count) | \(rounds) | \(events) | \(String(format: "%.0f ms", cpu * 1000)) | \(String(format: "%.0f", Double(events) / cpu)) |")
exit(failed ? 1 : 0)
