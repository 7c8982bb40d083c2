import RIBsDependencyGraph
import RIBsSource

/// Generates Mockolo-compatible mocks for the annotated protocols of a set of Swift sources.
///
/// One pipeline, one stage a folder: **parse** each source into ``MockableDeclaration`` values
/// (`Parse/`), **resolve** each against everything the sources declare (`Resolve/`), **render**
/// each mock as a pure function of the result (`Render/`), then assemble one file or one file a
/// source (`MockFile`) for the shared writer (`Output/`). The output depends only on the inputs,
/// not on their order: mocks are sorted by file and position.
///
/// ```swift
/// let run = MockGenerator().run(sources: [.init(path: "Login.swift", text: source)])
/// try OutputFile.write(chunks: run.singleFile(), to: "Mocks.swift")
/// ```
package struct MockGenerator: Sendable {
    /// One input file.
    package struct Source: Sendable {
        package var path: String
        package var text: String
        /// The module the file belongs to when its module's components are read for the
        /// pass-through protocols `ribs deps` generates (RIBsDepsPlugin puts them in the build,
        /// not in the sources), which the module's mocks refine; nil otherwise.
        package var dependencyModule: String?
        package init(path: String, text: String, dependencyModule: String? = nil) {
            self.path = path
            self.text = text
            self.dependencyModule = dependencyModule
        }

        /// What the cache keeps the file's reading under: the module too when it is read for
        /// `ribs deps`, so that a module that starts or stops using it is read again.
        var cachePath: String { dependencyModule.map { "\($0)=\(path)" } ?? path }
    }

    /// The marker (`--annotation`).
    package var annotation = "@mockable"
    /// Whether annotated classes are mocked too, by subclasses (`--mock-all`).
    package var mockAll = false
    /// Rendering options.
    package var options = MockRenderOptions()
    /// The header, macro and imports of the output files.
    package var file = MockFile.Options()
    /// Mocks of dependency modules whose members a refining protocol's mock takes over.
    package var parentMocks = ParentMocks()
    /// Protocols no source declares that mocks may refine: what `ribs deps` generates.
    package var generatedParents: [MockableDeclaration] = []

    package init() {}

    /// The generated file's text (files that do not parse contribute nothing).
    package func generate(sources: [Source]) -> String {
        run(sources: sources).singleFile().joined()
    }

    /// Parses, resolves and renders on up to `concurrency` threads. The result is the same
    /// whatever the thread count or the order of `sources`, and gives both the single file and
    /// the file a source. With a `cache`, a file parsed by an earlier run with the same contents
    /// is not parsed again.
    package func run(sources: [Source], concurrency: Int = 1, cache: ParseCache<ParsedMockSource>? = nil) -> MockRun {
        guard let cache else {
            let parser = MockParser(annotation: annotation, mockAll: mockAll)
            let parsed = ParallelMap.map(sources, concurrency: concurrency) {
                parser.parse($0.text, path: $0.path, dependencyModule: $0.dependencyModule)
            }
            return render(parsed, sources: sources, concurrency: concurrency)
        }
        defer { cache.removeUnused() }
        return run(
            entries: entries(of: sources, concurrency: concurrency, cache: cache), sources: sources,
            concurrency: concurrency, cache: cache)
    }

    /// What each source holds, through `cache`: a file it kept is read, not parsed (nor decoded
    /// yet, so that a run whose key says nothing changed decodes nothing).
    package func entries(of sources: [Source], concurrency: Int, cache: ParseCache<ParsedMockSource>) -> [ParseCache<
        ParsedMockSource
    >.Entry] {
        let parser = MockParser(annotation: annotation, mockAll: mockAll)
        return ParallelMap.map(sources, concurrency: concurrency) { source in
            cache.entry(path: source.cachePath, text: source.text) {
                parser.parse(source.text, path: source.path, dependencyModule: source.dependencyModule)
            }
        }
    }

    /// The run over what `entries` hold: each file's mocks are kept from the run before when
    /// nothing they were made from changed (``IncrementalMockRun``).
    package func run(
        entries: [ParseCache<ParsedMockSource>.Entry], sources: [Source], concurrency: Int,
        cache: ParseCache<ParsedMockSource>
    ) -> MockRun {
        IncrementalMockRun(
            generator: self, sources: sources, entries: entries, cache: cache, concurrency: concurrency
        ).run().run
    }

    /// Everything but the sources that a run's result depends on, as text: two runs whose
    /// sources hold the same have the same result when this is the same.
    package var configuration: String {
        [
            annotation, "\(mockAll)", "\(options)", "\(file)", "\(parentMocks)", "\(generatedParents)",
        ].joined(separator: "\u{1}")
    }

    /// Resolves and renders what the sources hold.
    private func render(_ parsed: [ParsedMockSource], sources: [Source], concurrency: Int) -> MockRun {
        let (annotated, warnings) = Self.mockable(parsed)
        let generated = generatedProtocols(reading: parsed.compactMap(\.dependencies))
        let resolver = MockResolver(parsed: parsed + [generated], parentMocks: parentMocks)
        let resolved = ParallelMap.map(annotated, concurrency: concurrency) { resolver.resolve($0) }
        let renderer = MockRenderer(options: options, defaults: DefaultValues(resolved: resolved))
        // Each mock is a pure function of its resolved model: the threads share only read-only maps.
        let mocks = ParallelMap.map(resolved, concurrency: concurrency) { mock in
            MockFile.Mock(
                source: mock.model.location.file, text: renderer.render(mock), extraImports: mock.extraImports)
        }
        var imports: [String: [String]] = [:]
        for (source, file) in zip(sources, parsed) { imports[source.path] = file.imports }
        return MockRun(
            mocks: mocks,
            importsBySource: imports,
            file: file,
            errors: parsed.flatMap(\.errors).sorted(by: Diagnostic.inFileOrder),
            warnings: warnings
        )
    }

    /// The protocols no source declares that mocks may refine, as a file that declares them: the
    /// generator's own, and the pass-through protocols `ribs deps` generates for what the modules
    /// read for it (`dependencies`) declare.
    func generatedProtocols(reading dependencies: [DepsSource]) -> ParsedMockSource {
        var generated = ParsedMockSource()
        for parent in generatedParents + DepsGenerator().passThroughProtocols(read: dependencies) {
            generated.allProtocols[parent.name] = parent
        }
        return generated
    }

    /// The annotated declarations that can be mocked, in file and position order, and a warning
    /// for each that cannot (a `final` class cannot be subclassed).
    static func mockable(_ parsed: [ParsedMockSource]) -> (annotated: [MockableDeclaration], warnings: [Diagnostic]) {
        let all = parsed.flatMap(\.annotated).sorted { $0.location < $1.location }
        let warnings = all.filter(\.isFinal).map { model in
            Diagnostic(
                location: model.location,
                message:
                    "\(model.name) is final, so no mock can subclass it: remove `final`, or annotate a protocol it conforms to",
                isWarning: true
            )
        }
        return (all.filter { !$0.isFinal }, warnings)
    }
}
