import ArgumentParser
import Foundation
import RIBsGenerators

/// `ribs mock`: Mockolo-compatible mock generation. It accepts Mockolo's own flags and spellings,
/// so a build script switches by changing the binary's name.
struct MockCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mock",
        abstract: "Generates mocks for protocols marked /// @mockable (Mockolo-compatible)."
    )

    @Option(
        name: [.customShort("s"), .customLong("sourcedirs")], parsing: .upToNextOption,
        help: "Source directories, searched recursively for .swift files.")
    var sourceDirectories: [String] = []

    @Option(name: [.customShort("f"), .customLong("filelist")], help: "A file listing source paths, one per line.")
    var fileList: String?

    @Option(
        name: [.customLong("srcs", withSingleDash: true), .customLong("sourcefiles")], parsing: .upToNextOption,
        help: "Source files.")
    var sourceFiles: [String] = []

    @Option(name: [.customShort("d"), .customLong("destination")], help: "The output file.")
    var destination: String?

    @Option(
        name: .customLong("output-dir"),
        help: "Write one <Source>Mocks.swift a source file into this folder instead of one file (Mockolo #105).")
    var outputDirectory: String?

    @Option(
        name: [.customShort("x"), .customLong("exclude-suffixes")], parsing: .upToNextOption,
        help: "File name suffixes to skip (without .swift), such as Mocks or Tests.")
    var excludeSuffixes: [String] = []

    @Option(name: .customLong("mock-filelist"), help: "A file listing mock files of dependency modules.")
    var mockFileList: String?

    @Option(
        name: [.customLong("mocks", withSingleDash: true), .customLong("mockfiles")], parsing: .upToNextOption,
        help: "Mock files of dependency modules.")
    var mockFiles: [String] = []

    @Option(name: .customLong("annotation"), help: "The marker in a protocol's doc comment.")
    var annotation = "@mockable"

    @Flag(
        name: .customLong("mock-all"), help: "Also mock annotated classes, as subclasses that override their members.")
    var mockAll = false

    @Flag(name: .customLong("mock-final"), help: "Make mock classes final.")
    var mockFinal = false

    @Flag(name: .customLong("allow-set-call-count"), help: "Make call counts settable.")
    var allowSetCallCount = false

    @Flag(name: .customLong("enable-args-history"), help: "Record the arguments of every function.")
    var enableArgsHistory = false

    @Option(name: .customLong("custom-imports"), parsing: .upToNextOption, help: "Modules to import.")
    var customImports: [String] = []

    @Option(name: .customLong("exclude-imports"), parsing: .upToNextOption, help: "Modules not to import.")
    var excludeImports: [String] = []

    @Option(
        name: [.customShort("i"), .customLong("testable-imports")], parsing: .upToNextOption,
        help: "Modules to import with @testable.")
    var testableImports: [String] = []

    @Option(name: .customLong("header"), help: "A comment put at the top of the output.")
    var header: String?

    @Option(name: .customLong("macro"), help: "A compilation condition wrapping the output (#if MACRO).")
    var macro: String?

    @Option(name: [.customShort("j"), .customLong("concurrency-limit")], help: "The number of threads to use.")
    var concurrencyLimit: Int?

    @Option(name: [.customShort("l"), .customLong("logging-level")], help: "0 info, 1 verbose, 2 warning, 3 error.")
    var loggingLevel = 0

    @Flag(
        name: .customLong("strict"),
        help: "Stop, writing nothing, when a source file does not parse or an annotation cannot be written into Swift.")
    var strict = false

    @Option(
        name: .customLong("options-file"),
        help: "A file of further options, one a line (what RIBsMockPlugin reads from ribs-mock.options).")
    var optionsFile: String?

    @Option(
        name: .customLong("cache-dir"),
        help:
            "A folder where what each source file holds is kept between runs: a run parses only the files that changed (RIBsMockPlugin keeps one in its work folder)."
    )
    var cacheDirectory: String?

    @Flag(
        name: .customLong("explain-empty"),
        help: "When no mock is generated, say why, as a warning naming the modules read (for the build plugin).")
    var explainEmpty = false

    @Option(
        name: .customLong("module"),
        help: "NAME=FOLDER: a module whose sources are among the inputs, for --explain-empty.")
    var modules: [String] = []

    func validate() throws {
        // `ribs` reads the first options file into the arguments before parsing; one left is a second.
        if let optionsFile {
            throw ValidationError("--options-file is given more than once (\(optionsFile) too); give one.")
        }
        if (destination == nil) == (outputDirectory == nil) {
            throw ValidationError(
                "Give either -d/--destination (one output file) or --output-dir (one file a source file).")
        }
        if sourceDirectories.isEmpty && sourceFiles.isEmpty && fileList == nil {
            throw ValidationError(
                "Give the sources to read with -s/--sourcedirs, -srcs/--sourcefiles or -f/--filelist.")
        }
        if let concurrencyLimit, concurrencyLimit < 1 {
            throw ValidationError(
                "-j/--concurrency-limit takes a number of threads of at least 1, got \(concurrencyLimit).")
        }
    }

    func run() throws {
        let sources = try markingDependencyModules(
            sourcePaths().map { path in
                guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
                    throw CommandFailure(
                        "\(path): error: the file cannot be read as UTF-8 text, as Swift sources are; nothing was written. "
                            + "Save it as UTF-8, or leave it out with -x/--exclude-suffixes.")
                }
                return MockGenerator.Source(path: path, text: text)
            })
        let generator = try generator()
        let cache = cacheDirectory.map {
            ParseCache(
                folder: URL(fileURLWithPath: $0), settings: "\(annotation) \(mockAll)",
                toolIdentity: ToolIdentity.current, empty: ParsedMockSource())
        }
        defer { cache?.removeUnused() }
        let concurrency = concurrencyLimit ?? 1
        var keyed: (entries: [ParseCache<ParsedMockSource>.Entry], key: String)?
        if let cache, let destination, outputDirectory == nil {
            let entries = generator.entries(of: sources, concurrency: concurrency, cache: cache)
            let key = cache.runKey(configuration: generator.configuration)
            // The sources hold what they held when this output was written, and it is still
            // there as written: say what that run said, and leave it.
            if let kept = cache.reusableRun(for: key, writing: destination) {
                for line in kept.diagnostics { FileHandle.standardError.write(Data("\(line)\n".utf8)) }
                if loggingLevel <= 1 { print(kept.summary) }
                return
            }
            keyed = (entries, key)
        }
        let run =
            if let cache, let keyed {
                generator.run(entries: keyed.entries, sources: sources, concurrency: concurrency, cache: cache)
            } else {
                generator.run(sources: sources, concurrency: concurrency, cache: cache)
            }
        var messages = (run.errors + run.warnings).map(\.description)
        for message in messages { FileHandle.standardError.write(Data("\(message)\n".utf8)) }
        if strict, !run.errors.isEmpty {
            let files = Set(run.errors.map(\.location.file)).count
            throw CommandFailure(
                "\(run.errors.count) error\(run.errors.count == 1 ? "" : "s") in \(files) file\(files == 1 ? "" : "s"); "
                    + "nothing was written (--strict). Fix them, or drop --strict to generate the other mocks."
            )
        }
        if explainEmpty, run.mockCount == 0 {
            let explanation = emptyExplanation(sources: sources)
            messages.append(explanation)
            FileHandle.standardError.write(Data("\(explanation)\n".utf8))
        }
        let summary =
            try outputDirectory.map { try writePerSource(run, into: $0) } ?? writeSingleFile(run, to: destination!)
        let line = "ribs mock: \(sources.count) source files, \(summary)"
        if loggingLevel <= 1 { print(line) }
        if let cache, let keyed, let destination, let written = KeptRun.File(at: destination) {
            let kept = line.replacingOccurrences(of: " written", with: " unchanged")
            cache.keep(KeptRun(diagnostics: messages, files: [written], summary: kept), for: keyed.key)
        }
    }

    /// The generator the options describe, with the mocks of dependency modules read.
    func generator() throws -> MockGenerator {
        var generator = MockGenerator()
        generator.annotation = annotation
        generator.mockAll = mockAll
        generator.options.mockFinal = mockFinal
        generator.options.allowSetCallCount = allowSetCallCount
        generator.options.enableArgsHistory = enableArgsHistory
        generator.file.header = header
        generator.file.macro = macro
        generator.file.customImports = customImports
        generator.file.excludedImports = excludeImports
        generator.file.testableImports = testableImports
        var mockPaths = mockFiles
        if let mockFileList {
            mockPaths += try String(contentsOfFile: mockFileList, encoding: .utf8).split(separator: "\n").map(
                String.init
            ).filter { !$0.isEmpty }
        }
        for path in mockPaths {
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
                throw CommandFailure("-mocks/--mockfiles: \(path) does not exist or cannot be read.")
            }
            generator.parentMocks.add(source: text)
        }
        return generator
    }

    private func writeSingleFile(_ run: MockRun, to destination: String) throws -> String {
        let changed = try OutputFile.write(chunks: run.singleFile(), to: destination)
        return "\(run.mockCount) mocks, output \(destination) \(changed ? "written" : "unchanged")"
    }

    private func writePerSource(_ run: MockRun, into directory: String) throws -> String {
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
                throw CommandFailure(
                    "--output-dir: \(file.source) and \(other) would both write \(file.name). Rename one, or use -d/--destination."
                )
            }
            names[file.name] = file.source
        }
        var written = 0
        for file in files
        where try OutputFile.write(file.text, to: (directory as NSString).appendingPathComponent(file.name)) {
            written += 1
        }
        return "\(files.count) mock files in \(directory), \(written) written"
    }

    /// Why a run made no mock: what each module had, as a warning the build shows.
    func emptyExplanation(sources: [MockGenerator.Source]) -> String {
        let lines = modules.map { entry -> String in
            let parts = entry.split(separator: "=", maxSplits: 1).map(String.init)
            let name = parts[0]
            let folder = parts.count == 2 ? parts[1].hasSuffix("/") ? parts[1] : parts[1] + "/" : ""
            let files = sources.filter { !folder.isEmpty && $0.path.hasPrefix(folder) }
            guard !files.isEmpty else { return "  \(name): no Swift files" }
            let declaring = files.filter { $0.text.contains("protocol ") }.count
            let annotated = files.filter { $0.text.contains(annotation) }.count
            if declaring == 0 { return "  \(name): \(files.count) files, no protocol declared" }
            if annotated == 0 {
                return
                    "  \(name): \(files.count) files, \(declaring) declaring protocols, none marked `/// \(annotation)`"
            }
            return "  \(name): \(annotated) files mention \(annotation), but not in a protocol's doc comment"
        }
        return
            ([
                "warning: ribs mock: no mock was generated. Mark a protocol with `/// \(annotation)` in its doc comment. Modules read:"
            ] + lines).joined(separator: "\n")
    }
}
