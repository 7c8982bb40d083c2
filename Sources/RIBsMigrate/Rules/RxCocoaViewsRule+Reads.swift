import RIBsSource
import SwiftSyntax

/// What a view's read reaches: a stream of the module's, or the view's own.
extension RxCocoaViewsRule {
    /// Whether `expression` reads a stream a protocol of the module requires, through a value of
    /// that protocol (`listener.state`, `self.listener?.state`), not the view's own.
    func readsProtocolStream(_ expression: ExprSyntax) -> Bool {
        guard !Self.goesThroughRx(expression), let (name, isMember) = StreamReader.referencedName(of: expression),
            isMember, file.index.protocolStreams.contains(name), !file.ownRelays.contains(name),
            !expression.trimmedDescription.hasPrefix("self.\(name)")
        else { return false }
        return true
    }

    /// Whether `expression` reads something through RxCocoa's `.rx`.
    static func goesThroughRx(_ expression: ExprSyntax) -> Bool {
        var current: ExprSyntax? = expression
        while let node = current {
            if let optional = node.as(OptionalChainingExprSyntax.self) {
                current = optional.expression
            } else if let member = node.as(MemberAccessExprSyntax.self) {
                if member.declName.baseName.text == "rx" { return true }
                current = member.base
            } else if let call = node.as(FunctionCallExprSyntax.self) {
                current = call.calledExpression
            } else {
                return false
            }
        }
        return false
    }
}
