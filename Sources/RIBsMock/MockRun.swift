import RIBsSource

/// What one run of the ``MockGenerator`` produced: the rendered mocks, assembled on demand into
/// one file or one file a source, with the diagnostics of the run.
package struct MockRun: Sendable, Codable {
    let mocks: [MockFile.Mock]
    let importsBySource: [String: [String]]
    let file: MockFile.Options
    /// Syntax errors of input files, which contributed no mock, and annotations that cannot be
    /// written into Swift, whose declarations got none.
    package let errors: [Diagnostic]
    /// Annotations that gave no mock, and why (a `final` class).
    package let warnings: [Diagnostic]

    /// How many mocks were rendered.
    package var mockCount: Int { mocks.count }

    /// The single output file, in pieces to be written one after the other: keeping them apart
    /// spares a copy of the whole output, which for thousands of mocks is the largest
    /// allocation of the run.
    package func singleFile() -> [String] {
        MockFile.assemble(mocks, sourceImports: imports(of: Set(mocks.map(\.source))), options: file)
    }

    /// The single output file's text.
    package var text: String { singleFile().joined() }

    /// One file a source declaring annotated protocols (Mockolo's #105): `(source path, text)`,
    /// in source path order. Parents resolved across all the sources all the same.
    package func perSourceFile() -> [(source: String, text: String)] {
        Dictionary(grouping: mocks, by: \.source).sorted { $0.key < $1.key }.map { source, mocks in
            (source, MockFile.assemble(mocks, sourceImports: imports(of: [source]), options: file).joined())
        }
    }

    private func imports(of sources: Set<String>) -> [String] {
        sources.sorted().flatMap { importsBySource[$0] ?? [] }
    }
}
