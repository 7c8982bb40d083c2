import ArgumentParser
import Foundation
import RIBsMock
import RIBsSource

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
            "A folder where what each source file holds, and the mocks made from it, are kept between runs: a run parses only the files that changed and makes again only the mocks a change reaches (RIBsMockPlugin keeps one in its work folder)."
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
        let sources = try sourcePaths().map { path in
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
                throw CommandFailure(
                    "\(path): error: the file cannot be read as UTF-8 text, as Swift sources are; nothing was written. "
                        + "Save it as UTF-8, or leave it out with -x/--exclude-suffixes.")
            }
            return MockGenerator.Source(path: path, text: text)
        }
        var job = MockJob(
            generator: try generator(), output: outputDirectory.map(MockJob.Output.folder) ?? .file(destination!))
        job.cache = cacheDirectory.map {
            ParseCache(
                folder: URL(fileURLWithPath: $0), settings: "\(annotation) \(mockAll)",
                toolIdentity: ToolIdentity.current, empty: ParsedMockSource())
        }
        job.concurrency = concurrencyLimit ?? 1
        job.strict = strict
        job.explainsEmptyRun = explainEmpty
        job.modules = modules.map { entry in
            let parts = entry.split(separator: "=", maxSplits: 1).map(String.init)
            return (parts[0], parts.count == 2 ? parts[1] : "")
        }
        let report: MockJob.Report
        do {
            report = try job.run(sources: sources)
        } catch let refusal as MockJob.Refusal {
            if case .errorsWhileStrict(_, _, let diagnostics) = refusal {
                try ToolReport(diagnostics: diagnostics).print()
            }
            throw CommandFailure(Self.message(for: refusal))
        }
        try report.print(summary: loggingLevel <= 1 ? .output : .none)
    }

    /// A refusal as `ribs mock` says it, with the flags that change it (the diagnostics of a
    /// strict run are printed before it, one a line, in the compiler's form).
    static func message(for refusal: MockJob.Refusal) -> String {
        switch refusal {
        case .errorsWhileStrict(let errors, let files, _):
            return "\(errors) error\(errors == 1 ? "" : "s") in \(files) file\(files == 1 ? "" : "s"); "
                + "nothing was written (--strict). Fix them, or drop --strict to generate the other mocks."
        case .sameFileName(let name, let first, let second):
            return
                "--output-dir: \(second) and \(first) would both write \(name). Rename one, or use -d/--destination."
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
}
