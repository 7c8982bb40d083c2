import Foundation
import Testing

/// The end-to-end run: what `Scripts/end-to-end.sh` (and CI) runs beside the quick one.
///
/// `swift test` is the loop a contributor runs after each change: every target's unit and
/// integration tests, the golden files, the built `ribs`, randomized tests at a size that still
/// finds what they found. The end-to-end checks (users' packages built in sandboxes, the example
/// apps driven through pipes, tmux and a browser, soak and fault runs, randomized tests at full
/// size) run with `RIBS_E2E=1`. Without it they are not silently left out: each is reported as
/// skipped, with the command that runs it.
package enum EndToEnd {
    /// Whether this is the end-to-end run (`RIBS_E2E=1`).
    package static let isEnabled = ProcessInfo.processInfo.environment["RIBS_E2E"] == "1"

    /// Why an end-to-end test did not run, and how to run it.
    package static let skipped: Comment =
        "end-to-end: run Scripts/end-to-end.sh (or RIBS_E2E=1 Scripts/test.sh --filter EndToEndTests)"
}

extension Trait where Self == ConditionTrait {
    /// Runs the test only in the end-to-end run; otherwise reports it skipped, saying how to run it.
    package static var endToEnd: Self { .enabled(if: EndToEnd.isEnabled, EndToEnd.skipped) }
}

/// How much a randomized test does: a quick size in the contributor's loop, the full size in
/// the end-to-end run, or what `RIBS_RANDOM_OPERATIONS` says.
package enum TestScale {
    /// Operations a seed: `RIBS_RANDOM_OPERATIONS` if set, else `full` in the end-to-end run and
    /// `quick` otherwise.
    package static func operations(quick: Int, full: Int) -> Int {
        if let given = ProcessInfo.processInfo.environment["RIBS_RANDOM_OPERATIONS"].flatMap({ Int($0) }) {
            return given
        }
        return EndToEnd.isEnabled ? full : quick
    }
}

extension EndToEnd {
    /// A built example app (`tictactoe`, `ribs-login`, …). The examples are a package of their own;
    /// `Scripts/end-to-end.sh` builds them in this package's build folder first, so they sit beside
    /// the test bundle.
    package static func exampleApp(_ product: String) throws -> URL {
        let app = ChildProcess.builtProducts.appendingPathComponent(product)
        guard FileManager.default.isExecutableFile(atPath: app.path) else {
            throw SpawnError(
                "the example app \(product) is not built in \(ChildProcess.builtProducts.path): "
                    + "Scripts/end-to-end.sh builds it (swift build --package-path Examples --scratch-path .build)")
        }
        return app
    }
}
