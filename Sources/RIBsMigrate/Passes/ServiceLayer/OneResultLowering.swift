import SwiftSyntax

/// Lowers a chain of operators on one asynchronous result (`repository.bookmarks().map { … }
/// .flatMap { … }`) into the statements of an `async throws` function: the call becomes
/// `try await`, `map` and `flatMap` bind the value to the closure's parameter and run its body,
/// `do(onSuccess:)` runs a line after it, `catchAndReturn` and `catch` become `do`/`catch`,
/// `observe(on:)` goes (an `async` function resumes on its own actor), `Single.zip` awaits each
/// in turn. Anything else is ``Unsupported``, and the caller leaves the chain to a person.
struct OneResultLowering {
    /// What a lowered chain is: statements, then the value they compute.
    struct Lowered {
        var statements: [String] = []
        /// The value as an expression; `nil` where the statements return or throw themselves.
        var value: String?
        /// Whether `value` can be read twice and dropped without losing work: a name, a literal.
        var isPure = false
        /// Whether the value is `Void`: it is awaited as a statement, never bound.
        var isVoid = false
        /// The name to bind the value to when nothing names it: the function it comes from.
        var preferredName = "value"
        /// The value's type, where the chain is a call of a function whose type it is.
        var type: String?
    }

    /// A construct the lowering does not rewrite, by the name a diagnostic gives it.
    struct Unsupported: Error {
        let construct: String
    }

    /// The functions that are `async throws` once migrated, and what each returned.
    let families: [FunctionKey: OneResultType]
    /// Names in scope where the statements go: a bound name never shadows one of them.
    var usedNames: Set<String>
    /// Closure parameters renamed to the names bound for them, while their closure is lowered.
    var renames: [String: String] = [:]
    /// Locals already bound to an awaited value (`let list = try await …`).
    var awaitedLocals: Set<String> = []
    /// Set by `withUnretained(self)`: the next closure's first parameter is `self`.
    var unretained = false
    /// What `.empty()` returns in the function lowered: `nil` for a `Maybe`, nothing for a
    /// `Completable`; a `Single` has no `empty`.
    var emptyValue: String?
    /// The module's stream properties (`Observable`, `Events` once migrated): `take(1)` on one
    /// awaits its first element.
    var streams: Set<String> = []
    /// Whether the statements go in a task that replaces a subscription, where `return` ends the
    /// subscription without a value (`filter`, `compactMap`), as Rx's chain completed without one.
    var inTask = false
    /// Whether the module has RxSwift's example `ActivityIndicator`, whose `trackActivity(_:)`
    /// becomes the runtime's `ActivityTracker.track { … }`.
    var tracksActivity = false
    /// The function being lowered, where it is one (not a subscription's task): what a
    /// `.create { … }` with no type before it makes, and the type of its value.
    var function: OneResultType?
    /// Set where the function lowered, an `Observable`, may end with no value (a `compactMap`
    /// dropped it, or `.empty()`): it throws `NoElementsError` there, as `asSingle()` failed.
    private(set) var completesEmpty = false
    /// Set where the function lowered, an `Observable`, is made by `Observable.create` with a
    /// body that sends one value and completes: that shows it is one result.
    var createsOneResult = false
    /// The handlers of a `create` body that only handed another stream on (`.subscribe {
    /// observer($0) }`), which the lowering drops on purpose: the stream is awaited instead.
    var forwardingHandlers: [Range<Int>] = []

    init(families: [FunctionKey: OneResultType], usedNames: Set<String>) {
        self.families = families
        self.usedNames = usedNames
    }

    /// The text of `node` with the renames in effect.
    func render(_ node: some SyntaxProtocol) -> String {
        ClosureInliner(renames: renames).text(of: node)
    }

