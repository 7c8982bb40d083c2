import SwiftSyntax

/// The operators of a chain on one asynchronous result, each applied to the value lowered so
/// far: `map`, `flatMap`, `do(onSuccess:)`, `withUnretained(self)`, the schedulers (dropped),
/// and `catch` at the chain's tail.
extension OneResultLowering {
    mutating func apply(
        _ name: String, _ call: FunctionCallExprSyntax, to lowered: Lowered, tail: Bool
    ) throws(Unsupported) -> Lowered {
        var lowered = lowered
        let labels = call.arguments.map { $0.label?.text ?? "_" }
        let unsupported = Unsupported(construct: "\(name)(\(labels.filter { $0 != "_" }.map { "\($0):" }.joined()))")
        if ["observe", "subscribe", "observeOn", "subscribeOn"].contains(name) {
            // An `async` function resumes on its caller's actor: there is no scheduler to name.
            guard labels == ["on"] || labels == ["_"] else { throw unsupported }
            return lowered
        }
        if name == "asObservable" || name == "asSingle" {
            // One result seen as an `Observable`, or an `Observable` known to be one: the same
            // value (or the same `do`/`catch`, at the tail).
            guard call.arguments.isEmpty, call.trailingClosure == nil else { throw unsupported }
            return lowered
        }
        if name == "asCompletable", call.arguments.isEmpty, call.trailingClosure == nil, lowered.value != nil {
            // A `Single` seen as a `Completable`: the work, its value dropped.
            var work = lowered
            discard(&work)
            return Lowered(statements: work.statements, value: "()", isPure: true, isVoid: true)
        }
        if name == "delaySubscription" || name == "delay" { return try applyDelay(name, call, to: lowered) }
        guard lowered.value != nil else { throw Unsupported(construct: "\(name)(…) after an error") }
        if Self.isMoyaOperator(name, call) { return applyMoya(name, call, to: lowered) }
        let closure = Self.onlyClosure(call)
        switch name {
        case "withUnretained":
            guard let argument = call.arguments.first, call.arguments.count == 1,
                ClosureInliner.isSelf(argument.expression)
            else { throw unsupported }
            unretained = true
            return lowered
        case "map", "flatMap":
            if let closure {
                return try applyClosure(closure, to: lowered, tail: tail, lowersResult: name == "flatMap")
            }
            guard labels == ["_"], let function = call.arguments.first?.expression else { throw unsupported }
            if name == "flatMap" {
                guard let key = FunctionKey(reference: function), families[key] != nil else { throw unsupported }
            }
            return try applyFunction(function, to: &lowered)
        case "do":
            return try applySideEffects(call, to: lowered, unsupported: unsupported)
        case "filter" where inTask:
            guard let closure else { throw unsupported }
            return try applyFilter(closure, to: lowered)
        case "compactMap" where inTask:
            guard let closure else { throw unsupported }
            return try applyUnwrap(closure, to: lowered)
        case "trackActivity" where tracksActivity && labels == ["_"]:
            return tracked(lowered, by: render(call.arguments.first!.expression))
        case "take" where labels == ["_"] && call.arguments.first?.expression.trimmedDescription == "1":
            // One result is its first.
            return lowered
        case "catchAndReturn" where !tail, "catchErrorJustReturn" where !tail:
            guard labels == ["_"], let fallback = call.arguments.first?.expression else { throw unsupported }
            return wrapped(lowered, catching: ["return \(render(fallback))"])
        case "catchAndReturn", "catchErrorJustReturn":
            guard tail, labels == ["_"], let fallback = call.arguments.first?.expression else { throw unsupported }
            return catching(lowered, with: ["return \(render(fallback))"])
        case "catch", "catchError":
            guard tail, let closure else { throw unsupported }
            return catching(lowered, with: try catchBody(closure))
        case "retry":
            // `retry(3)` subscribes three times in all; `retry()` until it succeeds.
            guard call.trailingClosure == nil else { throw unsupported }
            var attempts: Int?
            if !call.arguments.isEmpty {
                guard labels == ["_"], let count = call.arguments.first?.expression.as(IntegerLiteralExprSyntax.self),
                    let number = Int(count.literal.text), number > 0
                else { throw unsupported }
                attempts = number
            }
            // Away from the tail the loop runs in a closure that returns the value: a statement
            // that ends the task early (`filter`'s `guard … else { return }`) cannot go in it.
            if !tail, lowered.statements.contains(where: { $0.contains("return") }) { throw unsupported }
            let retried = retrying(lowered, attempts: attempts)
            return tail ? retried : calledAtOnce(retried, from: lowered)
        default:
            throw unsupported
        }
    }

