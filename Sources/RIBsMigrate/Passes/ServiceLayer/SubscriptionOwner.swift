import SwiftSyntax

/// What keeps a subscription alive, and so what ends the task that replaces it: the interactor's
/// active period (`disposeOnDeactivate`), a bag (`disposed(by:)`), or nothing (`_ = …`, a bare
/// statement), where the task runs to its end.
enum SubscriptionOwner {
    /// `whileActive { … }`: cancelled when the interactor deactivates. The interactor is `self`,
    /// or the name a closure of `subscribe(with: self)` gives it (`owner`).
    case whileActive(interactor: String)
    /// `Task { … }.cancelOnStop(self)`: cancelled when the worker stops (`disposeOnStop(self)`).
    case whileRunning
    /// `bag.insert(Task { … })`: cancelled when the bag is freed; the `disposed(by:)` call.
    case bag(String, FunctionCallExprSyntax)
    /// `Task { … }`, kept by nothing.
    case task

    /// The subscription a statement makes and what owns it; `nil` for any other statement. A bag
    /// is read only in a type that is main-actor isolated once migrated (an interactor, a worker),
    /// where the task runs on the main actor as the subscription's handlers did.
    static func read(_ item: CodeBlockItemSyntax, index: MigrationIndex) -> (FunctionCallExprSyntax, Self)? {
        guard var expression = item.item.as(ExprSyntax.self) else { return nil }
        if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3,
            sequence.elements.first?.is(DiscardAssignmentExprSyntax.self) == true, let last = sequence.elements.last
        {
            expression = last
        }
        guard let call = expression.as(FunctionCallExprSyntax.self),
            let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base
        else { return nil }
        let labels = call.arguments.map { $0.label?.text }
        switch member.declName.baseName.text {
        case "disposeOnDeactivate":
            guard labels == ["interactor"], let interactor = call.arguments.first?.expression,
                let subscription = base.as(FunctionCallExprSyntax.self)
            else { return nil }
            if ClosureInliner.isSelf(interactor) { return (subscription, .whileActive(interactor: "self")) }
            guard let name = interactor.as(DeclReferenceExprSyntax.self)?.baseName.text,
                isSelfHandedOn(as: name, around: item)
            else { return nil }
            return (subscription, .whileActive(interactor: name))
        case "disposeOnStop":
            guard labels == [nil], let worker = call.arguments.first?.expression, ClosureInliner.isSelf(worker),
                let subscription = base.as(FunctionCallExprSyntax.self)
            else { return nil }
            return (subscription, .whileRunning)
        case "disposed":
            guard labels == ["by"], let bag = call.arguments.first?.expression,
                let subscription = base.as(FunctionCallExprSyntax.self),
                let type = enclosingClass(of: item), index.isMainActorClass(type)
            else { return nil }
            return (subscription, .bag(ClosureInliner(renames: [:]).text(of: bag), call))
        case "subscribe", "bind":
            return (call, .task)
        default:
            return nil
        }
    }

    /// The first line of the task's text, which ``SubscriptionRewrite`` closes.
    var opening: String { opening(holdingSelf: "self") }

    /// The first line of the task's text, the task holding `self` as `capture` says (`weak
    /// self`, ``ProducerLoopRewrite``'s task in a bag).
    func opening(holdingSelf capture: String) -> String {
        switch self {
        case .whileActive(let interactor):
            interactor == "self" ? "whileActive { [\(capture)] in" : "\(interactor).whileActive { [\(interactor)] in"
        case .bag(let bag, _): "\(bag).insert(Task { [\(capture)] in"
        case .task, .whileRunning: "Task { [\(capture)] in"
        }
    }

    /// The task's last line.
    var closing: String {
        if case .bag = self { return "})" }
        if case .whileRunning = self { return "}\n.cancelOnStop(self)" }
        return "}"
    }

    /// The call that keeps a subscription that stays one (``FlatMapSubscriptionRewrite``).
    var ownership: String {
        switch self {
        case .whileActive(let interactor): ".disposeOnDeactivate(interactor: \(interactor))"
        case .bag(let bag, _): ".disposed(by: \(bag))"
        case .whileRunning: ".disposeOnStop(self)"
        case .task: ""
        }
    }

    /// Why a cancelled task runs no handler, said where it stops.
    var cancellation: String {
        switch self {
        case .whileActive: "// deactivated: no handler runs, as Rx's disposal called none"
        case .bag: "// the bag was freed: no handler runs, as Rx's disposal called none"
        case .whileRunning: "// the worker stopped: no handler runs, as Rx's disposal called none"
        case .task: "// cancelled: no handler runs, as Rx's disposal called none"
        }
    }

    /// Whether the closure `node` is in hands `self` on as its first parameter `name`: a
    /// handler of `subscribe(with: self)` or `bind(with: self)`, or of an operator right after
    /// `withUnretained(self)`.
    private static func isSelfHandedOn(as name: String, around node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let syntax = current, !syntax.is(ClosureExprSyntax.self) { current = syntax.parent }
        guard let closure = current?.as(ClosureExprSyntax.self),
            let first = try? OneResultLowering.parameterNames(of: closure).first, first == name
        else { return false }
        // The call the closure is given to, trailing or labelled.
        var parent = closure.parent
        while let syntax = parent, !syntax.is(FunctionCallExprSyntax.self) { parent = syntax.parent }
        guard let call = parent?.as(FunctionCallExprSyntax.self) else { return false }
        if call.arguments.contains(where: { $0.label?.text == "with" && ClosureInliner.isSelf($0.expression) }) {
            return true
        }
        return ClosureInliner.unretainedSelfBase(of: call.calledExpression.as(MemberAccessExprSyntax.self)?.base) != nil
    }

    /// The class or extension `node` is in.
    static func enclosingClass(of node: some SyntaxProtocol) -> String? {
        var current = node.parent
        while let syntax = current {
            if let declaration = syntax.as(ClassDeclSyntax.self) { return declaration.name.text }
            if let declaration = syntax.as(ExtensionDeclSyntax.self) {
                return MigrationIndex.baseName(of: declaration.extendedType)
            }
            current = syntax.parent
        }
        return nil
    }
}
