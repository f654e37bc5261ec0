import Foundation
import RequestGenerator
import RotationPolicy
import RotationPolicyJSON
import RotationPolicyWire

// ExploreBench [--quick]: the explorer and the transition function, in process, one thread, release build.
// 1. The seed-000 base-classes app (Tests/Fixtures/explore/seed-000-…) with the default environment and
//    its push/pop actions: time to exhaust maxExtraEvents 4, 6 and 8, distinct states per CPU second.
// 2. Every seed scenario's events through Simulation.replay (texts off, no steps): events per CPU second.
let quick = CommandLine.arguments.contains("--quick")
/// `--only NAME` (seed, wide, generated, stacks, replay) runs one section, e.g. under a profiler.
let only = CommandLine.arguments.firstIndex(of: "--only").map { CommandLine.arguments[$0 + 1] }
/// `--search-only`: skips the wide app's second row (its fixes checked), so a profile holds one search.
let searchOnly = CommandLine.arguments.contains("--search-only")
/// `--repeat N`: how many times the wide app is searched (default 7, 1 with `--search-only`). One search
/// takes about 25 ms, where page faults and the clock's grain moved single runs by ±15 % on an idle
/// machine; the target is read from the median.
let wideRuns =
    CommandLine.arguments.firstIndex(of: "--repeat").flatMap { Int(CommandLine.arguments[$0 + 1]) }
    .map { max(1, $0) } ?? (searchOnly ? 1 : 7)
func wants(_ section: String) -> Bool { only == nil || only == section }
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

let seed000 = json(fixtures.appendingPathComponent("explore/seed-000-base-classes-player-push-and-pop.json"))
/// `--max-mib N`: the explorer's memory budget (default: the product's, 96 MiB).
let maxMiB = CommandLine.arguments.firstIndex(of: "--max-mib").flatMap { Int(CommandLine.arguments[$0 + 1]) }
let limits = ExploreLimits(
    maxStates: 50_000_000, maxMilliseconds: 600_000, maxExtraEvents: 64, maxBytes: maxMiB.map { $0 << 20 } ?? ExploreLimits.default.maxBytes)
var failed = false
if wants("seed") {
    print("## Explorer: seed-000 base-classes app, default environment + push/pop actions\n")
    print("| maxExtraEvents | distinct states | transitions | CPU | distinct states/s | transitions/s | exhaustive |")
    print("|---:|---:|---:|---:|---:|---:|---|")
    for extra in quick ? [4, 6] : [4, 6, 8] {
        var request = seed000["request"] as? [String: Any] ?? [:]
        var explore = request["explore"] as? [String: Any] ?? [:]
        explore["maxExtraEvents"] = extra
        explore["maxStates"] = 50_000_000
        explore["timeLimitMs"] = 600_000
        explore["maxFixChecks"] = 0  // the search alone (see exploreRow)
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
}

/// Peak resident memory so far (getrusage, kilobytes on Linux): its growth over one explore, divided by
/// the distinct states, is the bytes per state reported (an upper bound: it includes the answer).
func peakRSSBytes() -> Int {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return usage.ru_maxrss * 1024
}

/// Explores one request body and prints a table row: states, transitions, CPU, rates, bytes per state.
/// One explore's figures, for the target lines at the end.
struct Row {
    var distinct: Int
    var cpu: Double
    var bytesPerState: Int
    var exhaustive: Bool
}

var targetLines: [String] = []

/// The search alone unless `checkingFixes`: each fix check is a new search (issue 23), which would fold
/// several searches into one rate.
@discardableResult
@MainActor func exploreRow(_ request: [String: Any], checkingFixes: Bool = false) -> Row? {
    var request = request
    if !checkingFixes, var explore = request["explore"] as? [String: Any] {
        explore["maxFixChecks"] = 0
        request["explore"] = explore
    }
    let body = Array(try! JSONSerialization.data(withJSONObject: request))
    let rssBefore = peakRSSBytes()
    let start = threadCPUSeconds()
    let result = Simulator.explore(toJSON: body, exploreLimits: limits)
    let cpu = threadCPUSeconds() - start
    let grown = peakRSSBytes() - rssBefore
    if case .success(let bytes) = result, let answer = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any],
        let stats = answer["stats"] as? [String: Any]
    {
        let distinct = stats["distinctStates"] as? Int ?? 0
        let transitions = stats["transitions"] as? Int ?? 0
        print(
            "| \(distinct) | \(transitions) | \(String(format: "%.0f ms", cpu * 1000)) | \(String(format: "%.0f", Double(distinct) / cpu)) | \(String(format: "%.0f", Double(transitions) / cpu)) | \(grown / max(1, distinct)) | \(stats["exhaustive"] as? Bool ?? false) |"
        )
        return Row(distinct: distinct, cpu: cpu, bytesPerState: grown / max(1, distinct), exhaustive: stats["exhaustive"] as? Bool ?? false)
    } else {
        print("| explore failed: \(result) |")
        failed = true
        return nil
    }
}

let tableHead = """
    | distinct states | transitions | CPU | distinct states/s | transitions/s | peak RSS growth / state (bytes) | exhaustive |
    |---:|---:|---:|---:|---:|---:|---|
    """

