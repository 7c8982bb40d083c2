import SwiftSyntax

/// One subscription of a stream RxSwift makes (``RxProducers``), as a loop over the stream's
/// elements in the task that replaces it, which ends as the subscription did (the interactor's
/// deactivation, a worker's stop, a bag's release, or the stream's end):
///
/// ```swift
/// api.devices(of: garden).subscribe(onNext: { [weak self] devices in
///     guard let self else { return }
///     self.presenter.show(devices)
/// }, onError: { [weak self] error in
///     self?.presenter.show(error)
/// }).disposeOnDeactivate(interactor: self)
/// ```
///
/// becomes
///
/// ```swift
/// let stream = api.devices(of: garden).asyncValues
/// whileActive { [self] in
///     do {
///         for try await devices in stream {
///             self.presenter.show(devices)
///         }
///     } catch {
///         self.presenter.show(error)
///     }
/// }
/// ```
///
/// The stream stays RxSwift's, read through the bridge ``ProducerLoopsRule`` writes at the end
/// of the file: subscribed where Rx subscribed, so what it sends from then on waits for the
/// loop, in order, hot or cold, and disposed when the task is cancelled (or never starts, on
/// an inactive interactor, as Uber's `disposeOnDeactivate` disposed at once). The handler's
/// `return` is the element's `continue`; `onCompleted:` runs after the loop unless the task was
/// cancelled (Rx's disposal called no handler), `onDisposed:` in a `defer`. `nil` where any part
/// has no such rewrite: the subscription is then left as it was.
struct ProducerLoopRewrite {
    let text: String
    /// Whether the task holds `self` weakly, as the handlers did: one a bag or nothing keeps,
    /// which a strong `self` would keep alive for as long as the stream runs.
    let holdsSelfWeakly: Bool
    /// The name of the stream's local, fresh in its scope.
    let stream: String

    /// The member the bridge adds to RxSwift's streams.
    static let bridgeMember = "asyncValues"

    init?(
        _ subscription: FunctionCallExprSyntax, owner: SubscriptionOwner, item: CodeBlockItemSyntax,
        producers: Set<FunctionKey>, streams: StreamReader, taken: Set<String>
    ) {
        // In a closure, `whileActive` would read `self` implicitly, or an optional one.
        guard let member = subscription.calledExpression.as(MemberAccessExprSyntax.self),
            var chain = member.base, !Self.isInClosure(item)
        else { return nil }
        var handlers: SubscriptionHandlers?
        switch member.declName.baseName.text {
        case "subscribe": handlers = SubscriptionHandlers(subscription, kind: .observable)
        case "bind": handlers = SubscriptionHandlers(binding: subscription, streams: streams)
        default: return nil
        }
        guard var handlers else { return nil }
        if let unretained = ClosureInliner.unretainedSelfBase(of: chain) {
            chain = unretained
            handlers.owner = true
        }
        guard !RxProducers.spine(of: chain).isDisjoint(with: producers) else { return nil }
        let closures = [handlers.success, handlers.failure, handlers.completed, handlers.disposed].compactMap { $0 }
        guard Self.movesWhole(handlers, owner: owner, item: item, index: streams.index) else { return nil }
        switch owner {
        // The deactivation (or the worker's stop) ends the task, which holds `self` until then.
        case .whileActive, .whileRunning: holdsSelfWeakly = false
        // A bag `self` keeps, or nothing, keeps the task: it holds `self` as the handlers did,
        // weakly, or strongly where one of them did (the task is as long-lived as the
        // subscription was). A task that held `self` where no handler did would keep it alive.
        case .bag, .task:
            holdsSelfWeakly = closures.contains(where: Self.capturesWeakSelf)
            let strong = closures.contains { Self.readsSelf($0) && !Self.capturesWeakSelf($0) }
            guard holdsSelfWeakly != strong else { return nil }
        }
        var renames: [String: String] = [:]
        if !holdsSelfWeakly {
            for alias in ClosureInliner.selfAliases(in: item) { renames[alias] = "self" }
        }
        let weak = holdsSelfWeakly
        // Held strongly, `if let self` alone binds what is no optional.
        if !weak, closures.contains(where: Self.bindsSelfAlone) { return nil }
        var names = OneResultLowering(
            families: [:], usedNames: OneResultLowering.namesInScope(of: item).union(taken))
        stream = names.fresh("stream")
        guard
            let loop = try? Self.loop(over: stream, handlers: handlers, renames: renames, weak: weak, names: &names),
            let failure = try? Self.body(
                of: handlers.failure, owner: handlers.owner, renames: renames, weak: weak, as: "error"),
            let completed = try? Self.body(of: handlers.completed, owner: handlers.owner, renames: renames, weak: weak),
            let disposed = try? Self.body(of: handlers.disposed, owner: handlers.owner, renames: renames, weak: weak)
        else { return nil }
        let indented = OneResultLowering.indented
        let source = ClosureInliner(renames: [:], dropsWeakSelf: false).text(of: chain)
        let opening = owner.opening(holdingSelf: weak ? "weak self" : "self")
        var lines = ["let \(stream) = \(source).\(Self.bridgeMember)", opening]
        if let disposed { lines += ["    defer {"] + indented(disposed, 2) + ["    }"] }
        lines += ["    do {"] + indented(loop, 2)
        if let completed {
            // A cancellation ends the loop as the stream's end does: Rx's disposal called no handler.
            lines += ["        if !Task.isCancelled {"] + indented(completed, 3) + ["        }"]
        }
        if let failure, !failure.isEmpty {
            lines += ["    } catch {"] + indented(failure, 2) + ["    }"]
        } else if member.declName.baseName.text == "bind" {
            // RxSwift's `bind` stops a debug build on an error, and only logs it in a release one.
            lines += ["    } catch {", "        assertionFailure(\"Binding error: \\(error)\")", "    }"]
        } else {
            lines += ["    } catch {}"]
        }
        text = (lines + [owner.closing]).joined(separator: "\n")
    }

