import SwiftSyntax

/// The module's functions whose `Observable` RxSwift itself makes, which no rule rewrites: a
/// body that still calls `Observable.create` once the service layer has lowered what it could (a
/// network client's `create` that subscribes to another request, GardenIoT's `execute()`), or
/// `Observable.error`, `deferred`, `timer`… Such a function stays RxSwift's whole, signature and
/// body, and so do
/// - a function that returns its call (`func login() -> Observable<Token> { api.execute() }`),
///   and the protocol requirements of the same name and labels;
/// - a function returning an `Observable` that its body calls: RxSwift's operators read that
///   stream (`flatMapLatest { self.middleware().processData(data: $0) }`).
///
/// The chains that call one stay on RxSwift as they are (``FileRewrite/isRxProducerChain(_:)``).
/// Before, such a function's signature became `Events` around a body that was Rx's, and its
/// callers' `subscribe(onNext:onError:)` was written on `Events`, which compiled with neither.
enum RxProducers {
    /// RxSwift's ways to make a stream that no rule rewrites.
    static let factories: Set<String> = ["create", "error", "deferred", "using", "generate", "interval", "timer"]

    /// RxSwift's ways to make an `Observable` that no rule rewrites where a chain starts from one
    /// (`Observable.from(items)`, `Observable.zip(a, b)` too): the chain stays RxSwift's.
    static let inlineFactories = factories.union(["of", "from", "zip", "concat"])

    /// The producers among the module's functions, by every key a call of one may have (a
    /// static one's on its type too, ``FunctionKey/typeCallForms(of:)``).
    static func functions(in trees: [SourceFileSyntax]) -> Set<FunctionKey> {
        let extensions = ReactiveExtensions(viewMode: .sourceAccurate)
        for tree in trees { extensions.walk(tree) }
        let reader = Reader(viewMode: .sourceAccurate)
        reader.reactiveFunctions = extensions.keys
        // The app's copy of RxSwift's example `ActivityIndicator` goes: the runtime's
        // `ActivityTracker` replaces it, and its `trackActivity` in a chain with it.
        for tree in trees where !ActivityIndicators.declaresExample(tree) { reader.walk(tree) }
        let functions = reader.functions
        // Every key a call of each function may have: its own, and its type's forms.
        var byKey: [FunctionKey: [Int]] = [:]
        for (position, function) in functions.enumerated() {
            for key in [function.key] + function.typeKeys { byKey[key, default: []].append(position) }
        }
        var producers = Set(functions.indices.filter { functions[$0].makesWithRx })
        var count = -1
        while count != producers.count {
            count = producers.count
            let keys = Set(producers.flatMap { [functions[$0].key] + functions[$0].typeKeys })
            for position in functions.indices where !producers.contains(position) {
                if !functions[position].returned.isDisjoint(with: keys) { producers.insert(position) }
            }
            for position in producers {
                for key in functions[position].called { producers.formUnion(byKey[key] ?? []) }
            }
        }
        return Set(producers.flatMap { [functions[$0].key] + functions[$0].typeKeys })
    }

    /// Whether `expression` makes an `Observable` with one of RxSwift's ``factories`` that no rule
    /// rewrites (`Observable.create { … }`, `Observable<Int>.interval(period, scheduler: s)`): a
    /// chain on it stays RxSwift's. (A `Single`'s are the service layer's to lower.)
    static func isInlineFactory(_ expression: ExprSyntax) -> Bool {
        guard let call = expression.as(FunctionCallExprSyntax.self),
            let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
            StreamReader.staticTypeName(base) == "Observable"
        else { return false }
        // `Observable.just(())` is the runtime's `Events.just`, unless its chain uses an operator
        // the runtime lacks (`delay`): then the chain stays RxSwift's whole, not half rewritten.
        if ["just", "empty", "never"].contains(member.declName.baseName.text) {
            return chainUsesOperatorWithoutCounterpart(from: call)
        }
        guard inlineFactories.contains(member.declName.baseName.text) else { return false }
        return RxTimers.rewrite(of: call) == nil
    }

    /// Whether a call chained on `call` is an operator of Rx's that no rule rewrites.
    private static func chainUsesOperatorWithoutCounterpart(from call: FunctionCallExprSyntax) -> Bool {
        var node = Syntax(call)
        while let member = node.parent?.as(MemberAccessExprSyntax.self), member.base?.id == node.id,
            let next = member.parent?.as(FunctionCallExprSyntax.self)
        {
            let name = member.declName.baseName.text
            if RxCatalogue.operatorRecipes[name] != nil, !RxCatalogue.operatorsOfRules.contains(name) { return true }
            node = Syntax(next)
        }
        return false
    }

