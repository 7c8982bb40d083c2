import RIBsSource
import SwiftSyntax

extension ReactorKitPass {
    /// The pass over `stages`, which the service layer has lowered, with the module's stream
    /// functions as the reactors it rewrites see them.
    ///
    /// A reactor's own `Observable.create` or `combineLatest` makes the functions its chains
    /// read RxSwift's producers (``RxProducers``) where the reactor stays on ReactorKit, not
    /// where it becomes a `StateReactor` (its `create` is the runtime's then): the producers are
    /// read without the reactors first, then with each reactor that cannot be rewritten, until
    /// no more is found. (Omos-New's sign-up checks, `Observable.create` around a service's
    /// validation, kept every reactor of the module on ReactorKit.)
    static func deciding(
        for stages: [FileStage], families: [FunctionKey: OneResultType], index original: MigrationIndex
    ) -> ReactorKitPass {
        let reactors = stages.filter { ReactorKitFile.reactorConformance(in: $0.tree) != nil }
        // Each reactor's file without the reactor (its class and its extensions there): what else
        // the file declares (a helper type's `create`) is read as any other file's.
        let withoutReactors = Dictionary(
            uniqueKeysWithValues: reactors.map { stage in
                (
                    stage.path,
                    ReactorKitFile.reactorConformance(in: stage.tree).flatMap(ReactorKitFile.reactorType).map {
                        ReactorRemoval(type: $0).rewrite(stage.tree).as(SourceFileSyntax.self) ?? stage.tree
                    } ?? stage.tree
                )
            })
        var kept: Set<String> = []
        let operators = operatorNames(in: stages.map(\.tree), declaredTypes: original.declaredTypes)
        while true {
            let read = stages.map { stage in
                kept.contains(stage.path) ? stage.tree : withoutReactors[stage.path] ?? stage.tree
            }
            let producers = RxProducers.functions(in: read)
            // A function the module declares returning an `Observable` that the service layer did
            // not make `async` returns `Events` after the file rules: a reactor's chain reads it
            // with `Mutations.from(_:)`.
            let streamFunctions = Set(
                original.streamKinds.compactMap {
                    $0.value == .events && $0.key.hasSuffix("()") ? String($0.key.dropLast(2)) : nil
                }
            ).subtracting(families.keys.map(\.name)).subtracting(producers.map(\.name)).subtracting(operators)
            let pass = ReactorKitPass(
                families: families, streamFunctions: streamFunctions,
                streamProperties: original.protocolStreams.subtracting(original.relays.keys),
                viewBoundReactors: original.viewBoundReactors)
            let failing = reactors.filter { !kept.contains($0.path) && pass.rewrite(of: $0) == nil }.map(\.path)
            guard !failing.isEmpty else { return pass.decidingSharedConstraints(for: stages) }
            kept.formUnion(failing)
        }
    }

    /// The names of the functions the module declares only in extensions of RxSwift's or the
    /// standard library's types (`extension Array where Element: ObservableType { func
    /// allSatisfy(…) }`): operators, not a service's calls, so `validations.allSatisfy { … }` on
    /// an array is no stream to read with `Mutations.from(_:)`. (An extension of another
    /// module's client, `extension APIClient { func profile() -> Observable<…> }`, is a service.)
    private static func operatorNames(in trees: [SourceFileSyntax], declaredTypes: Set<String>) -> Set<String> {
        final class Declarations: SyntaxVisitor {
            let declaredTypes: Set<String>
            var inForeignExtension: [Bool] = []
            var foreign: Set<String> = []
            var own: Set<String> = []

            /// The standard library's types an app adds operators to.
            static let libraryTypes: Set<String> = [
                "Array", "Collection", "Sequence", "Dictionary", "Set", "Optional", "RandomAccessCollection",
            ]

            init(declaredTypes: Set<String>) {
                self.declaredTypes = declaredTypes
                super.init(viewMode: .sourceAccurate)
            }

            override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
                let name = MigrationIndex.baseName(of: node.extendedType)
                inForeignExtension.append(
                    !declaredTypes.contains(name)
                        && (Self.libraryTypes.contains(name) || MigrationIndex.rxExtendedTypes.contains(name)))
                return .visitChildren
            }

            override func visitPost(_ node: ExtensionDeclSyntax) {
                inForeignExtension.removeLast()
            }

            override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
                if inForeignExtension.last == true {
                    foreign.insert(node.name.text)
                } else {
                    own.insert(node.name.text)
                }
                return .skipChildren
            }
        }
        let declarations = Declarations(declaredTypes: declaredTypes)
        for tree in trees { declarations.walk(tree) }
        return declarations.foreign.subtracting(declarations.own)
    }
}

/// A file's declarations of one type (the class and its extensions) taken out.
private final class ReactorRemoval: SyntaxRewriter {
    let type: String

    init(type: String) {
        self.type = type
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: CodeBlockItemListSyntax) -> CodeBlockItemListSyntax {
        node.filter { item in
            if let declaration = item.item.as(ClassDeclSyntax.self) { return declaration.name.text != type }
            if let declaration = item.item.as(ExtensionDeclSyntax.self) {
                return MigrationIndex.baseName(of: declaration.extendedType) != type
            }
            return true
        }
    }
}
