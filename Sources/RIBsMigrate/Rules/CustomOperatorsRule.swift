import RIBsSource
import SwiftSyntax

/// Operators an app adds to Rx's types (`extension ObservableType { func unwrap<T>() … }`). An
/// extension that ``StreamExtension`` shows moves as it is becomes an extension of `Events`: its
/// type's name, RxSwift 5's `E` as `Element`, a generic parameter a stream carries `Sendable`,
/// operators called on the implicit `self` under the runtime's names; its calls are then the
/// runtime's stream's. Any other extension, and each call of one of its operators, is named.
final class CustomOperatorsRule: FileRule {
    override class var description: RuleDescription {
        RuleDescription(
            id: .customOperators,
            summary:
                "an app's operator on `ObservableType` built from operators `Events` has moves to an extension of `Events`; one on another Rx type, or built from others, is named with each call",
            catalogue: [
                "ObservableType",
                "ObservableConvertibleType",
                "ObservableConvertibleType.Element",
            ],
            recipes: [.customOperator],
            examples: examples)
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = MigrationIndex.baseName(of: node.extendedType)
        // An operator on a collection of Rx's streams (`extension Array where Element:
        // ObservableType`) is an Rx operator too: it stays RxSwift's whole, as its body is Rx's.
        let constrainsToRx = node.genericWhereClause.map(StreamExtension.namesRxProtocol) ?? false
        guard MigrationIndex.rxExtendedTypes.contains(name) || constrainsToRx, !file.index.declaredTypes.contains(name)
        else { return .visitChildren }
        if StreamExtension.extendedTypes.contains(name), !file.keepsRxStreams,
            StreamExtension(node, declaredTypes: file.index.declaredTypes).movesToEvents
        {
            moveToEvents(node)
            return .visitChildren
        }
        file.leave(
            node, at: node.extensionKeyword, construct: "extension \(node.extendedType.trimmedText)",
            recipe: .customOperator)
        return .skipChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard !file.keepsRxStreams, !file.isOwned(node.calledExpression), !file.isHandled(node),
            let member = node.calledExpression.as(MemberAccessExprSyntax.self), let key = FunctionKey(node),
            file.index.customOperators.contains(key)
        else { return .visitChildren }
        let name = member.declName.baseName.text
        guard !RelayWritesRule.handles(name, arguments: node.arguments.count), !Self.isRxsOwn(node, key)
        else { return .visitChildren }
        file.leave(node, at: member.period, construct: "\(name)(…), an operator of the app's", recipe: .customOperator)
        return .visitChildren
    }

    /// Whether a call of an operator the app declares under one of Rx's own names and labels
    /// (`map(_ relay: BehaviorRelay<T>)` beside Rx's `map(_:)`) is Rx's: it passes only closures,
    /// as `map { $0.title }` does.
    private static func isRxsOwn(_ call: FunctionCallExprSyntax, _ key: FunctionKey) -> Bool {
        guard RxNames.isRx(key.name, labels: key.labels) else { return false }
        let closures = call.arguments.allSatisfy { $0.expression.is(ClosureExprSyntax.self) }
        return closures && (call.trailingClosure != nil || !call.arguments.isEmpty)
    }

    /// `extension ObservableType where E == Bool { func not() -> Observable<E> { map { !$0 } } }`
    /// as `extension Events where Element == Bool { func not() -> Events<Element> { map { !$0 } } }`.
    private func moveToEvents(_ node: ExtensionDeclSyntax) {
        file.replaceOwning(node.extendedType, with: "Events")
        file.usesRuntime = true
        let walker = ExtensionBody(file: file)
        if let clause = node.genericWhereClause { walker.walk(clause) }
        walker.walk(node.memberBlock)
        for member in node.memberBlock.members {
            guard let function = member.decl.as(FunctionDeclSyntax.self) else { continue }
            makeStreamedParametersSendable(function)
        }
    }

    /// A generic parameter a stream or relay of the signature carries (`map<R>(to value: R) ->
    /// Observable<R>`) is handed between isolations: `Sendable`.
    private func makeStreamedParametersSendable(_ function: FunctionDeclSyntax) {
        guard let clause = function.genericParameterClause else { return }
        let streamed = Set(
            function.signature.tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
                guard case .identifier(let name) = token.tokenKind else { return nil }
                return name
            })
        for parameter in clause.parameters where streamed.contains(parameter.name.text) {
            if let inherited = parameter.inheritedType {
                guard !inherited.trimmedDescription.contains("Sendable") else { continue }
                file.edits.insert(" & Sendable", at: inherited.endPositionBeforeTrailingTrivia)
            } else {
                file.edits.insert(": Sendable", at: parameter.name.endPositionBeforeTrailingTrivia)
            }
        }
    }
}

/// The body of an extension that moves to `Events`: RxSwift 5's `E` and `Self.Element` as
/// `Element`, an operator called on the implicit `self` under the runtime's name
/// (`distinctUntilChanged()` is `removeDuplicates()`), `asObservable()` as `self`.
private final class ExtensionBody: SyntaxVisitor {
    private let file: FileRewrite

    init(file: FileRewrite) {
        self.file = file
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        if node.name.text == "E", !file.index.declaredTypes.contains("E") { file.rename(node.name, to: "Element") }
        return .visitChildren
    }

    override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind {
        // `Self.E`, `Self.Element`.
        guard node.baseType.trimmedDescription == "Self", ["E", "Element"].contains(node.name.text) else {
            return .visitChildren
        }
        file.replace(node, with: "Element")
        return .skipChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) else { return .visitChildren }
        let name = reference.baseName.text
        if name == "asObservable", node.arguments.isEmpty, node.trailingClosure == nil {
            file.replaceOwning(node, with: "self")
            return .skipChildren
        }
        switch name {
        case "withLatestFrom":
            file.rename(reference.baseName, to: "withLatest")
            if let first = node.arguments.first {
                file.edits.insert("from: ", at: first.positionAfterSkippingLeadingTrivia)
            }
        case "take", "skip", "distinctUntilChanged", "startWith":
            if let renamed = MigrationCatalog.operatorRenames[name] { file.rename(reference.baseName, to: renamed) }
        default:
            break
        }
        return .visitChildren
    }
}

extension CustomOperatorsRule {
    /// What the rule makes of Rx and what it leaves, as `ribs migrate` runs it: `MigrationRuleTests`
    /// runs each one.
    static var examples: [RuleExample] {
        [
            // The app's `map(_ relay:)` shares Rx's name and labels; a call with a closure is Rx's.
            .leaves(
                #"""
                import RxSwift

                final class TitleFormatter {
                    func titles(of names: Observable<String>) -> Observable<String> {
                        names.map { $0.uppercased() }
                    }
                }
                """#,
                module: [
                    #"""
                    import RxRelay
                    import RxSwift

                    extension ObservableType {
                        func map<T>(_ relay: BehaviorRelay<T>) -> Observable<T> {
                            map { _ in relay.value }
                        }
                    }
                    """#
                ]),
            .rewrites(
                #"""
                import RxSwift

                extension ObservableType {
                    func mapToVoid() -> Observable<Void> {
                        map { _ in () }
                    }

                    func filterNil<T>() -> Observable<T> where Element == T? {
                        compactMap { $0 }
                    }
                }
                """#,
                to: #"""
                    import RIBs

                    extension Events {
                        func mapToVoid() -> Events<Void> {
                            map { _ in () }
                        }

                        func filterNil<T: Sendable>() -> Events<T> where Element == T? {
                            compactMap { $0 }
                        }
                    }
                    """#),
        ]
    }
}
