import RIBsSource
import SwiftSyntax

/// A file, not a view, whose streams are RxCocoa's traits: an interactor's or a presenter's
/// `transform(input:)` of a view's `ControlEvent`s into `Driver`s and `Signal`s, or the contract
/// types that carry them (two unseen apps are built this way). `ribs migrate` names those traits
/// but has nothing to write them as while the view keeps RxCocoa, so rewriting the rest of the
/// file would leave it half migrated, compiling with neither library (`Events` handed to an
/// operator of the app's that ends in `asDriver`, a `ValueRelay` fed by `bind(to:)`). The file
/// stays on RxSwift whole, named, and the module reads its relays and streams as RxSwift's.
///
/// A file that names or declares a contract type (a struct of `ControlEvent`s the view hands its
/// interactor) is one too, though it never spells a trait: its streams are the contract's.
enum RxCocoaTraitsFile {
    /// RxCocoa's stream types a view and its RIB share.
    static let traits: Set<String> = [
        "Driver", "Signal", "ControlEvent", "ControlProperty", "SharedSequence", "Binder",
    ]
    /// RxCocoa's operators that make or consume one.
    static let traitOperators: Set<String> = [
        "asDriver", "asSignal", "drive", "emit", "asControlEvent", "asControlProperty",
    ]

    /// `asDriver(onErrorJustReturn: x).drive(onNext: { … })`, or `asSignal(…)` then `emit(onNext:)`,
    /// found from either member: a trait made only to be read once, at once, on the main thread.
    /// The runtime's `subscribe(onNext:)` does just that (its streams deliver on the main actor and
    /// do not fail, so no error is replaced), so such a pair is no trait the file keeps: ``OperatorsRule``
    /// drops the conversion and subscribes.
    static func drivenOnce(_ member: MemberAccessExprSyntax) -> (
        asTrait: FunctionCallExprSyntax, consumer: FunctionCallExprSyntax
    )? {
        let name = member.declName.baseName.text
        if ["drive", "emit"].contains(name), let base = member.base?.as(FunctionCallExprSyntax.self),
            let maker = base.calledExpression.as(MemberAccessExprSyntax.self)
        {
            return drivenOnce(maker).flatMap { $0.consumer.calledExpression.id == Syntax(member).id ? $0 : nil }
        }
        guard let consumerName = ["asDriver": "drive", "asSignal": "emit"][name],
            let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == Syntax(member).id,
            call.trailingClosure == nil, call.arguments.count == 1, let argument = call.arguments.first,
            argument.label?.text == "onErrorJustReturn"
                || (["onErrorDriveWith", "onErrorSignalWith"].contains(argument.label?.text)
                    && argument.expression.trimmedDescription == ".empty()"),
            let next = call.parent?.as(MemberAccessExprSyntax.self), next.base?.id == Syntax(call).id,
            next.declName.baseName.text == consumerName,
            let consumer = next.parent?.as(FunctionCallExprSyntax.self),
            consumer.calledExpression.id == Syntax(next).id,
            consumer.additionalTrailingClosures.isEmpty
        else { return nil }
        let labels = consumer.arguments.map { $0.label?.text }
        let readsOnce =
            (labels == ["onNext"] && consumer.trailingClosure == nil)
            || (labels.isEmpty && consumer.trailingClosure != nil)
        return readsOnce ? (call, consumer) : nil
    }

