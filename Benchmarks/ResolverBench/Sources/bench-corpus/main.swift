#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#else
import Darwin
#endif
import RequestGenerator

// bench-corpus generate CONTROLLERS EVENTS SEED   → one compact JSON request on stdout, newline-terminated.
// Used by scripts/bench.sh to add large generated requests to the HTTP corpus.
let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count == 4, arguments[0] == "generate",
    let controllers = Int(arguments[1]), controllers >= 5,
    let events = Int(arguments[2]), events >= 0,
    let seed = UInt64(arguments[3])
else {
    print("usage: bench-corpus generate CONTROLLERS(>=5) EVENTS SEED")
    exit(64)
}
var body = RequestGenerator(controllers: controllers, events: events, seed: seed).body()
body.append(UInt8(ascii: "\n"))
body.withUnsafeBytes { buffer in
    var offset = 0
    while offset < buffer.count {
        let written = write(1, buffer.baseAddress! + offset, buffer.count - offset)
        if written <= 0 { exit(1) }
        offset += written
    }
}
