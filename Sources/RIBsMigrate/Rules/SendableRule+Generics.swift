import RIBsSource
import SwiftSyntax

/// A generic type that flows through a relay (`enum LoadingState<D, E>`) is `Sendable` where what
/// it is generic over is: a conformance with its conditions, written after the type at the file's
/// top level (Swift asks a type's `Sendable` conformance in its own file). Written after its name,
/// as a plain type's is, it had read `enum LoadingState: Sendable<D, E>`, which does not parse
/// (a new user's trial on iDmitriyy/StatefulScreenExample).
extension SendableRule {
    /// The generic parameters `declaration` declares, by name.
    static func genericParameters(of declaration: Syntax) -> [GenericParameterSyntax]? {
        let clause =
            declaration.as(StructDeclSyntax.self)?.genericParameterClause
            ?? declaration.as(EnumDeclSyntax.self)?.genericParameterClause
            ?? declaration.as(ClassDeclSyntax.self)?.genericParameterClause
        return clause.map { Array($0.parameters) }
    }

    /// The generic parameters of `declaration` and of the types it is nested in
    /// (`Outer<A>.Inner<B>` stores an `A` too: its conformance asks of both).
    static func genericParametersInScope(of declaration: Syntax) -> [GenericParameterSyntax] {
        var parameters: [GenericParameterSyntax] = []
        var current: Syntax? = declaration
        while let syntax = current {
            parameters = (genericParameters(of: syntax) ?? []) + parameters
            current = syntax.parent
        }
        return parameters
    }

    /// `extension Outer.Name: Sendable where D: Sendable, E: Sendable {}` after the top-level
    /// declaration that holds `node`; a parameter already constrained to `Sendable` needs no
    /// condition.
    func addConditionalSendable(
        to node: some SyntaxProtocol, named name: String, parameters: [GenericParameterSyntax]
    ) {
        var names = [name]
        var outermost = Syntax(node)
        var current = node.parent
        while let syntax = current {
            if let outer = Self.typeName(of: syntax) {
                outermost = syntax
                names.insert(outer, at: 0)
            }
            current = syntax.parent
        }
        let conditions = parameters.filter { !($0.inheritedType?.trimmedDescription.contains("Sendable") ?? false) }
            .map { "\($0.name.text): Sendable" }
        let whereClause = conditions.isEmpty ? "" : " where " + conditions.joined(separator: ", ")
        file.edits.insert(
            "\n\nextension \(names.joined(separator: ".")): Sendable\(whereClause) {}",
            at: outermost.endPositionBeforeTrailingTrivia)
    }

    private static func typeName(of group: Syntax) -> String? {
        if let type = group.as(StructDeclSyntax.self) { return type.name.text }
        if let type = group.as(EnumDeclSyntax.self) { return type.name.text }
        if let type = group.as(ClassDeclSyntax.self) { return type.name.text }
        if let type = group.as(ExtensionDeclSyntax.self) { return type.extendedType.trimmedDescription }
        return nil
    }
}
