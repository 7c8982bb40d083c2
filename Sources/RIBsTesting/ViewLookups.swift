import RIBs
import Testing

/// A view was not of the type the test expected; the issue was recorded where the test asked.
public struct UnexpectedViewError: Error, CustomStringConvertible {
    /// What was expected and what was there.
    public let description: String
}

extension BuiltRIB {
    /// The RIB's view as the type the test knows it to be. When it is another type, or the RIB
    /// has none, the test fails there, naming what it is, and this throws.
    ///
    /// ```swift
    /// let catalog = try harness.router.view(as: CatalogView.self)
    /// ```
    public func view<View>(as type: View.Type, sourceLocation: SourceLocation = #_sourceLocation) throws -> View {
        try expectView(view, as: type, of: "\(node.name)'s view", sourceLocation: sourceLocation)
    }
}

extension ViewContainer {
    /// The view on top of the stack (the last pushed) as the type the test knows it to be. When
    /// the stack is empty, or its top is another type, the test fails there, naming what is
    /// shown, and this throws.
    ///
    /// ```swift
    /// let detail = try catalog.viewContainer.top(as: DetailView.self)
    /// ```
    public func top<View>(as type: View.Type, sourceLocation: SourceLocation = #_sourceLocation) throws -> View {
        let shown = stack.map(\.name).joined(separator: ", ")
        return try expectView(
            stack.last?.view, as: type, of: "the top of the stack [\(shown)]", sourceLocation: sourceLocation)
    }
}

@MainActor
private func expectView<View>(
    _ view: (any ViewControllable)?, as type: View.Type, of what: String, sourceLocation: SourceLocation
) throws -> View {
    if let typed = view as? View { return typed }
    let found = view.map { "a \(TypeNames.typeName($0))" } ?? "no view"
    let message = "\(what) is \(found), not a \(TypeNames.typeName(type))"
    Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    throw UnexpectedViewError(description: message)
}

/// Type names as a test reads them.
private enum TypeNames {
    static func typeName(_ value: Any) -> String { String(describing: type(of: value)) }
    static func typeName(_ type: Any.Type) -> String { String(describing: type) }
}
