import SwiftSyntax

/// The text of code moved out of a closure into the statements of an `async` function: the
/// closure's parameters renamed to the names bound before it, `self?.` made `self.` and a
/// `guard let self else { … }` dropped (an `async` method or task holds `self` while it runs,
/// where the closure held it weakly).
final class ClosureInliner: SyntaxRewriter {
    private let renames: [String: String]
    private let dropsWeakSelf: Bool
    /// Whether a `return .empty()` or `.never()` of the moved code (not of a closure inside it)
    /// becomes a plain `return`: a `catch`'s handler that ends the chain, moved into a task.
    private let endingReturns: Bool
    /// Whether a `return Disposables.create()` of the moved code becomes `return nil`, and
    /// `return Disposables.create { … }` `return { … }`: a `Single.create` body moved into
    /// `withSingleCallback { … }`.
    private let disposableReturns: Bool
    /// The observer of an `Observable.create` body moved into `withSingleCallback { … }`, whose
    /// `onNext(x)`, `onError(e)` and `onCompleted()` become the callback's `observer(.success(x))`,
    /// `observer(.failure(e))` and `observer(.completed)`.
    private let observer: String?
    /// Whether a bare `return` of the moved code (not of a closure inside it) becomes
    /// `continue`: a handler's body moved into the loop over its stream's elements, where the
    /// handler's early end is the element's (``ProducerLoopRewrite``).
    private let loopReturns: Bool

