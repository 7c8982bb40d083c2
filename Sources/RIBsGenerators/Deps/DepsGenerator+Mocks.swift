extension DepsGenerator {
    /// What `ribs deps` generates for the modules of `sources` whose RIBs refine a pass-through
    /// protocol, as extra sources for `ribs mock`: a mock of `LoggedInDependency` then implements
    /// what passes through LoggedIn too, as the module's code sees it.
    package func generatedSources(for sources: [Source]) -> [(path: String, text: String)] {
        // A module with its generated file checked in needs none.
        let checkedIn = Set(sources.filter { $0.text.hasPrefix(DepsParser.generatedMarker) }.map(\.module))
        let modules = Set(sources.filter { $0.text.contains("PassThrough") }.map(\.module)).subtracting(checkedIn)
        guard !modules.isEmpty else { return [] }
        let run = run(sources: sources.filter { modules.contains($0.module) })
        return modules.sorted().map { module in
            ("\(module)/RIBsDeps.generated.swift (ribs deps)", run.generated(module: module))
        }
    }
}
