import SwiftSyntax

/// The handlers of a subscription, as statements of the task that replaces it.
extension OneResultLowering {
    /// The success handler's body, run with the value bound to its parameter (after `self`,
    /// for `subscribe(with: self, …)`), then `onCompleted:`'s; the value sent to each relay of
    /// `bind(to:)`; the value's work alone where there is no handler.
    mutating func handle(_ handlers: SubscriptionHandlers, with lowered: inout Lowered) throws(Unsupported) -> [String]
    {
        if !handlers.relays.isEmpty {
            let value = bind(&lowered, as: lowered.preferredName)
            return handlers.relays.map { "\(render($0)).accept(\(value))" }
        }
        // `withUnretained(self)` just before the subscription hands `self` to its handlers first.
        let owner = handlers.owner || unretained
        unretained = false
        var lines = try handle(handlers.success, with: &lowered, owner: owner)
        if let completed = handlers.completed { lines += try handleDisposal(completed, owner: handlers.owner) }
        return lines
    }

    /// The success handler's body, run with the value bound to its parameter (after `self`,
    /// for `subscribe(with: self, …)`); the value's work alone where there is no handler.
    mutating func handle(
        _ closure: ClosureExprSyntax?, with lowered: inout Lowered, owner: Bool
    ) throws(Unsupported) -> [String] {
        guard let closure else {
            discard(&lowered)
            return []
        }
        let saved = renames
        defer { renames = saved }
        let names = try handlerParameters(of: closure, owner: owner)
        // `Single.zip(a, b)`'s pair, handed to `{ user, photos in … }` as Swift hands a tuple.
        if names.count > 1 {
            bindElements(to: names, from: &lowered)
        } else {
            bindValue(to: names.first, from: &lowered)
        }
        return body(of: closure)
    }

    /// The failure handler's body, with its parameter named `error` as a `catch` names it.
    mutating func handleError(_ closure: ClosureExprSyntax, owner: Bool) throws(Unsupported) -> [String] {
        let saved = renames
        defer { renames = saved }
        if let name = try handlerParameter(of: closure, owner: owner), name != "_" { renames[name] = "error" }
        return body(of: closure)
    }

    /// The disposal handler's body (`onDisposed:`), which takes no value: it runs when the task
    /// ends, whichever way, as Rx runs it after the result, the error or a disposal.
    mutating func handleDisposal(_ closure: ClosureExprSyntax, owner: Bool) throws(Unsupported) -> [String] {
        let saved = renames
        defer { renames = saved }
        guard try handlerParameter(of: closure, owner: owner) == nil else {
            throw Unsupported(construct: "subscribe(onDisposed:)")
        }
        return body(of: closure)
    }

    /// The one parameter a handler takes after the subscriber (`this` in `{ this, value in … }`,
    /// which becomes `self`); `nil` where it takes none.
    private mutating func handlerParameter(of closure: ClosureExprSyntax, owner: Bool) throws(Unsupported) -> String? {
        let names = try handlerParameters(of: closure, owner: owner)
        guard names.count <= 1 else { throw Unsupported(construct: "subscribe(…)") }
        return names.first
    }

    /// The parameters a handler takes after the subscriber, which becomes `self`.
    private mutating func handlerParameters(of closure: ClosureExprSyntax, owner: Bool) throws(Unsupported) -> [String]
    {
        var names = try Self.parameterNames(of: closure)
        if owner, let first = names.first {
            if first != "_" { renames[first] = "self" }
            names.removeFirst()
        }
        return names
    }

    /// A `catch { error in …; return .never() }` before a subscription: its body, each `return
    /// .never()` or `.empty()` ending the task (a `guard … else { …; return .empty() }` too). A
    /// `return` of anything else (`.just(x)`, which goes on with a value) is not rewritten.
    mutating func endingHandler(_ closure: ClosureExprSyntax) throws(Unsupported) -> [String] {
        let saved = renames
        defer { renames = saved }
        let names = try Self.parameterNames(of: closure)
        guard names.count <= 1 else { throw Unsupported(construct: "catch") }
        if let name = names.first, name != "_" { renames[name] = "error" }
        var lines: [String] = []
        let items = Array(closure.statements).filter { !ClosureInliner.isGuardLetSelf($0) }
        for (position, item) in items.enumerated() {
            if let returned = item.item.as(ReturnStmtSyntax.self) {
                guard let expression = returned.expression, Self.endsWithoutValue(expression) else {
                    throw Unsupported(construct: "catch")
                }
                if position < items.count - 1 { lines.append("return") }
                continue
            }
            let returns = Self.returns(in: Syntax(item))
            guard returns.allSatisfy({ $0.expression.map(Self.endsWithoutValue) ?? true }) else {
                throw Unsupported(construct: "catch")
            }
            lines.append(ClosureInliner(renames: renames, endingReturns: true).text(of: item))
        }
        return lines
    }

