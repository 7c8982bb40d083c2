import RIBsSource

/// A protocol a component may depend on: its own requirements, what it refines, and whether it
/// refines the pass-through protocol `ribs deps` generates for it.
///
/// A stream-style RIB's or an RVB module's dependency struct (`struct PlayerDependency`) is read
/// as one too (``isStruct``): its stored properties are what its parent must give, and nothing
/// passes through it that it does not declare.
package struct DependencyProtocolDeclaration: Sendable, Codable, Equatable {
    package var name: String
    package var module: String
    /// The protocols it refines, module prefixes dropped.
    package var inherited: [String]
    package var requirements: [DependencyRequirement]
    /// `public`, `package` or empty.
    package var access: String
    package var location: FileLocation
    /// Members `ribs deps` cannot forward (an associated type): named in a diagnostic.
    package var unsupported: [Unsupported] = []
    /// A dependency struct: its requirements are its stored properties.
    package var isStruct = false

    /// The protocol `ribs deps` generates for what passes through the RIB: `LoggedInPassThrough`
    /// for `LoggedInDependency`.
    package var passThroughName: String {
        (name == "Dependency" ? "" : name.droppingSuffix("Dependency") ?? name) + "PassThrough"
    }

    /// A declaration a dependency cannot forward (an associated type), and where it is.
    package struct Unsupported: Sendable, Codable, Equatable {
        package var what: String
        package var location: FileLocation
    }
}
