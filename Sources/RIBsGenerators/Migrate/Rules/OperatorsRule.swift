import SwiftSyntax

/// Rx's operators under the runtime's names and labels: `distinctUntilChanged` is
/// `removeDuplicates`, `take(n)` `prefix(n)`, `debounce(d, scheduler:)` `debounce(for: d)`,
/// `observe(on: MainScheduler…)` nothing (the runtime delivers on the main actor). What the
/// runtime has no operator for (a scheduler other than the main one, `Observable.create`) is
/// named with its recipe.
final class OperatorsRule: FileRule {
    override class var description: RuleDescription {
        RuleDescription(
            id: .operators,
            summary:
                "`distinctUntilChanged()` becomes `removeDuplicates()`, `startWith` `prepend`, `take(n)` `prefix(n)`, `skip(n)` `dropFirst(n)`, `withLatestFrom(b)` `withLatest(from: b)`, `debounce`/`throttle` lose their scheduler, `observe(on: MainScheduler…)` goes, `disposeOnDeactivate` is `cancelOnDeactivate`, `dispose()` `cancel()`",
            catalogue: [],
            recipes: [
                .scheduler, .observableCreate, .observableOf, .observableFrom, .observableError, .interval, .timer,
                .zip, .concat, .subscribeOn, .materialize, .drive, .toBlocking, .rxCocoa, .unappliedStream,
            ],
            examples: [])
    }

    /// Operators whose chain another rule reads (``OneResultChainsRule``, ``FailureHandlingRule``)
    /// or that keep their name on `Events`.
    private static let keptNames: Set<String> = [
        "withUnretained", "flatMap", "flatMapFirst", "asSingle", "asMaybe", "asCompletable", "do", "catch",
        "catchAndReturn", "catchError", "catchErrorJustReturn", "retry", "subscribe",
    ]

    /// Rx's ways to make an `Observable` (`Observable.just(_:)`), which have no rewrite.
    private static let rxFactories: Set<String> = [
        "create", "of", "from", "error", "interval", "timer", "zip", "concat",
    ]

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard !file.keepsRxStreams, !file.isOwned(node.calledExpression), !file.isHandled(node),
            let member = node.calledExpression.as(MemberAccessExprSyntax.self)
        else { return .visitChildren }
        let name = member.declName.baseName.text
        let arguments = Array(node.arguments)
        guard !RelayWritesRule.handles(name, arguments: arguments.count), !Self.keptNames.contains(name) else {
            return .visitChildren
        }
        var base = member.base
        if let generic = base?.as(GenericSpecializationExprSyntax.self) { base = generic.expression }
        let isStatic = base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "Observable"
        let period = member.period
        switch name {
        case "take", "skip":
            guard arguments.count == 1, arguments[0].label == nil else {
                if file.importsRx { file.leave(node, at: period, construct: "\(name)(for:)", recipe: .scheduler) }
                break
            }
            file.rename(member.declName.baseName, to: MigrationCatalog.operatorRenames[name]!)
        case "distinctUntilChanged", "startWith", "disposeOnDeactivate", "disposeOnStop":
            file.rename(member.declName.baseName, to: MigrationCatalog.operatorRenames[name]!)
            file.usesRuntime = true
        case "withLatestFrom":
            file.rename(member.declName.baseName, to: "withLatest")
            if let first = arguments.first { file.edits.insert("from: ", at: first.positionAfterSkippingLeadingTrivia) }
        case "confineTo":
            file.rename(member.declName.baseName, to: "confined")
            if let first = arguments.first { file.edits.insert("to: ", at: first.positionAfterSkippingLeadingTrivia) }
        case "bind":
            rewriteBind(node, member: member)
        case "dispose" where arguments.isEmpty:
            file.rename(member.declName.baseName, to: "cancel")
        case "debounce", "throttle":
            guard let scheduler = arguments.first(where: { $0.label?.text == "scheduler" }) else { break }
            if let first = arguments.first, first.label == nil {
                file.edits.insert("for: ", at: first.positionAfterSkippingLeadingTrivia)
            }
            file.removeArgument(scheduler, in: arguments)
        case "share":
            if let scope = arguments.first(where: { $0.label?.text == "scope" }) {
                file.removeArgument(scope, in: arguments)
            }
        case "observe", "observeOn":
            let scheduler = arguments.first?.expression.trimmedText ?? ""
            if scheduler.hasPrefix("MainScheduler") || file.isInjectedScheduler(arguments.first?.expression, at: node) {
                file.removeMemberCall(member, node)
            } else if file.importsRx {
                file.leave(node, at: period, construct: "\(name)(on: \(scheduler))", recipe: .scheduler)
            }
        case "combineLatest" where isStatic, "merge" where isStatic:
            if let selector = arguments.first(where: { $0.label?.text == "resultSelector" }),
                let label = selector.label, let colon = selector.colon
            {
                file.edits.replace(
                    label.positionAfterSkippingLeadingTrivia.utf8Offset..<colon.endPosition.utf8Offset, with: "")
            }
        case _ where isStatic && Self.rxFactories.contains(name):
            file.leave(node, construct: "Observable.\(name)", recipe: Recipe(rawValue: name) ?? .observableCreate)
        case "subscribeOn", "materialize", "asDriver", "asSignal", "drive", "toBlocking":
            if file.importsRx {
                file.leave(node, at: period, construct: "\(name)(…)", recipe: Recipe(rawValue: name) ?? .rxCocoa)
            }
        default:
            break
        }
        return .visitChildren
    }

    /// `bind(onNext:)`, `bind(with:onNext:)` and `bind { }` subscribe; `bind(to:)` a relay of the
    /// runtime is the runtime's own; any other `bind(to:)` (a view's `rx` binder) is RxCocoa's.
    private func rewriteBind(_ node: FunctionCallExprSyntax, member: MemberAccessExprSyntax) {
        let first = FileRewrite.labels(of: node).first
        let arguments = Array(node.arguments)
        if first == "onNext" || first == "with" || (arguments.isEmpty && node.trailingClosure != nil) {
            file.rename(member.declName.baseName, to: "subscribe")
        } else if first == "to", file.streamKind(of: member.base) == .events,
            arguments.allSatisfy({ file.relayReference(of: $0.expression).kind != nil })
        {
            // The runtime's streams bind to its relays: nothing to change.
            file.usesRuntime = true
        } else if first == "to", file.importsRx {
            file.leave(node, at: member.period, construct: "bind(to:)", recipe: .rxCocoa)
        }
    }

    /// `asObservable` passed as a function, not called (`flatMap(stream.asObservable)`).
    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        let name = node.declName.baseName.text
        guard !file.keepsRxStreams, file.importsRx, ["asObservable", "asSingle", "asDriver"].contains(name),
            node.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id != Syntax(node).id, !file.isOwned(node)
        else { return .visitChildren }
        file.leave(node, at: node.period, construct: "\(name) passed as a function", recipe: .unappliedStream)
        return .visitChildren
    }
}
