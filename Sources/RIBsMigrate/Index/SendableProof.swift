import SwiftSyntax

/// Whether a type is certainly `Sendable`, as far as the module shows: what `ribs migrate` may
/// declare `Sendable` without a person's choice (a singleton's type, a value an `async` function
/// hands across isolations). Certain are the standard library's and Foundation's value types, the
/// module's structs and enums, final classes of `let`s and types declared `Sendable` whose stored
/// values are all certain, actors, and main-actor classes. A type whose stored value's type
/// nothing says (`let client = makeClient()`), or of a library (`Firestore`), is not.
struct SendableProof {
    let index: MigrationIndex

    /// What a stored property's type is when nothing says it.
    static let unknown = "?"

    /// The standard library's and Foundation's types that are `Sendable`, and the containers that
    /// are when what they hold is.
    static let known: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float",
        "Bool", "String", "Character", "Substring", "Date", "Data", "URL", "UUID", "Decimal", "TimeInterval",
        "URLSession", "URLRequest", "URLComponents", "Locale", "TimeZone", "Calendar", "Void", "Never", "Array",
        "Dictionary", "Set", "Optional", "Result", "Duration", "CGFloat", "CGSize", "CGPoint", "CGRect",
    ]

    func isCertain(_ name: String) -> Bool {
        isCertain(name, seen: [])
    }

    private func isCertain(_ name: String, seen: Set<String>) -> Bool {
        if Self.known.contains(name) || index.declaredSendable.contains(name) { return true }
        if index.isMainActorClass(name) { return true }
        guard !seen.contains(name), let stored = index.storedTypes[name] else { return false }
        let isValue = index.valueTypes.contains(name)
        guard isValue || index.immutableFinalClasses.contains(name) else { return false }
        let now = seen.union([name])
        return stored.allSatisfy { $0 != Self.unknown && isCertain($0, seen: now) }
    }

    /// `Int` for `5`, `String` for `"a"`, `Bool` for `true`, `Double` for `1.5`; `nil` else.
    static func literalType(of expression: ExprSyntax) -> String? {
        if expression.is(IntegerLiteralExprSyntax.self) { return "Int" }
        if expression.is(StringLiteralExprSyntax.self) { return "String" }
        if expression.is(BooleanLiteralExprSyntax.self) { return "Bool" }
        if expression.is(FloatLiteralExprSyntax.self) { return "Double" }
        return nil
    }
}
