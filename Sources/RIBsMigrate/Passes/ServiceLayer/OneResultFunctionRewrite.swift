import RIBsSource
import SwiftSyntax

/// One function that returns a `Single`, `Maybe` or `Completable`, rewritten as `async throws`:
/// its signature, each of its returns, and each local bound to one result; `nil` when one of
/// them can be neither lowered nor awaited through RxSwift's `value`.
struct OneResultFunctionRewrite {
    private(set) var edits: [SourceEdits.Edit] = []
    private(set) var left: [OneResultPlan.LeftConstruct] = []
    /// Whether a chain of the body awaits a library's call of one result
    /// (``OneShotLibrarySources``), which shows that an `Observable` is one.
    private(set) var awaitsOneShotSource = false
    /// Whether a body of the function, an `Observable`, is an `Observable.create` that sends one
    /// value and completes, which shows that it is one result.
    var createsOneResult: Bool { lowering.createsOneResult }
    /// What the rewrite drops of the input on purpose (``OneResultLowering/forwardingHandlers``).
    var drops: [Range<Int>] { lowering.forwardingHandlers }
    /// Whether the function, an `Observable`, may complete with no value, and throws
    /// `NoElementsError` there now.
    var completesEmpty: Bool { lowering.completesEmpty }

    private let type: OneResultType
    /// The type the function returned, as written: `Single<User>`.
    private let declaredType: String
    /// What awaits a chain of Rx alone (`.value`), or `nil` where none may be awaited.
    private let awaitedSuffix: String?
    private let lines: SourceEdits
    private var lowering: OneResultLowering
    /// The names of the module's functions (``OneShotLibrarySources/startsFromOneShot(_:declared:)``).
    private let declaredFunctions: Set<String>

    /// `isTestCode`: the function is a test's double, which may await a chain of Rx alone even
    /// for an `Observable` (through `asSingle()`); elsewhere only a chain the lowering knows shows
    /// that an `Observable` is one result.
    init?(
        _ node: FunctionDeclSyntax, type: OneResultType, source: String, families: [FunctionKey: OneResultType],
        isTestCode: Bool = false, streams: Set<String> = [], tracksActivity: Bool = false,
        declaredFunctions: Set<String> = []
    ) {
        self.declaredFunctions = declaredFunctions
        guard let returnClause = node.signature.returnClause else { return nil }
        self.type = type
        declaredType = returnClause.type.trimmedDescription
        awaitedSuffix = type.kind != .observable ? ".value" : isTestCode ? ".asSingle().value" : nil
        lines = SourceEdits(original: source)
        let names = OneResultLowering.namesInScope(of: node)
        lowering = OneResultLowering(families: families, usedNames: names)
        // `guard let strongSelf = self` of a closure moved out: the name reads `self`.
        for alias in ClosureInliner.selfAliases(in: node) { lowering.renames[alias] = "self" }
        lowering.streams = streams
        lowering.tracksActivity = tracksActivity
        lowering.function = type
        lowering.emptyValue = type.kind == .maybe ? "nil" : type.kind == .completable ? "()" : nil
        // `throws -> Single<T>` too: the signature from its effects on becomes `async throws -> T`.
        let start = node.signature.effectSpecifiers.map(Syntax.init) ?? Syntax(returnClause)
        edits.append(
            SourceEdits.Edit(
                range: start.positionAfterSkippingLeadingTrivia
                    .utf8Offset..<returnClause.endPositionBeforeTrailingTrivia
                    .utf8Offset,
                text: type.asyncSignature))
        edits += Self.sendableResultParameters(of: node, element: type.element)
        if !Self.isActorIsolated(node) {
            // Rx ran a `Single` where it was subscribed; `nonisolated(nonsending)` keeps that, so a
            // RIB awaits a service that is not `Sendable` without sending it off its actor.
            let funcKeyword = node.funcKeyword.positionAfterSkippingLeadingTrivia.utf8Offset
            edits.append(SourceEdits.Edit(range: funcKeyword..<funcKeyword, text: "nonisolated(nonsending) "))
        }
        guard let body = node.body else { return }
        defer {
            if lowering.completesEmpty {
                left.append(
                    OneResultPlan.LeftConstruct(
                        offset: node.name.positionAfterSkippingLeadingTrivia.utf8Offset,
                        construct: "\(node.name.text)(…), an Observable that may complete empty",
                        recipe: .completesEmpty, keepsRx: false, isNote: true))
            }
        }
        let items = Array(body.statements)
        if items.count == 1, let expression = items[0].item.as(ExprSyntax.self) {
            guard rewriteReturn(of: expression, replacing: Syntax(items[0]), isLast: true) else { return nil }
            return
        }
        for (position, item) in items.enumerated() {
            if let binding = Self.oneResultLocal(item, declaredTypes: [], families: families) {
                guard rewriteLocal(binding.name, binding.value, type: binding.type, replacing: Syntax(item)) else {
                    return nil
                }
                continue
            }
            for returned in Self.returns(in: Syntax(item)) {
                guard let expression = returned.expression else { continue }
                let isLast = position == items.count - 1 && Syntax(returned) == Syntax(item.item)
                guard rewriteReturn(of: expression, replacing: Syntax(returned), isLast: isLast) else { return nil }
            }
        }
    }

