import SwiftSyntax

/// What a chain on one asynchronous result does with an error, at its end: `catch` and
/// `catchAndReturn` become a `do`/`catch`, `retry` a loop that runs the chain again.
extension OneResultLowering {
    /// The chain so far inside `do`, and `handler` (statements that return or throw) in its
    /// `catch`.
    func catching(_ lowered: Lowered, with handler: [String]) -> Lowered {
        var body = lowered.statements
        if let value = lowered.value { body.append(lowered.isVoid ? value : "return \(value)") }
        let block = ["do {"] + Self.indented(body, depth: 1) + ["} catch {"] + Self.indented(handler, depth: 1) + ["}"]
        return Lowered(statements: [block.joined(separator: "\n")], value: nil)
    }

    /// The chain so far run again on an error, as Rx subscribes to it again, `attempts` times in
    /// all (`nil`: until it succeeds). A cancellation is not retried: the task was stopped.
    mutating func retrying(_ lowered: Lowered, attempts: Int?) -> Lowered {
        var body = lowered.statements
        if let value = lowered.value {
            body += lowered.isVoid ? (lowered.isPure ? [] : [value]) + ["return"] : ["return \(value)"]
        }
        var handler = ["        // Rx subscribes again."]
        var lines: [String] = []
        if let attempts {
            let name = fresh("retriesLeft")
            lines.append("var \(name) = \(attempts - 1)")
            handler = ["        guard \(name) > 0 else { throw error }", "        \(name) -= 1"]
        }
        lines += ["while true {", "    do {"] + Self.indented(body, depth: 2)
        lines += ["    } catch is CancellationError {", "        throw CancellationError()", "    } catch {"]
        lines += handler + ["    }", "}"]
        return Lowered(statements: [lines.joined(separator: "\n")], value: nil)
    }

    /// Statements that return the chain's value (a `retry`'s loop), away from the function's
    /// tail: a closure called at once, whose result is the value the chain goes on with.
    func calledAtOnce(_ returning: Lowered, from lowered: Lowered) -> Lowered {
        // In a task (a subscription's), the closure has the task's isolation, a RIB's main
        // actor; a service's function hands its caller's isolation on through the parameter.
        let (opening, closing) = inTask ? ("{", "}()") : ("{ (_: isolated (any Actor)?) in", "}(#isolation)")
        let closure = [opening] + Self.indented(returning.statements, depth: 1) + [closing]
        var result = Lowered(statements: [], value: "try await " + closure.joined(separator: "\n"))
        result.isVoid = lowered.isVoid
        result.preferredName = lowered.preferredName
        result.type = lowered.type
        return result
    }

    /// `lines` (each may hold several) indented by `depth` levels of four spaces; an empty line
    /// stays empty.
    static func indented(_ lines: [String], depth: Int) -> [String] {
        let prefix = String(repeating: "    ", count: depth)
        return lines.flatMap { $0.split(separator: "\n", omittingEmptySubsequences: false) }
            .map { $0.isEmpty ? "" : prefix + $0 }
    }

    /// A `catch { error in … }` closure's body, with each `return .just(x)` a `return x` and
    /// each `return .error(e)` a `throw e`.
    mutating func catchBody(_ closure: ClosureExprSyntax) throws(Unsupported) -> [String] {
        let saved = renames
        defer { renames = saved }
        switch closure.signature?.parameterClause {
        case .simpleInput(let list)?: if let name = list.first?.name.text, name != "_" { renames[name] = "error" }
        case .parameterClause(let clause)?:
            if let name = clause.parameters.first?.firstName.text, name != "_" { renames[name] = "error" }
        case nil: renames["$0"] = "error"
        }
        var lines: [String] = []
        let items = closure.statements.filter { !ClosureInliner.isGuardLetSelf($0) }
        for item in items {
            // `catch { .just(x) }` returns its one expression.
            let implicit = items.count == 1 ? item.item.as(ExprSyntax.self) : nil
            if let returned = item.item.as(ReturnStmtSyntax.self)?.expression ?? implicit {
                let inner = try lower(returned, tail: true)
                lines += inner.statements + (inner.value.map { ["return \($0)"] } ?? [])
            } else if Self.containsReturn(Syntax(item)) {
                throw Unsupported(construct: "catch")
            } else {
                lines.append(render(item))
            }
        }
        return lines
    }
}
