import Foundation
import RIBsFuzzChecks

/// libFuzzer's entry point: the first line is the new RIB's name, the rest the parent's router;
/// each input gets a package of its own, removed after.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ribs-fuzz-\(getpid())").path
    defer { try? FileManager.default.removeItem(atPath: folder) }
    if let failure = FuzzChecks.scaffold(text, in: folder) { fatalError(failure) }
    return 0
}
