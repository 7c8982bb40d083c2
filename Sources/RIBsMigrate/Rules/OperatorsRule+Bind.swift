import SwiftSyntax

extension OperatorsRule {
    /// `bind(onNext:)`, `bind(with:onNext:)` and `bind { }` subscribe; `bind(to:)` a relay of the
    /// runtime is the runtime's own; any other `bind(to:)` (a view's `rx` binder) is RxCocoa's.
    func rewriteBind(_ node: FunctionCallExprSyntax, member: MemberAccessExprSyntax) {
        let first = FileRewrite.labels(of: node).first
        let arguments = Array(node.arguments)
        if first == "onNext" || first == "with" || (arguments.isEmpty && node.trailingClosure != nil) {
            file.rename(member.declName.baseName, to: "subscribe")
        } else if first == "to", file.streamKind(of: member.base) == .events,
            arguments.allSatisfy({ file.relayReference(of: $0.expression).kind != nil })
        {
            // The runtime's streams bind to its relays: nothing to change.
            file.usesRuntime = true
        } else if first == "to", file.importsRx {
            file.leave(node, at: member.period, construct: "bind(to:)", recipe: .rxCocoa)
        }
    }
}
