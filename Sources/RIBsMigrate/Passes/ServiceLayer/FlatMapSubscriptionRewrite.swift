import SwiftSyntax

/// A subscription of a stream whose elements each start one call of a function that becomes
/// `async throws`, as an interactor hands a tap to a service:
///
/// ```swift
/// taps
///     .flatMap { [weak self] id in self?.service.save(id: id) ?? .never() }
///     .subscribe(onNext: { [weak self] name in self?.names.accept(name) })
///     .disposeOnDeactivate(interactor: self)
/// ```
///
/// stays a subscription of the stream, and each element's call is a task of the subscription's
/// owner (the interactor's active period, or the bag):
///
/// ```swift
/// taps
///     .subscribe(onNext: { [weak self] id in
///         guard let self else { return }
///         whileActive { [self] in
///             do {
///                 let name = try await service.save(id: id)
///                 self.names.accept(name)
///             } catch is CancellationError {
///                 // deactivated: no handler runs, as Rx's disposal called none
///             } catch {}
///         }
///     })
///     .disposeOnDeactivate(interactor: self)
/// ```
///
/// Operators of the runtime's streams between the stream and the `flatMap` (`withUnretained(self)`,
/// `do(onNext:)`, `filter`, `map`, `compactMap`) stay the stream's, so each element passes them
/// before its call starts; a `bind(to:)` of the module's relays ends it as a handler would
/// (GRIG-iOS's next page: a tap counts the page in `do(onNext:)`, then a tracked request whose
/// result is bound to a relay, compiling with neither library before).
///
/// The calls run side by side and hand their results on as they return, as `flatMap`'s inner
/// streams did. A call that fails runs the failure handler, and the next element starts a call
/// again: Rx's error ended the whole subscription, which left later taps doing nothing. `nil`
/// where any part has no rewrite: the subscription is left as it was, and named.
struct FlatMapSubscriptionRewrite {
    let text: String

    init?(
        _ subscription: FunctionCallExprSyntax, owner: SubscriptionOwner, item: CodeBlockItemSyntax,
        families: [FunctionKey: OneResultType], streams: StreamReader
    ) {
        // A subscription ended with another's active period (`interactor: owner` inside a
        // handler) is not written here: its handler's `self` is not the interactor's.
        if case .task = owner { return nil }
        if case .whileActive(let interactor) = owner, interactor != "self" { return nil }
        guard let member = subscription.calledExpression.as(MemberAccessExprSyntax.self),
            ["subscribe", "bind"].contains(member.declName.baseName.text), let chain = member.base,
            let (flatMap, operators) = Self.flatMap(in: chain),
            let flatMapMember = flatMap.calledExpression.as(MemberAccessExprSyntax.self),
            var stream = flatMapMember.base, let closure = OneResultLowering.onlyClosure(flatMap),
            let call = Self.onlyCall(of: closure),
            OneResultSubscriptions.baseFamily(of: call, families: families) != nil,
            let parameters = try? OneResultLowering.parameterNames(of: closure)
        else { return nil }
        var renames: [String: String] = [:]
        var handsSelfFirst = false
        if let base = ClosureInliner.unretainedSelfBase(of: stream) {
            guard parameters.count == 2 else { return nil }
            if parameters[0] != "_" { renames[parameters[0]] = "self" }
            handsSelfFirst = true
            stream = base
        }
        // The operators between the stream and the `flatMap` stay the stream's: they are the
        // runtime's too. A `withUnretained(self)` among them hands the closure a pair.
        guard let (root, pairs) = Self.prefixRoot(of: stream), handsSelfFirst || parameters.count == (pairs ? 2 : 1)
        else { return nil }
        let element = handsSelfFirst ? parameters[1] : parameters.joined(separator: ", ")
        // The elements come from one of the module's streams (a relay, `Events` once migrated),
        // which the subscription keeps following.
        let bindsRelays = member.declName.baseName.text == "bind"
        guard streams.streamKind(of: root) == .events || streams.relayReference(of: root).kind != nil,
            let handlers = bindsRelays
                ? SubscriptionHandlers(binding: subscription, streams: streams)
                : SubscriptionHandlers(subscription, kind: .single),
            bindsRelays || handlers.relays.isEmpty, handlers.completed == nil, handlers.disposed == nil
        else { return nil }
        var names = OneResultLowering.namesInScope(of: item)
        names.formUnion(["error"] + parameters)
        var lowering = OneResultLowering(families: families, usedNames: names)
        // `guard let strongSelf = self` of a closure moved out: the name reads `self`.
        for alias in ClosureInliner.selfAliases(in: item) { lowering.renames[alias] = "self" }
        lowering.inTask = true
        lowering.tracksActivity = streams.index.activityIndicator != nil
        lowering.renames = renames
        guard var lowered = try? lowering.lower(call, tail: false), lowered.value != nil else { return nil }
        for next in operators.reversed() {
            guard let name = next.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
                let applied = try? lowering.apply(name, next, to: lowered, tail: false), applied.value != nil
            else { return nil }
            lowered = applied
        }
        guard let success = try? lowering.handle(handlers, with: &lowered) else { return nil }
        var failure: [String] = []
        if let onFailure = handlers.failure {
            guard let handler = try? lowering.handleError(onFailure, owner: handlers.owner) else { return nil }
            failure = handler
        }
        let indented = OneResultLowering.indented
        var task = [owner.opening, "    do {"] + indented(lowered.statements + success, 2)
        task += ["    } catch is CancellationError {", "        " + owner.cancellation]
        task += failure.isEmpty ? ["    } catch {}"] : ["    } catch {"] + indented(failure, 2) + ["    }"]
        task.append(owner.closing)
        // The comments above the statement stay where they are, outside the edit.
        var lines = ClosureInliner(renames: [:], dropsWeakSelf: false).text(of: stream)
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            .drop { $0.hasPrefix("//") || $0.isEmpty }.map { $0 }
        lines.append("    .subscribe(onNext: { [weak self] \(element) in")
        lines.append("        guard let self else { return }")
        lines += indented(task, 2)
        lines.append("    })")
        lines.append("    " + owner.ownership)
        text = lines.joined(separator: "\n")
    }

