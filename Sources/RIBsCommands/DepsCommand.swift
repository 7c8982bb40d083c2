import ArgumentParser
import Foundation
import RIBsDependencyGraph
import RIBsDeps
import RIBsScaffold
import RIBsSource

/// `ribs deps`: the dependency graph of a module's components, checked, generated and shown.
struct DepsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "deps",
        abstract: "Checks and generates what components forward to their children, and shows the tree.",
        discussion: HelpText.paragraphs(
            """
            Each requirement of a child's Dependency is provided by the nearest ancestor that has it; what an
            intermediate component does not make, the generated file forwards from its own dependency, and its
            RIB's Dependency refines the generated <RIB>PassThrough protocol. A requirement no ancestor provides
            fails at its own line.
            """),
        subcommands: [Check.self, Generate.self, Tree.self]
    )

    /// The folders read: one module each, named after the folder or as `Module=DIR`.
    struct Inputs: ParsableArguments {
        @Option(
            name: [.customShort("s"), .customLong("sources")],
            help: ArgumentHelp(
                "A module's source folder, or Module=DIR (repeatable; the first is the module generated for).",
                discussion:
                    "Without it, the package's module of RIBs, found as ribs new finds it: its only target with sources, or the one that uses RIBs."
            ))
        var sources: [String] = []

        @Option(name: [.customShort("j"), .customLong("concurrency")], help: "Threads that parse files.")
        var concurrency = Self.everyCore

        /// The default of `-j`: every core.
        static var everyCore: Int { ProcessInfo.processInfo.activeProcessorCount }

        func run() throws -> DepsRun {
            DepsGenerator().run(sources: try Self.files(of: resolvedSources()), concurrency: concurrency)
        }

        /// The `-s` values, or the package's module of RIBs where none is given.
        func resolvedSources() throws -> [String] {
            guard sources.isEmpty else { return sources }
            do {
                let layout = try PackageLayout(
                    directory: FileManager.default.currentDirectoryPath, sourcesOption: nil, testsOption: nil)
                return ["\(layout.module)=\(layout.moduleFolder)"]
            } catch {
                // `ribs deps` names the folder with -s where the scaffolding commands use --in.
                let message = error.message.spelled { $0 == .sourcesFolder ? "-s" : $0.flag }
                throw CommandFailure("\(message) Or give the module's source folder with -s DIR.")
            }
        }

        /// Every Swift file of the folders (`-s` values), with its module.
        static func files(of sources: [String]) throws -> [DepsGenerator.Source] {
            var files: [DepsGenerator.Source] = []
            for entry in sources {
                let (module, folder) = Self.split(entry)
                guard let paths = SwiftFiles.under(folder) else {
                    throw CommandFailure("-s \(entry): \(folder) is not a folder.")
                }
                for path in paths {
                    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
                        throw CommandFailure("\(path) cannot be read as UTF-8 text.")
                    }
                    files.append(.init(path: path, text: text, module: module))
                }
            }
            return files
        }

        static func split(_ entry: String) -> (module: String, folder: String) {
            if let equals = entry.firstIndex(of: "="), !entry[..<equals].contains("/") {
                return (String(entry[..<equals]), String(entry[entry.index(after: equals)...]))
            }
            let folder = entry.hasSuffix("/") ? String(entry.dropLast()) : entry
            return ((folder as NSString).lastPathComponent, folder)
        }
    }

    /// Prints the diagnostics on standard error; fails when one is an error.
    static func report(_ run: DepsRun) throws {
        for diagnostic in run.diagnostics {
            FileHandle.standardError.write(Data((diagnostic.description + "\n").utf8))
        }
        if run.hasErrors { throw ExitCode.failure }
    }

    struct Check: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Checks the graph; exit status 1 on any error, diagnostics on standard error.")

        @OptionGroup var inputs: Inputs

        func run() throws {
            let run = try inputs.run()
            try DepsCommand.report(run)
            let structs = run.graph.components.values.count(where: \.isStructScope)
            let components = run.graph.components.count - structs
            print(
                "ribs deps: \(components) components\(structs > 0 ? ", \(structs) dependency structs" : ""), \(run.graph.edges.count) edges, no error"
            )
        }
    }

    struct Generate: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Checks the graph and writes the generated file of the first module; nothing on an error.")

        @OptionGroup var inputs: Inputs

        @Option(name: [.customShort("d"), .customLong("destination")], help: "The file to write.")
        var destination: String

        @Option(
            name: .customLong("cache-dir"),
            help: ArgumentHelp(
                "A folder where what each file declares is kept between runs (RIBsDepsPlugin passes its work folder).",
                discussion:
                    "A run after a one-file change parses that file alone, and one after an edit that changes no declaration ribs deps reads leaves the output as it was; so does one after an edit that only moved declarations, when the run before printed no diagnostic."
            ))
        var cacheDirectory: String?

        func run() throws {
            try Self.generate(
                sources: inputs.resolvedSources(), concurrency: inputs.concurrency, destination: destination,
                cacheDirectory: cacheDirectory)
        }

        /// The run, from the options' values: the command's, or RIBsDepsPlugin's read by
        /// ``DepsPluginArguments``.
        static func generate(sources: [String], concurrency: Int, destination: String, cacheDirectory: String?) throws {
            // The module of the first folder, which the generated file is for.
            var job = DepsJob(module: Inputs.split(sources[0]).module, destination: destination)
            job.cache = cacheDirectory.map {
                ParseCache<DepsSource>(
                    folder: URL(fileURLWithPath: $0), settings: "deps", toolIdentity: ToolIdentity.current,
                    keepingLinesAside: true)
            }
            job.concurrency = concurrency
            let report = try job.run(files: Inputs.files(of: sources))
            try report.print()
        }
    }

    struct Tree: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Prints the tree: each component with what it provides, requires and passes through.")

        enum Format: String, ExpressibleByArgument, CaseIterable {
            case text, dot, json
        }

        @OptionGroup var inputs: Inputs

        @Option(help: "The component or RIB to start from (default: every root).")
        var root: String?

        @Option(help: "text, dot (Graphviz) or json.")
        var format: Format = .text

        func run() throws {
            let run = try inputs.run()
            for diagnostic in run.diagnostics {
                FileHandle.standardError.write(Data((diagnostic.description + "\n").utf8))
            }
            let tree = DepsTree(resolution: run.resolution)
            let roots = try root.map { name -> [String] in
                guard let component = tree.component(named: name) else {
                    throw CommandFailure("--root \(name): no component named \(name) or \(name)Component.")
                }
                return [component]
            }
            switch format {
            case .text: print(tree.text(roots: roots), terminator: "")
            case .dot: print(tree.dot(roots: roots), terminator: "")
            case .json: print(tree.json(roots: roots), terminator: "")
            }
        }
    }
}
