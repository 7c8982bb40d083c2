import Foundation
import TestSupport
import Testing

/// A user's package beside a link named `swift-ribs` to this repository, so it depends on
/// swift-ribs by path as a user's package would; its builds run the real `swift`.
///
/// Every sandbox lives in one folder, `.build-e2e/packages`, beside one link, and builds in one
/// scratch folder, `.build-e2e/scratch`, with the same flags. So swift-ribs has one path in all
/// of them, and what one sandbox compiled (swift-syntax and the tools above all) the next one
/// finds: SwiftPM reuses a module whose command line is the same, whichever package is the root.
/// SwiftPM's lock on the scratch folder lets one build run at a time; the tests that build wait
/// for each other, which two cores would make them do anyway. Both folders are kept between
/// runs, so a second end-to-end run builds only what changed.
struct PackageSandbox {
    static let repository = Repository.root
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    /// The folder every sandbox package is in, with the link `swift-ribs`.
    static let folder = Repository.url(".build-e2e/packages")
    /// Where every sandbox builds.
    static let scratch = Repository.url(".build-e2e/scratch")
    /// The options every build in a sandbox gets: the shared scratch folder, and warnings as
    /// errors (for every module, so the same for all).
    static let buildOptions = ["--scratch-path", scratch.path, "-Xswiftc", "-warnings-as-errors"]

    /// The folder and its `swift-ribs` link, made once for the run: sandboxes are made by tests
    /// running in parallel, and two of them making the link at once on a fresh machine failed
    /// one with "File exists" (a CI run).
    private static let repositoryLink = Result<Void, any Error> {
        let fileManager = FileManager.default
        try fileManager.createDirectory(at: folder, withIntermediateDirectories: true)
        let link = folder.appendingPathComponent("swift-ribs")
        if (try? fileManager.destinationOfSymbolicLink(atPath: link.path)) != repository.path {
            try? fileManager.removeItem(at: link)
            try fileManager.createSymbolicLink(at: link, withDestinationURL: repository)
        }
    }

    /// The package's folder.
    let package: URL
    var folder: URL { Self.folder }

    /// A sandbox named `name`: `Fixtures/<fixture>` copied there, or, with no fixture, an empty
    /// place for the package a test makes itself. Whatever an earlier run left there is removed.
    init(_ name: String, fixture: String?) throws {
        let fileManager = FileManager.default
        try Self.repositoryLink.get()
        package = Self.folder.appendingPathComponent(name)
        try? fileManager.removeItem(at: package)
        if let fixture {
            try fileManager.copyItem(at: Self.fixtures.appendingPathComponent(fixture), to: package)
        }
    }

    /// Runs `swift <arguments>` in the package; returns its status and output.
    func swift(_ arguments: [String]) async throws -> (status: Int32, output: String) {
        try await Self.swift(arguments, in: package)
    }

    /// Runs `swift <subcommand> <buildOptions> <rest>` in `directory`, once more if SwiftPM
    /// itself crashed.
    static func swift(_ arguments: [String], in directory: URL) async throws -> (status: Int32, output: String) {
        var swift = ChildProcess.tool(
            "swift", arguments: Array(arguments.prefix(1)) + buildOptions + Array(arguments.dropFirst()))
        swift.directory = directory
        let run = try await swift.runRetryingSwiftPMCrash()
        return (run.status, run.allOutput)
    }

    /// Where a product of the sandboxes' builds is, such as an app the test runs.
    static func builtProduct(_ name: String) -> URL {
        scratch.appendingPathComponent("debug").appendingPathComponent(name)
    }

    /// The package's `Package.resolved`: what SwiftPM resolved for it (nil if nothing).
    var resolved: String? {
        try? String(contentsOf: package.appendingPathComponent("Package.resolved"), encoding: .utf8)
    }

    /// The lines of code of the Swift files under `folders` (relative to the package), blank
    /// lines and comments aside: what a user types without the tools.
    func codeLines(in folders: [String]) throws -> Int {
        var lines = 0
        for folder in folders {
            let root = package.appendingPathComponent(folder)
            let enumerator = FileManager.default.enumerator(atPath: root.path)
            while let path = enumerator?.nextObject() as? String {
                guard path.hasSuffix(".swift") else { continue }
                let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
                lines += text.split(separator: "\n").count { line in
                    let trimmed = line.trimmingCharacters(in: .whitespaces)
                    return !trimmed.isEmpty && !trimmed.hasPrefix("//")
                }
            }
        }
        return lines
    }

    func remove() {
        try? FileManager.default.removeItem(at: package)
    }
}
