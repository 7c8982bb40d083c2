import RIBsSource
import SwiftSyntax

/// Rx's operators under the runtime's names and labels: `distinctUntilChanged` is
/// `removeDuplicates`, `take(n)` `prefix(n)`, `debounce(d, scheduler:)` `debounce(for: d)`,
/// `observe(on: MainScheduler…)` nothing (the runtime delivers on the main actor). What the
/// runtime has no operator for (a scheduler other than the main one, `Observable.create`) is named with its recipe.
final class OperatorsRule: FileRule {
    override class var description: RuleDescription {
        RuleDescription(
            id: .operators,
            summary:
                "`distinctUntilChanged()` becomes `removeDuplicates()`, `startWith` `prepend`, `take(n)` `prefix(n)`, `skip(n)` `dropFirst(n)`, `withLatestFrom(b)` `withLatest(from: b)`, `debounce`/`throttle` lose their scheduler, `observe(on: MainScheduler…)` goes, `disposeOnDeactivate` is `cancelOnDeactivate`, `dispose()` `cancel()`",
            catalogue: [
                "ObservableType.map(_:)",
                "ObservableType.filter(_:)",
                "ObservableType.compactMap(_:)",
                "ObservableType.flatMap(_:)",
                "ObservableType.flatMapLatest(_:)",
                "ObservableType.distinctUntilChanged()",
                "ObservableType.distinctUntilChanged(_:)",
                "ObservableType.startWith(_:)",
                "ObservableType.take(_:)",
                "ObservableType.skip(_:)",
                "ObservableType.withLatestFrom(_:)",
                "ObservableType.withLatestFrom(_:resultSelector:)",
                "ObservableType.debounce(_:scheduler:)",
                "ObservableType.throttle(_:latest:scheduler:)",
                "ObservableType.share(replay:scope:)",
                "SubjectLifetimeScope.*",
                "ObservableType.observe(on:)",
                "ObservableType.observeOn(_:)",
                "Disposable.dispose()",
                "ObservableType.withUnretained(*)",
                "ObservableType.do(*)",
                "ObservableType.combineLatest(*)",
                "ObservableType.merge(*)",
                "ObservableType.just(_:)",
                "ObservableType.empty()",
                "ObservableType.never()",
                "ObservableType.subscribe(onNext:onError:onCompleted:onDisposed:)",
                "ObservableType.subscribe(with:onNext:onError:onCompleted:onDisposed:)",
                "ObservableType.bind(to:)",
                "ObservableType.bind(onNext:)",
                "ObservableType.bind(with:onNext:)",
                "*.subscribe(_:)",
            ],
            recipes: [
                .scheduler, .observableCreate, .observableOf, .observableFrom, .observableError, .interval, .timer,
                .zip, .concat, .subscribeOn, .materialize, .drive, .toBlocking, .rxCocoa, .unappliedStream, .driver,
                .signal, .scan, .filtering, .rxProducer, .bridgedAsyncChain, .driverFallback,
            ],
            examples: examples)
    }

