import ArgumentParser
import Foundation
import RIBsGenerators

/// `ribs migrate PATH…`: rewrites a module of an app on Uber's RIBs and RxSwift for swift-ribs
/// and Swift 6, and lists what is left to a person.
struct MigrateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "migrate",
        abstract: "Moves a module from Uber's RIBs on RxSwift to swift-ribs and Swift 6.",
        discussion: HelpText.paragraphs(
            """
            Rewrites the Swift files under each PATH as one module: Rx relays and subjects become ValueRelay, \
            EventRelay and ReplayRelay, Observable becomes Events, Rx's operators take the runtime's names, \
            disposeOnDeactivate becomes cancelOnDeactivate, workflow steps become async, the RIB's protocols \
            become @MainActor and the values that flow through relays Sendable. The service layer's functions \
            that return a Single, Maybe or Completable become async throws, with every implementation and the \
            subscriptions that call them (--keep-rx-services leaves them on RxSwift, for a module not yet \
            migrated). What it cannot rewrite \
            (RxCocoa bindings, schedulers, Observable.create, …) is listed at file:line with what to write \
            instead, and left as it was. All files are written, or none; a file that does not parse is left \
            untouched and named.
            """)
    )

    @Argument(help: "Folders or Swift files of the module to migrate.")
    var paths: [String]

    @Option(
        name: .customLong("exclude"),
        help: "Skip files whose path ends with this (repeatable), such as ViewController.swift.")
    var excludedSuffixes: [String] = []

    @Flag(help: "Print the diff of every file it would change, and write nothing.")
    var dryRun = false

    @Flag(
        help:
            "Leave the service layer's Single, Maybe and Completable functions on RxSwift (a module migrated before its services); its callers are named, with the bridge's recipe."
    )
    var keepRxServices = false

    func run() throws {
        let files = try Self.swiftFiles(under: paths).filter { path in
            !excludedSuffixes.contains { path.hasSuffix($0) }
        }
        guard !files.isEmpty else {
            throw CommandFailure(
                "no Swift file under \(paths.joined(separator: ", ")): pass the folder of a module's sources.")
        }
        // A file that is not UTF-8 is named and left as it is; the rest are migrated.
        let inputs = try files.map { path in
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            return Migration.Input(path: path, text: String(data: data, encoding: .utf8))
        }
        let result = Migration.run(inputs, services: keepRxServices ? .kept : .whole)
        if dryRun {
            for file in result.changed {
                let path = Self.diffPath(file.path)
                print(UnifiedDiff.diff(old: file.original, new: file.migrated, path: path), terminator: "")
            }
        } else {
            try FileSetWriter.write(
                result.changed.map { FileSetWriter.Change(path: $0.path, contents: $0.migrated) }, overwrite: true)
            for file in result.changed { print("migrated \(file.path) (\(file.changedLines) lines)") }
        }
        // What is left to a person, and the files left as they were, go to standard error in
        // the compiler's form, so the diff on standard output applies as it is.
        for step in result.manualSteps { printToStandardError(step.description) }
        for file in result.untouched { printToStandardError(file.description) }
        let changedLines = result.changed.reduce(0) { $0 + $1.changedLines }
        let constructs = result.manualSteps.filter { !$0.isNote }
        let verb = dryRun ? "would change" : "changed"
        var summary =
            "\(result.changed.count) of \(files.count) files \(verb) (\(Self.count(changedLines, "line"))); "
            + "\(Self.count(constructs.count, "construct")) (\(Self.count(result.manualLines, "line"))) left to you"
        if !constructs.isEmpty { summary += ", listed above: " + Self.kinds(of: constructs) }
        if result.untouchedFileCount > 0 {
            let one = result.untouchedFileCount == 1
            summary +=
                "; \(Self.count(result.untouchedFileCount, "file")) not understood, left as \(one ? "it was" : "they were")"
        }
        // A dry run's standard output is the diff alone, so it can be piped to `git apply`.
        if dryRun { printToStandardError("dry run: " + summary + ".") } else { print(summary + ".") }
    }

    /// The constructs left to a person, counted by kind, most first: `12 Single, 3 DisposeBag`.
    static func kinds(of steps: [Diagnostic]) -> String {
        var counts: [String: Int] = [:]
        for step in steps {
            let kind = step.message.split(separator: ":", maxSplits: 1).first.map(String.init) ?? step.message
            counts[kind, default: 0] += 1
        }
        return counts.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map { "\($0.value) \($0.key)" }
            .joined(separator: ", ")
    }

    /// A file's path as a diff names it: relative to the current folder, with no `./` or `..`,
    /// so `git apply` and `patch -p1` take the diff as it is, whether the target was given as
    /// `.`, `./Sources`, a relative path or an absolute one.
    static func diffPath(_ path: String) -> String {
        let current = FileManager.default.currentDirectoryPath
        let absolute = URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: current, isDirectory: true))
            .standardizedFileURL.path
        let prefix = URL(fileURLWithPath: current).standardizedFileURL.path + "/"
        if absolute.hasPrefix(prefix) { return String(absolute.dropFirst(prefix.count)) }
        return String(absolute.drop { $0 == "/" })
    }

    private func printToStandardError(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    private static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }

    /// The Swift files under `paths`, sorted, each once; under a folder, those in its
    /// dependency managers' folders (`Pods`, `Carthage`) are skipped, with a note.
    static func swiftFiles(under paths: [String]) throws -> [String] {
        var files: Set<String> = []
        let fileManager = FileManager.default
        for path in paths {
            var isFolder: ObjCBool = false
            guard fileManager.fileExists(atPath: path, isDirectory: &isFolder) else {
                throw CommandFailure("\(path) does not exist: pass a folder or a Swift file of the module.")
            }
            if !isFolder.boolValue {
                files.insert(path)
                continue
            }
            let found = SwiftFiles.under(path) ?? []
            let vendored = found.filter { VendoredSources.isVendored($0, under: path) }
            if !vendored.isEmpty {
                let note =
                    "note: \(vendored.count) Swift files under \(path) are a dependency manager's "
                    + "(\(VendoredSources.folderNames.sorted().joined(separator: ", ")) folders): skipped, "
                    + "as they are not the app's; pass such a folder itself to migrate it\n"
                FileHandle.standardError.write(Data(note.utf8))
            }
            files.formUnion(found.filter { !VendoredSources.isVendored($0, under: path) })
        }
        return files.sorted()
    }
}
