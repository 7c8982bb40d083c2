import SwiftSyntax

/// What a subscription's handlers must be for their code to move into the loop and the task
/// unchanged in meaning: each check names what would not compile, or would mean something
/// else, once moved.
extension ProducerLoopRewrite {
    /// Whether the handlers move whole: the task runs on the main actor where the subscription
    /// is a main-actor type's, a bag's task is `self`'s, and every name a handler reads means
    /// what it meant.
    static func movesWhole(
        _ handlers: SubscriptionHandlers, owner: SubscriptionOwner, item: CodeBlockItemSyntax, index: MigrationIndex
    ) -> Bool {
        switch owner {
        case .whileActive, .whileRunning: break
        case .bag(let bag, _):
            // Another type's bag declared in this file would become the runtime's where that type
            // is no main actor's; one declared elsewhere takes the task through the bridge.
            guard isOwnName(bag) || !declaresElsewhere(bag, around: item) else { return false }
            fallthrough
        case .task:
            // Off the main actor, the handlers ran where Rx called them: a task is no place for them.
            guard let type = SubscriptionOwner.enclosingClass(of: item), index.isMainActorClass(type) else {
                return false
            }
            // `[unowned self]` in a task that `self`'s bag keeps would keep `self` alive.
            let closures = [handlers.success, handlers.failure, handlers.completed, handlers.disposed]
            guard !closures.compactMap({ $0 }).contains(where: { ClosureInliner.capturesSelf($0, as: "unowned") })
            else { return false }
        }
        if let success = handlers.success {
            guard returnsEndOnlyTheElement(success.statements), readsOnlyItsParameter(success, owner: handlers.owner)
            else { return false }
        }
        // A `catch` names its error `error`: a handler that reads another `error` would read it.
        if let failure = handlers.failure {
            let parameter = (try? OneResultLowering.parameterNames(of: failure))?.last
            guard parameter == "error" || !mentions("error", in: failure) else { return false }
        }
        // `defer` cannot `return`.
        if let disposed = handlers.disposed, !OneResultLowering.returns(in: Syntax(disposed.statements)).isEmpty {
            return false
        }
        return true
    }

    /// `bag` or `self.bag`: a bag of `self`'s.
    private static func isOwnName(_ text: String) -> Bool {
        let name = text.hasPrefix("self.") ? text.dropFirst(5) : Substring(text)
        return !name.isEmpty && name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }

    /// Whether a type of `item`'s file other than its own declares the property `bag` names
    /// last (`bag` of `listener.bag`).
    private static func declaresElsewhere(_ bag: String, around item: CodeBlockItemSyntax) -> Bool {
        let name = String(bag.split(separator: ".").last ?? "")
        let own = SubscriptionOwner.enclosingClass(of: item)
        return item.root.tokens(viewMode: .sourceAccurate).contains { token in
            guard token.tokenKind == .identifier(name), let pattern = token.parent?.as(IdentifierPatternSyntax.self),
                pattern.parent?.is(PatternBindingSyntax.self) == true
            else { return false }
            return SubscriptionOwner.enclosingClass(of: pattern) != own
        }
    }

    /// Whether the success handler reads its element by one name the loop binds: no `$1` (a
    /// tuple's second member, which a loop's one name does not give), and, handed `self` first,
    /// two parameters, not one pair or anonymous ones.
    private static func readsOnlyItsParameter(_ closure: ClosureExprSyntax, owner: Bool) -> Bool {
        guard let names = try? OneResultLowering.parameterNames(of: closure) else { return false }
        if owner, names.count < 2 { return false }
        return !ownTokens(of: closure).contains { token in
            if case .dollarIdentifier(let name) = token.tokenKind { return name != "$0" }
            return false
        }
    }

    /// Whether `name` is read in `closure`'s own code (not a closure's inside it).
    private static func mentions(_ name: String, in closure: ClosureExprSyntax) -> Bool {
        ownTokens(of: closure).contains { $0.tokenKind == .identifier(name) }
    }

    /// The tokens of `closure`'s statements that are not in a closure inside it.
    private static func ownTokens(of closure: ClosureExprSyntax) -> [TokenSyntax] {
        closure.statements.tokens(viewMode: .sourceAccurate).filter { token in
            var current = token.parent
            while let node = current, node.id != closure.id {
                if node.is(ClosureExprSyntax.self) { return false }
                current = node.parent
            }
            return true
        }
    }

    /// Whether every bare `return` of a handler's own code ends the element's turn once it is
    /// `continue`: none returns a value, and none lies in a loop, a function or an accessor of
    /// its own, where `continue` would mean another loop, or none.
    static func returnsEndOnlyTheElement(_ statements: CodeBlockItemListSyntax) -> Bool {
        func check(_ node: Syntax, inLoop: Bool) -> Bool {
            if node.is(ClosureExprSyntax.self) { return true }
            if node.is(FunctionDeclSyntax.self) || node.is(AccessorBlockSyntax.self) {
                return !node.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .keyword(.return) }
            }
            if let returned = node.as(ReturnStmtSyntax.self) { return returned.expression == nil && !inLoop }
            let loops =
                inLoop || node.is(ForStmtSyntax.self) || node.is(WhileStmtSyntax.self)
                || node.is(RepeatStmtSyntax.self)
            return node.children(viewMode: .sourceAccurate).allSatisfy { check($0, inLoop: loops) }
        }
        return check(Syntax(statements), inLoop: false)
    }

    /// Whether a handler's own code has `if let self { … }` with no other condition, which a
    /// task that holds `self` cannot keep (it binds what is no optional).
    static func bindsSelfAlone(_ closure: ClosureExprSyntax) -> Bool {
        ownTokens(of: closure).contains { token in
            guard token.tokenKind == .keyword(.if), let statement = token.parent?.as(IfExprSyntax.self),
                statement.conditions.count == 1,
                let binding = statement.conditions.first?.condition.as(OptionalBindingConditionSyntax.self)
            else { return false }
            return binding.pattern.trimmedDescription.filter { $0 != "`" } == "self"
        }
    }

    static func capturesWeakSelf(_ closure: ClosureExprSyntax) -> Bool {
        ClosureInliner.capturesSelf(closure, as: "weak")
    }

    static func readsSelf(_ closure: ClosureExprSyntax) -> Bool {
        closure.statements.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .keyword(.self) }
    }

    /// Whether `item` lies in a closure.
    static func isInClosure(_ item: CodeBlockItemSyntax) -> Bool {
        var current = item.parent
        while let node = current {
            if node.is(ClosureExprSyntax.self) { return true }
            current = node.parent
        }
        return false
    }
}