    /// Operators of the runtime's streams, spelled as Rx spells them, that may come between the
    /// stream and the `flatMap`: each element passes through them before its call starts.
    private static let prefixOperators: Set<String> = ["withUnretained", "do", "filter", "map", "compactMap"]

    /// The stream under the operators `prefixOperators` names, nearest the `flatMap` first, and
    /// whether a `withUnretained(self)` among them pairs each element with `self`. Below another
    /// call is the stream itself, as ``StreamReader/streamKind(of:)`` reads it
    /// (`relay.asObservable()`). `nil` for a `do` with more than `onNext:`.
    private static func prefixRoot(of stream: ExprSyntax) -> (root: ExprSyntax, pairs: Bool)? {
        var root = stream
        // Decided by the operator nearest the `flatMap` that makes the elements.
        var pairs: Bool?
        while let call = root.as(FunctionCallExprSyntax.self),
            let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
            prefixOperators.contains(member.declName.baseName.text)
        {
            let name = member.declName.baseName.text
            switch name {
            case "withUnretained":
                guard ClosureInliner.unretainedSelfBase(of: root) != nil else { return nil }
                pairs = pairs ?? true
            case "do":
                guard call.arguments.map({ $0.label?.text }) == ["onNext"], call.trailingClosure == nil else {
                    return nil
                }
            case "filter":
                break
            default:
                pairs = pairs ?? false
            }
            root = base
        }
        return (root, pairs ?? false)
    }

    /// The chain's one `flatMap`, and the operators after it, outermost first; `nil` where there
    /// is none, or another before it.
    private static func flatMap(
        in chain: ExprSyntax
    ) -> (FunctionCallExprSyntax, [FunctionCallExprSyntax])? {
        var operators: [FunctionCallExprSyntax] = []
        var current = chain
        while let call = current.as(FunctionCallExprSyntax.self),
            let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base
        {
            if member.declName.baseName.text == "flatMap" {
                return OneResultSubscriptions.containsFlatMap(base) ? nil : (call, operators)
            }
            operators.append(call)
            current = base
        }
        return nil
    }

    /// The one call a closure's body makes and returns: `service.save(id: id)`, with
    /// `return`, or with `?? .never()` after an optional chain on a weak `self`.
    private static func onlyCall(of closure: ClosureExprSyntax) -> ExprSyntax? {
        guard closure.statements.count == 1, let item = closure.statements.first?.item else { return nil }
        var expression = item.as(ExprSyntax.self) ?? item.as(ReturnStmtSyntax.self)?.expression
        if let sequence = expression?.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            guard elements.count == 3, elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "??",
                let fallback = elements[2].as(FunctionCallExprSyntax.self)?.calledExpression
                    .as(MemberAccessExprSyntax.self),
                fallback.base == nil, ["never", "empty"].contains(fallback.declName.baseName.text)
            else { return nil }
            expression = elements[0]
        }
        return expression
    }
}