    /// Lowers `expression`. `tail` is true where its value is what the function returns:
    /// only there can `catch` end the chain, since its `do`/`catch` returns from both branches.
    mutating func lower(_ expression: ExprSyntax, tail: Bool) throws(Unsupported) -> Lowered {
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1,
            let only = tuple.elements.first, only.label == nil
        {
            return try lower(only.expression, tail: tail)
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = renames[reference.baseName.text] ?? reference.baseName.text
            guard awaitedLocals.contains(name) else { throw Unsupported(construct: name) }
            return Lowered(value: name, isPure: true)
        }
        guard let call = expression.as(FunctionCallExprSyntax.self) else {
            throw Unsupported(construct: expression.trimmedDescription.prefix(40).description)
        }
        if let function = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
            function == "fatalError" || function == "preconditionFailure"
        {
            // A stub's body (`fatalError()`): it never returns, whatever the function gives.
            return Lowered(statements: [render(call)], value: nil)
        }
        if let key = FunctionKey(call), let type = families[key] {
            // `let profile = try await repository.profile(id:)`; `value` for `rename(_:to:)`.
            let named = key.labels.first.map { $0 != "_" } ?? true
            return Lowered(
                value: "try await " + render(call), isVoid: type.returnsNothing,
                preferredName: named ? key.valueName : "value", type: type.valueType)
        }
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else {
            throw Unsupported(construct: "\(call.calledExpression.trimmedDescription)(…)")
        }
        let name = member.declName.baseName.text
        guard let base = member.base, !Self.isRxTypeName(base) else {
            if name == "create" { return try lowerCreate(call, on: member.base.flatMap(Self.typeName)) }
            return try lowerStatic(name, call)
        }
        if let first = firstElement(name, call, of: base) { return first }
        if name == "asSingle", call.arguments.isEmpty, call.trailingClosure == nil,
            let compactMap = Self.compactMapCall(under: base)
        {
            return try unwrapped(compactMap)
        }
        if name == "compactMap", tail, emptyValue == "nil" {
            // A `Maybe`'s own result: the optional is what the function returns.
            return try compactMapped(call)
        }
        if name == "compactMap", !inTask, function?.kind == .observable {
            // An `Observable`'s `compactMap` that dropped the value completed it empty.
            completesEmpty = true
            return try unwrapped(call)
        }
        // What only waits (a delay before the chain starts, a scheduler) or changes the type's
        // name leaves the chain's tail where it was: `catchAndReturn(x).delaySubscription(…)`
        // and `catch { … }.asObservable()` still end the chain.
        let waitsOnly = ["delaySubscription", "observe", "observeOn", "subscribeOn", "asObservable", "asSingle"]
            .contains(name)
        // `rx.request(target)`: a name that is no awaited value starts a chain of Rx alone, and
        // the call is what a diagnostic names.
        if let reference = base.as(DeclReferenceExprSyntax.self),
            !awaitedLocals.contains(renames[reference.baseName.text] ?? reference.baseName.text)
        {
            throw Unsupported(construct: "\(member.trimmedDescription)(…)")
        }
        let lowered = try lower(base, tail: waitsOnly && tail)
        return try apply(name, call, to: lowered, tail: tail)
    }

    /// `model.bookmarks.take(1)`, on a stream property of the module: its first element, awaited.
    /// Rx's `asSingle()` after it failed when the stream ended with none; the runtime's stream
    /// ends only when its relay is gone or the task is cancelled, and the chain stops as
    /// cancelled.
    private mutating func firstElement(_ name: String, _ call: FunctionCallExprSyntax, of base: ExprSyntax) -> Lowered?
    {
        guard name == "take" || name == "prefix", call.arguments.count == 1, call.arguments.first?.label == nil,
            call.arguments.first?.expression.as(IntegerLiteralExprSyntax.self)?.literal.text == "1",
            let property = base.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                ?? base.as(DeclReferenceExprSyntax.self)?.baseName.text,
            streams.contains(property)
        else { return nil }
        let value = fresh(property)
        return Lowered(
            statements: ["guard let \(value) = await \(render(base)).first() else { throw CancellationError() }"],
            value: value, isPure: true, preferredName: property)
    }

    /// `Single` for `Single` or `Single<Int>`.
    static func typeName(_ base: ExprSyntax) -> String? {
        var base = base
        if let generic = base.as(GenericSpecializationExprSyntax.self) { base = generic.expression }
        return base.as(DeclReferenceExprSyntax.self)?.baseName.text
    }

    /// `Single` in `Single.just(1)`, `Single<Void>.zip(…)`.
    private static func isRxTypeName(_ base: ExprSyntax) -> Bool {
        var base = base
        if let generic = base.as(GenericSpecializationExprSyntax.self) { base = generic.expression }
        let name = base.as(DeclReferenceExprSyntax.self)?.baseName.text
        return ["Single", "Maybe", "Completable", "PrimitiveSequence", "Observable"].contains(name ?? "")
    }

