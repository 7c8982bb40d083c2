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

    private final class Finder: SyntaxVisitor {
        var found: InheritedTypeSyntax?

        override func visit(_ node: InheritedTypeSyntax) -> SyntaxVisitorContinueKind {
            if found == nil, MigrationIndex.baseName(of: node.type) == "Reactor" { found = node }
            return .skipChildren
        }
    }
}