    /// `for try await element in stream { … }`, with the success handler's body (or the value
    /// sent to each relay of `bind(to:)`) as the loop's.
    private static func loop(
        over stream: String, handlers: SubscriptionHandlers, renames: [String: String], weak: Bool,
        names: inout OneResultLowering
    ) throws(OneResultLowering.Unsupported) -> [String] {
        var renames = renames
        var pattern = "_"
        var body: [String] = []
        if !handlers.relays.isEmpty {
            pattern = names.fresh("element")
            body = handlers.relays.map { "\(ClosureInliner(renames: [:]).text(of: $0)).accept(\(pattern))" }
        } else if let success = handlers.success {
            var parameters = try OneResultLowering.parameterNames(of: success)
            if handlers.owner, let first = parameters.first {
                if first != "_" { renames[first] = "self" }
                parameters.removeFirst()
            }
            if parameters == ["$0"] {
                pattern = names.fresh("element")
                renames["$0"] = pattern
            } else if parameters.count == 1 {
                pattern = parameters[0]
            } else if parameters.count > 1 {
                pattern = "(" + parameters.joined(separator: ", ") + ")"
            }
            // Held weakly, `guard let self` stays, and its `return` ends the task: once `self` is
            // gone, so is the bag that would end it.
            body = success.statements.filter { weak || !ClosureInliner.isGuardLetSelf($0) }.map {
                ClosureInliner(
                    renames: renames, dropsWeakSelf: !weak, loopReturns: !ClosureInliner.isGuardLetSelf($0)
                ).text(of: $0)
            }
        }
        // What the stream sent before a cancellation waits in its buffer: no handler runs on it,
        // as Rx's disposal handed it to none.
        return ["for try await \(pattern) in \(stream) where !Task.isCancelled {"]
            + OneResultLowering.indented(body, depth: 1) + ["}"]
    }

    /// The body of an error, completion or disposal handler, its parameter named `name`
    /// (`error`, as a `catch` names it); `nil` where there is no handler.
    private static func body(
        of closure: ClosureExprSyntax?, owner: Bool, renames: [String: String], weak: Bool, as name: String? = nil
    ) throws(OneResultLowering.Unsupported) -> [String]?? {
        guard let closure else { return .some(nil) }
        var renames = renames
        var names = try OneResultLowering.parameterNames(of: closure)
        if owner, let first = names.first {
            if first != "_" { renames[first] = "self" }
            names.removeFirst()
        }
        guard names.count <= (name == nil ? 0 : 1) else { return nil }
        if let parameter = names.first, let name, parameter != "_" { renames[parameter] = name }
        return closure.statements.filter { weak || !ClosureInliner.isGuardLetSelf($0) }.map {
            ClosureInliner(renames: renames, dropsWeakSelf: !weak).text(of: $0)
        }
    }
}
