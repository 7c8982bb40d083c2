import RIBsSource
import SwiftSyntax

/// The body of one of `mutate`'s functions on `Mutations`.
final class MutationsRewriter: SyntaxVisitor {
    let asyncFunctions: [FunctionKey: OneResultType]
    let streamFunctions: Set<String>
    /// The `Observable` properties the module's protocols require, which become `Events`.
    let streamProperties: Set<String>
    var edits: SourceEdits
    private(set) var isUnsupported = false
    private var owned: [Range<Int>] = []
    /// The `subscribe()` calls of chains a `create` runs, made `drain()` (``observerCreate(_:)``).
    private var drained: Set<SyntaxIdentifier> = []

    /// What `Mutations` has of Rx's statics and operators.
    static let supported: Set<String> = [
        "just", "empty", "never", "concat", "merge", "from", "map", "filter", "flatMap", "do", "withUnretained",
        "catch", "catchAndReturn", "debug", "combineLatest",
    ]
    /// Rx's renames on `Mutations`.
    static let renamed = ["catchError": "catch", "catchErrorJustReturn": "catchAndReturn"]
    /// The schedulers: gone, as the runtime runs a reactor on the main actor.
    static let schedulers: Set<String> = ["observeOn", "observe", "subscribeOn", "subscribe"]
    /// What only Rx has, which the rewrite cannot carry.
    static let rxOnly: Set<String> = [
        "Single", "Completable", "Maybe", "DisposeBag", "PublishSubject", "BehaviorSubject", "PublishRelay",
        "BehaviorRelay", "Disposables", "ConcurrentDispatchQueueScheduler", "SerialDispatchQueueScheduler",
    ]

    /// The reactor's own functions that make mutations: a chain may start with one.
    let mutationFunctions: Set<String>

    init(
        asyncFunctions: [FunctionKey: OneResultType], streamFunctions: Set<String>, streamProperties: Set<String>,
        edits: SourceEdits, mutationFunctions: Set<String>
    ) {
        self.streamProperties = streamProperties
        self.asyncFunctions = asyncFunctions
        self.streamFunctions = streamFunctions
        self.edits = edits
        self.mutationFunctions = mutationFunctions
        super.init(viewMode: .sourceAccurate)
    }

    /// The operators a chain is made of, on a value (not `Mutations`' statics): the ones it has,
    /// Rx's names for them, and the schedulers that go.
    static let operators = supported.subtracting(["just", "empty", "never", "concat", "merge", "from", "combineLatest"])
        .union(renamed.keys).union(["observeOn", "observe", "subscribeOn"])

