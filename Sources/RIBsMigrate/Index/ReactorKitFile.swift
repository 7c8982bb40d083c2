import RIBsSource
import SwiftSyntax

/// A file whose type adopts ReactorKit's `Reactor` (an interactor that is its view's reactor,
/// as in two of the five public apps): its streams are RxSwift's by that protocol's contract.
enum ReactorKitFile {
    /// Whether `tree` imports ReactorKit: no file that does not is a reactor, its view, or code
    /// generic over one.
    private static func imports(_ tree: SourceFileSyntax) -> Bool {
        tree.statements.contains { $0.item.as(ImportDeclSyntax.self)?.path.trimmedText == "ReactorKit" }
    }

    /// Where the file adopts `Reactor`, if it imports ReactorKit and does.
    static func reactorConformance(in tree: SourceFileSyntax) -> InheritedTypeSyntax? {
        let importsReactorKit = imports(tree)
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

    /// Where `tree`, which imports ReactorKit and is no reactor, constrains a type to ReactorKit's
    /// `Reactor` (`extension HasLoadingStream where Self: Reactor`, `func bind<R: Reactor>`): the
    /// `Reactor` of each constraint.
    static func reactorConstraints(in tree: SourceFileSyntax) -> [TypeSyntax] {
        final class Constraints: SyntaxVisitor {
            var found: [TypeSyntax] = []
            override func visit(_ node: ConformanceRequirementSyntax) -> SyntaxVisitorContinueKind {
                if MigrationIndex.baseName(of: node.rightType) == "Reactor" { found.append(node.rightType) }
                return .visitChildren
            }
            override func visit(_ node: GenericParameterSyntax) -> SyntaxVisitorContinueKind {
                if let type = node.inheritedType, MigrationIndex.baseName(of: type) == "Reactor" { found.append(type) }
                return .visitChildren
            }
        }
        let importsReactorKit = imports(tree)
        guard importsReactorKit, reactorConformance(in: tree) == nil, viewBindings(in: tree).isEmpty else { return [] }
        let constraints = Constraints(viewMode: .sourceAccurate)
        constraints.walk(tree)
        return constraints.found
    }

    /// `tree`'s constraints on ReactorKit's `Reactor` made `StateReactor`'s, and its import of
    /// ReactorKit the runtime's, for a module whose every reactor becomes a `StateReactor`; `nil`
    /// for a file with no such constraint.
    static func constraintRewrite(of tree: SourceFileSyntax, source: String) -> SourceEdits? {
        let constraints = reactorConstraints(in: tree)
        guard !constraints.isEmpty else { return nil }
        var edits = SourceEdits(original: source)
        for type in constraints {
            edits.replace(
                type.positionAfterSkippingLeadingTrivia.utf8Offset..<type.endPositionBeforeTrailingTrivia.utf8Offset,
                with: "StateReactor")
        }
        let importsRIBs = tree.statements.contains { $0.item.as(ImportDeclSyntax.self)?.path.trimmedText == "RIBs" }
        for statement in tree.statements {
            guard let node = statement.item.as(ImportDeclSyntax.self), node.path.trimmedText == "ReactorKit" else {
                continue
            }
            if importsRIBs {
                edits.replace(edits.wholeLines(of: node), with: "")
            } else {
                edits.replace(
                    node.path.positionAfterSkippingLeadingTrivia
                        .utf8Offset..<node.path.endPositionBeforeTrailingTrivia
                        .utf8Offset, with: "RIBs")
            }
        }
        return edits
    }

    /// The protocols the reactors still on ReactorKit in `trees` adopt beside `Reactor` (an
    /// interactor's `PresentableListener`): they keep their streams RxSwift's with the reactor,
    /// whose `state` is ReactorKit's `Observable`.
    static func protocolsOfKeptReactors(in trees: [SourceFileSyntax]) -> Set<String> {
        var names: Set<String> = []
        for tree in trees {
            guard let conformance = reactorConformance(in: tree),
                let list = conformance.parent?.as(InheritedTypeListSyntax.self)
            else { continue }
            for inherited in list where inherited.id != conformance.id {
                names.insert(MigrationIndex.baseName(of: inherited.type))
            }
        }
        return names
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
        let importsReactorKit = imports(tree)
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