    /// The closure of `map { … }` or `map({ … })`.
    static func onlyClosure(_ call: FunctionCallExprSyntax) -> ClosureExprSyntax? {
        if let trailing = call.trailingClosure, call.arguments.isEmpty { return trailing }
        guard call.trailingClosure == nil, call.arguments.count == 1, call.arguments.first?.label == nil else {
            return nil
        }
        return call.arguments.first?.expression.as(ClosureExprSyntax.self)
    }

    /// `map(\.name)`, `map(Model.init)`, `map(translator.translate(by:))`,
    /// `flatMap(repository.update(with:))`: the function applied to the value.
    mutating func applyFunction(_ function: ExprSyntax, to lowered: inout Lowered) throws(Unsupported)
        -> Lowered
    {
        let value = lowered.value!
        var result = Lowered(statements: lowered.statements)
        if let keyPath = function.as(KeyPathExprSyntax.self), keyPath.root == nil {
            if !lowered.isVoid, !lowered.isPure {
                // Read once: `try await repository.user(id: id).name` needs no local.
                result.value = value + keyPath.components.trimmedDescription
                return result
            }
            let name = bind(&lowered, as: lowered.preferredName)
            result.statements = lowered.statements
            result.value = name + keyPath.components.trimmedDescription
            return result
        }
        let callee: String
        var labels: [String] = []
        if let member = function.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init",
            let base = member.base
        {
            callee = render(base)
            labels = member.declName.argumentNames?.arguments.map(\.name.text) ?? []
        } else if function.is(MemberAccessExprSyntax.self) || function.is(DeclReferenceExprSyntax.self) {
            let reference =
                function.as(MemberAccessExprSyntax.self)?.declName ?? function.as(DeclReferenceExprSyntax.self)!
            labels = reference.argumentNames?.arguments.map(\.name.text) ?? []
            let text = render(function)
            callee = reference.argumentNames.map { text.dropLast($0.trimmedDescription.count).description } ?? text
        } else {
            throw Unsupported(construct: "map(…)")
        }
        guard labels.count <= 1 else { throw Unsupported(construct: "map(…)") }
        let argument = labels.first.map { $0 == "_" ? value : "\($0): \(value)" } ?? value
        let applied = "\(callee)(\(argument))"
        if let key = FunctionKey(reference: function), let type = families[key] {
            result.value = "try await " + applied
            result.isVoid = type.returnsNothing
        } else {
            result.value = applied
        }
        return result
    }

