import ArgumentParser
import Foundation

/// `ribs sources-stamp [FOLDER]`: prints the stamp an install records of swift-ribs' sources (of
/// FOLDER, a package, when given), which decides whether an installed release `ribs` is current.
/// Hidden: for tests and for a user wondering why a release `ribs` was passed over.
struct SourcesStampCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sources-stamp",
        abstract: "Prints the stamp of the sources an installed ribs must be built from.",
        shouldDisplay: false
    )

    @Argument(help: "A package folder; swift-ribs' own, where this ribs was built from, when left out.")
    var folder: String?

    func run() throws {
        print(InstalledRelease.sourcesStamp(of: folder.map { URL(fileURLWithPath: $0) } ?? InstalledRelease.sources))
    }
}
