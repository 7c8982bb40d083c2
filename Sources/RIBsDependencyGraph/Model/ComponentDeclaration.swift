import RIBsSource

/// A class that is a RIBs `Component` (directly or through a base class of the module), with
/// what it provides and what it conforms to, gathered from its declaration and extensions.
package struct ComponentDeclaration: Sendable {
    /// A property or method the component declares, which a descendant's requirement of the
    /// same name and type is satisfied by.
    package struct Member: Sendable, Codable, Equatable {
        package var name: String
        package var displayType: String
        package var typeKey: String
        package var location: FileLocation
    }

    package var name: String
    package var module: String
    /// The superclass as written, generic arguments included: `Component<any LoggedInDependency>`.
    package var superclass: String
    /// The generic parameters of a base component class (`BaseComponent<D>`).
    package var genericParameters: [String]
    /// The dependency protocol, once known (`nil` for `EmptyDependency` and unknown ones).
    package var dependency: String?
    package var members: [Member]
    /// Protocols it conforms to, in its declaration or an extension of the module, with where.
    package var conformances: [(name: String, location: FileLocation)]
    package var access: String
    package var isPrivate: Bool
    package var location: FileLocation
    /// A stream-style RIB or an RVB module, which has no component: its dependency struct stands
    /// for it in the tree (named as the struct). It makes nothing; its struct gives its children
    /// what it declares, and nothing else passes through it.
    package var isStructScope = false
}
