import CLibFuzzer
import FuzzSupport

// libFuzzer target over `POST /v1/resolve` with libFuzzer's own byte-level mutations (plus -dict=
// Fuzz/json.dict): JSON parser, request decoder, resolver and encoder, checked by FuzzSupport.
// Built with `-sanitize=fuzzer[,address] -parse-as-library`; see scripts/fuzz.sh.

@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    fuzzOneInput(data, size)
}

// SwiftPM links every executable target on Linux with `--defsym main=<Target>_main` so tests can call
// into it. With `-parse-as-library` there is no Swift `main`, so provide the renamed entry point and
// hand over to libFuzzer's driver: the binary takes the usual libFuzzer flags.
@_cdecl("FuzzResolve_main")
public func fuzzResolveMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var count = argc
    var arguments = argv
    return LLVMFuzzerRunDriver(&count, &arguments) { data, size in fuzzOneInput(data, size) }
}
