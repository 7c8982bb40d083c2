import SwiftSyntax

/// Chains of operators, by what they are called on: a stream that becomes ``Events`` keeps Rx's
/// spellings the runtime has (`withUnretained`, `subscribe(with:onNext:)`, `do(onNext:)`,
/// `flatMap`, `bind(to:)` a relay) and loses what only a failing stream needs (`catch`,
/// `retry`, `onError:`); a chain on a `Single`, `Maybe` or `Completable` is named, operator by
/// operator, since it becomes statements of an `async` function.
extension MigrationVisitor {
    /// Operators after which a chain is what it was called on.
    static let kindKeepingOperators: Set<String> = [
        "map", "filter", "compactMap", "flatMap", "flatMapLatest", "flatMapFirst", "withUnretained", "do", "observe",
        "observeOn", "subscribeOn", "take", "skip", "distinctUntilChanged", "startWith", "debounce", "throttle",
        "share", "catch", "catchAndReturn", "catchError", "catchErrorJustReturn", "retry", "delay", "timeout",
        "removeDuplicates", "prefix", "dropFirst", "prepend",
    ]

    /// What `expression` is, as far as the module's declarations tell: `nil` when unknown.
    func streamKind(of expression: ExprSyntax?) -> StreamKind? {
        guard var expression else { return nil }
        if let optional = expression.as(OptionalChainingExprSyntax.self) { expression = optional.expression }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
                let name = member.declName.baseName.text
                if let type = member.base.flatMap(Self.staticTypeName), let kind = StreamKind(typeName: type) {
                    return kind
                }
                switch name {
                case "asObservable", "asDriver", "asSignal", "asInfallible": return .events
                case "asSingle": return .single
                case "asMaybe": return .maybe
                case "asCompletable": return .completable
                default: break
                }
                if Self.kindKeepingOperators.contains(name), let kind = streamKind(of: member.base) { return kind }
                return declaredKind(name, called: true)
            }
            if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
                return declaredKind(reference.baseName.text, called: true)
            }
            return nil
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return declaredKind(reference.baseName.text)
        }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            return declaredKind(member.declName.baseName.text)
        }
        return nil
    }

    /// The kind the module declares for `name`: a function's when it is `called`, else a
    /// property's; the other where the module declares only that one.
    private func declaredKind(_ name: String, called: Bool = false) -> StreamKind? {
        if !called, index.relays[name]?.kind != nil { return .events }
        let (first, second) = called ? (name + "()", name) : (name, name + "()")
        guard let declared = index.streamKinds[first] ?? index.streamKinds[second], let kind = declared else {
            return called && index.relays[name]?.kind != nil ? .events : nil
        }
        return kind
    }

    /// `Observable` for `Observable.just(1)` or `Observable<Int>.merge(…)`.
    private static func staticTypeName(_ base: ExprSyntax) -> String? {
        var base = base
        if let generic = base.as(GenericSpecializationExprSyntax.self) { base = generic.expression }
        return base.as(DeclReferenceExprSyntax.self)?.baseName.text
    }

    /// The labels of a call's arguments and of its trailing closures after the first
    /// (`subscribe(with: self) { … } onFailure: { … }`).
    static func labels(of node: FunctionCallExprSyntax) -> [String] {
        node.arguments.compactMap { $0.label?.text } + node.additionalTrailingClosures.map(\.label.text)
    }

    /// Rewrites an operator that fails, retries or observes failure, and the spellings of Rx
    /// the runtime keeps. Returns whether it handled `name`.
    func rewriteChainOperator(
        _ node: FunctionCallExprSyntax, member: MemberAccessExprSyntax, name: String, arguments: [LabeledExprSyntax]
    ) -> Bool {
        switch name {
        case "catch", "catchAndReturn", "catchError", "catchErrorJustReturn", "retry":
            switch streamKind(of: member.base) {
            case .events?:
                // The runtime's streams never fail: there is nothing to catch or retry.
                removeMemberCall(member, node)
            case let kind? where kind.isOneResult:
                leaveOneResultOperator(node, member: member, name: name, kind: kind)
            default:
                if importsRx {
                    leaveToPerson(node, at: member.period, construct: "\(name)(…)", recipe: name)
                }
            }
            return true
        case "do", "subscribe":
            let labels = Self.labels(of: node)
            let kind = streamKind(of: member.base)
            if let kind, kind.isOneResult {
                leaveOneResultOperator(node, member: member, name: name, kind: kind)
                return true
            }
            let failureOnly: Set<String> = ["onError"]
            let kept: Set<String> = ["onNext", "with"]
            let others = Set(labels).subtracting(kept).subtracting(failureOnly)
            if others.isEmpty, labels.contains("onError"), kind == .events || labels.contains("onNext") {
                // A stream of the runtime never fails: its error handler would never run.
                for argument in arguments where argument.label?.text == "onError" {
                    removeArgument(argument, in: arguments)
                }
                return true
            }
            guard !others.isEmpty, importsRx else { return name == "do" }
            leaveToPerson(
                node, at: member.period, construct: "\(name)(\(labels.map { "\($0):" }.joined()))",
                recipe: name == "do" ? "do" : "subscribeWithHandlers")
            return true
        case "withUnretained", "flatMap", "flatMapFirst", "asSingle", "asMaybe", "asCompletable":
            if let kind = streamKind(of: member.base), kind.isOneResult {
                leaveOneResultOperator(node, member: member, name: name, kind: kind)
            } else if name == "flatMapFirst" || name.hasPrefix("as"), importsRx {
                leaveToPerson(node, at: member.period, construct: "\(name)(…)", recipe: "oneResult")
            }
            return true
        default:
            if let kind = streamKind(of: member.base), kind.isOneResult, importsRx {
                leaveOneResultOperator(node, member: member, name: name, kind: kind)
                return true
            }
            return false
        }
    }

    /// An operator on a `Single`, `Maybe` or `Completable`: one asynchronous result, which
    /// becomes an `async throws` call and the chain statements after it.
    private func leaveOneResultOperator(
        _ node: FunctionCallExprSyntax, member: MemberAccessExprSyntax, name: String, kind: StreamKind
    ) {
        let labels = Self.labels(of: node)
        let call = labels.isEmpty ? "\(name)(…)" : "\(name)(\(labels.map { "\($0):" }.joined()))"
        let type =
            switch kind {
            case .single: "Single"
            case .maybe: "Maybe"
            case .completable: "Completable"
            case .events: "Observable"
            }
        leaveToPerson(node, at: member.period, construct: "\(call) on a \(type)", recipe: "oneResult")
    }
}
