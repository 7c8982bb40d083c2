import SwiftSyntax

/// Streams and operators: relays and their reads and writes, Rx's operators under the
/// runtime's names, subscriptions bound to the RIB.
extension MigrationVisitor {
    func visitCall(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard !isOwned(node.calledExpression) else { return .visitChildren }
        rewriteRelayConstruction(node)
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self) {
            rewriteMemberCall(node, member: member)
        }
        if MigrationIndex.calledName(node) == "onStep" { rewriteStepClosures(node) }
        return .visitChildren
    }

    func visitMemberAccess(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        if importsRx, node.declName.baseName.text == "rx", !isOwned(node) {
            leaveToPerson(node, at: node.period, construct: "RxCocoa's .rx", recipe: "rx")
        }
        // `relay.asObservable` passed as a function (`flatMap(relay.asObservable)`), not called.
        let name = node.declName.baseName.text
        if readRelayPassedAsFunction(node) { return .skipChildren }
        if importsRx, ["asObservable", "asSingle", "asDriver"].contains(name),
            node.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id != Syntax(node).id, !isOwned(node)
        {
            leaveToPerson(node, at: node.period, construct: "\(name) passed as a function", recipe: "unappliedStream")
        }
        return .visitChildren
    }

    /// `BehaviorRelay<T>(value: v)` (or `BehaviorRelay.init(value: v)`) becomes
    /// `ValueRelay<T>(v)`; `ReplaySubject<T>.create(bufferSize: 1)` becomes `ReplayRelay<T>()`.
    private func rewriteRelayConstruction(_ node: FunctionCallExprSyntax) {
        guard let typeName = MigrationIndex.constructedType(ExprSyntax(node)),
            MigrationCatalog.relayKinds[typeName] != nil, !index.declaredTypes.contains(typeName)
        else { return }
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text != "init" {
            guard member.declName.baseName.text == "create", typeName == "ReplaySubject" else { return }
            let buffer = node.arguments.first { $0.label?.text == "bufferSize" }?.expression.trimmedText
            guard buffer == "1" else {
                leaveToPerson(
                    node, construct: "ReplaySubject.create(bufferSize: \(buffer ?? "?"))", recipe: "replayBuffer")
                return
            }
            // From the end of the type, so `ReplaySubject<T>⏎    .create(bufferSize: 1)` becomes
            // `ReplayRelay<T>()` and not `()` on a line of its own, which does not parse (a
            // Mockolo mock of a real app). A trailing closure stays: it is the property's
            // observers (`{ didSet { … } }`).
            let start =
                member.period.leadingTrivia.contains(where: \.isNewline)
                ? (member.period.previousToken(viewMode: .sourceAccurate)?.endPositionBeforeTrailingTrivia
                    ?? member.period.positionAfterSkippingLeadingTrivia)
                : member.period.positionAfterSkippingLeadingTrivia
            let end = node.rightParen?.endPositionBeforeTrailingTrivia ?? node.endPositionBeforeTrailingTrivia
            edits.replace(start.utf8Offset..<end.utf8Offset, with: "()")
            ownedRanges.append(start.utf8Offset..<end.utf8Offset)
            return
        }
        if let first = node.arguments.first, let label = first.label, label.text == "value", let colon = first.colon {
            edits.replace(
                label.positionAfterSkippingLeadingTrivia.utf8Offset..<colon.endPosition.utf8Offset, with: "")
        }
    }

    /// The relay a receiver names, by its declaration in the module: `relay` or `self.relay`.
    func relayReference(of expression: ExprSyntax?) -> RelayReference {
        guard let expression else { return .notARelay }
        var name: String?
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
        } else if let member = expression.as(MemberAccessExprSyntax.self), Self.isSelf(member.base) {
            name = member.declName.baseName.text
        } else if let member = expression.as(MemberAccessExprSyntax.self), member.base != nil,
            member.declName.argumentNames == nil
        {
            // `service.events`, `self.service.events`: another object's relay, as a service
            // exposes one. Only a name the module declares as a relay, of one kind, counts.
            guard case .relay(let kind) = index.relays[member.declName.baseName.text] else { return .notARelay }
            return .relay(kind)
        }
        guard let name else { return .notARelay }
        return index.relays[name] ?? .notARelay
    }

    /// `self`, `self?` in a closure that holds it weakly, or a name it goes by in one (`owner`
    /// after `withUnretained(self)`, `strongSelf`): a relay read through it is the type's own.
    private static func isSelf(_ expression: ExprSyntax?) -> Bool {
        var expression = expression
        if let optional = expression?.as(OptionalChainingExprSyntax.self) { expression = optional.expression }
        let name = expression?.as(DeclReferenceExprSyntax.self)?.baseName.text
        return name.map { ["self", "`self`", "owner", "strongSelf", "weakSelf", "this"].contains($0) } ?? false
    }

    private func rewriteMemberCall(_ node: FunctionCallExprSyntax, member: MemberAccessExprSyntax) {
        let name = member.declName.baseName.text
        let baseRelay = relayReference(of: member.base)
        let arguments = Array(node.arguments)
        switch name {
        case "accept", "onNext":
            guard baseRelay != .notARelay else {
                // Rx's spellings, on something the index cannot read as a relay (a property
                // wrapper's `$projection`, a relay returned by a call).
                if importsRx {
                    leaveToPerson(node, at: member.period, construct: "\(name)(_:)", recipe: "unknownRelay")
                }
                return
            }
            guard let kind = baseRelay.kind, arguments.count == 1, let rightParen = node.rightParen else {
                leaveToPerson(node, at: member.period, construct: "\(name)(_:)", recipe: "unknownRelay")
                return
            }
            usesRuntime = true
            if kind == .value {
                edits.replace(
                    member.period.positionAfterSkippingLeadingTrivia
                        .utf8Offset..<arguments[0]
                        .positionAfterSkippingLeadingTrivia.utf8Offset, with: ".value = ")
                edits.replace(
                    arguments[0].endPositionBeforeTrailingTrivia
                        .utf8Offset..<rightParen.endPositionBeforeTrailingTrivia
                        .utf8Offset, with: "")
            } else {
                rename(member.declName.baseName, to: "send")
            }
            return
        case "onCompleted" where arguments.isEmpty:
            // An EventRelay ends its subscriptions with finish(); a value has no end.
            guard baseRelay.kind == .event else {
                if importsRx {
                    leaveToPerson(node, at: member.period, construct: "onCompleted()", recipe: "onCompleted")
                }
                return
            }
            rename(member.declName.baseName, to: "finish")
            return
        case "asObservable" where arguments.isEmpty:
            if let kind = baseRelay.kind {
                replace(range: member.period, through: node, with: "." + kind.streamMember)
            } else {
                removeMemberCall(member, node)
            }
            usesRuntime = true
            return
        default:
            break
        }
        if let kind = baseRelay.kind, MigrationCatalog.streamMembers.contains(name), let base = member.base {
            edits.insert("." + kind.streamMember, at: base.endPositionBeforeTrailingTrivia)
            usesRuntime = true
        }
        rewriteOperator(node, member: member, name: name, arguments: arguments)
    }

    /// Rx's operators under the runtime's names and labels.
    private func rewriteOperator(
        _ node: FunctionCallExprSyntax, member: MemberAccessExprSyntax, name: String,
        arguments: [LabeledExprSyntax]
    ) {
        if rewriteChainOperator(node, member: member, name: name, arguments: arguments) { return }
        var base = member.base
        if let generic = base?.as(GenericSpecializationExprSyntax.self) { base = generic.expression }
        let isStatic = base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "Observable"
        let period = member.period
        switch name {
        case "take", "skip":
            guard arguments.count == 1, arguments[0].label == nil else {
                if importsRx { leaveToPerson(node, at: period, construct: "\(name)(for:)", recipe: "scheduler") }
                return
            }
            rename(member.declName.baseName, to: MigrationCatalog.operatorRenames[name]!)
        case "distinctUntilChanged", "startWith", "disposeOnDeactivate", "disposeOnStop":
            rename(member.declName.baseName, to: MigrationCatalog.operatorRenames[name]!)
            usesRuntime = true
        case "withLatestFrom":
            rename(member.declName.baseName, to: "withLatest")
            if let first = arguments.first { edits.insert("from: ", at: first.positionAfterSkippingLeadingTrivia) }
            appendRelayAccessors(arguments)
        case "confineTo":
            rename(member.declName.baseName, to: "confined")
            if let first = arguments.first { edits.insert("to: ", at: first.positionAfterSkippingLeadingTrivia) }
        case "bind":
            let first = Self.labels(of: node).first
            if first == "onNext" || first == "with" || (arguments.isEmpty && node.trailingClosure != nil) {
                // `bind(onNext:)`, `bind(with:onNext:)` and `bind { }` subscribe.
                rename(member.declName.baseName, to: "subscribe")
            } else if first == "to", streamKind(of: member.base) == .events,
                arguments.allSatisfy({ relayReference(of: $0.expression).kind != nil })
            {
                // The runtime's streams bind to its relays: nothing to change.
                usesRuntime = true
            } else if importsRx {
                leaveToPerson(node, at: period, construct: "bind(to:)", recipe: "rx")
            }
        case "subscribe":
            let labels = arguments.compactMap { $0.label?.text }
            if labels.contains(where: {
                ["onError", "onCompleted", "onDisposed", "onSuccess", "onFailure"].contains($0)
            }) {
                leaveToPerson(
                    node, at: period, construct: "subscribe(\(labels.map { "\($0):" }.joined()))",
                    recipe: "subscribeWithHandlers")
            }
        case "dispose" where arguments.isEmpty:
            rename(member.declName.baseName, to: "cancel")
        case "debounce", "throttle":
            guard let scheduler = arguments.first(where: { $0.label?.text == "scheduler" }) else { return }
            if let first = arguments.first, first.label == nil {
                edits.insert("for: ", at: first.positionAfterSkippingLeadingTrivia)
            }
            removeArgument(scheduler, in: arguments)
        case "share":
            if let scope = arguments.first(where: { $0.label?.text == "scope" }) {
                removeArgument(scope, in: arguments)
            }
        case "observe", "observeOn":
            let scheduler = arguments.first?.expression.trimmedText ?? ""
            if scheduler.hasPrefix("MainScheduler") || isInjectedScheduler(arguments.first?.expression, at: node) {
                removeMemberCall(member, node)
            } else if importsRx {
                leaveToPerson(node, at: period, construct: "\(name)(on: \(scheduler))", recipe: "scheduler")
            }
        case "combineLatest" where isStatic, "merge" where isStatic:
            appendRelayAccessors(arguments)
            if let selector = arguments.first(where: { $0.label?.text == "resultSelector" }),
                let label = selector.label, let colon = selector.colon
            {
                edits.replace(
                    label.positionAfterSkippingLeadingTrivia.utf8Offset..<colon.endPosition.utf8Offset, with: "")
            }
        case _ where isStatic && Self.rxFactories.contains(name):
            leaveToPerson(node, construct: "Observable.\(name)", recipe: name)
        case "disposed" where convertsDisposeBags && Self.labels(of: node) == ["by"]:
            rename(member.declName.baseName, to: "cancelled")
            usesRuntime = true
        case "subscribeOn", "materialize", "asDriver", "asSignal", "drive",
            "disposed", "toBlocking":
            if importsRx {
                leaveToPerson(
                    node, at: period, construct: "\(name)(…)",
                    recipe: MigrationCatalog.manualRecipes[name] == nil ? "rx" : name)
            }
        default:
            if index.customOperators.contains(name) {
                leaveToPerson(
                    node, at: period, construct: "\(name)(…), an operator of the app's", recipe: "customOperator")
            }
        }
    }

    /// Rx's ways to make an `Observable` (`Observable.just(_:)`), which have no rewrite.
    private static let rxFactories: Set<String> = [
        "create", "of", "from", "error", "interval", "timer", "zip", "concat",
    ]

    /// `relay` as an argument of `combineLatest`, `merge` or `withLatestFrom` is read as a stream.
    private func appendRelayAccessors(_ arguments: [LabeledExprSyntax]) {
        for argument in arguments {
            guard let kind = relayReference(of: argument.expression).kind else { continue }
            edits.insert("." + kind.streamMember, at: argument.expression.endPositionBeforeTrailingTrivia)
        }
    }

    /// Removes an argument and the comma before it.
    func removeArgument(_ argument: LabeledExprSyntax, in arguments: [LabeledExprSyntax]) {
        guard let index = arguments.firstIndex(where: { $0.id == argument.id }) else { return }
        let start =
            index > 0
            ? arguments[index - 1].expression.endPositionBeforeTrailingTrivia.utf8Offset
            : argument.positionAfterSkippingLeadingTrivia.utf8Offset
        var end = argument.endPositionBeforeTrailingTrivia.utf8Offset
        if index == 0, arguments.count > 1 { end = arguments[1].positionAfterSkippingLeadingTrivia.utf8Offset }
        edits.replace(start..<end, with: "")
        // What the argument said goes with it: no rule looks inside.
        ownedRanges.append(start..<end)
    }

    /// Removes `.name(…)` from a chain; on a line of its own, the whole line.
    func removeMemberCall(_ member: MemberAccessExprSyntax, _ node: FunctionCallExprSyntax) {
        let period = member.period
        let start =
            period.leadingTrivia.contains(where: \.isNewline)
            ? (period.previousToken(viewMode: .sourceAccurate)?.endPositionBeforeTrailingTrivia ?? period.position)
            : period.positionAfterSkippingLeadingTrivia
        edits.replace(start.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset, with: "")
        ownedRanges.append(start.utf8Offset..<node.endPosition.utf8Offset)
    }

    private func replace(range start: TokenSyntax, through end: some SyntaxProtocol, with text: String) {
        edits.replace(
            start.positionAfterSkippingLeadingTrivia.utf8Offset..<end.endPositionBeforeTrailingTrivia.utf8Offset,
            with: text)
    }
}