    /// Whether the chain `expression` is made only of properties (the view's taps in an `Input`),
    /// locals made of such chains, and operators that fail only where their upstream does: no
    /// call of a service, no `flatMap`, whose failure `asDriver(onErrorJustReturn:)` replaced
    /// (``OperatorsRule`` names the value it drove then).
    static func readsWithoutFailing(_ expression: ExprSyntax?, depth: Int = 0) -> Bool {
        guard let expression, depth < 4 else { return false }
        if let optional = expression.as(OptionalChainingExprSyntax.self) {
            return readsWithoutFailing(optional.expression, depth: depth)
        }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                FailureProof.passingOperators.contains(member.declName.baseName.text)
            else { return false }
            return readsWithoutFailing(member.base, depth: depth)
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self),
            let value = LocalScope.initializer(of: reference)
        {
            return readsWithoutFailing(value, depth: depth + 1)
        }
        return expression.is(DeclReferenceExprSyntax.self) || expression.is(MemberAccessExprSyntax.self)
    }

    /// The module's types with a property of one of RxCocoa's traits, by name: a view's output
    /// (`struct ProfileViewOutput { let retryTap: ControlEvent<Void> }`) or a presenter's.
    ///
    /// A type with a property of RxSwift's (a stream, a relay) that such a file names is one too
    /// (a `StateTransformTrait` holding the interactor's `BehaviorRelay`): rewritten alone, it
    /// would take a `ValueRelay` the kept file does not pass. Until nothing changes.
    ///
    /// Returns them with the positions in `trees` of the files that stay on RxSwift whole.
    static func contractTypes(in trees: [SourceFileSyntax]) -> (types: Set<String>, keptFiles: Set<Int>) {
        let carriers = Carriers(viewMode: .sourceAccurate)
        for tree in trees { carriers.walk(tree) }
        let files = trees.map(Spelling.init)
        var contracts = carriers.ofTraits
        var count = -1
        while count != contracts.count {
            count = contracts.count
            for case let file? in files where file.first(of: contracts) != nil {
                contracts.formUnion(carriers.ofRx.intersection(file.names.keys))
            }
        }
        let kept = files.indices.filter { files[$0]?.first(of: contracts) != nil }
        return (contracts, Set(kept))
    }

    /// The name of the app's type that `node`, where ``firstTrait(in:contractTypes:)`` found
    /// it, spells; `nil` where it is one of RxCocoa's traits or their operators.
    static func carrierName(_ node: Syntax) -> String? {
        let name =
            node.as(IdentifierTypeSyntax.self)?.name.text ?? node.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? node.as(TokenSyntax.self)?.text
        guard let name, !traits.contains(name), !traitOperators.contains(name) else { return nil }
        return name
    }

    /// Where a file that imports Rx and is no view bound with it
    /// (``RxCocoaViewsRule/bindsWithRxCocoa(_:)``) first names or declares one of
    /// `contractTypes`, or calls one of RxCocoa's trait operators, or, if it imports RxCocoa,
    /// names one of its traits.
    static func firstTrait(in tree: SourceFileSyntax, contractTypes: Set<String>) -> Syntax? {
        Spelling(tree)?.first(of: contractTypes)
    }

    /// What one file spells, read in one walk: where it first names each type or reference, and
    /// where it first calls one of the traits' operators.
    private struct Spelling {
        var names: [String: Syntax] = [:]
        var traitOperator: Syntax?
        var labeledTraitOperator: Syntax?
        let importsRxCocoa: Bool

        /// `nil` for a file that is none of these: one without Rx, a view bound with RxCocoa, or
        /// RxSwift's example `ActivityIndicator`, which the runtime's `ActivityTracker` replaces.
        init?(_ tree: SourceFileSyntax) {
            let imports = Set(tree.statements.compactMap { $0.item.as(ImportDeclSyntax.self)?.path.trimmedText })
            guard imports.contains(where: { $0.hasPrefix("Rx") }), !RxCocoaViewsRule.bindsWithRxCocoa(tree) else {
                return nil
            }
            importsRxCocoa = imports.contains("RxCocoa")
            let reader = Reader(viewMode: .sourceAccurate)
            reader.walk(tree)
            guard !reader.isActivityExample else { return nil }
            names = reader.names
            traitOperator = reader.traitOperator
            labeledTraitOperator = reader.labeledTraitOperator
        }

        /// The first place the file spells one of `contracts`, or one of the traits.
        func first(of contracts: Set<String>) -> Syntax? {
            var places = contracts.compactMap { names[$0] }
            if importsRxCocoa { places += RxCocoaTraitsFile.traits.compactMap { names[$0] } }
            // RxCocoa's operators are RxCocoa's in a file that imports RxSwift alone too: Swift 5
            // lets another file's import of RxCocoa reach it (DailyChaCha's view-model
            // interactors). There, `drive` and `emit` count only with RxCocoa's labels: an app's
            // own `engine.drive()` or `tracker.emit(event)` is no trait.
            if let call = importsRxCocoa ? traitOperator : labeledTraitOperator { places.append(call) }
            return places.min { $0.position < $1.position }
        }
    }

    private final class Reader: SyntaxVisitor {
        var names: [String: Syntax] = [:]
        var traitOperator: Syntax?
        /// The first that names itself RxCocoa's without the import: `asDriver`, `asSignal`, or
        /// `drive` and `emit` with a label of theirs (`drive(onNext:)`).
        var labeledTraitOperator: Syntax?
        var isActivityExample = false

        private func note(_ name: String, at node: some SyntaxProtocol) {
            if names[name] == nil { names[name] = Syntax(node) }
        }

        override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
            note(node.name.text, at: node)
            return .visitChildren
        }

        override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
            note(node.baseName.text, at: node)
            return .visitChildren
        }

        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
            note(node.name.text, at: node.name)
            return .visitChildren
        }

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            if ActivityIndicators.isRxSwiftsExample(node) { isActivityExample = true }
            note(node.name.text, at: node.name)
            return .visitChildren
        }

        override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
            note(node.name.text, at: node.name)
            return .visitChildren
        }

        override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
            let name = node.declName.baseName.text
            if RxCocoaTraitsFile.traitOperators.contains(name), RxCocoaTraitsFile.drivenOnce(node) == nil,
                let labels = rxLabels(node, name)
            {
                if traitOperator == nil { traitOperator = Syntax(node.declName) }
                if labeledTraitOperator == nil,
                    !["drive", "emit"].contains(name) || labels.contains(where: { $0 != "_" })
                {
                    labeledTraitOperator = Syntax(node.declName)
                }
            }
            return .visitChildren
        }

        /// The labels `member` is called with, where RxCocoa's operator of that name has them
        /// (not an app's own `drive(to:)`).
        private func rxLabels(_ member: MemberAccessExprSyntax, _ name: String) -> [String]? {
            guard let call = member.parent?.as(FunctionCallExprSyntax.self),
                call.calledExpression.id == Syntax(member).id
            else { return nil }
            let labels = FileRewrite.argumentLabels(of: call)
            return RxNames.isRx(name, labels: labels) ? labels : nil
        }
    }

    /// The module's types whose stored or required properties are RxCocoa's traits, or RxSwift's
    /// streams and relays, read from each declaration's own members.
    private final class Carriers: SyntaxVisitor {
        var ofTraits: Set<String> = []
        var ofRx: Set<String> = []

        /// A nested type of RxSwift's streams (an interactor's own `Input` and `Output`, which
        /// DailyChaCha's twelve interactors each declare) is not another file's by its simple
        /// name: only a top-level one carries a kept file's streams to the files that name it.
        private func read(_ type: String, _ members: MemberBlockSyntax, nested: Bool) {
            for binding in members.members.compactMap({ $0.decl.as(VariableDeclSyntax.self) }).flatMap(\.bindings) {
                guard let annotation = binding.typeAnnotation?.type else { continue }
                let name = MigrationIndex.baseName(of: annotation)
                if RxCocoaTraitsFile.traits.contains(name) { ofTraits.insert(type) }
                if !nested, StreamKind(typeName: name) != nil || MigrationCatalog.relayKinds[name] != nil {
                    ofRx.insert(type)
                }
            }
        }

        private static func isNested(_ node: some SyntaxProtocol) -> Bool {
            var current = node.parent
            while let syntax = current {
                if syntax.is(MemberBlockSyntax.self) { return true }
                if syntax.is(CodeBlockSyntax.self) || syntax.is(SourceFileSyntax.self) { return false }
                current = syntax.parent
            }
            return false
        }

        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
            read(node.name.text, node.memberBlock, nested: Self.isNested(node))
            return .visitChildren
        }

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            // RxSwift's example `ActivityIndicator` is the runtime's `ActivityTracker` now.
            if !ActivityIndicators.isRxSwiftsExample(node) {
                read(node.name.text, node.memberBlock, nested: Self.isNested(node))
            }
            return .visitChildren
        }

        override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
            read(node.name.text, node.memberBlock, nested: false)
            return .visitChildren
        }
    }
}