    /// The `return`s of `node`'s own code, not of the closures inside it.
    static func returns(in node: Syntax) -> [ReturnStmtSyntax] {
        if let returned = node.as(ReturnStmtSyntax.self) { return [returned] }
        if node.is(ClosureExprSyntax.self) || node.is(FunctionDeclSyntax.self) { return [] }
        return node.children(viewMode: .sourceAccurate).flatMap { returns(in: $0) }
    }

    private func body(of closure: ClosureExprSyntax) -> [String] {
        closure.statements.filter { !ClosureInliner.isGuardLetSelf($0) }.map { render($0) }
    }

    /// `.never()`, `.empty()`, `Single.never()`: what a `catch` returns to end the chain.
    static func endsWithoutValue(_ expression: ExprSyntax) -> Bool {
        guard let call = expression.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
            let member = call.calledExpression.as(MemberAccessExprSyntax.self)
        else { return false }
        return ["never", "empty"].contains(member.declName.baseName.text)
    }
}

/// What a subscription is given: its success and failure handlers, whether they take the
/// subscriber first (`subscribe(with: self, onSuccess: { this, value in … })`), and the relays
/// `bind(to:)` sends each value to.
struct SubscriptionHandlers {
    var success: ClosureExprSyntax?
    var failure: ClosureExprSyntax?
    /// `onCompleted:` of a `Single` seen as an `Observable`: it runs after the value's handler.
    var completed: ClosureExprSyntax?
    /// `onDisposed:`: run when the subscription ends, whichever way.
    var disposed: ClosureExprSyntax?
    var owner = false
    /// `bind(to: relay)`: each value is sent to these relays, in order.
    var relays: [ExprSyntax] = []

    /// The handlers of `subscribe(…)`; `nil` for one whose handlers are not closures, or that
    /// observes events (`subscribe { event in … }`). A `Single` seen as an `Observable` is
    /// subscribed with `onNext:` and `onError:`, which are its success and failure.
    init?(_ call: FunctionCallExprSyntax, kind: OneResultType.Kind) {
        var byLabel: [String: ExprSyntax] = [:]
        for argument in call.arguments {
            guard let label = argument.label?.text else { return nil }
            byLabel[label] = argument.expression
        }
        for closure in call.additionalTrailingClosures { byLabel[closure.label.text] = ExprSyntax(closure.closure) }
        let successLabels = kind == .completable ? ["onCompleted"] : ["onSuccess", "onNext"]
        if let trailing = call.trailingClosure {
            // A lone trailing closure observes events (`subscribe { event in … }`).
            guard successLabels.allSatisfy({ byLabel[$0] == nil }), !byLabel.isEmpty else { return nil }
            byLabel[successLabels[0]] = ExprSyntax(trailing)
        }
        let failureLabels = ["onFailure", "onError"]
        var known = Set(["with", "onDisposed"] + successLabels + failureLabels)
        if kind != .completable { known.insert("onCompleted") }
        guard Set(byLabel.keys).isSubset(of: known),
            successLabels.count(where: { byLabel[$0] != nil }) <= 1,
            failureLabels.count(where: { byLabel[$0] != nil }) <= 1
        else { return nil }
        if let subscriber = byLabel["with"] {
            guard ClosureInliner.isSelf(subscriber) else { return nil }
            owner = true
        }
        func closure(_ labels: [String]) -> ClosureExprSyntax?? {
            guard let expression = labels.lazy.compactMap({ byLabel[$0] }).first else { return .some(nil) }
            return expression.as(ClosureExprSyntax.self).map { .some($0) } ?? nil
        }
        guard let success = closure(successLabels), let failure = closure(failureLabels),
            let disposed = closure(["onDisposed"]), let completed = closure(kind == .completable ? [] : ["onCompleted"])
        else { return nil }
        (self.success, self.failure, self.disposed, self.completed) = (success, failure, disposed, completed)
    }

    /// The handlers of `bind(to: relay…)`, `bind(onNext:)`, `bind(with:onNext:)` or `bind { … }`;
    /// `nil` for a binding to anything but the module's relays (a view's `rx` binder).
    init?(binding call: FunctionCallExprSyntax, streams: StreamReader) {
        let labels = call.arguments.map { $0.label?.text }
        if labels.first == "to", labels.dropFirst().allSatisfy({ $0 == nil }), call.trailingClosure == nil {
            let targets = call.arguments.map(\.expression)
            guard targets.allSatisfy({ streams.relayReference(of: $0).kind != nil }) else { return nil }
            relays = targets
            return
        }
        var byLabel: [String: ExprSyntax] = [:]
        for argument in call.arguments {
            guard let label = argument.label?.text else { return nil }
            byLabel[label] = argument.expression
        }
        if let trailing = call.trailingClosure { byLabel["onNext"] = ExprSyntax(trailing) }
        guard Set(byLabel.keys).isSubset(of: ["with", "onNext"]),
            let success = byLabel["onNext"]?.as(ClosureExprSyntax.self)
        else { return nil }
        if let subscriber = byLabel["with"] {
            guard ClosureInliner.isSelf(subscriber) else { return nil }
            owner = true
        }
        self.success = success
    }
}
