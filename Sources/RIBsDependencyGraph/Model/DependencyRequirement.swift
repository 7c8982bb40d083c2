import RIBsSource
import SwiftSyntax

/// One thing a dependency protocol asks for, a property or a method, as declared.
package struct DependencyRequirement: Hashable, Sendable, Codable {
    package enum Kind: String, Hashable, Sendable, Codable {
        case property, method
    }

    package var kind: Kind
    /// `webService`, or a method's full name, `makeWorker(named:)`: what it is matched by.
    package var name: String
    /// The declaration as it goes into a protocol: `var webService: any WebServicing { get }`.
    package var declaration: String
    /// The forwarder's head, before its body: `var webService: any WebServicing`.
    package var forwarderHead: String
    /// What the forwarder returns: `dependency.webService`, `try await dependency.make(named: name)`.
    package var forwardedExpression: String
    /// The type as written (`any WebServicing`), or a method's signature: for messages.
    package var displayType: String
    /// The type with its spelling normalised (typealiases, `any`, `Optional`, module prefixes
    /// aside): what two requirements must share to match. Set when the graph is resolved.
    package var typeKey: String
    /// The `#if` conditions around the declaration, outermost first.
    package var conditions: [String]
    package var location: FileLocation
    /// A method's declaration as written, which `ribs mock` reads as a member of the generated
    /// pass-through protocol; `nil` for a property, whose name and type say all. Not kept by
    /// `ribs deps --cache-dir` (a decoded requirement has none): `ribs mock` parses its inputs.
    package var syntax: DeclSyntax? = nil

    /// Everything but ``syntax``.
    private enum CodingKeys: String, CodingKey {
        case kind, name, declaration, forwarderHead, forwardedExpression, displayType, typeKey, conditions, location
    }

    /// `webService: any WebServicing`, for messages.
    package var summary: String {
        kind == .property ? "\(name): \(displayType)" : "\(name) \(displayType)"
    }
}
