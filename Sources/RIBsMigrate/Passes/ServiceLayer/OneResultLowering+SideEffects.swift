import SwiftSyntax

/// What a chain on one result does on the way, and where it stops without one: `do(onSuccess:)`
/// and `do(onError:)` side effects, `filter` and `compactMap` in a task (where nothing passing
/// ends the subscription quietly), and a `catchAndReturn` before more operators.
extension OneResultLowering {
    /// `do(onSuccess:)` (or `onNext:` on a `Single` seen as an `Observable`) runs a line after the
    /// value; `do(onError:)` runs its body where the chain so far fails, then fails as before.
    mutating func applySideEffects(
        _ call: FunctionCallExprSyntax, to lowered: Lowered, unsupported: Unsupported
    ) throws(Unsupported) -> Lowered {
        var byLabel: [String: ClosureExprSyntax] = [:]
        for argument in call.arguments {
            guard let label = argument.label?.text, let closure = argument.expression.as(ClosureExprSyntax.self),
                ["onSuccess", "afterSuccess", "onNext", "afterNext", "onError"].contains(label)
            else { throw unsupported }
            byLabel[label] = closure
        }
        guard call.trailingClosure == nil, !byLabel.isEmpty else { throw unsupported }
        var result = lowered
        if let onError = byLabel["onError"] {
            result = wrapped(
                result, catching: try errorHandlerBody(onError) + ["throw error"], keepsCancellation: false)
        }
        let success = ["onSuccess", "afterSuccess", "onNext", "afterNext"].compactMap { byLabel[$0] }
        guard success.count <= 1 else { throw unsupported }
        if let body = success.first {
            let value = result
            result = try applyClosure(body, to: value, tail: false, lowersResult: false, keepsValue: true)
            if result.value == nil { result.value = value.value }
        }
        return result
    }

    /// `filter { p in condition }` in a task: the value bound to `p`, then `guard condition else {
    /// return }`.
    mutating func applyFilter(_ closure: ClosureExprSyntax, to lowered: Lowered) throws(Unsupported) -> Lowered {
        var lowered = lowered
        let saved = renames
        defer { renames = saved }
        _ = bind(&lowered, as: lowered.preferredName)
        try bindParameters(of: closure, to: &lowered)
        guard let condition = Self.onlyExpression(of: closure) else { throw Unsupported(construct: "filter(…)") }
        lowered.statements.append("guard \(render(condition)) else { return }")
        return lowered
    }

    /// `compactMap { p in optional }` in a task: `guard let value = optional else { return }`.
    mutating func applyUnwrap(_ closure: ClosureExprSyntax, to lowered: Lowered) throws(Unsupported) -> Lowered {
        // A closure that gives a collection it sorted or filtered never gives `nil`: Swift would
        // refuse `guard let` on it, so it is a `map`.
        if Self.givesCollection(closure) {
            return try applyClosure(closure, to: lowered, tail: false, lowersResult: false)
        }
        var optional = try applyClosure(closure, to: lowered, tail: false, lowersResult: false)
        guard let value = optional.value else { throw Unsupported(construct: "compactMap(…)") }
        let name = fresh(optional.preferredName)
        let unwrapped = value.contains("{") ? "(\(value))" : value
        optional.statements.append("guard let \(name) = \(unwrapped) else { return }")
        return Lowered(statements: optional.statements, value: name, isPure: true, preferredName: name)
    }

    /// Whether the closure's one expression ends in a call that makes a collection and is no
    /// member of `Optional` (`sorted`, `filter`, `compactMap`…), so it is never `nil`.
    static func givesCollection(_ closure: ClosureExprSyntax) -> Bool {
        guard closure.statements.count == 1, let item = closure.statements.first?.item else { return false }
        let expression = item.as(ExprSyntax.self) ?? item.as(ReturnStmtSyntax.self)?.expression
        guard
            let name = expression?.as(FunctionCallExprSyntax.self)?.calledExpression
                .as(MemberAccessExprSyntax.self)?.declName.baseName.text
        else { return false }
        return ["sorted", "filter", "compactMap", "reversed", "shuffled", "joined"].contains(name)
    }

