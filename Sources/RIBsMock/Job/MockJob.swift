import Foundation
import RIBsDependencyGraph
import RIBsSource

/// One `ribs mock` run as the command and RIBsMockPlugin make it: the sources in; the mocks
/// written to one file or a file a source; the parse cache consulted and kept; what to say
/// returned. The command reads its flags and the files, and prints what this returns.
package struct MockJob {
    /// Where the mocks go.
    package enum Output: Sendable {
        /// One file (Mockolo's `-d`).
        case file(String)
        /// A `<Source>Mocks.swift` a source file, in this folder.
        case folder(String)
    }

    /// Why a job wrote nothing, for the front end to phrase with its own flags.
    package enum Refusal: Error, Equatable {
        /// Strict, and the sources had `errors` errors in `files` files (`diagnostics` says them).
        case errorsWhileStrict(errors: Int, files: Int, diagnostics: [Diagnostic])
        /// Two sources would write one mock file into the folder.
        case sameFileName(String, first: String, second: String)
    }

    /// What the job said: its diagnostics (warnings and errors) and a one-line summary.
    package typealias Report = ToolReport

    package var generator: MockGenerator
    package var output: Output
    package var cache: ParseCache<ParsedMockSource>?
    package var concurrency = 1
    /// Write nothing when a source has errors.
    package var strict = false
    /// The modules read, by name and folder: a module whose files refine a pass-through protocol
    /// `ribs deps` generates is read for it too, and an empty run says what each module had.
    package var modules: [(name: String, folder: String)] = []
    /// Whether a run that makes no mock says why, module by module.
    package var explainsEmptyRun = false

    package init(generator: MockGenerator, output: Output) {
        self.generator = generator
        self.output = output
    }

    /// Generates and writes the mocks of `sources`; throws ``Refusal`` or a write's error.
    package func run(sources given: [MockGenerator.Source]) throws -> Report {
        let sources = markingDependencyModules(given)
        defer { cache?.removeUnused() }
        var keyed: (entries: [ParseCache<ParsedMockSource>.Entry], key: String)?
        if let cache, case .file(let destination) = output {
            let entries = generator.entries(of: sources, concurrency: concurrency, cache: cache)
            let key = cache.runKey(configuration: generator.configuration)
            // The sources hold what they held when this output was written, and it is still
            // there as written: say what that run said, and leave it.
            if let kept = cache.reusableRun(for: key, writing: destination) {
                return ToolReport(diagnostics: kept.diagnostics, summary: kept.summary)
            }
            keyed = (entries, key)
        }
        let run =
            if let cache, let keyed {
                generator.run(entries: keyed.entries, sources: sources, concurrency: concurrency, cache: cache)
            } else {
                generator.run(sources: sources, concurrency: concurrency, cache: cache)
            }
        var diagnostics = run.errors + run.warnings
        if strict, !run.errors.isEmpty {
            throw Refusal.errorsWhileStrict(
                errors: run.errors.count, files: Set(run.errors.compactMap(\.location?.file)).count,
                diagnostics: diagnostics)
        }
        if explainsEmptyRun, run.mockCount == 0 { diagnostics.append(emptyExplanation(sources: sources)) }
        let written: String
        switch output {
        case .file(let destination): written = try Self.write(run, to: destination)
        case .folder(let folder): written = try Self.write(run, into: folder)
        }
        let summary = "ribs mock: \(sources.count) source files, \(written)"
        if let cache, let keyed, case .file(let destination) = output, let file = KeptRun.File(at: destination) {
            let kept = summary.replacingOccurrences(of: " written", with: " unchanged")
            cache.keep(KeptRun(diagnostics: diagnostics, files: [file], summary: kept), for: keyed.key)
        }
        return ToolReport(diagnostics: diagnostics, summary: summary)
    }

    /// `sources` with the module of each file whose module refines a pass-through protocol: the
    /// generator reads those files for `ribs deps` from the parse it makes for the mocks.
    package func markingDependencyModules(_ sources: [MockGenerator.Source]) -> [MockGenerator.Source] {
        let moduleOf = sources.map { source in
            modules.first { !$0.folder.isEmpty && source.path.hasPrefix($0.folder + "/") }?.name ?? "Module"
        }
        let reading = DepsGenerator.modulesWithPassThroughs(zip(moduleOf, sources).map { ($0, $1.text) })
        guard !reading.isEmpty else { return sources }
        return zip(moduleOf, sources).map { module, source in
            var source = source
            if reading.contains(module) { source.dependencyModule = module }
            return source
        }
    }

    private static func write(_ run: MockRun, to destination: String) throws -> String {
        let changed = try OutputFile.write(chunks: run.singleFile(), to: destination)
        return "\(run.mockCount) mocks, output \(destination) \(changed ? "written" : "unchanged")"
    }

    /// One `<Source>Mocks.swift` a source, refused as a whole when two sources share a name.
    private static func write(_ run: MockRun, into folder: String) throws -> String {
        let files = run.perSourceFile().map { source, text in
            (
                source: source,
                name: "\(((source as NSString).lastPathComponent as NSString).deletingPathExtension)Mocks.swift",
                text: text
            )
        }
        var names: [String: String] = [:]
        for file in files {
            if let other = names[file.name] {
                throw Refusal.sameFileName(file.name, first: other, second: file.source)
            }
            names[file.name] = file.source
        }
        var written = 0
        for file in files
        where try OutputFile.write(file.text, to: (folder as NSString).appendingPathComponent(file.name)) {
            written += 1
        }
        return "\(files.count) mock files in \(folder), \(written) written"
    }
}
