import SwiftSyntax

/// An app's operators on Rx's stream types (`extension ObservableType { func unwrap<T>() … }`),
/// and whether they move to the runtime's `Events` as they are: every member a function whose
/// signature names only what the runtime has (`Observable` is `Events`, a relay, a value made
/// `Sendable`) and whose body calls, on `self`, only operators `Events` has. Anything else
/// (another Rx protocol in a signature, a scheduler, a failure's operator, a closure parameter
/// the runtime would need `@Sendable`) keeps the extension on RxSwift, named.
struct StreamExtension {
    /// The functions it declares.
    var members: Set<FunctionKey>
    /// Whether it becomes an extension of `Events`.
    var movesToEvents: Bool

    /// The stream types an app extends.
    static let extendedTypes: Set<String> = ["ObservableType", "Observable", "ObservableConvertibleType"]

    /// Operators `Events` has under Rx's name or another (the operators rule renames the latter).
    static let eventsOperators: Set<String> = [
        "map", "filter", "compactMap", "flatMap", "flatMapLatest", "share", "debounce", "throttle", "do",
        "distinctUntilChanged", "startWith", "take", "skip", "withLatestFrom", "withUnretained", "subscribe",
        "asObservable", "just", "empty", "never", "merge", "combineLatest", "removeDuplicates", "prepend", "prefix",
        "dropFirst",
    ]

    /// Types a moved signature may name: they become the runtime's or are the app's own.
    private static let rxTypesWithCounterparts: Set<String> = [
        "Observable", "BehaviorRelay", "PublishRelay", "ReplayRelay", "BehaviorSubject", "PublishSubject",
    ]

    init(_ node: ExtensionDeclSyntax, declaredTypes: Set<String>) {
        members = []
        var moves = true
        for member in node.memberBlock.members {
            guard let function = member.decl.as(FunctionDeclSyntax.self) else {
                moves = false
                continue
            }
            members.insert(FunctionKey(function))
            if !Self.moves(function) { moves = false }
        }
        if let clause = node.genericWhereClause, Self.namesRxProtocol(clause) { moves = false }
        movesToEvents = moves && !members.isEmpty
    }

    /// Whether one function moves: a signature with no other Rx type and no closure parameter,
    /// and a body whose calls on `self` are `Events`'.
    private static func moves(_ function: FunctionDeclSyntax) -> Bool {
        if function.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }) { return false }
        for parameter in function.signature.parameterClause.parameters {
            if parameter.type.is(FunctionTypeSyntax.self) || parameter.type.is(AttributedTypeSyntax.self) {
                return false
            }
            if namesRxProtocol(parameter.type) { return false }
        }
        if let returned = function.signature.returnClause?.type {
            guard MigrationIndex.baseName(of: returned) == "Observable", !namesRxProtocol(returned) else {
                return false
            }
        } else {
            return false
        }
        if let clause = function.genericParameterClause,
            clause.parameters.contains(where: { $0.inheritedType.map(namesRxProtocol) ?? false })
        {
            return false
        }
        if let clause = function.genericWhereClause, namesRxProtocol(clause) { return false }
        guard let body = function.body else { return false }
        return callsOnlyEventsOperators(Syntax(body))
    }

    /// Whether every call on `self` (implicit or written) in `node` is one of `Events`'.
    private static func callsOnlyEventsOperators(_ node: Syntax) -> Bool {
        if let call = node.as(FunctionCallExprSyntax.self) {
            if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self),
                !eventsOperators.contains(reference.baseName.text), reference.baseName.text.first?.isLowercase == true
            {
                return false
            }
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self), isSelfChain(member.base),
                !eventsOperators.contains(member.declName.baseName.text)
            {
                return false
            }
        }
        return node.children(viewMode: .sourceAccurate).allSatisfy { callsOnlyEventsOperators($0) }
    }

    /// Whether `expression` is `self`, nothing (an implicit member), or a chain of calls on one.
    private static func isSelfChain(_ expression: ExprSyntax?) -> Bool {
        guard let expression else { return false }
        if expression.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) { return true }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            if call.calledExpression.is(DeclReferenceExprSyntax.self) { return true }
            return isSelfChain(call.calledExpression.as(MemberAccessExprSyntax.self)?.base)
        }
        return false
    }

    /// Whether `node` names an Rx type that has no runtime counterpart (`ObservableType`,
    /// `SchedulerType`, `Driver`).
    static func namesRxProtocol(_ node: some SyntaxProtocol) -> Bool {
        node.tokens(viewMode: .sourceAccurate).contains { token in
            guard case .identifier(let name) = token.tokenKind else { return false }
            return (RxNames.types.contains(name) || RxNames.removedTypes.contains(name))
                && !rxTypesWithCounterparts.contains(name)
        }
    }
}
