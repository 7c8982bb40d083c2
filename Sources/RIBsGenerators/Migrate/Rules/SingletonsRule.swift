import SwiftSyntax

/// `static let shared = Service()` in Swift 6: a static may hold only a `Sendable` value (or be
/// main-actor isolated). Where ``SendableProof`` shows the type is `Sendable` (a final class of
/// `let`s of `Sendable` values), ``SendableRule`` declares it so; anywhere else the choice is the
/// app's (the type `@MainActor`, an actor, or its state behind a lock), and the static is named
/// with it. The tool never silences one with `nonisolated(unsafe)`.
final class SingletonsRule: FileRule {
    override class var description: RuleDescription {
        RuleDescription(
            id: .singletons,
            summary:
                "`static let shared = Service()` of a type the module shows is `Sendable` (a final class of `let`s of `Sendable` values) makes the type `Sendable`; of any other it is named, with the choices Swift 6 leaves",
            recipes: [.singleton],
            examples: examples)
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let type = Singletons.heldType(node), file.index.declaredTypes.contains(type),
            file.index.protocols[type] == nil, !file.index.declaredSendable.contains(type),
            !file.index.isMainActorClass(type)
        else { return .visitChildren }
        // A static of a main-actor type (a RIB's) is isolated with it.
        if let owner = file.enclosingTypeName(of: node), file.index.isMainActorClass(owner) { return .visitChildren }
        guard !SendableProof(index: file.index).isCertain(type) else { return .visitChildren }
        let name = node.bindings.first?.pattern.trimmedDescription ?? "shared"
        file.leave(node, construct: "static let \(name) of \(type)", recipe: .singleton, keepsRx: false)
        return .visitChildren
    }
}

extension SingletonsRule {
    /// What the rule makes of Rx and what it leaves, as `ribs migrate` runs it: `MigrationRuleTests`
    /// runs each one.
    static var examples: [RuleExample] {
        [
            .leaves(
                #"""
                final class Formatter {
                    static let shared = Formatter()
                    let locale: String = "en"
                }

                final class Cache {
                    static let shared = Cache()
                    var entries: [String: String] = [:]
                }
                """#,
                named: ["static let shared of Cache"])
        ]
    }
}
