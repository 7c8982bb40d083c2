#if canImport(Glibc)
import Glibc
#endif

/// libFuzzer's driver, which runs a fuzzer's loop from the executable's own entry point
/// (SwiftPM names `main` itself, so libFuzzer's `main` is not used).
@_silgen_name("LLVMFuzzerRunDriver")
private func runDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
) -> Int32

/// Runs libFuzzer with the process's arguments; each input goes to `oneInput`.
public enum FuzzDriver {
    nonisolated(unsafe) private static var check: ((UnsafeBufferPointer<UInt8>) -> Void)?

    /// Runs the fuzzing loop; returns libFuzzer's exit status.
    public static func run(_ oneInput: @escaping (UnsafeBufferPointer<UInt8>) -> Void) -> Int32 {
        check = oneInput
        var argc = CommandLine.argc
        var argv = CommandLine.unsafeArgv
        return runDriver(&argc, &argv) { data, size in
            FuzzDriver.runCheck(UnsafeBufferPointer(start: data, count: size))
            return 0
        }
    }

    static func runCheck(_ input: UnsafeBufferPointer<UInt8>) {
        check?(input)
    }
}

/// The entry point libFuzzer's own code names: the same check as the driver's callback.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    FuzzDriver.runCheck(UnsafeBufferPointer(start: data, count: size))
    return 0
}
