import RIBsSource
import SwiftSyntax

/// Spellings Swift 5 accepted and Swift 6 mode refuses or warns about, which real apps on Uber's
/// RIBs are full of: the codemod takes the module to Swift 6, so it fixes them too. (`@available
/// (*, unavailable)`, which swift-syntax does not parse, is repaired as the file is read:
/// ``AttributeSpacing``.)
final class Swift6SpellingsRule: FileRule {
    override class var description: RuleDescription {
        RuleDescription(
            id: .swift6Spellings,
            summary:
                "`private (set)` becomes `private(set)`, `protocol P: class` `P: AnyObject`, a file-private `static var` never assigned `static let`, `@available (…)` `@available(…)`",
            examples: examples)
    }

    /// `private (set)`: whitespace between a modifier and its detail is an error in Swift 6
    /// ("extraneous whitespace between attribute name and '('").
    override func visit(_ node: DeclModifierSyntax) -> SyntaxVisitorContinueKind {
        guard let detail = node.detail else { return .visitChildren }
        let gap =
            node.name.endPositionBeforeTrailingTrivia
            .utf8Offset..<detail.positionAfterSkippingLeadingTrivia
            .utf8Offset
        guard !gap.isEmpty, node.name.trailingTrivia.allSatisfy(\.isSpaceOrTab),
            detail.leadingTrivia.allSatisfy(\.isSpaceOrTab)
        else { return .visitChildren }
        file.edits.replace(gap, with: "")
        return .visitChildren
    }

    /// `private static var name = "users"`, never assigned: global shared mutable state, an
    /// error in Swift 6, where it was a constant in all but its keyword; it becomes `let`. Only
    /// where the file is its whole scope (it or its type is `private` or `fileprivate`) and its
    /// value is a literal (a string, a number, a Boolean), whose only mutation is an assignment
    /// the file would show.
    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard node.bindingSpecifier.tokenKind == .keyword(.var),
            node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }),
            node.bindings.count == 1, let binding = node.bindings.first, binding.accessorBlock == nil,
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            let value = binding.initializer?.value,
            value.is(StringLiteralExprSyntax.self) || value.is(IntegerLiteralExprSyntax.self)
                || value.is(FloatLiteralExprSyntax.self) || value.is(BooleanLiteralExprSyntax.self),
            Self.isFileScoped(node)
        else { return .visitChildren }
        let assigned = node.root.tokens(viewMode: .sourceAccurate).contains { token in
            guard token.text == name, token.id != binding.pattern.firstToken(viewMode: .sourceAccurate)?.id,
                let next = token.nextToken(viewMode: .sourceAccurate)
            else { return false }
            return next.tokenKind == .equal || Self.compoundAssignments.contains(next.text)
        }
        guard !assigned else { return .visitChildren }
        file.replace(node.bindingSpecifier, with: "let")
        return .visitChildren
    }

    private static let compoundAssignments: Set<String> = [
        "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>=", "&+=", "&-=", "&*=",
    ]

    /// Whether `node`, or a type around it, is `private` or `fileprivate`.
    private static func isFileScoped(_ node: VariableDeclSyntax) -> Bool {
        var current: Syntax? = Syntax(node)
        while let syntax = current {
            if let modifiers = syntax.asProtocol((any WithModifiersSyntax).self)?.modifiers,
                modifiers.contains(where: {
                    $0.name.tokenKind == .keyword(.private) || $0.name.tokenKind == .keyword(.fileprivate)
                })
            {
                return true
            }
            current = syntax.parent
        }
        return false
    }

    /// `protocol P: class`: deprecated since Swift 4 and a warning in Swift 6; `AnyObject` says
    /// the same.
    override func visit(_ node: ClassRestrictionTypeSyntax) -> SyntaxVisitorContinueKind {
        file.replace(node, with: "AnyObject")
        return .visitChildren
    }

    /// `extension UINavigationController: ViewControllable`: a type and a protocol both from other
    /// modules (UIKit's, swift-ribs'), which Swift 6 warns about ("this will not behave correctly
    /// if the owners of 'UIKit' introduce this conformance"); `@retroactive` says it is meant, as
    /// the warning asks. Only for the runtime's protocols, on a type the module does not declare.
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let clause = node.inheritanceClause, let extended = Self.name(of: node.extendedType),
            !file.index.declaredTypes.contains(extended)
        else { return .visitChildren }
        for inherited in clause.inheritedTypes {
            guard let name = Self.name(of: inherited.type), Self.runtimeProtocols.contains(name),
                !file.index.declaredTypes.contains(name), !file.index.protocols.keys.contains(name)
            else { continue }
            file.edits.insert("@retroactive ", at: inherited.type.positionAfterSkippingLeadingTrivia)
        }
        return .visitChildren
    }

    private static let runtimeProtocols = MigrationCatalog.runtimeProtocols.union(["WindowControllable"])

    /// `UINavigationController` for `UINavigationController` or `UIKit.UINavigationController`;
    /// `nil` for a type already written `@retroactive` or not a name.
    private static func name(of type: TypeSyntax) -> String? {
        if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.text }
        if let member = type.as(MemberTypeSyntax.self) { return member.name.text }
        return nil
    }
}

extension Swift6SpellingsRule {
    /// What the rule makes of Rx and what it leaves, as `ribs migrate` runs it: `MigrationRuleTests`
    /// runs each one.
    static var examples: [RuleExample] {
        [
            .rewrites(
                #"""
                protocol ProfileCaching: class {
                    func clear()
                }

                final class ProfileCache: ProfileCaching {
                    private (set) var entries: [String] = []
                    private static var limit = 20

                    func clear() {
                        entries.removeAll()
                    }
                }
                """#,
                to: #"""
                    protocol ProfileCaching: AnyObject {
                        func clear()
                    }

                    final class ProfileCache: ProfileCaching {
                        private(set) var entries: [String] = []
                        private static let limit = 20

                        func clear() {
                            entries.removeAll()
                        }
                    }
                    """#),
            .rewrites(
                #"""
                import RIBs
                import UIKit

                extension UINavigationController: ViewControllable {}
                """#,
                to: #"""
                    import RIBs
                    import UIKit

                    extension UINavigationController: @retroactive ViewControllable {}
                    """#),
        ]
    }
}