    /// `return chain` becomes the chain's statements and `return value`; a chain the lowering
    /// does not know, awaited through RxSwift's `value` when it calls nothing that becomes
    /// `async`.
    private mutating func rewriteReturn(of expression: ExprSyntax, replacing node: Syntax, isLast: Bool) -> Bool {
        var statements: [String]
        do {
            let lowered = try lowering.lower(expression, tail: true)
            statements = lowered.statements
            if let value = lowered.value {
                if type.returnsNothing {
                    if !lowered.isPure { statements.append(lowered.isVoid ? value : "_ = \(value)") }
                    if !isLast { statements.append("return") }
                } else {
                    statements.append("return \(value)")
                }
            }
        } catch {
            guard let awaited = awaitedRx(expression, declaredType: declaredType) else { return false }
            statements = type.returnsNothing ? [awaited] + (isLast ? [] : ["return"]) : ["return \(awaited)"]
            left.append(
                OneResultPlan.LeftConstruct(
                    offset: expression.positionAfterSkippingLeadingTrivia.utf8Offset,
                    construct: "\(error.construct) awaited through RxSwift's value", recipe: .awaitedRx))
        }
        replace(node, with: statements)
        return true
    }

    /// `let list: Single<List> = chain` becomes the chain's statements and `let list = value`.
    private mutating func rewriteLocal(
        _ name: String, _ expression: ExprSyntax, type: String?, replacing node: Syntax
    ) -> Bool {
        do {
            var lowered = try lowering.lower(expression, tail: false)
            guard let value = lowered.value else { return false }
            lowered.statements.append("let \(name) = \(value)")
            replace(node, with: lowered.statements)
        } catch {
            guard let awaited = awaitedRx(expression, declaredType: type) else { return false }
            replace(node, with: ["let \(name) = \(awaited)"])
            left.append(
                OneResultPlan.LeftConstruct(
                    offset: expression.positionAfterSkippingLeadingTrivia.utf8Offset,
                    construct: "\(error.construct) awaited through RxSwift's value", recipe: .awaitedRx))
        }
        lowering.awaitedLocals.insert(name)
        return true
    }

    private mutating func replace(_ node: Syntax, with statements: [String]) {
        let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
        if statements.isEmpty {
            edits.append(SourceEdits.Edit(range: lines.wholeLines(of: node), text: ""))
            return
        }
        let indentation = lines.indentation(of: node.positionAfterSkippingLeadingTrivia)
        let statementLines: [Substring] = statements.flatMap {
            $0.split(separator: "\n", omittingEmptySubsequences: false)
        }
        var indented: [String] = []
        for (index, line) in statementLines.enumerated() {
            indented.append(index == 0 || line.isEmpty ? String(line) : indentation + line)
        }
        let text = indented.joined(separator: "\n")
        edits.append(SourceEdits.Edit(range: start..<node.endPositionBeforeTrailingTrivia.utf8Offset, text: text))
    }

    /// `try await chain.value`, for a chain of Rx alone; `nil` where it calls a function that
    /// becomes `async` (it cannot be awaited whole) or nothing may be awaited. A chain that starts
    /// with an implicit member (`.create { … }`) names its type, which the context gave it.
    private mutating func awaitedRx(_ expression: ExprSyntax, declaredType: String?) -> String? {
        let oneShot =
            type.kind == .observable && OneShotLibrarySources.startsFromOneShot(expression, declared: declaredFunctions)
        guard let awaitedSuffix = awaitedSuffix ?? (oneShot ? ".asSingle().value" : nil),
            !OneResultSubscriptions.callsFamily(Syntax(expression), families: lowering.families),
            !Self.startsFromStream(expression, streams: lowering.streams)
        else { return nil }
        if oneShot { awaitsOneShotSource = true }
        var chain = lowering.render(Self.parenthesizedIfNeeded(expression))
        if chain.hasPrefix(".") {
            guard let declaredType else { return nil }
            chain = declaredType + chain
        }
        // RxSwift 6's `ignoreElements()` is an `Observable<Never>`, which has no `value`; its
        // `asCompletable()` is the `Completable` the function returned.
        if type.kind == .completable, Self.endsWithIgnoreElements(expression) { chain += ".asCompletable()" }
        return "try await \(chain)\(awaitedSuffix)"
    }

