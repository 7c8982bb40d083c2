import RIBsFuzzDriver

#if canImport(Glibc)
import Glibc
#endif

// One input a run, sent to a live inspector (InspectorFuzzing).
exit(
    FuzzDriver.run { input in
        let bytes = Array(input)
        MainActor.assumeIsolated { InspectorFuzzing.fuzz(bytes) }
    })