    /// The functions called along the chain `expression` (`execute()` and `map(_:)` in
    /// `api.execute().map { … }`): the stream it returns is one of theirs.
    static func spine(of expression: ExprSyntax) -> Set<FunctionKey> {
        Set(spineNodes(of: expression).compactMap { $0.as(FunctionCallExprSyntax.self).flatMap(FunctionKey.init) })
    }

    /// The expressions on the spine of `expression`: it, its receiver, its receiver's, down to
    /// the source (through `?`, `!` and a generic type's arguments).
    static func spineNodes(of expression: ExprSyntax) -> [ExprSyntax] {
        var nodes: [ExprSyntax] = []
        var current: ExprSyntax? = expression
        while let node = current {
            nodes.append(node)
            if let call = node.as(FunctionCallExprSyntax.self) {
                current = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
            } else if let optional = node.as(OptionalChainingExprSyntax.self) {
                current = optional.expression
            } else if let unwrap = node.as(ForceUnwrapExprSyntax.self) {
                current = unwrap.expression
            } else if let generic = node.as(GenericSpecializationExprSyntax.self) {
                current = generic.expression
            } else {
                current = nil
            }
        }
        return nodes
    }

    /// The declarations in `tree` of `producers` that return an `Observable`, requirements included.
    static func declarations(in tree: SourceFileSyntax, of producers: Set<FunctionKey>) -> [FunctionDeclSyntax] {
        guard !producers.isEmpty else { return [] }
        let reader = Reader(viewMode: .sourceAccurate)
        reader.walk(tree)
        return reader.declarations.filter { producers.contains(FunctionKey($0)) }
    }

    /// The calls of RxSwift's factories and operators in a producer, each named where it stays.
    static func rxCalls(in function: FunctionDeclSyntax) -> [(FunctionCallExprSyntax, MemberAccessExprSyntax)] {
        function.body.map { body in
            body.tokens(viewMode: .sourceAccurate).compactMap { token in
                guard
                    let member = token.parent?.as(DeclReferenceExprSyntax.self)?.parent?.as(
                        MemberAccessExprSyntax.self),
                    member.declName.baseName.id == token.id,
                    let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == member.id,
                    factories.contains(token.text) || RxCatalogue.operatorRecipes[token.text] != nil
                        // Rx's operators the runtime has too (`combineLatest`, `take`): RxSwift's here.
                        || RxNames.isRx(token.text, labels: FileRewrite.argumentLabels(of: call))
                else { return nil }
                return (call, member)
            }
        } ?? []
    }

