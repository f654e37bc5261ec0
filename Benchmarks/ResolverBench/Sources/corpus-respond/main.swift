import RotationPolicy
import RotationPolicyWire

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#else
    import Darwin
#endif

// corpus-respond CORPUS_FILE [ROUNDS]
// corpus-respond --keep-accepted CORPUS_FILE OUT_FILE   (writes the bodies this build answers 200 to OUT_FILE:
//     to compare builds of different commits on the bodies every one of them accepts)
// Calls Simulator.respond(toJSON:) on every body of CORPUS_FILE (one JSON body a line, as scripts/bench.sh
// writes it) once to warm up and check that each is answered, then ROUNDS (default 5) more times inside
// `respondToCorpus`. Built to run under `valgrind --tool=callgrind` (scripts/bench-callgrind.sh): the
// inclusive cost of `respondToCorpus` divided by the requests it made is the instructions per request,
// and the stage functions below it give the split. Prints "requests=N bodies=B rounds=R bytes=OUT".
var arguments = Array(CommandLine.arguments.dropFirst())
let keepAccepted = arguments.first == "--keep-accepted"
if keepAccepted { arguments.removeFirst() }
guard keepAccepted ? arguments.count == 2 : (1...2).contains(arguments.count), let file = fopen(arguments[0], "rb") else {
    print("usage: corpus-respond CORPUS_FILE [ROUNDS] | corpus-respond --keep-accepted CORPUS_FILE OUT_FILE")
    exit(64)
}
let rounds = arguments.count == 2 && !keepAccepted ? Int(arguments[1]) ?? -1 : 5
guard rounds >= 1 else {
    print("corpus-respond: ROUNDS must be a positive integer")
    exit(64)
}

var bodies: [[UInt8]] = []
var line: [UInt8] = []
while true {
    let byte = fgetc(file)
    if byte == EOF || byte == 10 {
        if !line.isEmpty { bodies.append(line) }
        line.removeAll(keepingCapacity: true)
        if byte == EOF { break }
    } else {
        line.append(UInt8(byte))
    }
}
fclose(file)
guard !bodies.isEmpty else {
    print("corpus-respond: empty corpus \(arguments[0])")
    exit(1)
}

if keepAccepted {
    guard let out = fopen(arguments[1], "wb") else {
        print("corpus-respond: cannot write \(arguments[1])")
        exit(1)
    }
    var kept = 0
    for body in bodies {
        guard case .success = Simulator.respond(toJSON: body) else { continue }
        _ = body.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, out) }
        fputc(10, out)
        kept += 1
    }
    fclose(out)
    print("kept \(kept) of \(bodies.count) bodies")
    exit(0)
}

// The warm-up run checks every answer once: a rejected body would make the figures meaningless.
for (index, body) in bodies.enumerated() {
    if case .failure(let error) = Simulator.respond(toJSON: body) {
        print("corpus-respond: body \(index + 1) rejected: \(error.kind) \(error.detail)")
        exit(1)
    }
}

/// The measured loop: callgrind's inclusive cost of this function / requests = instructions per request.
@inline(never)
func respondToCorpus(_ bodies: [[UInt8]], rounds: Int) -> Int {
    var bytes = 0
    for _ in 0..<rounds {
        for body in bodies {
            if case .success(let answer) = Simulator.respond(toJSON: body) { bytes &+= answer.count }
        }
    }
    return bytes
}

let bytes = respondToCorpus(bodies, rounds: rounds)
print("requests=\(bodies.count * rounds) bodies=\(bodies.count) rounds=\(rounds) bytes=\(bytes)")
