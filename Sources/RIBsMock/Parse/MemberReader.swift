import RIBsSource
import SwiftSyntax

/// Reads a declaration's requirements (or, for `--mock-all`, a class's overridable members) into
/// the model.
enum MemberReader {
    /// Whether a class member can be overridden from a subclass in another file.
    static func isOverridable(_ modifiers: DeclModifierListSyntax) -> Bool {
        !modifiers.contains { modifier in
            switch modifier.name.tokenKind {
            case .keyword(.final), .keyword(.static), .keyword(.class), .keyword(.private), .keyword(.fileprivate): true
            default: false
            }
        }
    }

    static func classMember(from decl: DeclSyntax) -> MockMember? {
        if let function = decl.as(FunctionDeclSyntax.self), isOverridable(function.modifiers) {
            return member(from: decl)
        }
        guard let variable = decl.as(VariableDeclSyntax.self), variable.bindingSpecifier.tokenKind == .keyword(.var),
            isOverridable(variable.modifiers), variable.bindings.count == 1, let binding = variable.bindings.first,
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            let type = binding.typeAnnotation?.type.trimmedText
        else { return nil }
        // A restricted setter (`private(set)`) cannot be observed from a subclass.
        if variable.modifiers.contains(where: { $0.detail?.detail.text == "set" }) { return nil }
        // Stored properties (with or without observers) and computed ones with a setter are
        // settable; a getter alone is not, and is left to the class.
        let isSettable: Bool = {
            switch binding.accessorBlock?.accessors {
            case nil: return true
            case .getter?: return false
            case .accessors(let list)?:
                return list.contains { ["set", "willSet", "didSet"].contains($0.accessorSpecifier.text) }
            }
        }()
        guard isSettable else { return nil }
        return .property(MockProperty(name: name, type: type, isSettable: true))
    }

    static func isStatic(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
    }

    /// The parameters of a function, an initialiser or (`isSubscript`) a subscript, whose
    /// parameters have no argument label unless one is written.
    static func parameters(_ clause: FunctionParameterClauseSyntax, isSubscript: Bool = false) -> [MockParameter] {
        clause.parameters.enumerated().map { index, parameter in
            let firstName = parameter.firstName.text
            let name = parameter.secondName?.text ?? firstName
            let label = isSubscript && parameter.secondName == nil ? "_" : firstName
            let type = parameter.type.trimmedText + (parameter.ellipsis == nil ? "" : "...")
            // An unnamed parameter (`_: Int`) is named after its position, as Mockolo does.
            return MockParameter(label: label, name: name == "_" ? "_\(index)" : name, type: type)
        }
    }

    /// The accessors a property or subscript requirement declares (`get`, `set`).
    static func accessors(_ block: AccessorBlockSyntax?) -> [AccessorDeclSyntax] {
        guard case .accessors(let list)? = block?.accessors else { return [] }
        return Array(list)
    }

    static func member(from decl: DeclSyntax) -> MockMember? {
        if let conditional = decl.as(IfConfigDeclSyntax.self) {
            return .conditional(
                conditional.clauses.map { clause in
                    let directive =
                        ([clause.poundKeyword.text] + (clause.condition.map { [$0.trimmedText] } ?? [])).joined(
                            separator: " ")
                    let members: [MockMember] = {
                        guard case .decls(let list)? = clause.elements else { return [] }
                        return list.compactMap { member(from: $0.decl) }
                    }()
                    return MockConditionalClause(directive: directive, members: members)
                })
        }
        if let associated = decl.as(AssociatedTypeDeclSyntax.self) {
            return .associatedType(
                MockAssociatedType(
                    name: associated.name.text,
                    constraint: associated.inheritanceClause?.inheritedTypes.map { $0.type.trimmedText }.joined(
                        separator: " & "),
                    defaultType: associated.initializer?.value.trimmedText,
                    whereClause: associated.genericWhereClause?.trimmedText
                ))
        }
        if let initializer = decl.as(InitializerDeclSyntax.self) {
            return .initializer(
                parameters: parameters(initializer.signature.parameterClause),
                throwsClause: initializer.signature.effectSpecifiers?.throwsClause?.trimmedText,
                isAsync: initializer.signature.effectSpecifiers?.asyncSpecifier != nil
            )
        }
        if let subscriptDecl = decl.as(SubscriptDeclSyntax.self) {
            return .subscriptRequirement(
                MockSubscript(
                    parameters: parameters(subscriptDecl.parameterClause, isSubscript: true),
                    returnType: subscriptDecl.returnClause.type.trimmedText,
                    isSettable: accessors(subscriptDecl.accessorBlock).contains { $0.accessorSpecifier.text == "set" },
                    isStatic: isStatic(subscriptDecl.modifiers),
                    genericParameters: subscriptDecl.genericParameterClause?.trimmedText,
                    whereClause: subscriptDecl.genericWhereClause?.trimmedText
                ))
        }
        if let function = decl.as(FunctionDeclSyntax.self) {
            let signature = function.signature
            return .method(
                MockMethod(
                    name: function.name.text,
                    genericParameters: function.genericParameterClause?.trimmedText,
                    parameters: parameters(signature.parameterClause),
                    returnType: signature.returnClause?.type.trimmedText,
                    isAsync: signature.effectSpecifiers?.asyncSpecifier != nil,
                    throwsClause: signature.effectSpecifiers?.throwsClause?.trimmedText,
                    isStatic: isStatic(function.modifiers),
                    whereClause: function.genericWhereClause?.trimmedText,
                    attributes: function.attributes.compactMap { $0.as(AttributeSyntax.self)?.trimmedText }
                ))
        }
        if let variable = decl.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            let type = binding.typeAnnotation?.type.trimmedText
        {
            let accessors = accessors(binding.accessorBlock)
            var property = MockProperty(
                name: name,
                type: type,
                isSettable: accessors.contains { $0.accessorSpecifier.text == "set" },
                isStatic: isStatic(variable.modifiers),
                attributes: variable.attributes.compactMap { $0.as(AttributeSyntax.self)?.trimmedText }
            )
            if let effects = accessors.first(where: { $0.accessorSpecifier.text == "get" })?.effectSpecifiers {
                property.getterEffects = effects.trimmedText
            }
            return .property(property)
        }
        return nil
    }
}