    /// The names a producer's body reads as a value of its own or of `self` (`relay`,
    /// `self.relay`), each once per place: where a relay of the module may be.
    static func references(in function: FunctionDeclSyntax) -> [ExprSyntax] {
        guard let body = function.body else { return [] }
        // A parameter, a local or a closure's parameter of the name is the function's own.
        var locals = Set(function.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text })
        for node in body.tokens(viewMode: .sourceAccurate).compactMap(\.parent) {
            if let pattern = node.as(IdentifierPatternSyntax.self) { locals.insert(pattern.identifier.text) }
            if let parameter = node.as(ClosureShorthandParameterSyntax.self) { locals.insert(parameter.name.text) }
            if let parameter = node.as(ClosureParameterSyntax.self) {
                locals.insert((parameter.secondName ?? parameter.firstName).text)
            }
        }
        return body.tokens(viewMode: .sourceAccurate).compactMap { token in
            guard let reference = token.parent?.as(DeclReferenceExprSyntax.self), reference.baseName.id == token.id
            else { return nil }
            if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id {
                return StreamReader.isSelf(member.base) ? ExprSyntax(member) : nil
            }
            return locals.contains(token.text) ? nil : ExprSyntax(reference)
        }
    }

    /// RxSwift's types an app extends with functions of its own (`extension ObservableType {
    /// func mapToVoid() … }`, `extension Reactive where Base: Realm { static func execute(…) }`):
    /// what they declare is the app's Rx, kept as it is.
    static let rxTypes: Set<String> = [
        "ObservableType", "Observable", "ObservableConvertibleType", "PrimitiveSequence",
        "PrimitiveSequenceType", "SharedSequence", "SharedSequenceConvertibleType", "Reactive", "Infallible",
    ]

    /// What one function returning an `Observable` does, as far as this needs it.
    struct Function {
        let key: FunctionKey
        var typeKeys: [FunctionKey] = []
        /// Whether its body calls one of RxSwift's ``RxProducers/factories`` on Rx's type.
        var makesWithRx = false
        /// The functions whose calls start the chains it returns.
        var returned: Set<FunctionKey> = []
        /// Every function its body calls.
        var called: Set<FunctionKey> = []
    }

    /// The functions the app adds to RxSwift's `Reactive` (`extension Reactive where Base:
    /// ASAuthorizationAppleIDProvider { func login(…) -> Observable<…> }`), by every key a call
    /// of one may have (its defaulted arguments left out).
    private final class ReactiveExtensions: SyntaxVisitor {
        var keys: Set<FunctionKey> = []

        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            guard MigrationIndex.baseName(of: node.extendedType) == "Reactive" else { return .skipChildren }
            for member in node.memberBlock.members {
                if let function = member.decl.as(FunctionDeclSyntax.self) {
                    keys.formUnion(FunctionKey.callForms(of: function))
                }
            }
            return .skipChildren
        }
    }

    private final class Reader: SyntaxVisitor {
        var functions: [Function] = []
        var declarations: [FunctionDeclSyntax] = []
        var reactiveFunctions: Set<FunctionKey> = []

        /// An operator the app adds to Rx's types (`extension ObservableType { func
        /// mapToVoid() … }`) is a chain's step, never its source.
        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            let extended = MigrationIndex.baseName(of: node.extendedType)
            return RxProducers.rxTypes.contains(extended) ? .skipChildren : .visitChildren
        }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            guard let returned = node.signature.returnClause?.type,
                MigrationIndex.baseName(of: returned) == "Observable"
            else { return .visitChildren }
            var function = Function(key: FunctionKey(node), typeKeys: FunctionKey.typeCallForms(of: node))
            if let body = node.body {
                let calls = Calls(viewMode: .sourceAccurate)
                calls.reactiveFunctions = reactiveFunctions
                calls.walk(body)
                function.makesWithRx = calls.makesWithRx
                function.called = calls.keys
                function.returned = calls.returned
                if body.statements.count == 1, let expression = body.statements.first?.item.as(ExprSyntax.self) {
                    function.returned.formUnion(RxProducers.spine(of: expression))
                }
            }
            functions.append(function)
            declarations.append(node)
            return .visitChildren
        }
    }

    private final class Calls: SyntaxVisitor {
        var keys: Set<FunctionKey> = []
        var returned: Set<FunctionKey> = []
        var makesWithRx = false
        var reactiveFunctions: Set<FunctionKey> = []

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if let key = FunctionKey(node) { keys.insert(key) }
            // `provider.rx.login(…)` of the app's own `Reactive` extension: a stream RxSwift
            // makes (a delegate proxy's subject), as `Observable.create` is.
            // (`FunctionKey(_:)` is `nil` for a call through `.rx`: its key is made here.)
            if let member = node.calledExpression.as(MemberAccessExprSyntax.self),
                reactiveFunctions.contains(
                    FunctionKey(name: member.declName.baseName.text, labels: FileRewrite.argumentLabels(of: node))),
                member.base?.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "rx"
            {
                makesWithRx = true
            }
            // A library's request (RxMoya's `provider.rx.request(…)`) in a function the service
            // layer left an `Observable` (another implementation of its requirement is no one
            // result): RxSwift's stream, which no rule rewrites.
            if OneShotLibrarySources.isRequest(node) { makesWithRx = true }
            guard let member = node.calledExpression.as(MemberAccessExprSyntax.self),
                RxProducers.factories.contains(member.declName.baseName.text),
                // A timer the runtime has (`Events<Int>.interval`) is migrated, not kept.
                RxTimers.rewrite(of: node) == nil
            else { return .visitChildren }
            if let base = member.base {
                // `Observable.create { … }`, `Observable<Int>.interval(…)`.
                let type = StreamReader.staticTypeName(base)
                if let type, ["Observable", "Single", "Maybe", "Completable"].contains(type) { makesWithRx = true }
            } else if Self.isImplicitFactory(node, named: member.declName.baseName.text) {
                makesWithRx = true
            }
            return .visitChildren
        }

        /// `.create { observer in … }`, or `return .error(e)` in the function's own body, where
        /// the function's type says whose (it returns an `Observable`). An app's enum case of
        /// that name (`.create(task)` in a `switch`, `.error(message)` in a closure) is not.
        static func isImplicitFactory(_ call: FunctionCallExprSyntax, named name: String) -> Bool {
            if name == "create" {
                return call.arguments.isEmpty && call.trailingClosure?.signature?.parameterClause != nil
            }
            guard name == "error", call.parent?.is(ReturnStmtSyntax.self) == true else { return false }
            var node = call.parent
            while let current = node, !current.is(FunctionDeclSyntax.self) {
                if current.is(ClosureExprSyntax.self) { return false }
                node = current.parent
            }
            return true
        }

        override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
            if let expression = node.expression { returned.formUnion(RxProducers.spine(of: expression)) }
            return .visitChildren
        }
    }
}
