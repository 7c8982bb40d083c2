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
        binding(of: reference)?.initializer?.value
    }

    /// The relay the local constant `reference` reads, where it is declared as one
    /// (`let timer: PublishSubject<Double> = .init()`, `let isRunning = BehaviorRelay(value: false)`):
    /// the relay rules rewrite its declaration, so its reads and writes are a relay's of that kind.
    static func relayKind(of reference: DeclReferenceExprSyntax) -> RelayKind? {
        // A variable holds the relay it was declared as too (`var subject = PublishSubject<Int>()`).
        guard let binding = binding(of: reference, includingVariables: true) else { return nil }
        let type =
            binding.typeAnnotation.map { MigrationIndex.baseName(of: $0.type) }
            ?? binding.initializer.flatMap { MigrationIndex.constructedType($0.value) }
        return type.flatMap { MigrationCatalog.relayKinds[$0] }
    }

    /// The declaration of the local constant (or variable, when asked) `reference` reads, the
    /// nearest before it in a block around it; `nil` where a parameter or a variable not asked
    /// for is nearer.
    private static func binding(of reference: DeclReferenceExprSyntax, includingVariables: Bool = false)
        -> PatternBindingSyntax?
    {
        let name = reference.baseName.text
        var current = reference.parent
        while let node = current {
            if parameters(of: node).contains(name) { return nil }
            if let block = node.as(CodeBlockItemListSyntax.self) {
                for item in block.reversed() where item.endPosition <= reference.position {
                    guard let variable = item.item.as(VariableDeclSyntax.self),
                        let binding = variable.bindings.first(where: {
                            $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
                        })
                    else { continue }
                    let isConstant = variable.bindingSpecifier.tokenKind == .keyword(.let)
                    return isConstant || includingVariables ? binding : nil
                }
            }
            current = node.parent
        }
        return nil
    }

    /// The type of the function's or initialiser's parameter `reference` reads (`source: O` of
    /// `func record<O: ObservableConvertibleType>(_ source: O)`), if it reads one, nearest first,
    /// with the generic parameters that declaration introduces; `nil` for anything else, or a
    /// closure's parameter nearer than it.
    static func parameterType(of reference: DeclReferenceExprSyntax) -> (type: TypeSyntax, generics: Set<String>)? {
        let name = reference.baseName.text
        var current = reference.parent
        while let node = current {
            let function = node.as(FunctionDeclSyntax.self)
            let initializer = node.as(InitializerDeclSyntax.self)
            if let clause = function?.signature.parameterClause ?? initializer?.signature.parameterClause {
                guard let type = clause.parameters.first(where: { ($0.secondName ?? $0.firstName).text == name })?.type
                else { return nil }
                let generics = function?.genericParameterClause ?? initializer?.genericParameterClause
                return (type, Set(generics?.parameters.map(\.name.text) ?? []))
            }
            if parameters(of: node).contains(name) { return nil }
            current = node.parent
        }
        return nil
    }

    /// Whether `expression` is a parameter whose type is surely none of Rx's streams: one of its
    /// function's generic parameters (`O: ObservableConvertibleType`), an opaque or existential
    /// type, or a function. A parameter of a named type is not: the name may be a typealias of
    /// `Observable` that the migration rewrites.
    static func isParameterOfNoStreamType(_ expression: ExprSyntax?) -> Bool {
        guard let reference = expression?.as(DeclReferenceExprSyntax.self), let parameter = parameterType(of: reference)
        else { return false }
        var type = parameter.type
        if let attributed = type.as(AttributedTypeSyntax.self) { type = attributed.baseType }
        if let optional = type.as(OptionalTypeSyntax.self) { type = optional.wrappedType }
        return type.is(SomeOrAnyTypeSyntax.self) || type.is(FunctionTypeSyntax.self)
            || type.as(IdentifierTypeSyntax.self).map { parameter.generics.contains($0.name.text) } ?? false
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
