import RIBsSource
import SwiftSyntax

/// Writing to a relay, in the runtime's words: `accept(x)` and `onNext(x)` become `.value = x` on
/// a `ValueRelay` and `send(x)` on the others; `onCompleted()` on an `EventRelay` is `finish()`;
/// `asObservable()` reads the relay as a stream (`.values`, `.events`) and is dropped elsewhere;
/// `on(.next(x))` and `on(.completed)` are the same writes, and a subject's error is named, as a
/// relay does not fail.
final class RelayWritesRule: FileRule {
    override class var description: RuleDescription {
        RuleDescription(
            id: .relayWrites,
            summary:
                "`relay.accept(x)` and `subject.onNext(x)` become `relay.value = x` on a `ValueRelay` and `relay.send(x)` on an `EventRelay` or `ReplayRelay`; `onCompleted()` on an `EventRelay` is `finish()`, and `on(.next(x))`, `on(.completed)` likewise; `asObservable()` is `.values` or `.events`; a subject's `onError` is named, as a relay does not fail",
            catalogue: [
                "BehaviorRelay.accept(_:)",
                "PublishRelay.accept(_:)",
                "ReplayRelay.accept(_:)",
                "BehaviorRelay.value",
                "ObserverType.onNext(_:)",
                "ObserverType.onCompleted()",
                "ObserverType.on(_:)",
                "ObservableType.asObservable()",
                "ObservableConvertibleType.asObservable()",
                "Observable.asObservable()",
                "BehaviorRelay.asObservable()",
                "PublishRelay.asObservable()",
                "ReplayRelay.asObservable()",
            ],
            recipes: [.unknownRelay, .onCompleted, .subjectError],
            examples: examples + eventExamples)
    }

    /// Whether `name` with no more arguments than `count` is one this rule handles, so the
    /// operator rules leave the call alone.
    static func handles(_ name: String, arguments count: Int) -> Bool {
        name == "accept" || name == "onNext" || (count == 0 && (name == "onCompleted" || name == "asObservable"))
    }

    /// Whether `base` names a relay of the module, which a view bound with RxCocoa
    /// (``RxCocoaViewsRule``) writes in the runtime's words; the relays it declares itself stay
    /// RxSwift's, as does everything else it writes to.
    private static func isModulesRelay(_ base: ExprSyntax?, in file: FileRewrite) -> Bool {
        guard let name = StreamReader.referencedName(of: base)?.name, !file.ownRelays.contains(name) else {
            return false
        }
        return file.relayReference(of: base).kind != nil
    }