    private mutating func lowerStatic(_ name: String, _ call: FunctionCallExprSyntax) throws(Unsupported) -> Lowered {
        let arguments = Array(call.arguments)
        switch (name, arguments.count) {
        case ("just", 1):
            let value = render(arguments[0].expression)
            return Lowered(value: value, isPure: true, isVoid: value == "()" || value == "Void()")
        case ("error", 1):
            return Lowered(statements: ["throw \(render(arguments[0].expression))"], value: nil)
        case ("empty", 0) where emptyValue != nil:
            return Lowered(value: emptyValue, isPure: true, isVoid: emptyValue == "()")
        case ("empty", 0) where !inTask && function?.kind == .observable:
            completesEmpty = true
            return Lowered(statements: ["throw NoElementsError()"], value: nil)
        case ("zip", _) where arguments.allSatisfy({ $0.label == nil }) && call.trailingClosure == nil:
            return try lowerZip(arguments)
        default:
            throw Unsupported(construct: "\(name)(…)")
        }
    }

    /// `Single.zip(a, b)` and `Single.zip([a, b])`: each awaited in turn, in order.
    private mutating func lowerZip(_ arguments: [LabeledExprSyntax]) throws(Unsupported) -> Lowered {
        var elements: [ExprSyntax] = arguments.map(\.expression)
        let isArray = arguments.count == 1
        if isArray {
            guard let array = arguments[0].expression.as(ArrayExprSyntax.self) else {
                throw Unsupported(construct: "zip(…)")
            }
            elements = array.elements.map(\.expression)
        }
        var lowered: [Lowered] = []
        for element in elements {
            let one = try lower(element, tail: false)
            guard one.value != nil else { throw Unsupported(construct: "zip(…)") }
            lowered.append(one)
        }
        var result = Lowered()
        if lowered.allSatisfy(\.isVoid) {
            // Work with no result, one after another: what is left is `()`.
            for var one in lowered {
                discard(&one)
                result.statements += one.statements
            }
            return Lowered(statements: result.statements, value: "()", isPure: true, isVoid: true)
        }
        var values: [String] = []
        for var one in lowered {
            if !one.statements.isEmpty { _ = bind(&one, as: one.preferredName) }
            result.statements += one.statements
            values.append(one.value!)
        }
        result.value = isArray ? "[\(values.joined(separator: ", "))]" : "(\(values.joined(separator: ", ")))"
        result.isPure = lowered.allSatisfy(\.isPure)
        return result
    }

    /// The value as a name, binding it first where it is not one; `()` for a `Void` value,
    /// awaited as a statement.
    mutating func bind(_ lowered: inout Lowered, as preferred: String) -> String {
        guard let value = lowered.value else { return "()" }
        if lowered.isVoid {
            if !lowered.isPure { lowered.statements.append(value) }
            lowered.value = "()"
            lowered.isPure = true
            return "()"
        }
        if lowered.isPure, Self.isName(value) || Self.isLiteral(value) { return value }
        let name = fresh(preferred)
        lowered.statements.append("let \(name) = \(value)")
        lowered.value = name
        lowered.isPure = true
        return name
    }

    /// Keeps the value's work and drops the value.
    func discard(_ lowered: inout Lowered) {
        guard let value = lowered.value, !lowered.isPure else { return }
        lowered.statements.append(lowered.isVoid ? value : "_ = \(value)")
        lowered.isPure = true
    }

    /// `name`, or `name2`, `name3`… where `name` is taken.
    mutating func fresh(_ name: String) -> String {
        var candidate = name
        var number = 2
        while usedNames.contains(candidate) {
            candidate = "\(name)\(number)"
            number += 1
        }
        usedNames.insert(candidate)
        return candidate
    }

    /// `"?"`, `0`, `nil`, `true`: a value read in place of a name without changing what it does.
    static func isLiteral(_ text: String) -> Bool {
        if ["nil", "true", "false", "[]", "[:]"].contains(text) || Double(text) != nil { return true }
        return text.count >= 2 && text.hasPrefix("\"") && text.hasSuffix("\"") && !text.contains("\\")
            && text.dropFirst().dropLast().allSatisfy { $0 != "\"" }
    }

    static func isName(_ text: String) -> Bool {
        !text.isEmpty && text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } && !text.first!.isNumber
    }
}
