import RIBsSource
import SwiftSyntax

extension MutationsRewriter {
    /// `Observable.create { observer in … return Disposables.create() }` whose body only sends,
    /// at once (`observer.onNext(x)` outside any closure of its own), as `Mutations { send in … }`:
    /// what an app writes to make a mutation from a check. Its text, or `nil` for any other
    /// `create`.
    func immediateCreate(_ node: FunctionCallExprSyntax) -> String? {
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "create", node.arguments.isEmpty,
            let base = member.base, base.trimmedDescription.hasPrefix("Observable"),
            let closure = node.trailingClosure, node.additionalTrailingClosures.isEmpty,
            let last = closure.statements.last?.item.as(ReturnStmtSyntax.self),
            last.expression?.trimmedDescription == "Disposables.create()"
        else { return nil }
        guard let name = Self.singleParameter(of: closure) else { return nil }
        let sends = ObserverUses(observer: name)
        for statement in closure.statements.dropLast() { sends.walk(statement) }
        guard sends.isImmediate else { return nil }
        // Whole lines, from the first statement's to the `return`'s, each on its own line.
        let bytes = Array(edits.original.utf8)
        let firstLine = edits.lineStart(of: closure.statements.first!.positionAfterSkippingLeadingTrivia).utf8Offset
        let returnLine = edits.lineStart(of: last.positionAfterSkippingLeadingTrivia).utf8Offset
        let braceLine = edits.lineStart(of: closure.rightBrace.positionAfterSkippingLeadingTrivia).utf8Offset
        func isBlank(_ range: Range<Int>) -> Bool {
            bytes[range].allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
        }
        guard isBlank(firstLine..<closure.statements.first!.positionAfterSkippingLeadingTrivia.utf8Offset),
            isBlank(returnLine..<last.positionAfterSkippingLeadingTrivia.utf8Offset),
            isBlank(braceLine..<closure.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset),
            firstLine < returnLine
        else { return nil }
        var body = SourceEdits(original: String(decoding: bytes[firstLine..<returnLine], as: UTF8.self))
        for send in sends.sends {
            let start = send.positionAfterSkippingLeadingTrivia.utf8Offset - firstLine
            body.replace(start..<send.endPositionBeforeTrailingTrivia.utf8Offset - firstLine, with: "send")
        }
        let closing = String(
            decoding: bytes[braceLine..<closure.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset], as: UTF8.self
        )
        return "Mutations { send in\n\(body.applied())\(closing)}"
    }

    /// `Observable.create { observer in … return Disposables.create() }` that sends later (from
    /// a chain of the reactor's mutations it subscribes, as Omos-New's sign-up checks do) as the
    /// runtime's `Mutations.create { observer in … }`: the observer keeps its `onNext`,
    /// `onCompleted` and `onError`, the chain's `subscribe()` is `try await … drain()`, and the
    /// `return Disposables.create()` goes. The walk goes on into the body, whose chains become
    /// `Mutations`' as any other.
    ///
    /// Only where the observer is used for those three calls, directly in the body or in the
    /// closures of the chain's operators (a completion handler of another API may run off the
    /// main actor, where the runtime's observer is not), and where the one chain it subscribes is
    /// its last statement (`let _ = chain.subscribe()`): a chain subscribed before other work
    /// would run beside it in Rx, and after it once awaited. Returns the `subscribe()` call it
    /// made `drain()`, if any, or `nil` (and edits nothing) for any other `create`.
    func observerCreate(_ node: FunctionCallExprSyntax) -> (drained: FunctionCallExprSyntax?, edits: SourceEdits)? {
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "create", node.arguments.isEmpty,
            let base = member.base, base.trimmedDescription.hasPrefix("Observable"),
            let closure = node.trailingClosure, node.additionalTrailingClosures.isEmpty,
            let observer = Self.singleParameter(of: closure),
            let last = closure.statements.last?.item.as(ReturnStmtSyntax.self),
            last.expression?.trimmedDescription == "Disposables.create()"
        else { return nil }
        // The stream lives until its observer ends it (or the reactor stops): a body that held
        // the reactor strongly would keep it for ever, where Rx let go of the closure once it ran.
        let capturesSelfWeakly =
            closure.signature?.capture?.items.contains {
                $0.name.text == "self" && ["weak", "unowned"].contains($0.specifier?.specifier.text ?? "")
            } ?? false
        guard
            capturesSelfWeakly
                || !closure.statements.tokens(viewMode: .sourceAccurate).contains(where: {
                    $0.tokenKind == .keyword(.self) || $0.tokenKind == .keyword(.Self)
                })
        else { return nil }
        let body = Array(closure.statements.dropLast())
        let uses = ObserverCalls(observer: observer, operators: Self.operators, boundary: closure.id)
        for statement in body { uses.walk(statement) }
        guard uses.isSupported else { return nil }
        let subscribes = SubscribeCalls(viewMode: .sourceAccurate)
        for statement in body { subscribes.walk(statement) }
        var edits = self.edits
        // The `return`'s line goes, and a blank line before it, which would end the body now.
        var removed = edits.wholeLines(of: last)
        let bytes = Array(edits.original.utf8)
        if removed.lowerBound == edits.lineStart(of: last.positionAfterSkippingLeadingTrivia).utf8Offset,
            removed.lowerBound > 0
        {
            var previous = removed.lowerBound - 1
            while previous > 0, bytes[previous - 1] != UInt8(ascii: "\n") { previous -= 1 }
            if bytes[previous..<removed.lowerBound - 1].allSatisfy({
                $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t")
            }),
                previous > 0
            {
                removed = previous..<removed.upperBound
            }
        }
        edits.replace(removed, with: "")
        guard let subscribe = subscribes.found.first else { return (nil, edits) }
        guard subscribes.found.count == 1, let statement = body.last,
            let drained = Self.drainedChain(in: statement), drained.subscribe.id == subscribe.id,
            let period = subscribe.calledExpression.as(MemberAccessExprSyntax.self)?.period
        else { return nil }
        // Rx's `subscribe()` without an error handler drops the error, and the `create` goes on.
        edits.insert("try? await ", at: drained.chain.positionAfterSkippingLeadingTrivia)
        edits.replace(
            period.positionAfterSkippingLeadingTrivia.utf8Offset..<subscribe.endPositionBeforeTrailingTrivia.utf8Offset,
            with: ".drain()")
        return (subscribe, edits)
    }

