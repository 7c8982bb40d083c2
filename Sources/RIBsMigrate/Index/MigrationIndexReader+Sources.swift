import SwiftSyntax

extension MigrationIndexReader {
    /// What a stream property is made of: its getter's returns, or its initial value.
    func recordSource(of binding: PatternBindingSyntax, named name: String, infallible: Bool) {
        if infallible { index.infallibleStreams.insert(name) }
        var sources: [ExprSyntax]?
        if let value = binding.initializer?.value {
            sources = [value]
        } else if case .getter(let items)? = binding.accessorBlock?.accessors {
            sources = Self.returnedExpressions(items)
        } else if case .accessors(let accessors)? = binding.accessorBlock?.accessors,
            let getter = accessors.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) }),
            let body = getter.body
        {
            sources = Self.returnedExpressions(body.statements)
        }
        guard let known = index.streamSources[name] else {
            index.streamSources[name] = .some(sources)
            return
        }
        index.streamSources[name] = known.flatMap { known in sources.map { known + $0 } }
    }
}
