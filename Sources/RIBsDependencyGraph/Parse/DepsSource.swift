import RIBsSource

/// What one source file declares that `ribs deps` reads: classes (components among them, once
/// resolved), extensions, protocols, typealiases, builders made with a dependency, and imports.
///
/// The cache keeps it in a record of its own (`DepsSource+CacheCodable.swift`): a field added
/// here, or to a type it holds, is added there too, with `recordVersion` raised
/// (`DepsSourceRecordTests` lists the fields).
package struct DepsSource: Sendable, Codable, Equatable {
    /// A class or an extension: its name, what it inherits or conforms to, its members.
    package struct TypeDeclaration: Sendable, Codable, Equatable {
        package var name: String
        /// What the declaration lists after `:`, as written, module prefixes dropped from names.
        package var inherited: [Inherited]
        package var genericParameters: [String]
        package var members: [ComponentDeclaration.Member]
        package var access: String
        package var isPrivate: Bool
        package var location: FileLocation
    }

    package var path: String
    package var module: String
    package var classes: [TypeDeclaration] = []
    package var extensions: [TypeDeclaration] = []
    package var protocols: [DependencyProtocolDeclaration] = []
    package var typealiases: [Typealias] = []
    package var constructions: [BuilderConstruction] = []
    /// Types whose initializer takes a `dependency:` of a protocol type (an adapter, a game):
    /// made with a component, they are an edge to that protocol, as a builder is.
    package var dependencyInitializers: [DependencyInitializer] = []
    package var imports: [String] = []
    /// Syntax errors: the file is not read.
    package var errors: [Diagnostic] = []
    /// Whether the file is a generated one (`ribs deps`' own output), which is not read.
    package var isGenerated = false

    /// A name a class or an extension lists after `:`: plain (module prefix dropped), as written, and where.
    package struct Inherited: Sendable, Codable, Equatable {
        package var name: String
        package var written: String
        package var location: FileLocation
    }

    /// `typealias name = type`.
    package struct Typealias: Sendable, Codable, Equatable {
        package var name: String
        package var type: String
    }

    /// A type whose initializer takes a `dependency:` of the protocol `protocolName`.
    package struct DependencyInitializer: Sendable, Codable, Equatable {
        package var type: String
        package var protocolName: String
    }
}
