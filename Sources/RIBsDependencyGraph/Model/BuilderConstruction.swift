import RIBsSource

/// A place where a builder is made with a dependency, `XBuilder(dependency: component)`: the
/// edge from the component passed to the RIB the builder builds.
package struct BuilderConstruction: Sendable, Codable, Equatable {
    /// What is passed as the dependency.
    package enum Argument: Sendable, Equatable, Codable {
        /// A component, by name: `component` (a local made as `XComponent(…)`), `self` in a
        /// component, or `XComponent(…)` itself.
        case component(String)
        /// A dependency handed on (a parameter, or the builder's own `dependency`): no edge.
        case forwarded
        /// Something else, as written: the edge cannot be told.
        case unknown(String)
    }

    /// The builder's type as written, module prefix dropped: `OffGameBuilder`.
    package var builder: String
    package var argument: Argument
    /// The argument as written, for messages.
    package var argumentText: String
    package var location: FileLocation
    /// The type of the local `component` in the function that makes the builder, if any: the
    /// parent of a dependency struct made in place (`PlayerDependency(volume: component.volume)`).
    package var enclosingComponent: String? = nil
    /// The type whose member makes the builder (a builder of the parent RIB), if any.
    package var enclosingType: String? = nil
}
