import SwiftSyntax

/// `static let shared = Service()`: a static that holds an instance, which Swift 6 allows only of
/// a `Sendable` type (or in a main-actor type).
enum Singletons {
    /// The type a `static let` (or `class let`) holds an instance of: `Service` for `static let
    /// shared = Service()`, `static let shared: Service = .init()` or `Service.init()`.
    static func heldType(_ node: VariableDeclSyntax) -> String? {
        guard node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }),
            node.bindingSpecifier.tokenKind == .keyword(.let), node.bindings.count == 1,
            let binding = node.bindings.first, binding.accessorBlock == nil,
            let value = binding.initializer?.value.as(FunctionCallExprSyntax.self)
        else { return nil }
        if let annotation = binding.typeAnnotation?.type { return MigrationIndex.baseName(of: annotation) }
        return MigrationIndex.constructedType(ExprSyntax(value))
    }
}
