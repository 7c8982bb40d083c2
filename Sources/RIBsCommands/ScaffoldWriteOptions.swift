import ArgumentParser

/// How `ribs new`, `ribs new worker` and `ribs new workflow` write: where the tests go, whether
/// they are written, and whether files are replaced or only shown.
struct ScaffoldWriteOptions: ParsableArguments {
    @Option(name: .customLong("tests-in"), help: "The test folder (default: that of the target's test target).")
    var tests: String?

    @Flag(
        name: .customLong("tests"), inversion: .prefixedNo,
        help: "Write the tests (default: when the test folder exists).")
    var writeTests: Bool?

    @Flag(help: "Replace files that exist.")
    var force = false

    @Flag(help: "Print what would be written, and write nothing.")
    var dryRun = false
}