    /// `map { p in … }`, `flatMap { p in … }` and `do(onSuccess: { p in … })`: the value bound to
    /// the parameter, then the body; the last statement is the new value (lowered again for a
    /// `flatMap`, whose closure returns a `Single`).
    mutating func applyClosure(
        _ closure: ClosureExprSyntax, to lowered: Lowered, tail: Bool, lowersResult: Bool, keepsValue: Bool = false
    ) throws(Unsupported) -> Lowered {
        var lowered = lowered
        let saved = renames
        defer { renames = saved }
        // `do(onSuccess:)` passes the value on: it is bound first, so it is not computed twice.
        if keepsValue { _ = bind(&lowered, as: "value") }
        try bindParameters(of: closure, to: &lowered)
        var result = Lowered(statements: lowered.statements)
        let items = Array(closure.statements)
        for (position, item) in items.enumerated() {
            if ClosureInliner.isGuardLetSelf(item) { continue }
            let isLast = position == items.count - 1
            if isLast, !keepsValue, !lowersResult, let bare = item.item.as(ReturnStmtSyntax.self),
                bare.expression == nil
            {
                // `map { _ in return }`: the value becomes `Void`, as `map { _ in }` makes it.
                result.value = "()"
                result.isVoid = true
                result.isPure = true
                return result
            }
            if isLast, !keepsValue {
                let expression = item.item.as(ReturnStmtSyntax.self)?.expression ?? item.item.as(ExprSyntax.self)
                guard let expression else { throw Unsupported(construct: "a closure that ends in a statement") }
                if lowersResult {
                    let inner = try lower(expression, tail: tail)
                    result.statements += inner.statements
                    result.value = inner.value
                    result.isPure = inner.isPure
                    result.isVoid = inner.isVoid
                } else {
                    let value = render(expression)
                    result.value = value
                    result.isVoid = value == "()" || value == "Void()"
                    result.isPure = result.isVoid
                }
                return result
            }
            if let guardStatement = item.item.as(GuardStmtSyntax.self) {
                result.statements.append(try lowerGuard(guardStatement, tail: tail))
                continue
            }
            guard !Self.containsReturn(Syntax(item)) else { throw Unsupported(construct: "a return inside a closure") }
            result.statements.append(render(item))
        }
        if keepsValue {
            // `do(onSuccess:)` passes the value on: bound to a name, it is read again after.
            result.value = lowered.value
            result.isPure = lowered.isPure
            result.isVoid = lowered.isVoid
            return result
        }
        if !lowersResult, items.allSatisfy(ClosureInliner.isGuardLetSelf) {
            // `map { _ in }`: the value becomes `Void`, as a `Single<Void>`'s.
            result.value = "()"
            result.isVoid = true
            result.isPure = true
            return result
        }
        throw Unsupported(construct: "an empty closure")
    }

    /// Binds the value (and `self`, after `withUnretained`) to the closure's parameters.
    mutating func bindParameters(of closure: ClosureExprSyntax, to lowered: inout Lowered) throws(Unsupported) {
        var names = try Self.parameterNames(of: closure)
        if unretained {
            unretained = false
            guard names.count == 2 || names.isEmpty else { throw Unsupported(construct: "withUnretained(self)") }
            if let owner = names.first, owner != "_" { renames[owner] = "self" }
            names = Array(names.dropFirst())
        }
        if names.count > 1 {
            bindElements(to: names, from: &lowered)
            return
        }
        bindValue(to: names.first, from: &lowered)
    }

    /// Binds a tuple's elements to the closure's parameters, as Swift hands `zip`'s pair to
    /// `{ uid, path in … }`: `let (uid, path) = value`.
    mutating func bindElements(to parameters: [String], from lowered: inout Lowered) {
        guard let value = lowered.value else { return }
        var names: [String] = []
        for parameter in parameters {
            guard parameter != "_" else {
                names.append("_")
                continue
            }
            let name = fresh(parameter)
            renames[parameter] = name
            names.append(name)
        }
        lowered.statements.append("let (\(names.joined(separator: ", "))) = \(value)")
        lowered.value = "(\(names.joined(separator: ", ")))"
        lowered.isPure = true
    }

    /// Binds the value to `parameter` (`$0` for an anonymous one); drops it, keeping its work,
    /// where there is none.
    mutating func bindValue(to parameter: String?, from lowered: inout Lowered) {
        guard let parameter, parameter != "_" else {
            discard(&lowered)
            return
        }
        renames[parameter] = bind(&lowered, as: parameter == "$0" ? lowered.preferredName : parameter)
    }

    /// `guard condition else { return .error(e) }` becomes `guard condition else { throw e }`.
    mutating func lowerGuard(_ guardStatement: GuardStmtSyntax, tail: Bool) throws(Unsupported) -> String {
        let body = Array(guardStatement.body.statements)
        guard body.count == 1, let returned = body[0].item.as(ReturnStmtSyntax.self)?.expression else {
            throw Unsupported(construct: "guard")
        }
        let inner = try lower(returned, tail: tail)
        let exit = inner.statements + (inner.value.map { ["return \($0)"] } ?? [])
        guard inner.value == nil || tail else { throw Unsupported(construct: "guard") }
        // Out of the closure `self` is held: `guard let self, let x = … else` keeps `let x`.
        let list = ClosureInliner.droppingSelfBinding(guardStatement.conditions) ?? guardStatement.conditions
        let conditions = ClosureInliner(renames: renames).text(of: list)
        return "guard \(conditions) else {\n" + exit.map { "    " + $0 }.joined(separator: "\n") + "\n}"
    }
}
