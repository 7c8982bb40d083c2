import SwiftSyntax

/// The chains of one file that a stream RxSwift makes feeds (``RxProducers``): a chain whose
/// source is a producer's call, and one that takes a producer's stream in an operator's argument
/// (`combineLatest(query, api.search(""))`) or returns it from an operator's closure
/// (`query.flatMapLatest { api.search($0) }`). Each stays RxSwift's whole: its operators, the
/// types its closures name, and a relay the module migrates, which it reads through the bridge
/// (`query.events.asObservable()`). Migrated around the producer, it compiled with neither
/// library: an `Events` operator handed an `Observable`.
struct RxProducerChains {
    /// Every expression on the spine of such a chain (its receivers, down to its source), and
    /// on the spines of the chains that feed it: an operator called on one stays RxSwift's.
    private(set) var spineNodes: Set<SyntaxIdentifier> = []
    /// The byte ranges of the outermost such chains: Rx's type names in them stay.
    private(set) var ranges: [Range<Int>] = []

    init() {}

    /// The chains of `tree` that the calls of `producers` feed, or one of `bridgedCalls` (a call
    /// of a function now `async` that the file keeps on RxSwift through ``AsyncCallBridge``).
    init(tree: SourceFileSyntax, producers: Set<FunctionKey>, bridgedCalls: Set<SyntaxIdentifier> = []) {
        // Read even where the module has no producer: a chain on a stream RxSwift makes right
        // there (`Observable.create { … }`, `Observable.just(()).delay(…)`) stays RxSwift's too.
        let finder = Finder(producers: producers)
        finder.chains.bridgedCalls = bridgedCalls
        finder.walk(tree)
        self = finder.chains
    }

    /// Calls that feed a chain as a producer's do: see ``init(tree:producers:bridgedCalls:)``.
    private var bridgedCalls: Set<SyntaxIdentifier> = []

    /// Walks a file in the order of its text, so a value that holds a producer's stream is known
    /// before the chains that read it.
    private final class Finder: SyntaxVisitor {
        var chains = RxProducerChains()
        let producers: Set<FunctionKey>

        init(producers: Set<FunctionKey>) {
            self.producers = producers
            super.init(viewMode: .sourceAccurate)
        }

