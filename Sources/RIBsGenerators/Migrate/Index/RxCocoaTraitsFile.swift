import SwiftSyntax

/// A file, not a view, whose streams are RxCocoa's traits: an interactor's or a presenter's
/// `transform(input:)` of a view's `ControlEvent`s into `Driver`s and `Signal`s, or the contract
/// types that carry them (two unseen apps are built this way). `ribs migrate` names those traits
/// but has nothing to write them as while the view keeps RxCocoa, so rewriting the rest of the
/// file would leave it half migrated, compiling with neither library (`Events` handed to an
/// operator of the app's that ends in `asDriver`, a `ValueRelay` fed by `bind(to:)`). The file
/// stays on RxSwift whole, named, and the module reads its relays and streams as RxSwift's.
///
/// A file that names a contract type (a struct of `ControlEvent`s the view hands its interactor)
/// is one too, though it never spells a trait: its streams are the contract's.
enum RxCocoaTraitsFile {
    /// RxCocoa's stream types a view and its RIB share.
    static let traits: Set<String> = [
        "Driver", "Signal", "ControlEvent", "ControlProperty", "SharedSequence", "Binder",
    ]
    /// RxCocoa's operators that make or consume one.
    static let traitOperators: Set<String> = [
        "asDriver", "asSignal", "drive", "emit", "asControlEvent", "asControlProperty",
    ]

    /// The module's types with a property of one of RxCocoa's traits, by name: a view's output
    /// (`struct ProfileViewOutput { let retryTap: ControlEvent<Void> }`) or a presenter's.
    ///
    /// A type with a property of RxSwift's (a stream, a relay) that such a file names is one too
    /// (a `StateTransformTrait` holding the interactor's `BehaviorRelay`): rewritten alone, it
    /// would take a `ValueRelay` the kept file does not pass. Until nothing changes.
    static func contractTypes(in trees: [SourceFileSyntax]) -> Set<String> {
        let finder = ContractFinder(viewMode: .sourceAccurate)
        for tree in trees { finder.walk(tree) }
        var contracts = finder.traitCarriers
        var added = true
        while added {
            added = false
            for tree in trees where firstTrait(in: tree, contractTypes: contracts) != nil {
                let named = NameFinder(viewMode: .sourceAccurate)
                named.walk(tree)
                let new = finder.rxCarriers.intersection(named.names).subtracting(contracts)
                if !new.isEmpty {
                    contracts.formUnion(new)
                    added = true
                }
            }
        }
        return contracts
    }

    /// Where a file that imports RxCocoa and is no view bound with it
    /// (``RxCocoaViewsRule/bindsWithRxCocoa(_:)``) first names one of RxCocoa's traits or their
    /// operators, or where a file that imports Rx first names one of `contractTypes`, if it does.
    static func firstTrait(in tree: SourceFileSyntax, contractTypes: Set<String>) -> Syntax? {
        let imports = Set(tree.statements.compactMap { $0.item.as(ImportDeclSyntax.self)?.path.trimmedDescription })
        guard imports.contains(where: { $0.hasPrefix("Rx") }), !RxCocoaViewsRule.bindsWithRxCocoa(tree) else {
            return nil
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.names = contractTypes
        if imports.contains("RxCocoa") {
            finder.names.formUnion(traits)
            finder.operators = traitOperators
        }
        finder.walk(tree)
        return finder.example ? nil : finder.found
    }

    private final class Finder: SyntaxVisitor {
        var names: Set<String> = []
        var operators: Set<String> = []
        var found: Syntax?
        var example = false

        /// RxSwift's example `ActivityIndicator`, which the runtime's `ActivityTracker` replaces
        /// (``ActivityIndicators``): not a file of the app's streams.
        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            if ActivityIndicators.isRxSwiftsExample(node) { example = true }
            if found == nil, names.contains(node.name.text) { found = Syntax(node.name) }
            return example ? .skipChildren : .visitChildren
        }

        override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
            if found == nil, names.contains(node.name.text) { found = Syntax(node.name) }
            return .visitChildren
        }

        override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
            if found == nil, names.contains(node.name.text) { found = Syntax(node) }
            return .visitChildren
        }

        override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
            if found == nil, names.contains(node.baseName.text) { found = Syntax(node) }
            return .visitChildren
        }

        /// The file that declares a contract type keeps it whole too.
        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
            if found == nil, names.contains(node.name.text) { found = Syntax(node.name) }
            return .visitChildren
        }

        override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
            if found == nil, operators.contains(node.declName.baseName.text) { found = Syntax(node.declName) }
            return .visitChildren
        }
    }

    /// Every type name and reference a file spells.
    private final class NameFinder: SyntaxVisitor {
        var names: Set<String> = []

        override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
            names.insert(node.name.text)
            return .visitChildren
        }

        override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
            names.insert(node.baseName.text)
            return .visitChildren
        }
    }

    private final class ContractFinder: SyntaxVisitor {
        /// Types with a property of one of RxCocoa's traits.
        var traitCarriers: Set<String> = []
        /// Types with a property of one of RxSwift's streams or relays.
        var rxCarriers: Set<String> = []
        private var types: [String] = []

        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
            types.append(node.name.text)
            return .visitChildren
        }
        override func visitPost(_ node: StructDeclSyntax) { types.removeLast() }

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            // RxSwift's example `ActivityIndicator` is the runtime's `ActivityTracker` now.
            types.append(ActivityIndicators.isRxSwiftsExample(node) ? "" : node.name.text)
            return .visitChildren
        }
        override func visitPost(_ node: ClassDeclSyntax) { types.removeLast() }

        override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
            types.append(node.name.text)
            return .visitChildren
        }
        override func visitPost(_ node: ProtocolDeclSyntax) { types.removeLast() }

        override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
            guard let type = types.last, !type.isEmpty, let annotation = node.typeAnnotation?.type else {
                return .skipChildren
            }
            let name = MigrationIndex.baseName(of: annotation)
            if RxCocoaTraitsFile.traits.contains(name) { traitCarriers.insert(type) }
            if StreamKind(typeName: name) != nil || MigrationCatalog.relayKinds[name] != nil { rxCarriers.insert(type) }
            return .skipChildren
        }
    }
}
