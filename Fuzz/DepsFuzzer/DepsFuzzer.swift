import RIBsFuzzChecks

/// libFuzzer's entry point: one input, as UTF-8 Swift source (invalid bytes replaced).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    if let failure = FuzzChecks.depsReader(text) { fatalError(failure) }
    return 0
}
