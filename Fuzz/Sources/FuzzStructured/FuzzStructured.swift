import CLibFuzzer
import FuzzSupport

// The same target and checks as FuzzResolve, with a structure-aware custom mutator
// (StructuredMutator.swift) so most mutated bodies stay decodable requests and reach the resolver.

@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    fuzzOneInput(data, size)
}

@_cdecl("LLVMFuzzerCustomMutator")
public func customMutator(_ data: UnsafeMutablePointer<UInt8>?, _ size: Int, _ maxSize: Int, _ seed: CUnsignedInt) -> Int {
    guard let data else { return 0 }
    return StructuredMutator.mutate(data, size, maxSize, seed)
}

// See FuzzResolve_main.
@_cdecl("FuzzStructured_main")
public func fuzzStructuredMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var count = argc
    var arguments = argv
    return LLVMFuzzerRunDriver(&count, &arguments) { data, size in fuzzOneInput(data, size) }
}
