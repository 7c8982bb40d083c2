/// How a parent whose own dependency is a struct (a stream-style RIB, an RVB module) makes a
/// child's builder: from that struct's values, through a component for a classic child.
struct ChildBuilderExpression {
    let child: RIBName
    let shape: ChildShape

    /// The child's builder, made in the parent's builder: `dependency` names the parent's
    /// dependency struct there, `component` the classic child's component type, and
    /// `viewContainer` the parent's view container, where a viewless child shows its children.
    ///
    /// - `SettingsBuilder(dependency: PlayerSettingsComponent(dependency: dependency))`
    /// - `PlayerBuilder(dependency: PlayerDependency(volume: dependency.volume))`
    /// - `FormBuilder(FormDependency(ledger: dependency.ledger))`
    func made(from dependency: String, component: String, viewContainer: String) -> String {
        let c = child.value
        switch shape.style {
        case .classic:
            let view = shape.ownsView ? "" : ", viewContainer: \(viewContainer)"
            return "\(c)Builder(dependency: \(component)(dependency: \(dependency)\(view)))"
        case .stream:
            return "\(c)Builder(dependency: \(c)Dependency(\(fields(from: dependency))))"
        case .rvb:
            return "\(c)Builder(\(c)Dependency(\(fields(from: dependency))))"
        }
    }

    /// `volume: dependency.volume, …`: each field of the child's struct, from the parent's.
    private func fields(from dependency: String) -> String {
        shape.dependencyProperties.map { "\($0.name): \(dependency).\($0.name)" }.joined(separator: ", ")
    }
}
