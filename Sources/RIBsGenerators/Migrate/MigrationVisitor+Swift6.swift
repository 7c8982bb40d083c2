import SwiftSyntax

/// Spellings Swift 5 accepted and Swift 6 mode refuses or warns about, which real apps on Uber's
/// RIBs are full of: the codemod takes the module to Swift 6, so it fixes them too.
extension MigrationVisitor {
    /// `private (set)`: whitespace between a modifier and its detail is an error in Swift 6
    /// ("extraneous whitespace between attribute name and '('").
    func joinModifierDetail(_ node: DeclModifierSyntax) {
        guard let detail = node.detail else { return }
        let gap =
            node.name.endPositionBeforeTrailingTrivia
            .utf8Offset..<detail.positionAfterSkippingLeadingTrivia
            .utf8Offset
        guard !gap.isEmpty, node.name.trailingTrivia.allSatisfy(\.isSpaceOrTab),
            detail.leadingTrivia.allSatisfy(\.isSpaceOrTab)
        else { return }
        edits.replace(gap, with: "")
    }

    /// `private static var name = "users"`, never assigned: global shared mutable state, an
    /// error in Swift 6, where it was a constant in all but its keyword; it becomes `let`. Only
    /// where the file is its whole scope (it or its type is `private` or `fileprivate`) and its
    /// value is a literal (a string, a number, a Boolean), whose only mutation is an assignment
    /// the file would show.
    func makeUnassignedStaticConstant(_ node: VariableDeclSyntax) {
        guard node.bindingSpecifier.tokenKind == .keyword(.var),
            node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }),
            node.bindings.count == 1, let binding = node.bindings.first, binding.accessorBlock == nil,
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            let value = binding.initializer?.value,
            value.is(StringLiteralExprSyntax.self) || value.is(IntegerLiteralExprSyntax.self)
                || value.is(FloatLiteralExprSyntax.self) || value.is(BooleanLiteralExprSyntax.self),
            Self.isFileScoped(node)
        else { return }
        let assigned = node.root.tokens(viewMode: .sourceAccurate).contains { token in
            guard token.text == name, token.id != binding.pattern.firstToken(viewMode: .sourceAccurate)?.id,
                let next = token.nextToken(viewMode: .sourceAccurate)
            else { return false }
            return next.tokenKind == .equal || Self.compoundAssignments.contains(next.text)
        }
        guard !assigned else { return }
        replace(node.bindingSpecifier, with: "let")
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
    func replaceClassConstraint(_ node: ClassRestrictionTypeSyntax) {
        replace(node, with: "AnyObject")
    }
}

extension MigrationVisitor {
    /// `class Defaults<Value>` whose members are `Observable<Value>` or `BehaviorRelay<Value>`:
    /// the runtime's streams and relays hand their elements between isolations, so each
    /// generic parameter they carry is made `Sendable` (`Value: Sendable`, `Value: Codable &
    /// Sendable`), as a concrete type that flows through one is.
    func constrainStreamedGenericParameters(
        _ clause: GenericParameterClauseSyntax?, members: MemberBlockSyntax
    ) {
        guard let clause, !keepsRxStreams else { return }
        let names = Set(clause.parameters.map(\.name.text))
        let finder = StreamedParameterFinder(parameters: names)
        finder.walk(members)
        for parameter in clause.parameters where finder.found.contains(parameter.name.text) {
            if let inherited = parameter.inheritedType {
                guard !inherited.trimmedDescription.contains("Sendable") else { continue }
                edits.insert(" & Sendable", at: inherited.endPositionBeforeTrailingTrivia)
            } else {
                edits.insert(": Sendable", at: parameter.name.endPositionBeforeTrailingTrivia)
            }
        }
    }
}

/// The generic parameters named as the element of an Rx stream or relay type (`Observable<T>`).
private final class StreamedParameterFinder: SyntaxVisitor {
    let parameters: Set<String>
    var found: Set<String> = []

    init(parameters: Set<String>) {
        self.parameters = parameters
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        guard MigrationCatalog.typeRenames[node.name.text] != nil, let arguments = node.genericArgumentClause
        else { return .visitChildren }
        for argument in arguments.arguments {
            let name = argument.argument.trimmedDescription
            if parameters.contains(name) { found.insert(name) }
        }
        return .visitChildren
    }
}