    /// Whether a chain may start with `head`: one of `Mutations`' statics (`Observable.just`,
    /// `.empty()`), a service's call that is `async` now, or another of the reactor's mutation
    /// functions. Anything else (a use case's stream, a property) is not a `Mutations`, and the
    /// rewrite would mix the two.
    func isMutationsHead(_ head: ExprSyntax) -> Bool {
        guard let call = head.as(FunctionCallExprSyntax.self) else { return isStreamProperty(head) }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            if member.declName.baseName.text == "asObservable", let base = member.base {
                return isMutationsHead(base)
            }
            guard let base = member.base else { return true }  // `.just(x)`, `.empty()`
            if let type = base.as(DeclReferenceExprSyntax.self)?.baseName.text,
                type == "Observable" || type == "Mutations"
            {
                return true
            }
        }
        if immediateCreate(call) != nil || streamCall(call) != nil { return true }
        if let key = FunctionKey(call) {
            return asyncFunctions[key] != nil || mutationFunctions.contains(key.name)
        }
        return false
    }

    /// A call of the module's that returns a stream (`service.isValid(name)`, with or without
    /// `asObservable()`), which becomes `Events` and is read with `Mutations.from(_:)`; `nil` for
    /// a call of `mutate`'s own functions, which return `Mutations` already.
    private func streamCall(_ node: FunctionCallExprSyntax) -> FunctionCallExprSyntax? {
        var call = node
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "asObservable", node.arguments.isEmpty,
            let base = member.base?.as(FunctionCallExprSyntax.self)
        {
            call = base
        }
        guard let key = FunctionKey(call), streamFunctions.contains(key.name), !mutationFunctions.contains(key.name),
            asyncFunctions[key] == nil, call.calledExpression.is(MemberAccessExprSyntax.self)
        else { return nil }
        return call
    }

    /// A property of the module's that is a stream (`selectedUser.userModel`, required by a
    /// protocol as an `Observable`), which becomes `Events` and is read with `Mutations.from(_:)`.
    private func isStreamProperty(_ expression: ExprSyntax) -> Bool {
        guard let member = expression.as(MemberAccessExprSyntax.self), member.base != nil,
            streamProperties.contains(member.declName.baseName.text)
        else { return false }
        return !expression.trimmedDescription.contains("?")
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        guard !isOwned(node), isStreamProperty(ExprSyntax(node)),
            let chained = node.parent?.as(MemberAccessExprSyntax.self), chained.base?.id == node.id,
            Self.operators.contains(chained.declName.baseName.text)
        else { return .visitChildren }
        let range = node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset
        edits.replace(range, with: "Mutations.from(\(node.trimmedDescription))")
        owned.append(range)
        return .skipChildren
    }

    private func isOwned(_ node: some SyntaxProtocol) -> Bool {
        let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
        return owned.contains { $0.contains(start) }
    }

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        guard !isOwned(node) else { return .skipChildren }
        if node.name.text == "Observable" { rename(node.name, to: "Mutations") }
        if Self.rxOnly.contains(node.name.text) { isUnsupported = true }
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        guard !isOwned(node) else { return .skipChildren }
        if node.baseName.text == "Observable" { rename(node.baseName, to: "Mutations") }
        // `MainScheduler.instance` inside a scheduler's call went with the call (owned, above).
        if Self.rxOnly.contains(node.baseName.text) || node.baseName.text == "MainScheduler" { isUnsupported = true }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard !isOwned(node) else { return .skipChildren }
        // The chain a `create` runs: its `subscribe()` is `drain()` now; the chain is walked.
        if drained.contains(node.id) { return .visitChildren }
        // A service's call that is `async throws` now, at the head of a chain (or as it is, with
        // `asObservable()`): `Mutations.from { [self] in try await … }`.
        var service = node
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "asObservable", node.arguments.isEmpty,
            let base = member.base?.as(FunctionCallExprSyntax.self)
        {
            service = base
        }
        if let create = immediateCreate(node) {
            let range =
                node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset
            edits.replace(range, with: create)
            owned.append(range)
            return .skipChildren
        }
        if let create = observerCreate(node) {
            edits = create.edits
            if let subscribe = create.drained { drained.insert(subscribe.id) }
            // The `return Disposables.create()` that went.
            if let last = node.trailingClosure?.statements.last {
                owned.append(
                    last.positionAfterSkippingLeadingTrivia.utf8Offset..<last.endPositionBeforeTrailingTrivia.utf8Offset
                )
            }
            return .visitChildren
        }
        // A call whose value is not used (`self.router?.detachRIB()`, a statement) is no stream,
        // whatever a function of the same name elsewhere returns: it stays as it is.
        let isStatement = node.parent?.is(CodeBlockItemSyntax.self) == true
        // A call after `?.` (`self?.service.register()`) would be an optional `Mutations`, or an
        // optional element: the rewrite does not read it.
        if !isStatement, streamCall(node) != nil || FunctionKey(service).map({ asyncFunctions[$0] != nil }) == true,
            service.calledExpression.tokens(viewMode: .sourceAccurate).contains(where: {
                $0.tokenKind == .postfixQuestionMark
            })
        {
            isUnsupported = true
            return .skipChildren
        }
        if !isStatement, let stream = streamCall(node) {
            let range =
                node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset
            edits.replace(range, with: "Mutations.from(\(stream.trimmedDescription))")
            owned.append(range)
            return .skipChildren
        }
        if !isStatement, let key = FunctionKey(service), asyncFunctions[key] != nil {
            let range =
                node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset
            edits.replace(range, with: "Mutations.from { [self] in try await \(service.trimmedDescription) }")
            owned.append(range)
            return .skipChildren
        }
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.base != nil else {
            return .visitChildren
        }
        let name = member.declName.baseName.text
        if Self.operators.contains(name), let base = member.base {
            // The chain's head: where its first operator is called.
            var head = base
            while let call = head.as(FunctionCallExprSyntax.self),
                let inner = call.calledExpression.as(MemberAccessExprSyntax.self),
                Self.operators.contains(inner.declName.baseName.text), let next = inner.base
            {
                head = next
            }
            if !isMutationsHead(head), !Self.isValueChain(node) { isUnsupported = true }
        }
        if Self.schedulers.contains(name) {
            // `.observeOn(MainScheduler.instance)`: the call goes, its base stays; on a line of
            // its own, the line goes too.
            var range =
                member.period.positionAfterSkippingLeadingTrivia
                .utf8Offset..<node.endPositionBeforeTrailingTrivia
                .utf8Offset
            let bytes = Array(edits.original.utf8)
            let lineStart = edits.lineStart(of: member.period.positionAfterSkippingLeadingTrivia).utf8Offset
            var end = range.upperBound
            while end < bytes.count, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") { end += 1 }
            let blankBefore = bytes[lineStart..<range.lowerBound].allSatisfy {
                $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t")
            }
            if blankBefore, end < bytes.count, bytes[end] == UInt8(ascii: "\n") { range = lineStart..<end + 1 }
            edits.replace(range, with: "")
            owned.append(range)
            if let base = member.base { walk(base) }
            return .skipChildren
        }
        // An operator `Mutations` has, called as `Mutations` declares it (`do(onNext:)`, not
        // `do(onNext:onError:)`; `concat` of an array, not of its streams one by one), on
        // streams that are `Mutations` (each of an array's).
        if let forms = Self.labels[Self.renamed[name] ?? name] {
            var labels = node.arguments.map { $0.label?.text ?? "_" }
            if node.trailingClosure != nil { labels.append("_") }
            labels += node.additionalTrailingClosures.map(\.label.text)
            if !forms.contains(labels) { isUnsupported = true }
        }
        if ["combineLatest", "concat", "merge"].contains(name), let streams = node.arguments.first?.expression,
            !Self.arrays(in: streams).allSatisfy({ $0.elements.allSatisfy { isMutationsStream($0.expression) } })
        {
            isUnsupported = true
        }
        if let renamed = Self.renamed[name] {
            rename(member.declName.baseName, to: renamed)
        } else if !Self.supported.contains(name), Self.isRxOperator(name) {
            isUnsupported = true
        }
        return .visitChildren
    }

    /// Whether the chain `node` is a value's, not a stream's: an array mapped into a local
    /// declared with another type than a stream's (`let items: [Item] = list.map { … }`), or
    /// mapped inside a mutation's value (`.just(.setItems(list.map { … }))`).
    private static func isValueChain(_ node: FunctionCallExprSyntax) -> Bool {
        var current = Syntax(node)
        while let parent = current.parent {
            if let binding = parent.as(PatternBindingSyntax.self) {
                guard let type = binding.typeAnnotation?.type else { return false }
                let name = MigrationIndex.baseName(of: type)
                return name != "Observable" && name != "Mutations"
            }
            if parent.is(LabeledExprSyntax.self), let call = parent.parent?.parent?.as(FunctionCallExprSyntax.self),
                let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                member.declName.baseName.text == "just"
            {
                return true
            }
            if parent.is(CodeBlockItemSyntax.self) || parent.is(ClosureExprSyntax.self) { return false }
            current = parent
        }
        return false
    }

    private func rename(_ token: TokenSyntax, to name: String) {
        edits.replace(
            token.positionAfterSkippingLeadingTrivia.utf8Offset..<token.endPositionBeforeTrailingTrivia.utf8Offset,
            with: name)
    }

    /// Whether `name` is an operator of Rx's that `Mutations` lacks (a plain member call, such as
    /// an array's `firstIndex`, is not).
    private static func isRxOperator(_ name: String) -> Bool {
        [
            "distinctUntilChanged", "startWith", "take", "skip", "debounce", "throttle", "delay", "retry", "share",
            "materialize", "scan", "asObservable", "asSingle", "asDriver", "bind", "drive", "disposed", "subscribe",
            "flatMapLatest", "flatMapFirst", "withLatestFrom", "combineLatest", "zip", "timeout", "ifEmpty",
            "concatMap", "amb", "takeUntil", "delaySubscription",
        ].contains(name)
    }
}