    init(
        renames: [String: String], dropsWeakSelf: Bool = true, endingReturns: Bool = false,
        disposableReturns: Bool = false, observer: String? = nil, loopReturns: Bool = false
    ) {
        self.renames = renames
        self.dropsWeakSelf = dropsWeakSelf
        self.endingReturns = endingReturns
        self.disposableReturns = disposableReturns
        self.observer = observer
        self.loopReturns = loopReturns
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
        guard let observer, let member = node.calledExpression.as(MemberAccessExprSyntax.self),
            let base = member.base?.as(DeclReferenceExprSyntax.self), base.baseName.text == observer,
            node.trailingClosure == nil
        else { return super.visit(node) }
        let event: String
        switch (member.declName.baseName.text, node.arguments.count) {
        case ("onNext", 1): event = "success"
        case ("onError", 1): event = "failure"
        case ("onCompleted", 0): event = "completed"
        default: return super.visit(node)
        }
        let visited = super.visit(node).as(FunctionCallExprSyntax.self) ?? node
        var reported = ExprSyntax(MemberAccessExprSyntax(name: .identifier(event)))
        if event != "completed" {
            reported = ExprSyntax(
                FunctionCallExprSyntax(
                    calledExpression: reported, leftParen: .leftParenToken(), arguments: visited.arguments,
                    rightParen: .rightParenToken()))
        }
        return ExprSyntax(
            FunctionCallExprSyntax(
                calledExpression: ExprSyntax(base.with(\.leadingTrivia, [])), leftParen: .leftParenToken(),
                arguments: [LabeledExprSyntax(expression: reported)], rightParen: .rightParenToken()
            )
            .with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia))
    }

    /// What `Disposables.create()` (`"nil"`) or `Disposables.create { … }` (the closure) is as the
    /// runtime's cancel action; `nil` for any other expression.
    static func disposalAction(_ expression: ExprSyntax) -> String? {
        guard let call = expression.as(FunctionCallExprSyntax.self),
            let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "Disposables",
            member.declName.baseName.text == "create"
        else { return nil }
        if call.arguments.isEmpty, call.trailingClosure == nil { return "nil" }
        if let closure = call.trailingClosure, call.arguments.isEmpty { return closure.trimmedDescription }
        if call.arguments.count == 1, call.arguments.first?.label?.text == "with",
            let closure = call.arguments.first?.expression.as(ClosureExprSyntax.self)
        {
            return closure.trimmedDescription
        }
        return nil
    }

    override func visit(_ node: ReturnStmtSyntax) -> StmtSyntax {
        if loopReturns, node.expression == nil {
            return StmtSyntax(
                ContinueStmtSyntax(
                    continueKeyword: .keyword(.continue, trailingTrivia: node.returnKeyword.trailingTrivia)
                )
                .with(\.leadingTrivia, node.leadingTrivia))
        }
        if disposableReturns, let expression = node.expression, let action = Self.disposalAction(expression) {
            // Text, not a tree: the inliner's output is read as text.
            let replaced = ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(action)))
                .with(\.leadingTrivia, expression.leadingTrivia)
            return StmtSyntax(node.with(\.expression, replaced))
        }
        guard endingReturns, let expression = node.expression, OneResultLowering.endsWithoutValue(expression) else {
            return super.visit(node)
        }
        return StmtSyntax(
            node.with(\.expression, nil).with(\.returnKeyword, node.returnKeyword.with(\.trailingTrivia, [])))
    }

    /// `node` as text at indentation zero: its first line's indentation taken from every line,
    /// blank lines around it dropped.
    func text(of node: some SyntaxProtocol) -> String {
        let text = rewrite(Syntax(node)).description
        // Code that starts inside a line (`return .create {`) is outdented by its line's
        // indentation, which its first line does not show.
        guard let indentation = Self.indentationOfLine(startingBefore: node) else { return Self.outdented(text) }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        lines[0] = String(lines[0].drop { $0 == " " || $0 == "\t" })
        return Self.outdented(lines.joined(separator: "\n"), by: indentation)
    }

    /// The indentation of the line `node` starts in, when something comes before it on that
    /// line; `nil` when it starts its line.
    static func indentationOfLine(startingBefore node: some SyntaxProtocol) -> String? {
        var token = node.firstToken(viewMode: .sourceAccurate)
        var isFirst = true
        while let current = token {
            let pieces = Array(current.leadingTrivia.pieces)
            if let newline = pieces.lastIndex(where: \.isNewline) {
                if isFirst { return nil }
                return pieces[(newline + 1)...].map { piece in
                    switch piece {
                    case .spaces(let count): String(repeating: " ", count: count)
                    case .tabs(let count): String(repeating: "\t", count: count)
                    default: ""
                    }
                }.joined()
            }
            isFirst = false
            token = current.previousToken(viewMode: .sourceAccurate)
        }
        return isFirst ? nil : ""
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> ExprSyntax {
        // A member's name (`self.viewModel`, `\.viewModel`) is not the parameter of that name.
        if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id {
            return ExprSyntax(node)
        }
        if node.parent?.is(KeyPathPropertyComponentSyntax.self) == true { return ExprSyntax(node) }
        guard let name = renames[node.baseName.text] else { return ExprSyntax(node) }
        return ExprSyntax(node.with(\.baseName, node.baseName.with(\.tokenKind, .identifier(name))))
    }

    override func visit(_ node: OptionalChainingExprSyntax) -> ExprSyntax {
        guard dropsWeakSelf, Self.isSelf(node.expression) else { return super.visit(node) }
        return ExprSyntax(node.expression.with(\.leadingTrivia, node.leadingTrivia))
    }

    /// A closure inside the moved code keeps its own anonymous parameters, and its own weak
    /// `self` when it captures one.
    override func visit(_ node: ClosureExprSyntax) -> ExprSyntax {
        let capturesWeakSelf = Self.capturesSelf(node, as: "weak")
        // A closure that holds `self` weakly again keeps its own `strongSelf`, which is no `self`.
        let nested = ClosureInliner(
            renames: renames.filter { !$0.key.hasPrefix("$") && !(capturesWeakSelf && $0.value == "self") },
            dropsWeakSelf: dropsWeakSelf && !capturesWeakSelf,
            observer: observer)
        return ExprSyntax(node.with(\.statements, nested.rewrite(node.statements).cast(CodeBlockItemListSyntax.self)))
    }

    override func visit(_ node: CodeBlockItemListSyntax) -> CodeBlockItemListSyntax {
        let visited = super.visit(node)
        guard dropsWeakSelf else { return visited }
        return visited.filter { !Self.isGuardLetSelf($0) }
    }

    /// `guard let self, let email = user.email else { … }` moved out of the closure: `self` is
    /// no optional there, so its binding goes and the other conditions stay (Swift refuses
    /// `let self` of a value that is not optional: the guard compiled with neither library).
    override func visit(_ node: GuardStmtSyntax) -> StmtSyntax {
        let visited = super.visit(node).cast(GuardStmtSyntax.self)
        guard dropsWeakSelf, let conditions = Self.droppingSelfBinding(visited.conditions) else {
            return StmtSyntax(visited)
        }
        return StmtSyntax(visited.with(\.conditions, conditions))
    }

    /// `if let self, let name = … { }` moved out of the closure, as a guard is.
    override func visit(_ node: IfExprSyntax) -> ExprSyntax {
        let visited = super.visit(node).cast(IfExprSyntax.self)
        guard dropsWeakSelf, let conditions = Self.droppingSelfBinding(visited.conditions) else {
            return ExprSyntax(visited)
        }
        return ExprSyntax(visited.with(\.conditions, conditions))
    }

    /// `conditions` without their `let self`, where they have others; `nil` where they have
    /// none or nothing else.
    static func droppingSelfBinding(_ conditions: ConditionElementListSyntax) -> ConditionElementListSyntax? {
        guard conditions.count > 1, let position = conditions.firstIndex(where: { bindsSelf($0.condition) }) else {
            return nil
        }
        var kept = Array(conditions)
        let index = conditions.distance(from: conditions.startIndex, to: position)
        let removed = kept.remove(at: index)
        if removed.trailingComma == nil, let last = kept.indices.last {
            // It was the last: the one before it loses its comma, not the comment after it.
            let trivia = kept[last].trailingComma?.trailingTrivia ?? []
            kept[last] = kept[last].with(\.trailingComma, nil).with(\.trailingTrivia, trivia)
        }
        if index == 0 { kept[0] = kept[0].with(\.leadingTrivia, removed.leadingTrivia) }
        return ConditionElementListSyntax(kept)
    }

    /// `guard let self else { … }`, `guard let self = self else { … }` or its backquoted form.
    static func isGuardLetSelf(_ item: CodeBlockItemSyntax) -> Bool {
        guard let guardStatement = item.item.as(GuardStmtSyntax.self), guardStatement.conditions.count == 1,
            let condition = guardStatement.conditions.first?.condition
        else { return false }
        return bindsSelf(condition)
    }

    /// `let self`, `let self = self` or its backquoted form: a weak `self` made strong; and
    /// `let strongSelf = self` (``selfAlias(_:)``), which names it otherwise.
    private static func bindsSelf(_ condition: ConditionElementSyntax.Condition) -> Bool {
        guard let binding = condition.as(OptionalBindingConditionSyntax.self) else { return false }
        if binding.pattern.trimmedDescription.filter({ $0 != "`" }) == "self" {
            return binding.initializer.map { isSelf($0.value) } ?? true
        }
        return selfAlias(condition) != nil
    }

    /// `strongSelf` of `let strongSelf = self`: once the code leaves the closure that held `self`
    /// weakly, `self` is no optional, so the binding goes and the name reads `self` (Swift
    /// refuses to bind what is not optional: `guard let this = self` compiled with neither).
    static func selfAlias(_ condition: ConditionElementSyntax.Condition) -> String? {
        guard let binding = condition.as(OptionalBindingConditionSyntax.self),
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, name != "self",
            let value = binding.initializer?.value, isSelf(value)
        else { return nil }
        return name
    }

    /// The names `node`'s guards bind `self` to (`guard let strongSelf = self`), each read as
    /// `self` once the code leaves its closure (the lowering's renames).
    static func selfAliases(in node: some SyntaxProtocol) -> [String] {
        node.tokens(viewMode: .sourceAccurate).compactMap { token in
            guard token.tokenKind == .keyword(.guard), let guardStatement = token.parent?.as(GuardStmtSyntax.self)
            else { return nil }
            return guardStatement.conditions.lazy.compactMap { selfAlias($0.condition) }.first
        }
    }

    /// The stream `withUnretained(self)` is called on, where `expression` is that call; `nil`
    /// for anything else.
    static func unretainedSelfBase(of expression: ExprSyntax?) -> ExprSyntax? {
        guard let call = expression?.as(FunctionCallExprSyntax.self),
            let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "withUnretained", call.arguments.count == 1,
            let argument = call.arguments.first, isSelf(argument.expression)
        else { return nil }
        return member.base
    }

    /// Whether `closure` captures `self` with `specifier` (`[weak self]`, `[unowned self]`).
    static func capturesSelf(_ closure: ClosureExprSyntax, as specifier: String) -> Bool {
        closure.signature?.capture?.items.contains { item in
            item.specifier?.specifier.text == specifier && item.name.text == "self"
        } ?? false
    }

    static func isSelf(_ expression: ExprSyntax) -> Bool {
        expression.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    }

    /// `text` with `indentation` (by default, its first non-blank line's) taken from each line.
    static func outdented(_ text: String, by given: String? = nil) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        while let first = lines.first, first.allSatisfy(\.isWhitespace) { lines.removeFirst() }
        while let last = lines.last, last.allSatisfy(\.isWhitespace) { lines.removeLast() }
        guard let first = lines.first else { return "" }
        let indentation = given.map { Substring($0) } ?? first.prefix { $0 == " " || $0 == "\t" }
        return lines.map { line in
            line.hasPrefix(indentation)
                ? String(line.dropFirst(indentation.count)) : String(line.drop { $0 == " " || $0 == "\t" })
        }
        .map { $0.replacingTrailingWhitespace() }
        .joined(separator: "\n")
    }
}

extension String {
    fileprivate func replacingTrailingWhitespace() -> String {
        var result = self
        while let last = result.last, last == " " || last == "\t" { result.removeLast() }
        return result
    }
}