    /// Whether `expression` is a chain's `ignoreElements()`.
    private static func endsWithIgnoreElements(_ expression: ExprSyntax) -> Bool {
        guard let call = expression.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
            call.trailingClosure == nil
        else { return false }
        return call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "ignoreElements"
    }

    /// Whether the chain starts from a stream property of the module, which is an `Events`
    /// once migrated: Rx's `value` cannot await it.
    private static func startsFromStream(_ expression: ExprSyntax, streams: Set<String>) -> Bool {
        var current = expression
        while true {
            if let call = current.as(FunctionCallExprSyntax.self),
                let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
            {
                current = base
                continue
            }
            if let member = current.as(MemberAccessExprSyntax.self) {
                return streams.contains(member.declName.baseName.text)
            }
            if let reference = current.as(DeclReferenceExprSyntax.self) {
                return streams.contains(reference.baseName.text)
            }
            return false
        }
    }

    private static func parenthesizedIfNeeded(_ expression: ExprSyntax) -> ExprSyntax {
        if expression.is(FunctionCallExprSyntax.self) || expression.is(MemberAccessExprSyntax.self)
            || expression.is(DeclReferenceExprSyntax.self)
        {
            return expression
        }
        return ExprSyntax(TupleExprSyntax(elements: [LabeledExprSyntax(expression: expression.trimmed)]))
    }

    /// `func get<T: Decodable>() -> Single<T>`: a result is handed from the task that produced it
    /// to its caller, so each generic parameter the result names becomes `Sendable`, in the
    /// requirement and every implementation alike (each is rewritten by this same rule).
    static func sendableResultParameters(of node: FunctionDeclSyntax, element: String?) -> [SourceEdits.Edit] {
        guard let clause = node.genericParameterClause, let element else { return [] }
        let named = Set(
            element.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init))
        return clause.parameters.compactMap { parameter in
            guard named.contains(parameter.name.text) else { return nil }
            if let inherited = parameter.inheritedType {
                guard !inherited.trimmedDescription.contains("Sendable") else { return nil }
                let end = inherited.endPositionBeforeTrailingTrivia.utf8Offset
                return SourceEdits.Edit(range: end..<end, text: " & Sendable")
            }
            let end = parameter.name.endPositionBeforeTrailingTrivia.utf8Offset
            return SourceEdits.Edit(range: end..<end, text: ": Sendable")
        }
    }

    /// Whether the function already runs on an actor: its own, its type's or its protocol's
    /// (`actor`, or a global actor's attribute), or it says its isolation itself.
    static func isActorIsolated(_ node: FunctionDeclSyntax) -> Bool {
        if node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.nonisolated) }) { return true }
        var current: Syntax? = Syntax(node)
        while let syntax = current {
            if syntax.is(ActorDeclSyntax.self) { return true }
            if let attributes = syntax.asProtocol((any WithAttributesSyntax).self)?.attributes,
                attributes.contains(where: {
                    $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "MainActor"
                })
            {
                return true
            }
            current = syntax.parent
        }
        return false
    }

    /// The returns of the function (not of a closure or function inside it).
    static func returns(in node: Syntax) -> [ReturnStmtSyntax] {
        if let returned = node.as(ReturnStmtSyntax.self) { return [returned] }
        if node.is(ClosureExprSyntax.self) || node.is(FunctionDeclSyntax.self) { return [] }
        return node.children(viewMode: .sourceAccurate).flatMap { returns(in: $0) }
    }

    /// `let name: Single<T> = chain`, or `let name = chain` on a function that becomes `async`.
    private static func oneResultLocal(
        _ item: CodeBlockItemSyntax, declaredTypes: Set<String>, families: [FunctionKey: OneResultType]
    ) -> (name: String, value: ExprSyntax, type: String?)? {
        guard let variable = item.item.as(VariableDeclSyntax.self), variable.bindingSpecifier.text == "let",
            variable.bindings.count == 1, let binding = variable.bindings.first,
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            let value = binding.initializer?.value
        else { return nil }
        if let annotated = binding.typeAnnotation?.type {
            return OneResultType(annotated, declaredTypes: declaredTypes) == nil
                ? nil : (name, value, annotated.trimmedDescription)
        }
        return OneResultSubscriptions.baseFamily(of: value, families: families) == nil ? nil : (name, value, nil)
    }
}
