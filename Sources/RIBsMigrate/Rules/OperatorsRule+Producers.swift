import RIBsSource
import SwiftSyntax

/// A chain that starts from a call of one of the module's ``MigrationIndex/rxProducers``, a
/// stream RxSwift makes (``RxProducers``), stays RxSwift's as it is.
extension OperatorsRule {
    /// Whether `node` is an operator of such a chain: each is named (a subscription's handlers
    /// and its disposal by the rules that read them), and its `bind(to:)` into a relay that is
    /// the runtime's now sends into it.
    func keepsProducerChain(_ node: FunctionCallExprSyntax, member: MemberAccessExprSyntax) -> Bool {
        guard file.isRxProducerChain(member.base) else { return false }
        let name = member.declName.baseName.text
        let sends = name == "bind" && sendsIntoMigratedRelay(node)
        if file.importsRx, !["disposeOnDeactivate", "disposed", "subscribe"].contains(name) {
            file.leave(
                node, at: member.period, construct: sends ? "bind(onNext:)" : "\(name)(…)", recipe: file.keptChainRecipe
            )
        }
        return true
    }

    /// `bind(to: relay)` on a chain that stays RxSwift's, where `relay` is the runtime's now:
    /// RxSwift's `bind(onNext:)` that sends each element into it (`{ [relay] in relay.value = $0 }`,
    /// `relay.send`), `self.relay` too. Whether it rewrote the call; a relay reached through an
    /// optional or another value is named.
    private func sendsIntoMigratedRelay(_ node: FunctionCallExprSyntax) -> Bool {
        guard node.arguments.count == 1, let target = node.arguments.first, let label = target.label,
            label.text == "to", let colon = target.colon, node.trailingClosure == nil,
            let kind = file.relayReference(of: target.expression).kind, Self.isRelayOfSelf(target.expression),
            let handler = kind.sendHandler(into: target.expression)
        else { return false }
        file.handle(node)
        file.edits.replace(
            label.positionAfterSkippingLeadingTrivia
                .utf8Offset..<target.expression.endPositionBeforeTrailingTrivia
                .utf8Offset,
            with: "onNext" + colon.text + " " + handler)
        file.usesRuntime = true
        return true
    }

    /// Whether `expression` is `relay` or `self.relay`, not a relay of another value.
    private static func isRelayOfSelf(_ expression: ExprSyntax) -> Bool {
        if expression.is(DeclReferenceExprSyntax.self) { return true }
        guard let member = expression.as(MemberAccessExprSyntax.self) else { return false }
        return member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self"
    }
}
