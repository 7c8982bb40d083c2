import SwiftSyntax

/// What a name means where it is read, as far as the code around it says: a parameter of a
/// function, an initialiser or a closure around it, or a constant or variable of a block around
/// it. What the rules ask before they take a name for one of the module's relays or streams.
enum LocalScope {
    /// Whether `name`, read at `node`, is a parameter or a local around it.
    static func declares(_ name: String, around node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let scope = current {
            if parameters(of: scope).contains(name) { return true }
            if let block = scope.as(CodeBlockItemListSyntax.self), block.contains(where: { declares(name, in: $0) }) {
                return true
            }
            current = scope.parent
        }
        return false
    }

    /// The value the local constant `reference` reads was given, declared before it in a block
    /// around it (`let finished = actions.filter { … }`); `nil` where the name is no such
    /// constant, or a parameter nearer than it hides it.
    static func initializer(of reference: DeclReferenceExprSyntax) -> ExprSyntax? {
        let name = reference.baseName.text
        var current = reference.parent
        while let node = current {
            if parameters(of: node).contains(name) { return nil }
            if let block = node.as(CodeBlockItemListSyntax.self) {
                for item in block where item.endPosition <= reference.position {
                    guard let variable = item.item.as(VariableDeclSyntax.self),
                        variable.bindingSpecifier.tokenKind == .keyword(.let)
                    else { continue }
                    for binding in variable.bindings
                    where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                        return binding.initializer?.value
                    }
                }
            }
            current = node.parent
        }
        return nil
    }

    /// The type of the function's or initialiser's parameter `reference` reads (`source: O` of
    /// `func record<O: ObservableConvertibleType>(_ source: O)`), if it reads one, nearest first;
    /// `nil` for anything else, or a closure's parameter nearer than it.
    static func parameterType(of reference: DeclReferenceExprSyntax) -> TypeSyntax? {
        let name = reference.baseName.text
        var current = reference.parent
        while let node = current {
            let clause =
                node.as(FunctionDeclSyntax.self)?.signature.parameterClause
                ?? node.as(InitializerDeclSyntax.self)?.signature.parameterClause
            if let clause {
                return clause.parameters.first { ($0.secondName ?? $0.firstName).text == name }?.type
            }
            if parameters(of: node).contains(name) { return nil }
            current = node.parent
        }
        return nil
    }

    /// Whether `expression` is a parameter whose type is none of Rx's streams and relays (a
    /// generic `O: ObservableConvertibleType`): what it is stays as it is.
    static func isParameterOfNoStreamType(_ expression: ExprSyntax?) -> Bool {
        guard let reference = expression?.as(DeclReferenceExprSyntax.self), let type = parameterType(of: reference)
        else { return false }
        return StreamKind(typeName: MigrationIndex.baseName(of: type)) == nil
    }

    /// The names of the parameters `scope` declares, when it is a function, an initialiser or a
    /// closure.
    static func parameters(of scope: Syntax) -> [String] {
        if let function = scope.as(FunctionDeclSyntax.self) {
            return function.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text }
        }
        if let initializer = scope.as(InitializerDeclSyntax.self) {
            return initializer.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text }
        }
        switch scope.as(ClosureExprSyntax.self)?.signature?.parameterClause {
        case .simpleInput(let names)?: return names.map(\.name.text)
        case .parameterClause(let clause)?: return clause.parameters.map { ($0.secondName ?? $0.firstName).text }
        case nil: return []
        }
    }

    /// Whether `item` declares a constant or a variable named `name`.
    private static func declares(_ name: String, in item: CodeBlockItemSyntax) -> Bool {
        item.item.as(VariableDeclSyntax.self)?.bindings.contains { $0.pattern.trimmedDescription == name } ?? false
    }
}