    /// The name of `closure`'s one parameter (`observer`, with or without a capture list).
    static func singleParameter(of closure: ClosureExprSyntax) -> String? {
        guard let parameters = closure.signature?.parameterClause else { return nil }
        if let shorthand = parameters.as(ClosureShorthandParameterListSyntax.self), shorthand.count == 1 {
            return shorthand.first!.name.text
        }
        if let list = parameters.as(ClosureParameterClauseSyntax.self), list.parameters.count == 1 {
            return list.parameters.first!.firstName.text
        }
        return nil
    }

    /// `let _ = chain.subscribe()` or `_ = chain.subscribe()`: the chain and its `subscribe()`.
    private static func drainedChain(
        in statement: CodeBlockItemSyntax
    ) -> (chain: ExprSyntax, subscribe: FunctionCallExprSyntax)? {
        var value: ExprSyntax?
        if let declaration = statement.item.as(VariableDeclSyntax.self), declaration.bindings.count == 1,
            let binding = declaration.bindings.first, binding.pattern.is(WildcardPatternSyntax.self)
        {
            value = binding.initializer?.value
        } else if let sequence = statement.item.as(SequenceExprSyntax.self), sequence.elements.count == 3,
            sequence.elements.first?.is(DiscardAssignmentExprSyntax.self) == true,
            sequence.elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true
        {
            value = sequence.elements.last
        } else if let infix = statement.item.as(InfixOperatorExprSyntax.self),
            infix.leftOperand.is(DiscardAssignmentExprSyntax.self), infix.operator.is(AssignmentExprSyntax.self)
        {
            value = infix.rightOperand
        }
        guard let call = value?.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil,
            let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "subscribe", let chain = member.base
        else { return nil }
        return (chain, call)
    }
}

/// How a `create`'s body uses its observer: only `onNext(x)`, `onCompleted()` and `onError(e)`,
/// in the body or in closures handed to a chain's operators.
private final class ObserverCalls: SyntaxVisitor {
    let observer: String
    let operators: Set<String>
    /// The `create`'s closure: the closures inside it are the ones that matter.
    let boundary: SyntaxIdentifier
    private(set) var isSupported = true

    init(observer: String, operators: Set<String>, boundary: SyntaxIdentifier) {
        self.observer = observer
        self.operators = operators
        self.boundary = boundary
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        guard node.baseName.text == observer else { return .visitChildren }
        guard let member = node.parent?.as(MemberAccessExprSyntax.self), member.base?.id == node.id,
            let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == member.id,
            call.trailingClosure == nil,
            Self.arity[member.declName.baseName.text] == call.arguments.count,
            call.arguments.allSatisfy({ $0.label == nil }),
            isInOperatorClosuresOnly(Syntax(call))
        else {
            isSupported = false
            return .visitChildren
        }
        return .visitChildren
    }

    static let arity = ["onNext": 1, "onCompleted": 0, "onError": 1]

    /// Whether every closure around `node` (inside the `create`'s body) is handed to one of the
    /// chain's operators.
    private func isInOperatorClosuresOnly(_ node: Syntax) -> Bool {
        var current = node.parent
        while let parent = current, parent.id != boundary {
            if let closure = parent.as(ClosureExprSyntax.self) {
                var call = closure.parent
                if call?.is(LabeledExprSyntax.self) == true { call = call?.parent?.parent }
                guard let operatorCall = call?.as(FunctionCallExprSyntax.self),
                    let name = operatorCall.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
                    operators.contains(name)
                else { return false }
            }
            current = parent.parent
        }
        return true
    }
}

/// The `subscribe` calls in a `create`'s body.
private final class SubscribeCalls: SyntaxVisitor {
    private(set) var found: [FunctionCallExprSyntax] = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "subscribe" {
            found.append(node)
        }
        return .visitChildren
    }
}
