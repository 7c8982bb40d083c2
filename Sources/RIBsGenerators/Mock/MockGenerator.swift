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

    /// Renders each of `annotated` (in that order), on up to `concurrency` threads: each mock is
    /// a pure function of the model, so the threads share nothing but the read-only maps.
    private func render(_ annotated: [MockableProtocol], parsed: [ParsedMockSource], concurrency: Int) -> [RenderedMock] {
        let protocols = Self.protocolMap(parsed)
        let renderer = MockRenderer(options: options, defaults: DefaultValues(mockNames: Self.mockNames(annotated)))
        return ParallelMap.map(annotated, concurrency: concurrency) { proto in render(proto, protocols: protocols, renderer: renderer) }
    }

    /// A rendered mock and the modules it needs beyond its file's imports.
    struct RenderedMock: Sendable {
        var text: String
        var extraImports: [String]
    }

    static func protocolMap(_ parsed: [ParsedMockSource]) -> [String: MockableProtocol] {
        var protocols: [String: MockableProtocol] = [:]
        for file in parsed { protocols.merge(file.allProtocols) { first, _ in first } }
        return protocols
    }

    static func mockNames(_ annotated: [MockableProtocol]) -> [String: String] {
        Dictionary(annotated.map { ($0.name, $0.annotation.mockName ?? "\($0.name)Mock") }) { first, _ in first }
    }

    private func render(_ proto: MockableProtocol, protocols: [String: MockableProtocol], renderer: MockRenderer) -> RenderedMock {
        if proto.isClass {
            return RenderedMock(text: renderer.renderClass(proto, allMembers: proto.members), extraImports: [])
        }
        let runtimeParent = Self.runtimeDouble(for: proto, in: protocols)
        // The double implements its runtime protocol and everything that protocol refines: when
        // the runtime's sources are among the inputs (a build plugin reads every dependency),
        // their members must not be mocked a second time.
        let covered = runtimeParent.map { Self.selfAndAncestors(of: $0.protocolName, in: protocols) } ?? []
        let members = Self.members(of: proto, in: protocols, excluding: covered)
        let superclass = runtimeParent?.double
        if superclass == nil, Self.refines(proto, oneOf: ["Actor", "_Concurrency.Actor"], in: protocols) {
            return RenderedMock(text: renderer.render(proto, allMembers: members, isActor: true), extraImports: [])
        }
        if superclass == nil, Self.isSendable(proto, in: protocols) {
            return RenderedMock(text: renderer.renderSendable(proto, allMembers: members), extraImports: ["import Synchronization"])
        }
        let text = renderer.render(proto, allMembers: members, superclass: superclass, carriedMembers: carriedMembers(of: proto, in: protocols))
        return RenderedMock(text: text, extraImports: superclass == nil ? [] : ["import RIBsTesting"])
    }

    /// `name` and every protocol it refines, as far as the parsed sources tell.
    static func selfAndAncestors(of name: String, in protocols: [String: MockableProtocol]) -> Set<String> {
        var found: Set<String> = []
        var pending = [name]
        while let next = pending.popLast() {
            let bare = next.split(separator: ".").last.map(String.init) ?? next
            guard found.insert(bare).inserted else { continue }
            pending += protocols[bare]?.inheritedTypes ?? []
        }
        return found
    }

    /// Member declarations taken from parent mocks, for ancestors the sources do not declare.
    func carriedMembers(of proto: MockableProtocol, in protocols: [String: MockableProtocol]) -> [String] {
        var carried: [String] = []
        var visited: Set<String> = []
        var pending = proto.inheritedTypes
        while !pending.isEmpty {
            let name = pending.removeFirst()
            let bare = name.split(separator: ".").last.map(String.init) ?? name
            guard visited.insert(bare).inserted else { continue }
            if let parent = protocols[bare] {
                pending += parent.inheritedTypes
            } else if let members = parentMocks.members(of: bare) {
                carried += members
            }
        }
        return carried
    }

    /// Whether `proto` refines `Sendable` (or `Error`), directly or through parsed parents.
    static func isSendable(_ proto: MockableProtocol, in protocols: [String: MockableProtocol]) -> Bool {
        refines(proto, oneOf: ["Sendable", "Swift.Sendable", "Error", "Swift.Error"], in: protocols)
    }

    /// Whether `proto` refines one of `names`, directly or through parsed parents.
    static func refines(_ proto: MockableProtocol, oneOf names: Set<String>, in protocols: [String: MockableProtocol]) -> Bool {
        var visited: Set<String> = []
        var pending = proto.inheritedTypes
        while let name = pending.popLast() {
            guard visited.insert(name).inserted else { continue }
            if names.contains(name) { return true }
            if let parent = protocols[name] { pending += parent.inheritedTypes }
        }
        return false
    }

    /// The RIBs runtime protocols whose members `RIBsTesting` implements, most specific first,
    /// with the double a mock of a refining protocol subclasses. Mockolo cannot see these parents
    /// (they are in another module), so its users write these members by hand.
    static let runtimeDoubles: [(protocolName: String, double: String)] = [
        ("ViewableRouting", "ViewableRoutingMock"),
        ("Routing", "RoutingMock"),
        ("Interactable", "InteractableMock"),
        ("ViewControllable", "ViewControllableMock"),
        ("Presentable", "PresentableMock"),
        ("WindowControllable", "WindowControllableMock"),
    ]

    /// The `RIBsTesting` double the mock of `proto` subclasses, if `proto` refines a runtime
    /// protocol directly or through parsed parents.
    static func runtimeDouble(for proto: MockableProtocol, in protocols: [String: MockableProtocol]) -> (protocolName: String, double: String)? {
        var ancestors: Set<String> = []
        var pending = proto.inheritedTypes
        while let name = pending.popLast() {
            let bare = name.split(separator: ".").last.map(String.init) ?? name
            guard ancestors.insert(bare).inserted else { continue }
            if let parent = protocols[bare] { pending += parent.inheritedTypes }
        }
        return runtimeDoubles.first { ancestors.contains($0.protocolName) }
    }

    /// The protocol's own requirements, then its parents' (depth first, each protocol once),
    /// without repeating a requirement two parents share.
    static func members(of proto: MockableProtocol, in protocols: [String: MockableProtocol], excluding excluded: Set<String> = []) -> [MockMember] {
        var members: [MockMember] = []
        var seenMembers: Set<MockMember> = []
        var visited = excluded
        func visit(_ proto: MockableProtocol) {
            guard visited.insert(proto.name).inserted else { return }
            for member in proto.members where seenMembers.insert(member).inserted { members.append(member) }
            for parent in proto.inheritedTypes {
                if let parentProtocol = protocols[parent] { visit(parentProtocol) }
            }
        }
        visit(proto)
        return members
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
