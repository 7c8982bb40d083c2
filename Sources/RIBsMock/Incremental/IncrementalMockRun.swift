import Foundation
import RIBsSource

/// A run of the ``MockGenerator`` over cached entries that keeps each file's mocks from the last
/// run when nothing they were made from changed, so that an edit costs about what it touches.
///
/// A mock is made from its protocol's file, from the protocols its resolution looked up (its
/// ancestors, a property's class-bound protocol), and from the other mocks its rendering looked
/// up for default values. The last run wrote each file's lookups down (``RenderedSource``): a
/// name answered by the file that declared it, through that file's digest. This run builds the
/// table of who declares what from the records and the files that changed, then:
/// 1. resolves again the files whose record is missing or whose resolution lookups now answer
///    differently (decoding their entries, and those of the protocols they reach, on demand);
/// 2. builds the default values from every file's mock references, kept or new;
/// 3. renders again the files resolved again, and those whose default-value lookups now answer
///    differently; the others keep their text.
///
/// The result is the clean run's, file for file (`ParseCacheTests`, `IncrementalMockRunTests`).
package struct IncrementalMockRun {
    /// A run's result, and the files whose mocks it made again rather than kept.
    package struct Outcome {
        package var run: MockRun
        /// The sources whose mocks were resolved again, by path.
        package var resolved: [String]
        /// The sources whose mocks were rendered again, by path.
        package var rendered: [String]
    }

    let generator: MockGenerator
    let sources: [MockGenerator.Source]
    let entries: [ParseCache<ParsedMockSource>.Entry]
    let cache: ParseCache<ParsedMockSource>
    let concurrency: Int

    package init(
        generator: MockGenerator, sources: [MockGenerator.Source], entries: [ParseCache<ParsedMockSource>.Entry],
        cache: ParseCache<ParsedMockSource>, concurrency: Int
    ) {
        self.generator = generator
        self.sources = sources
        self.entries = entries
        self.cache = cache
        self.concurrency = concurrency
    }

    /// Runs, keeping what it can; the result is a clean run's.
    package func run() -> Outcome {
        let renders = RenderCache(folder: cache.folder)
        defer { renders.save() }
        let files = DecodedSources(generator: generator, sources: sources, entries: entries, cache: cache)
        // A `ribs` built again (the cache's settings name it) renders everything again.
        let configuration = ParseCache<ParsedMockSource>.key(cache.settings, generator.configuration)
        // A file that holds nothing has no digest and takes no part.
        let digests = sources.map { cache.digest(of: $0.cachePath) }
        let keys = zip(sources, digests).map { source, digest in
            digest.map { ParseCache<ParsedMockSource>.key($0, source.path, configuration) }
        }
        let indices = sources.indices.filter { digests[$0] != nil }.sorted { sources[$0].path < sources[$1].path }
        let stored = ParallelMap.map(indices, concurrency: concurrency) { index in keys[index].flatMap(renders.record) }
        var records: [Int: RenderedSource] = [:]
        for (index, record) in zip(indices, stored) { records[index] = record }

        let generated = files.generated
        let generatedDigest = ParseCache<ParsedMockSource>.key((try? CompactEncoder().encode(generated)) ?? Data())
        var owners: [String: Int] = [:]
        // The first file in the sources' order declaring a name has it, as in a clean run.
        for index in sources.indices where digests[index] != nil {
            for name in records[index]?.summary.declaredNames ?? files[index].allProtocols.keys.sorted()
            where owners[name] == nil {
                owners[name] = index
            }
        }
        let owner = owners
        let answer: @Sendable (String) -> String = { name in
            if let index = owner[name] { return digests[index]! }
            return generated.allProtocols[name] == nil ? "" : generatedDigest
        }
        let table = ProtocolTable { name in
            if let index = owner[name] { return files[index].allProtocols[name] }
            return generated.allProtocols[name]
        }
        let resolver = MockResolver(protocols: table, parentMocks: generator.parentMocks)

        // 1. Resolution.
        let unresolved = indices.filter { index in
            guard let record = records[index] else { return true }
            return !record.summary.resolvedAgainst.allSatisfy { answer($0.key) == $0.value }
        }
        let resolvedNow = ParallelMap.map(unresolved, concurrency: concurrency) { index in
            resolve(files[index], with: resolver, answer: answer)
        }
        var resolved: [Int: Resolution] = [:]
        for (index, resolution) in zip(unresolved, resolvedNow) { resolved[index] = resolution }

        // 2. Default values, from every file's mocks in path order.
        var mocks: [String: DefaultValues.MockReference] = [:]
        for index in indices {
            for reference in resolved[index]?.references ?? records[index]!.summary.references
            where mocks[reference.protocolName] == nil {
                mocks[reference.protocolName] = reference.mock
            }
        }
        let defaults = DefaultValues(mocks: mocks)

        // 3. Rendering.
        let resolvedFirst = resolved
        let rerendered = indices.filter { index in
            guard resolved[index] == nil, let record = records[index] else { return true }
            return !record.summary.renderedAgainst.allSatisfy { defaults.mocks[$0.key] == $0.value }
        }
        let renderedNow = ParallelMap.map(rerendered, concurrency: concurrency) { index in
            let resolution = resolvedFirst[index] ?? resolve(files[index], with: resolver, answer: answer)
            let record = render(resolution, of: files[index], path: sources[index].path, defaults: defaults)
            if let key = keys[index] { renders.keep(record, for: key) }
            return record
        }
        for (index, record) in zip(rerendered, renderedNow) { records[index] = record }

        var imports: [String: [String]] = [:]
        for index in indices { imports[sources[index].path] = records[index]!.summary.imports }
        let run = MockRun(
            mocks: indices.flatMap { records[$0]!.mocks },
            importsBySource: imports,
            file: generator.file,
            errors: indices.flatMap { records[$0]!.summary.errors }.sorted(by: Diagnostic.inFileOrder),
            warnings: indices.flatMap { records[$0]!.summary.warnings }.sorted(by: Diagnostic.inFileOrder)
        )
        return Outcome(
            run: run, resolved: unresolved.map { sources[$0].path }, rendered: rerendered.map { sources[$0].path })
    }

    /// A file's mocks resolved, with the lookups that decided them.
    private struct Resolution: Sendable {
        var mocks: [ResolvedMock]
        var warnings: [Diagnostic]
        var references: [RenderedSource.Reference]
        var resolvedAgainst: [String: String]
    }

    private func resolve(
        _ file: ParsedMockSource, with resolver: MockResolver, answer: (String) -> String
    ) -> Resolution {
        let log = NameLog()
        let (annotated, warnings) = MockGenerator.mockable([file])
        let mocks = annotated.map { resolver.logging(to: log).resolve($0) }
        var lookups: [String: String] = [:]
        for name in log.names { lookups[name] = answer(name) }
        return Resolution(
            mocks: mocks, warnings: warnings,
            references: mocks.map {
                .init(
                    protocolName: $0.model.name,
                    mock: .init(name: $0.name, isolation: $0.isolation.ofInitializer))
            },
            resolvedAgainst: lookups)
    }

    private func render(_ resolution: Resolution, of file: ParsedMockSource, path: String, defaults: DefaultValues)
        -> RenderedSource
    {
        var logged = defaults
        let log = NameLog()
        logged.log = log
        let renderer = MockRenderer(options: generator.options, defaults: logged)
        let texts = resolution.mocks.map(renderer.render)
        var lookups: [String: DefaultValues.MockReference?] = [:]
        for name in log.names { lookups[name] = .some(defaults.mocks[name]) }
        return RenderedSource(
            summary: .init(
                declaredNames: file.allProtocols.keys.sorted(), imports: file.imports, errors: file.errors,
                warnings: resolution.warnings, references: resolution.references,
                resolvedAgainst: resolution.resolvedAgainst, renderedAgainst: lookups, source: path,
                extraImports: resolution.mocks.map(\.extraImports)),
            texts: texts)
    }
}
