import SwiftSyntax

extension TypeSyntax {
    /// The name the type is declared by: `any App.Component<X>` gives `Component` (one rule for
    /// every generator: ``TypeText/plainName(_:)``).
    package var plainName: String { TypeText.plainName(trimmedText) }
}
