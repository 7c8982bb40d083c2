import Foundation
import RIBsSource

/// The parse of each source, decoded from its cache entry the first time it is asked for (or
/// parsed again when the entry does not decode), from any thread.
final class DecodedSources: @unchecked Sendable {
    private let generator: MockGenerator
    private let sources: [MockGenerator.Source]
    private let entries: [ParseCache<ParsedMockSource>.Entry]
    private let cache: ParseCache<ParsedMockSource>
    private let lock = NSLock()
    private var decoded: [Int: ParsedMockSource] = [:]

    init(
        generator: MockGenerator, sources: [MockGenerator.Source], entries: [ParseCache<ParsedMockSource>.Entry],
        cache: ParseCache<ParsedMockSource>
    ) {
        self.generator = generator
        self.sources = sources
        self.entries = entries
        self.cache = cache
    }

    subscript(index: Int) -> ParsedMockSource {
        if let file = lock.withLock({ decoded[index] }) { return file }
        let source = sources[index]
        let file =
            cache.result(of: entries[index])
            ?? MockParser(annotation: generator.annotation, mockAll: generator.mockAll).parse(
                source.text, path: source.path, dependencyModule: source.dependencyModule)
        lock.withLock { decoded[index] = file }
        return file
    }

    /// The protocols no source declares that mocks may refine: the generator's, and the
    /// pass-through protocols `ribs deps` generates for the modules read for it (whose files are
    /// decoded for that).
    var generated: ParsedMockSource {
        generator.generatedProtocols(
            reading: sources.indices.filter { sources[$0].dependencyModule != nil }.compactMap { self[$0].dependencies }
        )
    }
}
