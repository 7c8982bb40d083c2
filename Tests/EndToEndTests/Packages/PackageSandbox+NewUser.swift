import Foundation
import TestSupport
import Testing

/// What the new-user apps (``RidesPackageTests``, ``RecipesPackageTests``,
/// ``PodcastsPackageTests``) do first and most: start as `swift package init` writes a package,
/// and run `ribs`.
extension PackageSandbox {
    /// The package as `swift package init --type executable --name <name>` writes it, with the
    /// user's manifest (`Fixtures/<name>/Package.swift`) in place of SwiftPM's. Returns both
    /// manifests: the lines the user added are counted against SwiftPM's.
    func initializeExecutable(named name: String) async throws -> (swiftPM: String, user: String) {
        try FileManager.default.createDirectory(at: package, withIntermediateDirectories: true)
        var initialize = ChildProcess.tool(
            "swift", arguments: ["package", "init", "--type", "executable", "--name", name])
        initialize.directory = package
        let initialized = try await initialize.run()
        try #require(initialized.status == 0, "swift package init: \(initialized.allOutput)")
        let manifest = package.appendingPathComponent("Package.swift")
        let swiftPM = try String(contentsOf: manifest, encoding: .utf8)
        let user = try String(
            contentsOf: Self.fixtures.appendingPathComponent("\(name)/Package.swift"), encoding: .utf8)
        try user.write(to: manifest, atomically: true, encoding: .utf8)
        return (swiftPM, user)
    }

    /// Runs the built `ribs` in the package; a failure is recorded where the test called it.
    func ribs(_ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation) async throws {
        var ribs = ChildProcess.product("ribs", arguments: arguments)
        ribs.directory = package
        let run = try await ribs.run()
        #expect(
            run.status == 0, "ribs \(arguments.joined(separator: " ")):\n\(run.allOutput)",
            sourceLocation: sourceLocation)
    }
}
