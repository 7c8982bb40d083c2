/// Generates Mockolo-compatible mocks for the annotated protocols of a set of Swift sources.
///
/// Model, then renderer: sources are parsed into ``MockableProtocol`` values, parents are
/// resolved across files by name, and each mock is rendered from the model. The output depends
/// only on the inputs, not on their order: mocks are sorted by file and position.
///
/// ```swift
/// let output = MockGenerator().generate(sources: [.init(path: "Login.swift", text: source)])
/// ```
public struct MockGenerator: Sendable {
    /// One input file.
    public struct Source: Sendable {
        public var path: String
        public var text: String
        public init(path: String, text: String) {
            self.path = path
            self.text = text
        }
    }

    /// The marker (`--annotation`).
    public var annotation = "@mockable"
    /// Whether annotated classes are mocked too, by subclasses (`--mock-all`).
    public var mockAll = false
    /// Rendering options.
    public var options = MockRenderOptions()
    /// A comment put at the top of the output (`--header`).
    public var header: String?
    /// A compilation condition wrapping the whole output (`--macro`).
    public var macro: String?
    /// Imports added (`--custom-imports`), removed (`--exclude-imports`) and made `@testable`
    /// (`-i/--testable-imports`).
    public var customImports: [String] = []
    public var excludedImports: [String] = []
    public var testableImports: [String] = []
    /// Mocks of dependency modules whose members a refining protocol's mock takes over.
    public var parentMocks = ParentMocks()

    public init() {}

    /// What a run produced.
    public struct Output: Sendable {
        /// The generated file's text in pieces, in order: write them one after the other (see
        /// ``text``). Keeping them apart spares a copy of the whole output, which for thousands
        /// of mocks is the largest allocation of the run.
        public var chunks: [String]
        /// Syntax errors of input files; those files contributed no mock.
        public var errors: [MockDiagnostic]
        /// Annotations that gave no mock, and why (a `final` class).
        public var warnings: [MockDiagnostic] = []
        /// How many protocols were mocked.
        public var mockCount: Int

        /// The generated file's text.
        public var text: String { chunks.joined() }
    }

    /// The generated file's text (files that do not parse contribute nothing).
    public func generate(sources: [Source]) -> String {
        run(sources: sources).text
    }

    /// Parses and renders on up to `concurrency` threads. The output is the same whatever the
    /// thread count or the order of `sources`.
    public func run(sources: [Source], concurrency: Int = 1) -> Output {
        let parsed = parse(sources, concurrency: concurrency)
        let errors = parsed.flatMap(\.errors).sorted { $0.location < $1.location }
        let (annotated, warnings) = Self.mockable(parsed)
        let rendered = render(annotated, parsed: parsed, concurrency: concurrency)
        let chunks = assemble(mocks: rendered, files: Set(annotated.map(\.location.file)), sources: sources, parsed: parsed)
        return Output(chunks: chunks, errors: errors, warnings: warnings, mockCount: rendered.count)
    }

    /// One output per source file that declares annotated protocols (Mockolo's issue #105):
    /// `(source path, generated text)`, in source path order. Parents still resolve across all
    /// files.
    public func runPerFile(sources: [Source], concurrency: Int = 1) -> (files: [(source: String, text: String)], errors: [MockDiagnostic]) {
        let parsed = parse(sources, concurrency: concurrency)
        let annotated = Self.mockable(parsed).annotated
        let rendered = render(annotated, parsed: parsed, concurrency: concurrency)
        var byFile: [String: [RenderedMock]] = [:]
        for (proto, mock) in zip(annotated, rendered) { byFile[proto.location.file, default: []].append(mock) }
        let files = byFile.keys.sorted().map { file in
            (file, assemble(mocks: byFile[file]!, files: [file], sources: sources, parsed: parsed).joined())
        }
        return (files, parsed.flatMap(\.errors).sorted { $0.location < $1.location })
    }

    /// The annotated declarations that can be mocked, in file and position order, and a warning
    /// for each that cannot (a `final` class cannot be subclassed).
    static func mockable(_ parsed: [ParsedMockSource]) -> (annotated: [MockableProtocol], warnings: [MockDiagnostic]) {
        let all = parsed.flatMap(\.annotated).sorted { $0.location < $1.location }
        let warnings = all.filter(\.isFinal).map { model in
            MockDiagnostic(
                location: model.location,
                message: "\(model.name) is final, so no mock can subclass it: remove `final`, or annotate a protocol it conforms to",
                isWarning: true
            )
        }
        return (all.filter { !$0.isFinal }, warnings)
    }

    private func parse(_ sources: [Source], concurrency: Int) -> [ParsedMockSource] {
        let parser = MockParser(annotation: annotation, mockAll: mockAll)
        return ParallelMap.map(sources, concurrency: concurrency) { parser.parse($0.text, path: $0.path) }
    }

    /// Resolves, then renders, each of `annotated` (in that order), on up to `concurrency`
    /// threads: each mock is a pure function of the model, so the threads share nothing but the
    /// read-only maps.
    private func render(_ annotated: [MockableProtocol], parsed: [ParsedMockSource], concurrency: Int) -> [RenderedMock] {
        let resolver = MockResolver(parsed: parsed, parentMocks: parentMocks)
        let resolved = ParallelMap.map(annotated, concurrency: concurrency) { resolver.resolve($0) }
        var mocks: [String: DefaultValues.MockReference] = [:]
        for mock in resolved where mocks[mock.model.name] == nil {
            mocks[mock.model.name] = .init(name: mock.name, isolation: mock.isolation.ofInitializer)
        }
        let renderer = MockRenderer(options: options, defaults: DefaultValues(mocks: mocks))
        return ParallelMap.map(resolved, concurrency: concurrency) { mock in
            RenderedMock(text: renderer.render(mock), extraImports: mock.extraImports)
        }
    }

    /// A rendered mock and the modules it needs beyond its file's imports.
    struct RenderedMock: Sendable {
        var text: String
        var extraImports: [String]
    }

    /// The file text for `mocks`, in pieces: the imports of `files` (the sources declaring
    /// them), the modules the mocks need, the options' imports, header and macro, then the mocks
    /// separated by a blank line.
    private func assemble(mocks: [RenderedMock], files: Set<String>, sources: [Source], parsed: [ParsedMockSource]) -> [String] {
        let imports = zip(sources, parsed).filter { files.contains($0.0.path) }.flatMap { $0.1.imports } + mocks.flatMap(\.extraImports)
        var importLines = imports.filter { line in
            !excludedImports.contains { line == "import \($0)" || line.hasSuffix(" import \($0)") }
        }
        importLines += customImports.map { "import \($0)" }
        importLines = importLines.map { line in
            testableImports.contains(where: { line == "import \($0)" }) ? "@testable \(line)" : line
        }
        for module in testableImports where !importLines.contains("@testable import \(module)") {
            importLines.append("@testable import \(module)")
        }
        var seen: Set<String> = []
        importLines = importLines.filter { seen.insert($0).inserted }.sorted()

        var prefix = ""
        if let header { prefix += header + "\n\n" }
        if let macro { prefix += "#if \(macro)\n" }
        if !importLines.isEmpty { prefix += importLines.joined(separator: "\n") + "\n\n" }
        var chunks = [prefix]
        chunks.reserveCapacity(mocks.count * 2 + 2)
        for (index, mock) in mocks.enumerated() {
            if index > 0 { chunks.append("\n\n") }
            chunks.append(mock.text)
        }
        chunks.append(macro.map { "\n#endif // \($0)\n" } ?? "\n")
        return chunks
    }
}
