/// Stream-style RIBs and RVB modules in the graph: their dependency structs stand for them
/// (issue 63), so the tree and the paths go on through them.
extension DependencyGraph {
    /// A node for each dependency struct, named as it, standing for its stream-style RIB or RVB
    /// module; and for each component made of one, an edge from that node to the component, so
    /// the tree goes on through it: `Root → Home → Account`.
    func structScopes() -> [ComponentDeclaration] {
        protocols.values.filter(\.isStruct).map { declaration in
            ComponentDeclaration(
                name: declaration.name, module: declaration.module, superclass: "", genericParameters: [],
                dependency: declaration.name, members: [], conformances: [], access: declaration.access,
                isPrivate: false, location: declaration.location, isStructScope: true)
        }
    }

    /// Whether `name` is a component made of a dependency struct, reached under its own name.
    package func isScopeOnStruct(_ name: String) -> Bool {
        guard let component = components[name], !component.isStructScope, let dependency = component.dependency
        else { return false }
        return protocols[dependency]?.isStruct == true
    }

    /// The component whose builder makes `construction`: the local `component`, else the
    /// component (or dependency struct) of the builder the construction is in.
    func parentScope(of construction: BuilderConstruction, takesDependency: [String: String]) -> String? {
        if let local = construction.enclosingComponent, components[local] != nil { return local }
        guard let type = construction.enclosingType,
            let dependency = builders[type] ?? takesDependency[type]
        else { return nil }
        if protocols[dependency]?.isStruct == true { return dependency }
        return components(dependingOn: dependency).first?.name
    }

}
