import RIBsSource
import SwiftSyntax

/// What a view's read reaches: a stream of the module's, or the view's own; and what reads one
/// through the bridge besides a receiver.
extension RxCocoaViewsRule {
    /// Whether `expression` reads a stream a protocol of the module requires, through a value of
    /// that protocol (`listener.state`, `self.listener?.state`), not the view's own.
    func readsProtocolStream(_ expression: ExprSyntax) -> Bool {
        if let call = expression.as(FunctionCallExprSyntax.self) { return callsProtocolStream(call) }
        guard !Self.goesThroughRx(expression), let (name, isMember) = StreamReader.referencedName(of: expression),
            isMember, file.index.protocolStreams.contains(name), !file.ownRelays.contains(name),
            !expression.trimmedDescription.hasPrefix("self.\(name)")
        else { return false }
        return true
    }

    /// Whether `call` calls a function a protocol of the module requires to return a stream
    /// (`listener?.headlines()`), through a value of that protocol, not the view's own.
    private func callsProtocolStream(_ call: FunctionCallExprSyntax) -> Bool {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base != nil,
            !StreamReader.isSelf(member.base), !Self.goesThroughRx(ExprSyntax(member)),
            file.index.requirementsReturningStreams.contains(member.declName.baseName.text),
            !file.keptStreamRequirements.contains(member.declName.baseName.text + "()")
        else { return false }
        return true
    }

    /// Rx's operators that take streams as arguments.
    private static let takingStreams: Set<String> = [
        "combineLatest", "withLatestFrom", "merge", "zip", "concat", "amb", "takeUntil", "take", "skipUntil", "skip",
        "sample",
    ]

    /// A migrated relay or a stream of the RIB's protocols passed to one of Rx's operators
    /// (`Observable.combineLatest(listener.query, listener.isValid)`, `withLatestFrom(listener.draft)`,
    /// `Observable.merge([listener.a, listener.b])`) reads through the bridge, as a receiver does.
    func bridgeStreamArguments(of node: FunctionCallExprSyntax, named name: String) {
        guard Self.takingStreams.contains(name) else { return }
        let arguments = node.arguments.map(\.expression)
        let elements = arguments.flatMap { $0.as(ArrayExprSyntax.self)?.elements.map(\.expression) ?? [] }
        for expression in arguments + elements {
            let read: String
            if let kind = migratedRelay(expression) {
                read = ".\(kind.streamMember).asObservable()"
            } else if readsProtocolStream(expression) {
                read = ".asObservable()"
            } else {
                continue
            }
            file.edits.insert(read, at: expression.endPositionBeforeTrailingTrivia)
            bridged = true
            file.usesRuntime = true
        }
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
