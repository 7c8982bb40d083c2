import SwiftSyntax

extension OneResultPlan {
    /// `failed` and every candidate their bodies call, and theirs in turn: each is left as it
    /// was, so its calls stay RxSwift's (``callees(of:among:callForms:)``).
    static func keptWithCallees(
        _ failed: Set<FunctionKey>, _ declarations: [Declaration], among candidates: [FunctionKey: OneResultType],
        callForms: [FunctionKey: FunctionKey]
    ) -> Set<FunctionKey> {
        let families = adding(callForms, to: candidates)
        var kept = failed
        var pending = Array(failed)
        while let key = pending.popLast() {
            for declaration in declarations where FunctionKey(declaration.node) == key {
                guard let body = declaration.node.body else { continue }
                for callee in callees(of: body, among: families, callForms: callForms)
                where candidates[callee] != nil && kept.insert(callee).inserted {
                    pending.append(callee)
                }
            }
        }
        return kept
    }

    /// The candidates a function left as it was calls (its body cannot be rewritten): its calls
    /// stay RxSwift's, so must they. Made `async` under such a caller (a domain's use case whose
    /// `Single.create` subscribes to its repository's `save(_:)`), a callee's call compiled with
    /// neither library: Rx's `subscribe` on an `async` function, in a closure that is not.
    static func callees(
        of body: CodeBlockSyntax, among families: [FunctionKey: OneResultType],
        callForms: [FunctionKey: FunctionKey]
    ) -> Set<FunctionKey> {
        final class Finder: SyntaxVisitor {
            let families: [FunctionKey: OneResultType]
            var found: Set<FunctionKey> = []
            init(_ families: [FunctionKey: OneResultType]) {
                self.families = families
                super.init(viewMode: .sourceAccurate)
            }
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                if let key = FunctionKey(node), families[key] != nil { found.insert(key) }
                return .visitChildren
            }
            // `.flatMap(repository.save)`: a function passed unapplied, which Rx's operator calls.
            override func visit(_ node: LabeledExprSyntax) -> SyntaxVisitorContinueKind {
                found.formUnion(OneResultSubscriptions.unappliedFamilies(node.expression, in: families))
                return .visitChildren
            }
        }
        let finder = Finder(families)
        finder.walk(body)
        return Set(finder.found.map { callForms[$0] ?? $0 })
    }
}
