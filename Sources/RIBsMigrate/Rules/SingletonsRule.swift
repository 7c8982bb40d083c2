import RIBsSource
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
            recipes: [.singleton, .mutableStatic],
            examples: examples)
    }

    /// The stored `static var`s no actor isolates, named once the walk is over.
    private var mutableStatics: [(node: VariableDeclSyntax, name: String)] = []

    /// A `static var` nothing assigns becomes a `let` (``Swift6SpellingsRule``); the others are named.
    override func finish() {
        for (node, name) in mutableStatics {
            let specifier = node.bindingSpecifier.positionAfterSkippingLeadingTrivia.utf8Offset
            guard !file.edits.edits.contains(where: { $0.range.contains(specifier) }) else { continue }
            file.leave(node, construct: "static var \(name)", recipe: .mutableStatic, keepsRx: false)
        }
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        if let name = Self.mutableStatic(node),
            file.enclosingTypeName(of: node).map(file.index.isMainActorClass) != true
        {
            mutableStatics.append((node, name))
            return .visitChildren
        }
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
    /// The name of `node` when it is a stored `static var` no actor isolates (`static var shared =
    /// NetworkMonitor()`), which Swift 6 refuses whatever its type.
    static func mutableStatic(_ node: VariableDeclSyntax) -> String? {
        guard node.bindingSpecifier.tokenKind == .keyword(.var),
            node.modifiers.contains(where: {
                $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class)
            }),
            !node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.nonisolated) }),
            !node.attributes.contains(where: {
                $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "MainActor"
            }),
            node.bindings.count == 1, let binding = node.bindings.first, binding.accessorBlock == nil,
            binding.initializer != nil
        else { return nil }
        return binding.pattern.trimmedDescription
    }

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

                final class NetworkMonitor {
                    static var shared = NetworkMonitor()
                }
                """#,
                named: ["static let shared of Cache", "static var shared"])
        ]
    }
}