    /// Whether `call` is part of a larger expression rather than a statement of its own (or one
    /// under `try` or `await`, or a closure's whole value).
    private static func isOperand(_ call: FunctionCallExprSyntax) -> Bool {
        var node = Syntax(call)
        while let parent = node.parent, parent.is(TryExprSyntax.self) || parent.is(AwaitExprSyntax.self) {
            node = parent
        }
        guard let parent = node.parent else { return false }
        return !parent.is(CodeBlockItemSyntax.self)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        writeInRelayExtension(node)
        guard !file.isOwned(node.calledExpression), !file.isHandled(node),
            let member = node.calledExpression.as(MemberAccessExprSyntax.self),
            !file.keepsRxStreams || (file.bridgesToRx && Self.isModulesRelay(member.base, in: file))
        else { return .visitChildren }
        let name = member.declName.baseName.text
        let baseRelay = file.relayReference(of: member.base)
        let arguments = Array(node.arguments)
        switch name {
        case "accept", "onNext":
            // `tapped.accept()` on a relay of `Void`: the app's own extension of Rx's, which
            // writes `()`; the runtime's `send(())`. A value relay's is left, named.
            if arguments.isEmpty, node.trailingClosure == nil, let kind = baseRelay.kind,
                let leftParen = node.leftParen
            {
                guard kind != .value else {
                    file.leave(node, at: member.period, construct: "\(name)()", recipe: .unknownRelay)
                    return .visitChildren
                }
                file.rename(member.declName.baseName, to: "send")
                file.edits.insert("()", at: leftParen.endPositionBeforeTrailingTrivia)
                file.usesRuntime = true
                return .visitChildren
            }
            // Rx's writes take one unlabelled value: `listener?.accept()` is the app's own call.
            guard arguments.count == 1, arguments[0].label == nil else { return .visitChildren }
            guard baseRelay != .notARelay else {
                // Rx's spellings, on something the index cannot read as a relay (a property
                // wrapper's `$projection`, a relay returned by a call).
                if file.importsRx {
                    file.leave(node, at: member.period, construct: "\(name)(_:)", recipe: .unknownRelay)
                }
                return .visitChildren
            }
            guard let kind = baseRelay.kind, let rightParen = node.rightParen else {
                file.leave(node, at: member.period, construct: "\(name)(_:)", recipe: .unknownRelay)
                return .visitChildren
            }
            file.usesRuntime = true
            if kind == .value {
                // An assignment binds looser than any operator: where the write is an operand
                // (`flag ? a.accept(1) : b.accept(2)`, `*relay.accept(x)`), it is parenthesised, so
                // the write stays the whole operand it was.
                let isOperand = Self.isOperand(node)
                if isOperand {
                    let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
                    file.edits.replace(start..<start, with: "(")
                }
                file.edits.replace(
                    member.period.positionAfterSkippingLeadingTrivia
                        .utf8Offset..<arguments[0]
                        .positionAfterSkippingLeadingTrivia.utf8Offset, with: ".value = ")
                file.edits.replace(
                    arguments[0].endPositionBeforeTrailingTrivia
                        .utf8Offset..<rightParen.endPositionBeforeTrailingTrivia
                        .utf8Offset, with: isOperand ? ")" : "")
            } else {
                file.rename(member.declName.baseName, to: "send")
            }
        case "onCompleted" where arguments.isEmpty:
            // An EventRelay ends its subscriptions with finish(); a value has no end.
            guard baseRelay.kind == .event else {
                if file.importsRx {
                    file.leave(node, at: member.period, construct: "onCompleted()", recipe: .onCompleted)
                }
                return .visitChildren
            }
            file.rename(member.declName.baseName, to: "finish")
        case "asObservable" where arguments.isEmpty:
            // A view bound with RxCocoa reads the relay through the bridge, which keeps the call
            // (``RxCocoaViewsRule`` writes `relay.events.asObservable()`): written here too, it
            // read `.events.events`.
            guard !file.bridgesToRx else { return .visitChildren }
            if let kind = baseRelay.kind, file.producerChains.contains(ExprSyntax(node)), let base = member.base {
                // Read by a chain that stays RxSwift's: through the bridge (``RelayReadsRule``).
                file.edits.insert("." + kind.streamMember, at: base.endPositionBeforeTrailingTrivia)
                file.readsRelaysThroughBridge = true
            } else if let kind = baseRelay.kind {
                file.replace(from: member.period, through: node, with: "." + kind.streamMember)
            } else if file.isRxProducerChain(member.base) || LocalScope.isParameterOfNoStreamType(member.base) {
                // A chain that stays RxSwift's keeps it: a bridged call's `Single` seen as an
                // `Observable`, a parameter generic over Rx's protocols.
                return .visitChildren
            } else {
                file.removeMemberCall(member, node)
            }
            file.usesRuntime = true
        case "on" where arguments.count == 1 && baseRelay.kind != nil:
            writeEvent(arguments[0].expression, of: node, member: member, kind: baseRelay.kind)
        case "onError" where arguments.count == 1 && baseRelay.kind != nil:
            file.leave(node, at: member.period, construct: "onError(_:)", recipe: .subjectError)
        default:
            break
        }
        return .visitChildren
    }
}
