import SwiftSyntax

/// Whether a stream can never fail, so that a handler of its failure can never run: the only
/// proof that lets `ribs migrate` remove one (issue 56). A stream cannot fail when it comes from a
/// relay (RxRelay's, or a subject the module never fails), from `just`, `empty` or `never`, or from
/// a type that cannot by contract (`Driver`, `Signal`, a control's event), through operators
/// that cannot fail either: `map`, `filter` and the like whose closures do not `try`, and
/// `combineLatest`, `merge`, `withLatestFrom` or `flatMap` of streams that cannot. Anything else
/// (a use case's `Observable`, a stream handed in) may fail, and its handler stays.
struct FailureProof {
    let index: MigrationIndex
    let relayReference: (ExprSyntax?) -> RelayReference

    /// Operators that fail only where their upstream or their closure does.
    static let passingOperators: Set<String> = [
        "asObservable", "map", "filter", "compactMap", "distinctUntilChanged", "startWith", "take", "skip",
        "takeWhile", "skipWhile", "debounce", "throttle", "share", "observe", "observeOn",
        "subscribeOn", "withUnretained", "do", "scan", "delay", "removeDuplicates", "prefix", "dropFirst",
        "prepend", "debug", "asDriver", "asSignal", "distinct", "elementAt", "ignoreElements", "takeLast",
        "buffer", "window", "sample", "throttleFirst",
        // A stream that cannot fail never reaches its failure's handler, nor is it subscribed
        // again.
        "catch", "catchAndReturn", "catchError", "catchErrorJustReturn", "retry",
    ]

    /// Whether `expression` is a stream that cannot fail.
    func cannotFail(_ expression: ExprSyntax, seen: Set<String> = []) -> Bool {
        if let optional = expression.as(OptionalChainingExprSyntax.self) {
            return cannotFail(optional.expression, seen: seen)
        }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return cannotFail(only.expression, seen: seen)
        }
        if expression.is(DeclReferenceExprSyntax.self) || expression.is(MemberAccessExprSyntax.self) {
            return propertyCannotFail(expression, seen: seen)
        }
        guard let call = expression.as(FunctionCallExprSyntax.self),
            let member = call.calledExpression.as(MemberAccessExprSyntax.self)
        else { return false }
        let name = member.declName.baseName.text
        // `Observable.just(x)`, `.empty()`, `Observable.combineLatest(a, b)`.
        if member.base == nil || member.base.flatMap(FileRewrite.staticTypeName).map(Self.isRxTypeName) == true {
            switch name {
            case "just", "empty", "never", "of", "from": return !Self.tries(call)
            case "combineLatest", "merge", "zip", "concat":
                let streams = call.arguments.map(\.expression).flatMap(Self.elements)
                return !streams.isEmpty && streams.allSatisfy { cannotFail($0, seen: seen) } && !Self.tries(call)
            default: return false
            }
        }
        guard let base = member.base, cannotFail(base, seen: seen) else { return false }
        switch name {
        case "asDriver", "asSignal":
            // RxCocoa's conversions say what replaces a failure: the result cannot fail.
            return true
        case "withLatestFrom", "merge", "concat", "startWith":
            let streams = call.arguments.filter { $0.expression.is(ClosureExprSyntax.self) == false }
            return streams.allSatisfy { argument in
                name == "startWith" || cannotFail(argument.expression, seen: seen)
            } && !Self.tries(call)
        case "flatMap", "flatMapLatest", "flatMapFirst", "concatMap":
            guard let closure = OneResultLowering.onlyClosure(call) else { return false }
            let returned = Self.returnedExpressions(closure)
            return !returned.isEmpty && returned.allSatisfy { cannotFail($0, seen: seen) } && !Self.tries(closure)
        default:
            return Self.passingOperators.contains(name) && !Self.tries(call)
        }
    }

    /// A property: a relay, a subject nobody fails, a stream of a type that cannot fail, or one
    /// whose getter or initial value cannot (each declaration of the name).
    private func propertyCannotFail(_ expression: ExprSyntax, seen: Set<String>) -> Bool {
        let name = MigrationIndex.lastName(of: expression)
        // `button.rx.tap`: a control's event, which RxCocoa never fails.
        if let member = expression.as(MemberAccessExprSyntax.self),
            member.base.map(MigrationIndex.lastName) == "rx"
        {
            return true
        }
        if relayReference(expression) != .notARelay {
            return !index.failedSubjects.contains(name)
        }
        if index.infallibleStreams.contains(name) { return true }
        guard !seen.contains(name), let sources = index.streamSources[name], let known = sources, !known.isEmpty
        else { return false }
        let now = seen.union([name])
        return known.allSatisfy { source in
            if let type = MigrationIndex.constructedType(source), MigrationCatalog.relayKinds[type] != nil {
                return !index.failedSubjects.contains(name)
            }
            return cannotFail(source, seen: now)
        }
    }

    private static func isRxTypeName(_ name: String) -> Bool {
        ["Observable", "Driver", "Signal", "Infallible"].contains(name)
    }

    /// `[a, b]` as `a`, `b`; anything else as itself.
    private static func elements(_ expression: ExprSyntax) -> [ExprSyntax] {
        if let array = expression.as(ArrayExprSyntax.self) { return array.elements.map(\.expression) }
        return [expression]
    }

    /// Whether `node` has a `try` that can throw (not `try?` or `try!`) or a `throw` outside the
    /// closures and functions inside its closures: Rx's closures may throw, and a throw fails the
    /// stream.
    static func tries(_ node: some SyntaxProtocol) -> Bool {
        node.tokens(viewMode: .sourceAccurate).contains { token in
            if token.tokenKind == .keyword(.throw) { return true }
            guard token.tokenKind == .keyword(.try) else { return false }
            let next = token.nextToken(viewMode: .sourceAccurate)?.tokenKind
            return next != .postfixQuestionMark && next != .exclamationMark
        }
    }

    /// What a closure returns: its one expression, or each `return`'s.
    private static func returnedExpressions(_ closure: ClosureExprSyntax) -> [ExprSyntax] {
        let items = closure.statements
        if items.count == 1, let expression = items.first?.item.as(ExprSyntax.self) { return [expression] }
        return OneResultFunctionRewrite.returns(in: Syntax(items)).compactMap(\.expression)
    }
}