        /// `let results: Observable<[T]> = api.search(text)`: the value holds RxSwift's stream,
        /// so it keeps its type, and a chain on it stays RxSwift's.
        override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
            guard let value = node.initializer?.value, let name = node.pattern.as(IdentifierPatternSyntax.self),
                chains.feeds(value, producers, asStream: true), let scope = RxProducerChains.scope(of: node)
            else { return .visitChildren }
            chains.ranges.append(node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPosition.utf8Offset)
            chains.values.append((name.identifier.text, scope))
            return .visitChildren
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            guard RxProducerChains.isOutermost(node), chains.feeds(ExprSyntax(node), producers, asStream: false)
            else { return .visitChildren }
            chains.ranges.append(node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPosition.utf8Offset)
            chains.collectSpines(of: ExprSyntax(node), producers)
            return .visitChildren
        }
    }

    /// The values that hold a producer's stream, by name, with the range of the block that
    /// declares them (a function's body, or a type's members).
    private var values: [(name: String, scope: Range<Int>)] = []

    /// The block `binding` is declared in.
    private static func scope(of binding: PatternBindingSyntax) -> Range<Int>? {
        var current = binding.parent
        while let node = current {
            if node.is(CodeBlockItemListSyntax.self) || node.is(MemberBlockItemListSyntax.self) {
                return node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPosition.utf8Offset
            }
            current = node.parent
        }
        return nil
    }

    /// Whether `reference` (`results`, `self.results`) names a value that holds a producer's
    /// stream, in the block that declares it.
    private func holdsProducerStream(_ expression: ExprSyntax) -> Bool {
        let reference =
            expression.as(DeclReferenceExprSyntax.self)
            ?? expression.as(MemberAccessExprSyntax.self).flatMap { member in
                member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" ? member.declName : nil
            }
        guard let reference else { return false }
        let position = reference.positionAfterSkippingLeadingTrivia.utf8Offset
        return values.contains { $0.name == reference.baseName.text && $0.scope.contains(position) }
    }

    /// Whether no chain of the file stays RxSwift's.
    var isEmpty: Bool { spineNodes.isEmpty && ranges.isEmpty }

    /// Whether `expression` is on the spine of a chain that stays RxSwift's.
    func contains(_ expression: ExprSyntax?) -> Bool {
        expression.map { spineNodes.contains($0.id) } ?? false
    }

    /// Whether `node` lies in a chain that stays RxSwift's, where Rx's type names stay.
    func keepsTypes(at node: some SyntaxProtocol) -> Bool {
        let position = node.positionAfterSkippingLeadingTrivia.utf8Offset
        return ranges.contains { $0.contains(position) }
    }

    /// Whether `call` is the last call of its chain (`.disposeOnDeactivate`, or a chain assigned
    /// or returned), not the receiver of another member.
    private static func isOutermost(_ call: FunctionCallExprSyntax) -> Bool {
        guard call.calledExpression.is(MemberAccessExprSyntax.self) else { return false }
        var outer = Syntax(call)
        while let parent = outer.parent,
            parent.is(OptionalChainingExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self)
        {
            outer = parent
        }
        // `for try await x in api.devices().asyncValues`: the loop's bridge reads the chain whole.
        guard let member = outer.parent?.as(MemberAccessExprSyntax.self) else { return true }
        return member.declName.baseName.text == ProducerLoopRewrite.bridgeMember
    }

    /// Whether a producer's stream flows into `expression`: its source is a producer's call, or
    /// an operator on its spine takes one as an argument or returns one from a closure. What an
    /// operator takes `asStream` is no subscription: a closure that subscribes returns none.
    private func feeds(_ expression: ExprSyntax, _ producers: Set<FunctionKey>, asStream: Bool = true) -> Bool {
        // `{ if … { return a() } else { return b() } }()`: what the closure called at once returns.
        if let call = expression.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
            call.trailingClosure == nil, let closure = call.calledExpression.as(ClosureExprSyntax.self)
        {
            return Self.returned(by: closure).flatMap(Self.alternatives).contains { feeds($0, producers) }
        }
        let nodes = RxProducers.spineNodes(of: expression)
        let calls = nodes.compactMap { $0.as(FunctionCallExprSyntax.self) }
        if asStream, calls.contains(where: { Self.subscriptions.contains(Self.name(of: $0)) }) { return false }
        if let source = nodes.last, holdsProducerStream(source) { return true }
        if calls.contains(where: { RxProducers.isInlineFactory(ExprSyntax($0)) }) { return true }
        return calls.contains { call in
            if bridgedCalls.contains(call.id) { return true }
            if let key = FunctionKey(call), producers.contains(key) { return true }
            return Self.feedingInputs(of: call).contains { feeds($0, producers) }
        }
    }

    /// What flows into `call` as a stream: its arguments that are no closures, and what its
    /// closures return.
    private static func feedingInputs(of call: FunctionCallExprSyntax) -> [ExprSyntax] {
        arguments(of: call) + closureResults(of: call)
    }

    /// `call`'s arguments that are no closures.
    private static func arguments(of call: FunctionCallExprSyntax) -> [ExprSyntax] {
        call.arguments.map(\.expression).filter { !$0.is(ClosureExprSyntax.self) }.flatMap(alternatives)
    }

    /// What `call`'s closures return.
    private static func closureResults(of call: FunctionCallExprSyntax) -> [ExprSyntax] {
        var closures = call.additionalTrailingClosures.map(\.closure)
        if let trailing = call.trailingClosure { closures.append(trailing) }
        closures += call.arguments.compactMap { $0.expression.as(ClosureExprSyntax.self) }
        return closures.flatMap(returned).flatMap(alternatives)
    }

    /// What a closure returns: its only expression, or each `return`'s (not those of a closure
    /// or function inside it).
    private static func returned(by closure: ClosureExprSyntax) -> [ExprSyntax] {
        if closure.statements.count == 1, let only = closure.statements.first?.item.as(ExprSyntax.self) {
            return [only]
        }
        final class Returns: SyntaxVisitor {
            var found: [ExprSyntax] = []
            override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
            override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
            override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
                if let expression = node.expression { found.append(expression) }
                return .skipChildren
            }
        }
        let returns = Returns(viewMode: .sourceAccurate)
        returns.walk(closure.statements)
        return returns.found
    }

    /// The chains an expression may be: both sides of `??`, both branches of `?:` (and, the
    /// operators unfolded, any operand), under `try` and `await`.
    private static func alternatives(_ expression: ExprSyntax) -> [ExprSyntax] {
        if let tried = expression.as(TryExprSyntax.self) { return alternatives(tried.expression) }
        if let awaited = expression.as(AwaitExprSyntax.self) { return alternatives(awaited.expression) }

        // As the parser leaves them, operators unfolded: each operand may be the chain.
        if let sequence = expression.as(SequenceExprSyntax.self) {
            return sequence.elements.flatMap { element -> [ExprSyntax] in
                if let ternary = element.as(UnresolvedTernaryExprSyntax.self) {
                    return alternatives(ternary.thenExpression)
                }
                return element.is(BinaryOperatorExprSyntax.self) ? [] : alternatives(element)
            }
        }
        if let ternary = expression.as(TernaryExprSyntax.self) {
            return alternatives(ternary.thenExpression) + alternatives(ternary.elseExpression)
        }
        if let infix = expression.as(InfixOperatorExprSyntax.self),
            infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "??"
        {
            return alternatives(infix.leftOperand) + alternatives(infix.rightOperand)
        }
        return [expression]
    }

    /// Marks the spine of `expression`, and of each chain an operator on it takes or returns
    /// from a closure as a stream: they are RxSwift's too, a producer's or not (`.just(x)`
    /// returned beside a producer's call from `flatMap`, a relay passed to `combineLatest`, read
    /// through the bridge). What a subscription's handler calls (`relay.accept`, a presenter's
    /// method) is not.
    private mutating func collectSpines(of expression: ExprSyntax, _ producers: Set<FunctionKey>) {
        for node in RxProducers.spineNodes(of: expression) {
            spineNodes.insert(node.id)
            guard let call = node.as(FunctionCallExprSyntax.self) else { continue }
            let flattens = Self.flatteningOperators.contains(Self.name(of: call))
            for input in Self.arguments(of: call) where feeds(input, producers) || Self.isStream(input) {
                collectSpines(of: input, producers)
            }
            for result in Self.closureResults(of: call) where flattens || feeds(result, producers) {
                collectSpines(of: result, producers)
            }
        }
    }

    /// An argument read as a stream beside a producer's (`combineLatest(query, …)`): a plain
    /// reference, whose relay the bridge reads.
    private static func isStream(_ expression: ExprSyntax) -> Bool {
        expression.is(DeclReferenceExprSyntax.self)
            || expression.as(MemberAccessExprSyntax.self)?.base?.is(DeclReferenceExprSyntax.self) == true
    }

    /// The operators whose closures return a stream, whatever it is.
    private static let flatteningOperators: Set<String> = [
        "flatMap", "flatMapLatest", "flatMapFirst", "concatMap", "retryWhen", "retry", "catch", "catchError",
        "switchMap",
    ]

    private static func name(of call: FunctionCallExprSyntax) -> String {
        call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text ?? ""
    }

    private static let subscriptions: Set<String> = [
        "subscribe", "bind", "drive", "emit", "disposed", "disposeOnDeactivate",
    ]
}
