import RIBsSource

extension DependencyGraph {
    /// The RIB a component or dependency protocol stands for: `LoggedIn`.
    package static func ribName(_ name: String) -> String {
        name.droppingSuffix("Component") ?? name.droppingSuffix("Dependency") ?? name
    }

    /// Whether `name` is a dependency protocol: it refines RIBs' `Dependency`, directly or not.
    func isDependencyProtocol(_ name: String, visiting: Set<String> = []) -> Bool {
        guard let declaration = protocols[name], !visiting.contains(name) else { return false }
        return declaration.inherited.contains("Dependency")
            || declaration.inherited.contains { isDependencyProtocol($0, visiting: visiting.union([name])) }
    }

    /// A protocol's requirements and those of what it refines, first declaration of a name kept.
    func flattened(_ name: String, visiting: Set<String>) -> [DependencyRequirement] {
        guard let declaration = protocols[name], !visiting.contains(name) else { return [] }
        var requirements = declaration.requirements
        for parent in declaration.inherited {
            for inherited in flattened(parent, visiting: visiting.union([name]))
            where !requirements.contains(where: { $0.name == inherited.name }) {
                requirements.append(inherited)
            }
        }
        return requirements
    }
}
