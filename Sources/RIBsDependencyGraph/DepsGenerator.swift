import RIBsSource

/// `ribs deps`: reads the components, dependency protocols and builders of one or more modules,
/// resolves every child's requirements to the nearest ancestor that provides them, and writes
/// what a user would otherwise forward by hand.
///
/// Parse (``DepsParser``, files in parallel) → graph (``DependencyGraph``) → resolution
/// (``DependencyResolution``) → render (the generated file, the tree).
package struct DepsGenerator: Sendable {
    /// A source file and the module it belongs to.
    package struct Source: Sendable {
        package var path: String
        package var text: String
        package var module: String

        package init(path: String, text: String, module: String) {
            self.path = path
            self.text = text
            self.module = module
        }
    }

    package init() {}

    package func run(sources: [Source], concurrency: Int = 1) -> DepsRun {
        let parsed = ParallelMap.map(sources, concurrency: concurrency) { source in
            DepsParser.parse(source.text, path: source.path, module: source.module)
        }
        return run(parsed: parsed)
    }

    /// What each source declares, through `cache`: a file it kept is read, not parsed (nor
    /// decoded yet, so that a run whose key says nothing changed decodes nothing). The module is
    /// part of a file's key: the same file read as another module's is another entry.
    package func entries(of sources: [Source], concurrency: Int, cache: ParseCache<DepsSource>) -> [ParseCache<
        DepsSource
    >.Entry] {
        ParallelMap.map(sources, concurrency: concurrency) { source in
            cache.entry(path: source.module + "=" + source.path, text: source.text) { Self.parse(source) }
        }
    }

    /// The run over what `entries` hold (one for each of `sources`, in order).
    package func run(
        entries: [ParseCache<DepsSource>.Entry], sources: [Source], concurrency: Int, cache: ParseCache<DepsSource>
    ) -> DepsRun {
        let parsed = ParallelMap.map(Array(zip(entries, sources)), concurrency: concurrency) { entry, source in
            cache.result(of: entry) ?? Self.parse(source)
        }
        return run(parsed: parsed)
    }

    /// What one source declares.
    package static func parse(_ source: Source) -> DepsSource {
        DepsParser.parse(source.text, path: source.path, module: source.module)
    }

    package func run(parsed: [DepsSource]) -> DepsRun {
        let resolution = DependencyResolution(graph: DependencyGraph(sources: parsed))
        var imports: [String: Set<String>] = [:]
        for source in parsed { imports[source.module, default: []].formUnion(source.imports) }
        return DepsRun(resolution: resolution, imports: imports)
    }
}

/// A run's result: its diagnostics and its resolution, which `ribs deps` renders for each module
/// (``DepsRun/generated(module:concurrency:)``, in RIBsDeps).
package struct DepsRun: Sendable {
    package let resolution: DependencyResolution
    /// The modules each module's files import, which its generated file imports too.
    package let imports: [String: Set<String>]

    package var diagnostics: [Diagnostic] { resolution.diagnostics }
    package var hasErrors: Bool { !resolution.errors.isEmpty }
    package var graph: DependencyGraph { resolution.graph }
}
