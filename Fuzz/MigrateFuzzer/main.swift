import RIBsFuzzChecks
import RIBsFuzzDriver

#if canImport(Glibc)
import Glibc
#endif

// One input a run, as UTF-8 Swift source (invalid bytes replaced); a broken property stops the
// run, and libFuzzer saves the input.
exit(
    FuzzDriver.run { input in
        if let failure = FuzzChecks.migrate(String(decoding: input, as: UTF8.self)) { fatalError(failure) }
    })
