import SwiftSyntax

/// The handlers of a subscription, as statements of the task that replaces it.
extension OneResultLowering {
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
        let value = try handlerParameter(of: closure, owner: owner)
        bindValue(to: value, from: &lowered)
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
        var names = try Self.parameterNames(of: closure)
        if owner, let first = names.first {
            if first != "_" { renames[first] = "self" }
            names.removeFirst()
        }
        guard names.count <= 1 else { throw Unsupported(construct: "subscribe(…)") }
        return names.first
    }

    /// A `catch { error in …; return .never() }` before a subscription: its body, each `return
    /// .never()` or `.empty()` ending the task.
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
            guard !Self.containsReturn(Syntax(item)) else { throw Unsupported(construct: "catch") }
            lines.append(render(item))
        }
        return lines
    }

    private func body(of closure: ClosureExprSyntax) -> [String] {
        closure.statements.filter { !ClosureInliner.isGuardLetSelf($0) }.map { render($0) }
    }

    /// `.never()`, `.empty()`, `Single.never()`: what a `catch` returns to end the chain.
    private static func endsWithoutValue(_ expression: ExprSyntax) -> Bool {
        guard let call = expression.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
            let member = call.calledExpression.as(MemberAccessExprSyntax.self)
        else { return false }
        return ["never", "empty"].contains(member.declName.baseName.text)
    }
}

/// What `subscribe(…)` is given: its success and failure handlers, and whether they take the
/// subscriber first (`subscribe(with: self, onSuccess: { this, value in … })`).
struct SubscriptionHandlers {
    var success: ClosureExprSyntax?
    var failure: ClosureExprSyntax?
    /// `onDisposed:`: run when the subscription ends, whichever way.
    var disposed: ClosureExprSyntax?
    var owner = false

    /// `nil` for a subscription whose handlers are not closures, or that observes events.
    init?(_ call: FunctionCallExprSyntax, kind: OneResultType.Kind) {
        var byLabel: [String: ExprSyntax] = [:]
        for argument in call.arguments {
            guard let label = argument.label?.text else { return nil }
            byLabel[label] = argument.expression
        }
        for closure in call.additionalTrailingClosures { byLabel[closure.label.text] = ExprSyntax(closure.closure) }
        let successLabel =
            switch kind {
            case .completable: "onCompleted"
            case .observable: "onNext"
            case .single, .maybe: "onSuccess"
            }
        if let trailing = call.trailingClosure {
            // A lone trailing closure observes events (`subscribe { event in … }`).
            guard byLabel[successLabel] == nil, !byLabel.isEmpty else { return nil }
            byLabel[successLabel] = ExprSyntax(trailing)
        }
        let failureLabels = kind == .single || kind == .maybe ? ["onFailure", "onError"] : ["onError"]
        guard Set(byLabel.keys).isSubset(of: Set(["with", successLabel, "onDisposed"] + failureLabels)) else {
            return nil
        }
        if let subscriber = byLabel["with"] {
            guard ClosureInliner.isSelf(subscriber) else { return nil }
            owner = true
        }
        if let success = byLabel[successLabel] {
            guard let closure = success.as(ClosureExprSyntax.self) else { return nil }
            self.success = closure
        }
        if let failure = failureLabels.lazy.compactMap({ byLabel[$0] }).first {
            guard let closure = failure.as(ClosureExprSyntax.self) else { return nil }
            self.failure = closure
        }
        if let disposed = byLabel["onDisposed"] {
            guard let closure = disposed.as(ClosureExprSyntax.self) else { return nil }
            self.disposed = closure
        }
    }
}
