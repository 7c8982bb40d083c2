import SwiftSyntax

extension MigrationIndexReader {
    /// What `node` requires, by name: its properties, and its functions as `name()`
    /// (``MigrationIndex/protocolMembers``).
    static func requirements(of node: ProtocolDeclSyntax) -> Set<String> {
        var names: Set<String> = []
        for member in node.memberBlock.members {
            if let variable = member.decl.as(VariableDeclSyntax.self) {
                for binding in variable.bindings {
                    if let property = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                        names.insert(property)
                    }
                }
            } else if let function = member.decl.as(FunctionDeclSyntax.self) {
                names.insert(function.name.text + "()")
            }
        }
        return names
    }
}
