import Foundation
import RIBsFuzzChecks
import RIBsFuzzDriver

// The first line is the new RIB's name, the rest the parent's router; each input gets a package
// of its own, removed after.
let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ribs-fuzz-\(getpid())").path
exit(
    FuzzDriver.run { input in
        defer { try? FileManager.default.removeItem(atPath: folder) }
        if let failure = FuzzChecks.scaffold(String(decoding: input, as: UTF8.self), in: folder) { fatalError(failure) }
    })
