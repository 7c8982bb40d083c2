import RIBsSource

/// What a stream-style RIB's or an RVB module's dependency struct lacks (issue 63).
extension DependencyResolution {
    /// What a dependency struct's children need and it does not declare: nothing passes through a
    /// struct, so each is an error at the requirement, naming the whole path from the root.
    func notInStruct(
        _ declaration: DependencyProtocolDeclaration, passing: [DependencyRequirement], needs: [Need]
    ) -> [Diagnostic] {
        let above = ancestry(of: declaration.name)
        var diagnostics: [Diagnostic] = []
        for requirement in passing {
            guard let need = needs.first(where: { $0.requirement.name == requirement.name }) else { continue }
            let path = (above + need.path).joined(separator: " → ")
            diagnostics.append(
                Diagnostic(
                    location: requirement.location,
                    message:
                        "\(need.path.last ?? "") needs \(requirement.summary), which \(declaration.name) does not have, on the path \(path): add `let \(requirement.name): \(requirement.displayType)` to \(declaration.name) (at \(declaration.location)) and pass it where \(DependencyGraph.ribName(declaration.name)) is built"
                ))
        }
        return diagnostics
    }

    /// The RIBs above the one whose dependency is `protocolName`, from the root down: each
    /// first parent that builds it.
    private func ancestry(of protocolName: String) -> [String] {
        var parents: [String: String] = [:]
        for edge in graph.edges where parents[edge.child] == nil { parents[edge.child] = edge.parent }
        var ribs: [String] = []
        var seen: Set<String> = [protocolName]
        var current = protocolName
        while let parent = parents[current] {
            // A component on a dependency struct is reached under its own name, from the struct's
            // node, which names the RIB.
            let isScope = graph.isScopeOnStruct(parent)
            if !isScope { ribs.append(DependencyGraph.ribName(parent)) }
            guard let next = isScope ? parent : graph.components[parent]?.dependency, seen.insert(next).inserted
            else { break }
            current = next
        }
        return ribs.reversed()
    }

}
