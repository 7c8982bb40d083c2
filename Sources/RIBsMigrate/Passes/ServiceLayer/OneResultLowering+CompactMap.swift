import SwiftSyntax

/// `compactMap` on one asynchronous result: Rx makes it a `Maybe`, which a service either returns
/// (its optional) or turns back into a `Single` with `asObservable().asSingle()`, which failed
/// with `RxError.noElements` when nothing was left; lowered, a `guard let` throws
/// `NoElementsError`.
extension OneResultLowering {
    /// `single.compactMap { … }`, under `asObservable()`s, where `asSingle()` follows it: Rx's
    /// `asSingle()` failed with `noElements` when the closure gave `nil`.
    static func compactMapCall(under base: ExprSyntax) -> FunctionCallExprSyntax? {
        var current = base
        while let call = current.as(FunctionCallExprSyntax.self),
            let member = call.calledExpression.as(MemberAccessExprSyntax.self), let inner = member.base
        {
            switch member.declName.baseName.text {
            case "asObservable" where call.arguments.isEmpty && call.trailingClosure == nil: current = inner
            case "compactMap": return call
            default: return nil
            }
        }
        return nil
    }

    /// The optional a `compactMap` makes of the value lowered so far (`nil` drops it).
    mutating func compactMapped(_ call: FunctionCallExprSyntax) throws(Unsupported) -> Lowered {
        guard let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base else {
            throw Unsupported(construct: "compactMap(…)")
        }
        var lowered = try lower(base, tail: false)
        guard lowered.value != nil else { throw Unsupported(construct: "compactMap(…) after an error") }
        if let closure = Self.onlyClosure(call) {
            return try applyClosure(closure, to: lowered, tail: false, lowersResult: false)
        }
        guard call.arguments.count == 1, call.arguments.first?.label == nil,
            let function = call.arguments.first?.expression
        else { throw Unsupported(construct: "compactMap(…)") }
        return try applyFunction(function, to: &lowered)
    }

    /// `compactMap { … }.asSingle()`: the optional unwrapped, or `NoElementsError` thrown.
    mutating func unwrapped(_ compactMap: FunctionCallExprSyntax) throws(Unsupported) -> Lowered {
        var optional = try compactMapped(compactMap)
        guard let value = optional.value else { throw Unsupported(construct: "compactMap(…)") }
        let name = fresh(optional.preferredName)
        // A trailing closure in a condition would read as the guard's body: parenthesised.
        let unwrapped = value.contains("{") ? "(\(value))" : value
        optional.statements.append("guard let \(name) = \(unwrapped) else { throw NoElementsError() }")
        return Lowered(statements: optional.statements, value: name, isPure: true, preferredName: name)
    }
}
