import RIBsSource
import SwiftSyntax

/// A file whose type adopts ReactorKit's `Reactor` (an interactor that is its view's reactor,
/// as in two of the five public apps): its streams are RxSwift's by that protocol's contract.
enum ReactorKitFile {
    /// Where the file adopts `Reactor`, if it imports ReactorKit and does.
    static func reactorConformance(in tree: SourceFileSyntax) -> InheritedTypeSyntax? {
        let importsReactorKit = tree.statements.contains { statement in
            statement.item.as(ImportDeclSyntax.self)?.path.trimmedText == "ReactorKit"
        }
        guard importsReactorKit else { return nil }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(tree)
        return finder.found
    }

    /// The type that adopts `Reactor` where `conformance` is written (a class, or an extension's
    /// extended type).
    static func reactorType(of conformance: InheritedTypeSyntax) -> String? {
        var current = conformance.parent
        while let node = current {
            if let declaration = node.as(ClassDeclSyntax.self) { return declaration.name.text }
            if let declaration = node.as(StructDeclSyntax.self) { return declaration.name.text }
            if let declaration = node.as(ExtensionDeclSyntax.self) {
                return MigrationIndex.baseName(of: declaration.extendedType)
            }
            current = node.parent
        }
        return nil
    }

    /// The reactors a ReactorKit `View` (or `StoryboardView`) of `trees` binds, by its
    /// `typealias Reactor = X` or `func bind(reactor: X)`: ReactorKit's `View` requires a
    /// ReactorKit reactor, so a view kept on ReactorKit keeps its reactor there too (a cell's
    /// reactor made a `StateReactor` compiled with neither).
    static func viewBoundReactors(in trees: [SourceFileSyntax]) -> Set<String> {
        Set(trees.flatMap { viewBindings(in: $0).map(\.reactor) })
    }

    /// Where `tree`, if it imports ReactorKit, binds a reactor as a ReactorKit `View`
    /// (`typealias Reactor = X`, `func bind(reactor: X)`), with the reactor's name: such a file
    /// keeps its streams RxSwift's, as its reactor does.
    static func viewBindings(in tree: SourceFileSyntax) -> [(node: Syntax, reactor: String)] {
        final class Binds: SyntaxVisitor {
            var found: [(node: Syntax, reactor: String)] = []
            override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
                if node.name.text == "Reactor" {
                    found.append((Syntax(node), MigrationIndex.baseName(of: node.initializer.value)))
                }
                return .skipChildren
            }
            override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
                let parameters = node.signature.parameterClause.parameters
                if node.name.text == "bind", parameters.count == 1, let parameter = parameters.first,
                    parameter.firstName.text == "reactor"
                {
                    found.append((Syntax(node), MigrationIndex.baseName(of: parameter.type)))
                }
                return .skipChildren
            }
        }
        let importsReactorKit = tree.statements.contains { statement in
            statement.item.as(ImportDeclSyntax.self)?.path.trimmedText == "ReactorKit"
        }
        guard importsReactorKit else { return [] }
        let binds = Binds(viewMode: .sourceAccurate)
        binds.walk(tree)
        return binds.found
    }

    private final class Finder: SyntaxVisitor {
        var found: InheritedTypeSyntax?

        override func visit(_ node: InheritedTypeSyntax) -> SyntaxVisitorContinueKind {
            if found == nil, MigrationIndex.baseName(of: node.type) == "Reactor" { found = node }
            return .skipChildren
        }
    }
}
