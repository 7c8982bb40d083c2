import RIBsSource
import SwiftSyntax

/// What a view's read reaches: a stream of the module's, or the view's own; and what reads one
/// through the bridge besides a receiver.
extension RxCocoaViewsRule {
    /// Whether `expression` reads a stream a protocol of the module requires, through a value of
    /// that protocol (`listener.state`, `self.listener?.state`), not the view's own.
    func readsProtocolStream(_ expression: ExprSyntax) -> Bool {
        if let call = expression.as(FunctionCallExprSyntax.self) { return callsProtocolStream(call) }
        // The view's own stream, `Events` now as its protocol requires: `refreshTaps`, `self.refreshTaps`.
        if let (name, isMember) = StreamReader.referencedName(of: expression), bridgedStreams.contains(name),
            !isMember || StreamReader.isSelf(expression.as(MemberAccessExprSyntax.self)?.base)
        {
            return !(!isMember && LocalScope.declares(name, around: expression))
        }
        guard !Self.goesThroughRx(expression), let (name, isMember) = StreamReader.referencedName(of: expression),
            isMember, file.index.protocolStreams.contains(name), !file.ownRelays.contains(name),
            !expression.trimmedDescription.hasPrefix("self.\(name)")
        else { return false }
        return true
    }

    /// Whether `call` calls a function a protocol of the module requires to return a stream
    /// (`listener?.headlines()`), through a property of the view whose type is that protocol.
    private func callsProtocolStream(_ call: FunctionCallExprSyntax) -> Bool {
        let function = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? ""
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            let (receiver, _) = StreamReader.referencedName(of: member.base),
            let type = propertyTypes[receiver], file.index.requires(function + "()", among: [type]),
            file.index.requirementsReturningStreams.contains(function),
            !file.keptStreamRequirements.contains(function + "()")
        else { return false }
        return true
    }

    /// Rx's operators that take streams as arguments.
    private static let takingStreams: Set<String> = [
        "combineLatest", "withLatestFrom", "merge", "zip", "concat", "amb", "takeUntil", "skipUntil", "sample",
    ]

    /// A migrated relay or a stream of the RIB's protocols passed to one of Rx's operators
    /// (`Observable.combineLatest(listener.query, listener.isValid)`, `withLatestFrom(listener.draft)`,
    /// `Observable.merge([listener.a, listener.b])`) reads through the bridge, as a receiver does.
    func bridgeStreamArguments(of node: FunctionCallExprSyntax, named name: String) {
        // `take(until:)` and `skip(until:)` take a stream; `take(3)` a count.
        let untilOnly = ["take", "skip"].contains(name)
        guard Self.takingStreams.contains(name) || untilOnly else { return }
        let arguments = node.arguments.filter { !untilOnly || $0.label?.text == "until" }.map(\.expression)
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
