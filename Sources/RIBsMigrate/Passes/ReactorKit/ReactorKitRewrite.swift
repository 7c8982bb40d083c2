import RIBsSource
import SwiftSyntax

/// A ReactorKit reactor made the runtime's `StateReactor`, before the file rules run: the
/// conformance, `import ReactorKit`, and each function that returns `Observable<Mutation>` for
/// `mutate(action:)` (itself and the helpers it calls) returning `Mutations<Mutation>`, with
/// `Observable`'s statics read on `Mutations`, a service's call that became `async throws`
/// wrapped in `Mutations.from { try await … }`, and the schedulers gone (the runtime delivers on
/// the main actor). `transform(mutation:)`, and what it calls, stays on streams: the file rules
/// make it `Events`.
///
/// All or nothing: a reactor that uses what `Mutations` does not have (another operator, an Rx
/// type, `transform(action:)`) is left as it is, and named, as before.
struct ReactorKitRewrite {
    /// The rewrite of `tree` (whose text is `source`) and the bodies it rewrote whole (ranges of
    /// `source`, which the file rules leave alone), or `nil` when the reactor is left as it is.
    static func edits(
        of tree: SourceFileSyntax, source: String, conformance: InheritedTypeSyntax,
        asyncFunctions: [FunctionKey: OneResultType]
    ) -> (edits: SourceEdits, bodies: [Range<Int>])? {
        var edits = SourceEdits(original: source)
        edits.replace(
            conformance.type.positionAfterSkippingLeadingTrivia
                .utf8Offset..<conformance.type
                .endPositionBeforeTrailingTrivia.utf8Offset,
            with: "StateReactor")
        for statement in tree.statements {
            if let node = statement.item.as(ImportDeclSyntax.self), node.path.trimmedText == "ReactorKit" {
                edits.replace(edits.wholeLines(of: node), with: "")
            }
        }
        let functions = Functions(viewMode: .sourceAccurate)
        functions.walk(tree)
        guard !functions.hasUnsupportedTransform else { return nil }
        if let scheduler = functions.scheduler,
            tree.tokens(viewMode: .sourceAccurate).filter({ $0.text == "scheduler" }).count == 1
        {
            // ReactorKit's `scheduler`, where the state was reduced: a `StateReactor` reduces on
            // the main actor, and nothing else reads it.
            edits.replace(edits.wholeLines(of: scheduler), with: "")
        }
        // What `transform(mutation:)` calls stays a stream; the rest is `mutate`'s.
        let streamed = Set(functions.transform.map { Self.calledNames(in: Syntax($0)) } ?? [])
        var bodies: [Range<Int>] = []
        for function in functions.mutationFunctions where !streamed.contains(function.name.text) {
            guard let body = function.body else { continue }
            bodies.append(
                body.positionAfterSkippingLeadingTrivia.utf8Offset..<body.endPositionBeforeTrailingTrivia.utf8Offset)
            let rewriter = MutationsRewriter(
                asyncFunctions: asyncFunctions, edits: edits,
                mutationFunctions: Set(functions.mutationFunctions.map(\.name.text)))
            rewriter.walk(function.signature)
            rewriter.walk(body)
            guard !rewriter.isUnsupported else { return nil }
            edits = rewriter.edits
        }
        return (edits, bodies)
    }

    /// The names of the functions `node` calls.
    private static func calledNames(in node: Syntax) -> [String] {
        if let call = node.as(FunctionCallExprSyntax.self), let key = FunctionKey(call) {
            return [key.name] + node.children(viewMode: .sourceAccurate).flatMap { calledNames(in: $0) }
        }
        return node.children(viewMode: .sourceAccurate).flatMap { calledNames(in: $0) }
    }

    /// The reactor's functions that return `Observable<Mutation>`, its transforms, and its
    /// `scheduler` property when it holds one of Rx's schedulers.
    private final class Functions: SyntaxVisitor {
        var mutationFunctions: [FunctionDeclSyntax] = []
        var transform: FunctionDeclSyntax?
        var hasUnsupportedTransform = false
        var scheduler: VariableDeclSyntax?

        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            if node.bindings.count == 1, let binding = node.bindings.first,
                binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "scheduler",
                let value = binding.initializer?.value,
                MigrationIndex.constructedType(value)?.hasSuffix("Scheduler") == true
                    || value.trimmedDescription.hasPrefix("MainScheduler")
            {
                scheduler = node
            }
            return .skipChildren
        }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            let labels = node.signature.parameterClause.parameters.map(\.firstName.text)
            if node.name.text == "transform" {
                if labels == ["mutation"] { transform = node } else { hasUnsupportedTransform = true }
                return .skipChildren
            }
            if let returned = node.signature.returnClause?.type.as(IdentifierTypeSyntax.self),
                returned.name.text == "Observable",
                returned.genericArgumentClause?.arguments.first?.argument.trimmedDescription == "Mutation"
            {
                mutationFunctions.append(node)
            }
            return .skipChildren
        }
    }
}

/// The body of one of `mutate`'s functions on `Mutations`.
private final class MutationsRewriter: SyntaxVisitor {
    let asyncFunctions: [FunctionKey: OneResultType]
    var edits: SourceEdits
    private(set) var isUnsupported = false
    private var owned: [Range<Int>] = []

    /// What `Mutations` has of Rx's statics and operators.
    static let supported: Set<String> = [
        "just", "empty", "concat", "merge", "from", "map", "filter", "flatMap", "do", "withUnretained", "catch",
        "catchAndReturn",
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

    init(asyncFunctions: [FunctionKey: OneResultType], edits: SourceEdits, mutationFunctions: Set<String>) {
        self.asyncFunctions = asyncFunctions
        self.edits = edits
        self.mutationFunctions = mutationFunctions
        super.init(viewMode: .sourceAccurate)
    }

    /// The operators a chain is made of, on a value (not `Mutations`' statics): the ones it has,
    /// Rx's names for them, and the schedulers that go.
    static let operators = supported.subtracting(["just", "empty", "concat", "merge", "from"])
        .union(renamed.keys).union(["observeOn", "observe", "subscribeOn"])

    /// Whether a chain may start with `head`: one of `Mutations`' statics (`Observable.just`,
    /// `.empty()`), a service's call that is `async` now, or another of the reactor's mutation
    /// functions. Anything else (a use case's stream, a property) is not a `Mutations`, and the
    /// rewrite would mix the two.
    private func isMutationsHead(_ head: ExprSyntax) -> Bool {
        guard let call = head.as(FunctionCallExprSyntax.self) else { return false }
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
        if let key = FunctionKey(call) {
            return asyncFunctions[key] != nil || mutationFunctions.contains(key.name)
        }
        return false
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
        // A service's call that is `async throws` now, at the head of a chain (or as it is, with
        // `asObservable()`): `Mutations.from { [self] in try await … }`.
        var service = node
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "asObservable", node.arguments.isEmpty,
            let base = member.base?.as(FunctionCallExprSyntax.self)
        {
            service = base
        }
        if let key = FunctionKey(service), asyncFunctions[key] != nil {
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
            if !isMutationsHead(head) { isUnsupported = true }
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
        if let renamed = Self.renamed[name] {
            rename(member.declName.baseName, to: renamed)
        } else if !Self.supported.contains(name), Self.isRxOperator(name) {
            isUnsupported = true
        }
        return .visitChildren
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