    /// Operators whose chain another rule reads (``FailureHandlingRule``…) or kept on `Events`.
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
        // A chain on a stream RxSwift makes stays RxSwift's, as it is.
        if keepsProducerChain(node, member: member) { return .visitChildren }
        // `subscribe(on:)` names a scheduler, as `subscribeOn(_:)` does; the subscriptions are others'.
        let subscribesOn = name == "subscribe" && arguments.count == 1 && arguments[0].label?.text == "on"
        guard !RelayWritesRule.handles(name, arguments: arguments.count), !Self.keptNames.contains(name) || subscribesOn
        else {
            return .visitChildren
        }
        var base = member.base
        if let generic = base?.as(GenericSpecializationExprSyntax.self) { base = generic.expression }
        let isStatic = base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "Observable"
        let period = member.period
        switch name {
        case "take", "skip":
            guard arguments.count == 1, arguments[0].label == nil else {
                // `take(for:scheduler:)` is a time; `take(until:)`, `skip(while:)` a condition.
                let label = arguments.first?.label?.text ?? "_"
                if file.importsRx {
                    file.leave(
                        node, at: period, construct: "\(name)(\(label):)",
                        recipe: label == "for" ? .scheduler : .filtering)
                }
                break
            }
            file.rename(member.declName.baseName, to: MigrationCatalog.operatorRenames[name]!)
        case "distinctUntilChanged", "startWith", "disposeOnDeactivate", "disposeOnStop":
            guard RxNames.isRx(name, labels: FileRewrite.argumentLabels(of: node)) else { break }  // Rx's labels
            // A one result's subscription is RxSwift's `Disposable`: Uber's call stays, bridged.
            if name.hasPrefix("dispose"), DisposedCalls.subscribesToOneResult(member.base, in: file) { break }
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
            // A scheduler is a name or a member (`MainScheduler.instance`, an injected one): an
            // argument that does more (an assignment in it) is the app's code, and stays, named.
            guard !scheduler.expression.is(SequenceExprSyntax.self) else {
                if file.importsRx { file.leave(node, at: period, construct: "\(name)(…)", recipe: .scheduler) }
                break
            }
            if let first = arguments.first, first.label == nil {
                file.edits.insert("for: ", at: first.positionAfterSkippingLeadingTrivia)
            }
            file.removeArgument(scheduler, in: arguments)
        case "share":
            if let scope = arguments.first(where: { $0.label?.text == "scope" }) {
                file.removeArgument(scope, in: arguments)
            }
        case "observe", "observeOn", "subscribe", "subscribeOn":
            // Rx's take one scheduler (`observe(on:)`, `observeOn(_:)`); Realm's `observe { changes
            // in … }` takes a closure, and is Realm's.
            guard arguments.count == 1, node.trailingClosure == nil, let argument = arguments.first,
                argument.label?.text == (name.hasSuffix("On") ? nil : "on"),
                !argument.expression.is(ClosureExprSyntax.self)
            else { break }
            // The runtime delivers on the main actor: a main or injected scheduler says nothing.
            let scheduler = argument.expression.trimmedText
            if MainScheduler.isNamed(by: argument.expression) || file.isInjectedScheduler(argument.expression, at: node)
            {
                file.removeMemberCall(member, node)
            } else if file.importsRx {
                let recipe: Recipe = name.hasPrefix("subscribe") ? .subscribeOn : .scheduler
                let construct = name.hasSuffix("On") ? "\(name)(\(scheduler))" : "\(name)(on: \(scheduler))"
                file.leave(node, at: period, construct: construct, recipe: recipe)
            }
        case "combineLatest" where isStatic, "merge" where isStatic:
            if let selector = arguments.first(where: { $0.label?.text == "resultSelector" }),
                let label = selector.label, let colon = selector.colon
            {
                file.edits.replace(
                    label.positionAfterSkippingLeadingTrivia.utf8Offset..<colon.endPosition.utf8Offset, with: "")
            }
        case _ where isStatic && RxTimers.rewrite(of: node).map({ !file.isRxProducerChain($0.consumer) }) == true:
            rewriteTimer(node, member: member)
        case _ where isStatic && Self.rxFactories.contains(name):
            file.leave(node, construct: "Observable.\(name)", recipe: Recipe(rawValue: name) ?? .observableCreate)
            // Left as Rx wrote it: `Events<Int>.interval(…)` would be neither Rx nor the runtime.
            if let type = member.base {
                file.ownedRanges.append(
                    type.positionAfterSkippingLeadingTrivia.utf8Offset..<type.endPositionBeforeTrailingTrivia.utf8Offset
                )
            }
        case _
        where ["asDriver", "asSignal", "drive", "emit"].contains(name) && !file.bridgesToRx
            && readsEventsOnce(member):
            // Read once, at once, on the main thread: the runtime's `subscribe(onNext:)`.
            if name.hasPrefix("as") {
                file.removeMemberCall(member, node)
                // A chain that awaits a call can fail there: Rx drove this value then, and ended.
                if !RxCocoaTraitsFile.readsWithoutFailing(member.base), let fallback = arguments.first {
                    // Not Rx's: the file's Rx imports may go.
                    file.leave(
                        atOffset: period.positionAfterSkippingLeadingTrivia.utf8Offset,
                        construct: "\(name)(\(fallback.trimmedDescription))", recipe: .driverFallback, keepsRx: false)
                }
            } else {
                file.rename(member.declName.baseName, to: "subscribe")
            }
            file.usesRuntime = true
        case "materialize", "asDriver", "asSignal", "drive", "toBlocking":  // the catalogue's recipes
            if file.importsRx {
                let recipe =
                    name == "asDriver" ? .driver : name == "asSignal" ? .signal : Recipe(rawValue: name) ?? .rxCocoa
                file.leave(node, at: period, construct: "\(name)(…)", recipe: recipe)
            }
        default:
            nameOperatorWithoutRule(node, member: member, name: name)
        }
        return .visitChildren
    }

    /// `asDriver(onErrorJustReturn:).drive(onNext:)` on a stream that becomes `Events`, not one
    /// that stays RxSwift's, whose `Driver` moved it to the main thread.
    private func readsEventsOnce(_ member: MemberAccessExprSyntax) -> Bool {
        guard let driven = RxCocoaTraitsFile.drivenOnce(member),
            let stream = driven.asTrait.calledExpression.as(MemberAccessExprSyntax.self)?.base
        else { return false }
        return file.streamKind(of: stream) == .events && !file.isRxProducerChain(stream)
    }

    /// Names Swift's standard library shares with Rx (`array.reduce`, `text.first`): a call of one
    /// is Rx's only on what the module shows is a stream.
    static let sharedWithSwift: Set<String> = [
        "map", "filter", "compactMap", "flatMap", "reduce", "first", "contains", "enumerated", "zip", "prefix",
        "dropFirst", "sorted", "forEach", "min", "max", "last", "count", "element", "single", "values", "concat",
        "from", "of", "create", "range", "generate", "error", "using", "deferred",
    ]

    /// Any other operator of Rx's the catalogue names (`takeUntil`, `scan`, `timeout`): no rule
    /// rewrites it, so it is named with its recipe, where the file imports Rx or the chain is a
    /// stream the module declares, not left in silence.
    private func nameOperatorWithoutRule(_ node: FunctionCallExprSyntax, member: MemberAccessExprSyntax, name: String) {
        guard let recipe = RxCatalogue.operatorRecipes[name], file.importsRx || file.streamKind(of: member.base) != nil,
            !file.index.declaredFunctions.contains(FunctionKey(node) ?? FunctionKey(name: "", labels: []))
        else { return }
        var labels = node.arguments.map { $0.label?.text ?? "_" }
        if node.trailingClosure != nil { labels.append("_") }
        labels += node.additionalTrailingClosures.map(\.label.text)
        guard RxNames.isRx(name, labels: labels) else { return }
        // `Observable.just(…)` is another rule's (the type's rename makes it `Events.just`).
        if RxCatalogue.operatorsOfRules.contains(name) { return }
        if Self.sharedWithSwift.contains(name), file.streamKind(of: member.base) == nil { return }
        // A call on a type that is not Rx's (nor an alias of one) is that type's static
        // (`LogFlume.debug("…")`, a logger's): Rx's operators are called on a stream.
        if let type = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text, type.first?.isUppercase == true,
            !RxNames.types.contains(type), file.index.typeAliases[type]?.contains(where: RxNames.types.contains) != true
        {
            return
        }
        file.leave(node, at: member.period, construct: "\(name)(…)", recipe: recipe)
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
