import Foundation
import TestSupport
import Testing

/// A user's package beside a link named `swift-ribs` to this repository, so it depends on
/// swift-ribs by path as a user's package would; its builds run the real `swift`.
///
/// Every sandbox lives in one folder, `.build-e2e/packages`, beside one link, so swift-ribs has
/// one path in all of them. Builds share a scratch folder where they compile swift-ribs with the
/// same flags, so what one sandbox compiled the next one finds (SwiftPM reuses a module whose
/// command line is the same, whichever package is the root):
/// - The `ribs` the plugins and `swift package ribs` run is, in every sandbox but the one that
///   checks a user's first build (``Tool/builtFromSource``), the one this package's build made
///   (`RIBS_PREBUILT_TOOL`; swift-ribs' manifest then leaves the tools out). Each sandbox built
///   swift-syntax and the tool again before: a third of the end-to-end step (issue 38).
/// - The traits a sandbox enables on swift-ribs are compilation conditions of its modules, so
///   sandboxes that enable other traits build in another scratch folder: one folder for all of
///   them recompiled swift-ribs at each switch.
///
/// SwiftPM's lock on a scratch folder lets one build run in it at a time; sandboxes in different
/// folders build side by side. The folders are kept between runs, so a second end-to-end run
/// builds only what changed.
struct PackageSandbox {
    /// Where the `ribs` the sandbox's plugins run comes from.
    enum Tool {
        /// This package's build of `ribs`: no sandbox compiles swift-syntax again.
        case prebuilt
        /// SwiftPM builds `ribs` for the plugins, as in a user's package.
        case builtFromSource
    }

    static let repository = Repository.root
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    /// The folder every sandbox package is in, with the link `swift-ribs`.
    static let folder = Repository.url(".build-e2e/packages")

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
    let tool: Tool

    /// A sandbox named `name`: `Fixtures/<fixture>` copied there, or, with no fixture, an empty
    /// place for the package a test makes itself. Whatever an earlier run left there is removed.
    init(_ name: String, fixture: String?, tool: Tool = .prebuilt) throws {
        let fileManager = FileManager.default
        try Self.repositoryLink.get()
        package = Self.folder.appendingPathComponent(name)
        self.tool = tool
        try? fileManager.removeItem(at: package)
        if let fixture {
            try fileManager.copyItem(at: Self.fixtures.appendingPathComponent(fixture), to: package)
        }
    }

    /// Runs `swift <arguments>` in the package; returns its status and output.
    func swift(_ arguments: [String]) async throws -> (status: Int32, output: String) {
        try await swift(arguments, in: package)
    }

    /// Runs `swift <arguments>` in the package with warnings left as warnings, in a scratch
    /// folder of its own: code nobody here wrote (a real app) is judged by its errors, and
    /// swift-ribs compiled without `-warnings-as-errors` would be compiled again by the next
    /// sandbox that shares the folder.
    func swiftAllowingWarnings(_ arguments: [String]) async throws -> (status: Int32, output: String) {
        try await swift(arguments, in: package, warningsAsErrors: false)
    }

    /// Runs `swift <subcommand> <build options> <rest>` in `directory` (the package's folder, or
    /// a folder a test moves to), once more if SwiftPM itself crashed. The build options: the
    /// scratch folder for the package's traits and tool, and warnings as errors (for every
    /// module, so the same for all), unless `warningsAsErrors` is false: then a scratch folder
    /// of its own.
    func swift(
        _ arguments: [String], in directory: URL, warningsAsErrors: Bool = true, environment: [String: String] = [:]
    ) async throws -> (status: Int32, output: String) {
        let options =
            warningsAsErrors
            ? ["--scratch-path", scratch(for: directory).path, "-Xswiftc", "-warnings-as-errors"]
            : ["--scratch-path", scratch(for: directory).path + "-warnings"]
        var swift = ChildProcess.tool("swift", arguments: Array(arguments.prefix(1)) + options + arguments.dropFirst())
        swift.directory = directory
        var variables = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        if tool == .prebuilt {
            variables["RIBS_PREBUILT_TOOL"] = ChildProcess.builtProducts.appendingPathComponent("ribs").path
        }
        swift.environment = variables
        let run = try await ScratchFolderLocks.shared.withFolder(options[1]) { [swift] in
            try await swift.runRetryingSwiftPMCrash()
        }
        return (run.status, run.allOutput)
    }

    /// Where the package in `directory` builds: one folder per tool and set of traits enabled on
    /// swift-ribs, as its manifest says them (`.package(path: "../swift-ribs", traits: [...])`).
    func scratch(for directory: URL) -> URL {
        let manifest =
            (try? String(contentsOf: directory.appendingPathComponent("Package.swift"), encoding: .utf8)) ?? ""
        var traits = "none"
        if let dependency = manifest.range(of: "../swift-ribs\""),
            let line = manifest[dependency.upperBound...].split(separator: "\n").first,
            let open = line.range(of: "traits: ["), let close = line[open.upperBound...].firstIndex(of: "]")
        {
            let names = line[open.upperBound..<close].split(separator: ",").map {
                $0.trimmingCharacters(in: CharacterSet(charactersIn: " \"")).lowercased()
            }
            if !names.isEmpty { traits = names.sorted().joined(separator: "-") }
        }
        let kind = tool == .prebuilt ? "prebuilt" : "source"
        return Repository.url(".build-e2e/scratch-\(kind)-\(traits)")
    }

    /// Where a product of the package's build is, such as an app the test runs.
    func builtProduct(_ name: String) -> URL {
        scratch(for: package).appendingPathComponent("debug").appendingPathComponent(name)
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
