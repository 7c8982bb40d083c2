import ArgumentParser
import Foundation
import RIBsScaffold

/// Where a scaffolding command writes: the options `ribs new`, `ribs attach` and
/// `ribs component-extension` share, read against the package's manifest.
struct PlacementOptions: ParsableArguments {
    @Option(
        name: .customLong("in"),
        help: "The source folder, such as Sources/App or a folder in it (default: the package's only target's).")
    var sources: String?

    @Option(help: "The target the folder belongs to (default: the target whose folder --in names).")
    var module: String?

    /// The package around the current folder, with the folders these options name.
    func layout(testsIn tests: String? = nil) throws -> PackageLayout {
        try PackageLayout(
            directory: FileManager.default.currentDirectoryPath, sourcesOption: sources, testsOption: tests,
            moduleOption: module)
    }
}