    /// The chain so far in a `do`/`catch` whose `catch` handles its failure with `lines`, which
    /// give the value to go on with (`value = fallback`) or throw: the value of a `catchAndReturn`
    /// before more operators, or a `do(onError:)`. Where the value's type is the call's, it is
    /// declared before the `do`; otherwise the `do` goes in a closure called at once on the
    /// caller's isolation (`#isolation` in a service, so its `self` is not sent off it; the
    /// task's own in a subscription's task). A
    /// cancellation is not a failure: it ends the chain, as a disposal did, unless
    /// `keepsCancellation` is false (the lines throw it again).
    mutating func wrapped(_ lowered: Lowered, catching lines: [String], keepsCancellation: Bool = true) -> Lowered {
        let cancellation = keepsCancellation ? ["} catch is CancellationError {", "    throw CancellationError()"] : []
        if lowered.isVoid || lowered.value == nil {
            var body = lowered.statements
            if let value = lowered.value { body.append(value) }
            let block =
                ["do {"] + Self.indented(body, depth: 1) + cancellation + ["} catch {"]
                + Self.indented(lines.filter { !$0.hasPrefix("return ") }, depth: 1) + ["}"]
            return Lowered(statements: [block.joined(separator: "\n")], value: "()", isPure: true, isVoid: true)
        }
        let value = lowered.value!
        if let type = lowered.type, lowered.statements.isEmpty {
            let name = fresh(lowered.preferredName)
            let assigned = lines.map { $0.hasPrefix("return ") ? "\(name) = " + $0.dropFirst("return ".count) : $0 }
            let block =
                ["let \(name): \(type)", "do {", "    \(name) = \(value)"] + cancellation + ["} catch {"]
                + Self.indented(assigned, depth: 1) + ["}"]
            return Lowered(
                statements: [block.joined(separator: "\n")], value: name, isPure: true, preferredName: name, type: type)
        }
        let body = lowered.statements + ["return \(value)"]
        // In a task (a subscription's), a closure called at once has the task's isolation, a
        // RIB's main actor: an `isolated` parameter would make it reach the RIB's state from
        // outside that actor, which Swift 6 refuses. A service's function has its caller's
        // isolation, which only the parameter carries.
        let (opening, closing) = inTask ? ("{", "}()") : ("{ (_: isolated (any Actor)?) in", "}(#isolation)")
        let closure =
            [opening, "    do {"] + Self.indented(body, depth: 2)
            + Self.indented(cancellation, depth: 1) + ["    } catch {"] + Self.indented(lines, depth: 2) + [
                "    }", closing,
            ]
        var result = Lowered(statements: [], value: "try await " + closure.joined(separator: "\n"))
        result.preferredName = lowered.preferredName
        return result
    }

    /// `trackActivity(indicator)`: the work so far, counted by the tracker the indicator became
    /// (`try await indicator.track { try await request() }`).
    func tracked(_ lowered: Lowered, by tracker: String) -> Lowered {
        guard let value = lowered.value else { return lowered }
        var result = lowered
        result.statements = []
        if lowered.statements.isEmpty {
            result.value = "try await \(tracker).track { \(value) }"
        } else {
            let body = Self.indented(lowered.statements + [lowered.isVoid ? value : "return \(value)"], depth: 1)
            result.value = (["try await \(tracker).track {"] + body + ["}"]).joined(separator: "\n")
        }
        result.isPure = false
        return result
    }

    /// A failure handler's body, with its parameter named `error` as a `catch` names it.
    private mutating func errorHandlerBody(_ closure: ClosureExprSyntax) throws(Unsupported) -> [String] {
        try handleError(closure, owner: false)
    }

    /// The one expression a closure is, or returns.
    static func onlyExpression(of closure: ClosureExprSyntax) -> ExprSyntax? {
        let items = closure.statements.filter { !ClosureInliner.isGuardLetSelf($0) }
        guard items.count == 1, let item = items.first else { return nil }
        return item.item.as(ReturnStmtSyntax.self)?.expression ?? item.item.as(ExprSyntax.self)
    }
}
