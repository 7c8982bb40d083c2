import RIBsSource
import SwiftSyntax

/// What the collector reads around a node: locals, parameters, declared types, modifiers, names.
extension DepsCollector {
    /// The type of the local `name` declared before `node` in an enclosing block.
    static func localType(named name: String, before node: some SyntaxProtocol) -> String? {
        var current: Syntax? = Syntax(node)
        while let node = current {
            if let list = node.parent?.as(CodeBlockItemListSyntax.self), let item = node.as(CodeBlockItemSyntax.self) {
                for earlier in list where earlier.position < item.position {
                    guard let variable = earlier.item.as(VariableDeclSyntax.self) else { continue }
                    for binding in variable.bindings
                    where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                        if let type = binding.typeAnnotation?.type.trimmedText { return type }
                        if let call = binding.initializer?.value.as(FunctionCallExprSyntax.self) {
                            return call.calledExpression.trimmedText
                        }
                    }
                }
            }
            current = node.parent
        }
        return nil
    }

    /// The type a binding declares, or the one it constructs (`let store = ItemStore(…)`, as Swift
    /// infers it); `nil` when neither says.
    static func declaredType(of binding: PatternBindingSyntax) -> String? {
        if let type = binding.typeAnnotation?.type.trimmedText { return type }
        guard let called = binding.initializer?.value.as(FunctionCallExprSyntax.self)?.calledExpression,
            let first = called.trimmedText.first, first.isUppercase,
            called.is(DeclReferenceExprSyntax.self) || called.is(GenericSpecializationExprSyntax.self)
        else { return nil }
        return called.trimmedText
    }

    /// Whether `name` is a parameter of the function or initializer around `node`.
    static func isParameter(named name: String, around node: some SyntaxProtocol) -> Bool {
        var current: Syntax? = Syntax(node)
        while let node = current {
            let parameters =
                node.as(FunctionDeclSyntax.self)?.signature.parameterClause.parameters
                ?? node.as(InitializerDeclSyntax.self)?.signature.parameterClause.parameters
            if let parameters {
                return parameters.contains { ($0.secondName ?? $0.firstName).text == name }
            }
            current = node.parent
        }
        return false
    }

    /// The declared type of the variable or property a `.init(…)` initialises.
    static func declaredType(around node: some SyntaxProtocol) -> String? {
        var current: Syntax? = Syntax(node)
        while let node = current {
            if let binding = node.as(PatternBindingSyntax.self) {
                return binding.typeAnnotation?.type.trimmedText
            }
            current = node.parent
        }
        return nil
    }

    // MARK: - Helpers

    static func isHidden(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { [.keyword(.private), .keyword(.fileprivate)].contains($0.name.tokenKind) }
            && !modifiers.contains { $0.detail != nil }  // `private(set) var` is still readable
    }

    /// `makeWorker(named:)`.
    static func fullName(of function: FunctionDeclSyntax) -> String {
        let labels = function.signature.parameterClause.parameters.map { "\($0.firstName.text):" }.joined()
        return "\(function.name.text)(\(labels))"
    }

    /// `(named: String) async throws -> Worker`, without parameter names.
    static func signature(of function: FunctionDeclSyntax) -> String {
        let parameters = function.signature.parameterClause.parameters.map {
            "\($0.firstName.text): \($0.type.trimmedText)"
        }
        let effects = function.signature.effectSpecifiers.map { " " + $0.trimmedText } ?? ""
        let result = function.signature.returnClause.map { " -> \($0.type.trimmedText)" } ?? ""
        return "(\(parameters.joined(separator: ", ")))\(effects)\(result)"
    }
}

extension SyntaxProtocol {
    /// Whether the node is inside a `#if` block.
    var ancestorIsConditional: Bool {
        var current = parent
        while let node = current {
            if node.is(IfConfigDeclSyntax.self) { return true }
            current = node.parent
        }
        return false
    }
}
