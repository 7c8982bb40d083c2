import SwiftSyntax

/// The types a type stores, by name: what a type that flows through a relay makes flow too.
extension MigrationIndexReader {
    /// A type's stored properties (not its statics, not computed ones): whether each is a
    /// `let`, and the type names it is written with.
    static func storedProperties(_ members: MemberBlockSyntax) -> [(isLet: Bool, types: [String])] {
        members.members.compactMap { member -> (Bool, [String])? in
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                !variable.modifiers.contains(where: {
                    $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class)
                }),
                variable.bindings.allSatisfy({ $0.accessorBlock == nil })
            else { return nil }
            let types = variable.bindings.flatMap { binding -> [String] in
                if let annotation = binding.typeAnnotation?.type { return typeNames(in: annotation) }
                // `let items = Items()`: the type it is made of.
                if let call = binding.initializer?.value.as(FunctionCallExprSyntax.self),
                    let callee = call.calledExpression.as(DeclReferenceExprSyntax.self)
                {
                    return [callee.baseName.text]
                }
                if let literal = binding.initializer.flatMap({ SendableProof.literalType(of: $0.value) }) {
                    return [literal]
                }
                // A type nothing here says: what the type stores is not known.
                return [SendableProof.unknown]
            }
            return (variable.bindingSpecifier.tokenKind == .keyword(.let), types)
        }
    }

    static func typeNames(in type: TypeSyntax) -> [String] {
        type.tokens(viewMode: .sourceAccurate).filter(namesAType).map(\.text)
    }

    /// Whether `token` names a type, not the namespace of one: `DownloadButton` of
    /// `DownloadButton.ButtonState` is where the nested type is declared, and the class around it
    /// (a view) flows nowhere with it.
    static func namesAType(_ token: TokenSyntax) -> Bool {
        guard token.tokenKind.isIdentifier, let named = token.parent else { return false }
        guard named.is(IdentifierTypeSyntax.self) || named.is(MemberTypeSyntax.self),
            let member = named.parent?.as(MemberTypeSyntax.self)
        else { return true }
        return member.baseType.id != named.id
    }
}

extension TokenKind {
    /// Whether the token is a name (`Profile`), not a keyword or punctuation.
    var isIdentifier: Bool {
        if case .identifier = self { return true }
        return false
    }
}