// A wide space: 12 tabs whose masks the app may toggle, plus the default environment; no script.
if wants("wide") {
    print("\n## Explorer: a wide app (12 tabs, 24 toggling actions, default environment), maxExtraEvents 6\n")
    print(tableHead)
    let tabs = (0..<12).map { ["id": "t\($0)"] }
    let actions = (0..<12).flatMap { index -> [[String: Any]] in
        [
            ["type": "update", "controller": "t\(index)", "set": ["supportedOrientations": "portrait"]],
            ["type": "update", "controller": "t\(index)", "set": ["supportedOrientations": NSNull()]],
        ]
    }
    let wideRequest: [String: Any] = [
        "interfaceOrientation": "portrait",
        "root": ["id": "tabs", "kind": "tabBarController", "forwarding": "selected", "children": tabs],
        "explore": ["actions": actions, "maxExtraEvents": quick ? 5 : 6, "maxStates": 50_000_000, "timeLimitMs": 600_000],
    ]
    let wideRows = (0..<wideRuns).compactMap { _ in exploreRow(wideRequest) }
    if !searchOnly {
        print("\nThe same with the fixes of its findings checked (default `maxFixChecks` 20; each check searches again):\n")
        print(tableHead)
        exploreRow(wideRequest, checkingFixes: true)
    }
    if let first = wideRows.first {
        let rates = wideRows.map { Double($0.distinct) / $0.cpu }.sorted()
        let median = rates[rates.count / 2]
        // Peak RSS grows in the first search only (the later ones reuse the freed pages).
        targetLines.append(
            String(
                format:
                    "- explorer, wide app: %.0f k distinct states/s, the median of %d searches (%.0f–%.0f k, the first %.0f k; target ≥ 1.2 M: %@), %d B/state of peak-RSS growth (target ≤ 1 KB: %@)",
                median / 1000, rates.count, rates[0] / 1000, rates[rates.count - 1] / 1000, Double(first.distinct) / first.cpu / 1000,
                median >= 1.2e6 ? "met" : "MISSED",
                first.bytesPerState, first.bytesPerState <= 1024 ? "met" : "MISSED"))
    }
}

// Issue 21's target: a generated app of 60 controllers whose 30 generated events are the actions
// (RequestGenerator, seeds 1-3: a tab bar of navigation stacks; pushes, pops, tab switches,
// presentations, dismissals, turns, the lock, updates, geometry requests), the default environment,
// exhaustive at maxExtraEvents 6 within the default 2 s budget.
if wants("generated") {
    print("\n## Explorer: RequestGenerator apps (60 controllers, their 30 events as actions, default environment), maxExtraEvents 6\n")
    print(tableHead)
    for seed in UInt64(1)...3 {
        let generated = try! JSONSerialization.jsonObject(with: Data(RequestGenerator(controllers: 60, events: 30, seed: seed).body()))
        guard var request = generated as? [String: Any], let events = request.removeValue(forKey: "events") else {
            print("| seed \(seed): no request |")
            failed = true
            continue
        }
        request["explore"] = ["actions": events, "maxExtraEvents": quick ? 5 : 6, "maxStates": 50_000_000, "timeLimitMs": 600_000]
        if let row = exploreRow(request) {
            let met = row.exhaustive && row.cpu <= 2
            targetLines.append(
                String(
                    format: "- explorer, generated app seed %d: %@ in %.2f s (target: exhaustive within 2 s: %@)", Int(seed),
                    row.exhaustive ? "exhaustive" : "not exhaustive", row.cpu, met ? "met" : "MISSED"))
        }
    }
}

// A hand-made app of 60 controllers and 30 actions, whose actions mostly commute (so its space is the
// product of eight stacks' and three modals'): a tab bar of 8 navigation stacks three deep (one four deep), whose
// actions select each tab, pop each stack, push a landscape player onto each, and present and dismiss
// three modal navigation controllers of five screens from the tab bar; the default environment.
if wants("stacks") {
    print("\n## Explorer: eight stacks (60 controllers, 30 actions, default environment), maxExtraEvents 6\n")
    print(tableHead)
    let stacks = (0..<8).map { tab -> [String: Any] in
        var screens: [[String: Any]] = [
            ["id": "root\(tab)", "supportedOrientations": "portrait"],
            ["id": "list\(tab)", "supportedOrientations": tab % 2 == 0 ? "portrait" : "allButUpsideDown"],
            ["id": "detail\(tab)"],
        ]
        if tab == 0 { screens.append(["id": "extra0", "supportedOrientations": "landscape"]) }
        return ["id": "nav\(tab)", "kind": "navigationController", "forwarding": "top", "children": screens]
    }
    var actions: [[String: Any]] = []
    for tab in 0..<8 {
        actions.append(["type": "selectTab", "tabBar": "tabs", "index": tab])
        actions.append(["type": "pop", "navigation": "nav\(tab)"])
        actions.append([
            "type": "push", "navigation": "nav\(tab)",
            "controller": ["id": "player\(tab)", "supportedOrientations": "landscape"],
        ])
    }
    for modal in 0..<3 {
        let screens = (0..<5).map { ["id": "modal\(modal)s\($0)", "supportedOrientations": $0 == 0 ? "all" : "portrait"] }
        actions.append([
            "type": "present", "presenter": "tabs", "style": "fullScreen",
            "controller": ["id": "modal\(modal)", "kind": "navigationController", "forwarding": "top", "children": screens],
        ])
        actions.append(["type": "dismiss", "controller": "modal\(modal)"])
    }
    exploreRow([
        "interfaceOrientation": "portrait",
        "root": ["id": "tabs", "kind": "tabBarController", "forwarding": "selected", "children": stacks],
        "explore": ["actions": actions, "maxExtraEvents": quick ? 5 : 6, "maxStates": 50_000_000, "timeLimitMs": 600_000],
    ])
}

if wants("replay") {
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
    print(
        "| \(requests.count) | \(rounds) | \(events) | \(String(format: "%.0f ms", cpu * 1000)) | \(String(format: "%.0f", Double(events) / cpu)) |")
}
if !targetLines.isEmpty {
    if quick { targetLines.append("- (--quick explores to maxExtraEvents 5, not the targets' 6: indicative only)") }
    print("\n" + targetLines.joined(separator: "\n"))
}
exit(failed ? 1 : 0)
