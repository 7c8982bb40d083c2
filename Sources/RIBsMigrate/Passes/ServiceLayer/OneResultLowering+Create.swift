import SwiftSyntax

/// `Single.create { observer in … }`, `Maybe.create`, `Completable.create`: a callback's one
/// result, which the runtime's `withSingleCallback { … }` (`withMaybeCallback`,
/// `withCompletableCallback`) awaits with Rx's promises (the first report wins; a cancellation
/// runs what the body returned). The body moves as it is: its `observer(.success(x))` and
/// `observer(.failure(e))` are the runtime callback's spellings too; its `return
/// Disposables.create()` is `return nil`, and `return Disposables.create { request.cancel() }`
/// `return { request.cancel() }`. A body that returns another `Disposable` is not rewritten.
extension OneResultLowering {
    mutating func lowerCreate(_ call: FunctionCallExprSyntax, on type: String?) throws(Unsupported) -> Lowered {
        let unsupported = Unsupported(construct: "create(…)")
        let kind: OneResultType.Kind
        switch type {
        case "Single": kind = .single
        case "Maybe": kind = .maybe
        case "Completable": kind = .completable
        case nil:
            // `.create { … }` returned where the function's type says which.
            guard let function else { throw unsupported }
            kind = function.kind
        case "Observable": kind = .observable
        default: throw unsupported
        }
        guard let function, function.kind == kind, let closure = Self.onlyClosure(call) ?? Self.subscribeClosure(call),
            let names = try? Self.parameterNames(of: closure, keepingCaptures: true), names.count == 1,
            let parameter = names.first
        else { throw unsupported }
        // A body that only hands on another one-result stream is that stream, awaited.
        if let forwarded = Self.forwardedStream(closure, observer: parameter),
            let handler = forwarded.parent?.parent?.as(FunctionCallExprSyntax.self)
        {
            let lowered = try lower(forwarded, tail: true)
            forwardingHandlers.append(
                forwarded.endPosition.utf8Offset..<handler.endPositionBeforeTrailingTrivia.utf8Offset)
            return lowered
        }
        guard Self.disposableReturnsAreRewritable(closure) else { throw unsupported }
        // The capture list moves as it is written: a name it captures that the lowering renamed
        // (a closure's parameter bound before it) would capture the old one.
        if let captures = closure.signature?.capture?.items,
            captures.contains(where: {
                renames[$0.name.text] != nil || renames[$0.initializer?.value.trimmedDescription ?? ""] != nil
            })
        {
            throw unsupported
        }
        if kind == .observable {
            // An `Observable`'s body shows one result where it sends one value and completes.
            guard Self.sendsOneValueAndCompletes(closure, observer: parameter) else { throw unsupported }
            createsOneResult = true
        }
        let element = kind == .completable ? "Void" : function.element ?? "Void"
        let helper =
            switch kind {
            case .single, .observable: "withSingleCallback"
            case .maybe: "withMaybeCallback"
            case .completable: "withCompletableCallback"
            }
        let captures = closure.signature?.capture.map { $0.trimmedDescription + " " } ?? ""
        var lines = ["try await \(helper) { \(captures)(\(parameter): CallbackObserver<\(element)>) in"]
        for item in closure.statements {
            let text = ClosureInliner(
                renames: renames, dropsWeakSelf: false, disposableReturns: true,
                observer: kind == .observable ? parameter : nil
            ).text(of: item)
            lines += Self.indented([text], depth: 1)
        }
        lines.append("}")
        return Lowered(value: lines.joined(separator: "\n"), isVoid: function.returnsNothing)
    }

    /// Whether an `Observable.create` body calls `observer.onNext` once, outside any loop, and
    /// `observer.onCompleted()`: one value, then the end, as a callback's request reports it.
    private static func sendsOneValueAndCompletes(_ closure: ClosureExprSyntax, observer: String) -> Bool {
        final class Calls: SyntaxVisitor {
            let observer: String
            var next = 0
            var completed = 0
            var nextInLoop = false
            private var loops = 0
            init(observer: String) {
                self.observer = observer
                super.init(viewMode: .sourceAccurate)
            }
            override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind {
                loops += 1
                return .visitChildren
            }
            override func visitPost(_ node: ForStmtSyntax) { loops -= 1 }
            override func visit(_ node: WhileStmtSyntax) -> SyntaxVisitorContinueKind {
                loops += 1
                return .visitChildren
            }
            override func visitPost(_ node: WhileStmtSyntax) { loops -= 1 }
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                guard let member = node.calledExpression.as(MemberAccessExprSyntax.self),
                    member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == observer
                else { return .visitChildren }
                switch member.declName.baseName.text {
                case "onNext":
                    next += 1
                    if loops > 0 { nextInLoop = true }
                case "onCompleted": completed += 1
                default: break
                }
                return .visitChildren
            }
        }
        let calls = Calls(observer: observer)
        calls.walk(closure.statements)
        return calls.next == 1 && !calls.nextInLoop && calls.completed > 0
    }

    /// `Single.create(subscribe: { … })`.
    private static func subscribeClosure(_ call: FunctionCallExprSyntax) -> ClosureExprSyntax? {
        guard call.arguments.count == 1, call.arguments.first?.label?.text == "subscribe" else { return nil }
        return call.arguments.first?.expression.as(ClosureExprSyntax.self)
    }

    /// The stream a `create` body hands on whole (AppStore_With_Tuist's use cases):
    /// `return repository.items().subscribe { observer($0) }` (or `.subscribe(observer)`), after
    /// a `guard let self else { return Disposables.create() }` at most. An `async` function holds
    /// `self` while it runs, where the closure held it weakly and sent nothing once it was gone.
    private static func forwardedStream(_ closure: ClosureExprSyntax, observer: String) -> ExprSyntax? {
        var statements = Array(closure.statements)
        if statements.count == 2, ClosureInliner.isGuardLetSelf(statements[0]) { statements.removeFirst() }
        guard statements.count == 1, let returned = statements[0].item.as(ReturnStmtSyntax.self)?.expression,
            let subscribe = returned.as(FunctionCallExprSyntax.self),
            let member = subscribe.calledExpression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "subscribe", let source = member.base,
            source.is(FunctionCallExprSyntax.self)
        else { return nil }
        // `.subscribe(observer)`, or `.subscribe { observer($0) }` / `{ event in observer(event) }`.
        if subscribe.trailingClosure == nil, subscribe.arguments.count == 1,
            subscribe.arguments.first?.label == nil,
            subscribe.arguments.first?.expression.trimmedDescription == observer
        {
            return source
        }
        guard subscribe.arguments.isEmpty, let handler = subscribe.trailingClosure,
            handler.statements.count == 1
        else { return nil }
        let parameter = handler.signature?.parameterClause.map { $0.trimmedDescription } ?? "$0"
        return handler.statements.first?.item.trimmedDescription == "\(observer)(\(parameter))" ? source : nil
    }

    /// Whether each `return` of the closure's own code returns `Disposables.create()` or
    /// `Disposables.create { … }`, which become `nil` and the closure; not another `Disposable`.
    private static func disposableReturnsAreRewritable(_ closure: ClosureExprSyntax) -> Bool {
        OneResultFunctionRewrite.returns(in: Syntax(closure.statements)).allSatisfy { returned in
            returned.expression.map { ClosureInliner.disposalAction($0) != nil } ?? false
        }
    }
}
