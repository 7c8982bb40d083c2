import Foundation
import RIBsSource
import SwiftSyntax

/// A value a RIB takes: at each build (`--param rideID:String`), or from its parent's scope
/// (`--dependency 'rideService:any RideService'`). A parameter goes through the builder's
/// protocol and the builder to the interactor, which keeps it, and the parent passes it where it
/// routes (`ribs attach`); a dependency is declared by the RIB's dependency protocol, and the
/// builder hands it to the interactor. `--param 'ride:Ride=Ride(id: "R1")'` also gives the value
/// the generated tests build the RIB with.
package struct BuilderParameter: Equatable, Sendable {
    /// `rideID`: a Swift identifier.
    package let name: String
    /// `String`, as written (checked to parse as a type).
    package let type: String
    /// The expression after `=`, for the tests; `nil` when none was given.
    package let example: String?

    /// Names the generated code uses itself, which a parameter would shadow.
    static let taken: Set<String> = [
        "listener", "router", "presenter", "dependency", "interactor", "viewController", "component", "parameter",
        "node", "state", "view", "outputs",
    ]

    package init(name: String, type: String, example: String? = nil) {
        self.name = name
        self.type = type
        self.example = example
    }

    /// Reads `name:Type` or `name:Type=example`, given as `input` (a parameter or a dependency);
    /// the error says what is wrong and what to type.
    package init(parsing text: String, input: ScaffoldInput = .parameter) throws(ScaffoldError) {
        let usage: ScaffoldMessage =
            "give a name and a type, such as \(input) rideID:String (or rideID:String=\"R1\" for the tests)"
        guard let colon = text.firstIndex(of: ":") else {
            throw ScaffoldError("\(input) \(text): \(usage).")
        }
        let name = text[..<colon].trimmingCharacters(in: .whitespaces)
        var rest = Substring(text[text.index(after: colon)...])
        var example: String?
        if let equals = rest.firstIndex(of: "=") {
            example = rest[rest.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            rest = rest[..<equals]
        }
        let type = rest.trimmingCharacters(in: .whitespaces)
        guard SwiftIdentifier.isIdentifier(name), !SwiftIdentifier.isReserved(name) else {
            throw ScaffoldError(
                "\(input) \(text): \(name.isEmpty ? "the name is empty" : "\(name) is not a name a parameter can have"): \(usage)."
            )
        }
        guard !Self.taken.contains(name) else {
            throw ScaffoldError("\(input) \(text): the generated code uses \(name) itself: pick another name.")
        }
        guard !type.isEmpty, Self.parses(type, as: .type) else {
            throw ScaffoldError(
                "\(input) \(text): \(type.isEmpty ? "the type is missing" : "\(type) is not a Swift type"): \(usage).")
        }
        if let example {
            guard !example.isEmpty, Self.parses(example, as: .expression) else {
                throw ScaffoldError(
                    "\(input) \(text): \(example.isEmpty ? "nothing follows =" : "\(example) is not a Swift expression"): write the value the tests pass, such as \(input) 'rideID:String=\"R1\"'."
                )
            }
        }
        self.init(name: name, type: type, example: example)
    }

    /// `rideID: String`, as a stored property's declaration.
    package var declaration: String { "\(name): \(type)" }

    /// `rideID: String`, as a function's or an initializer's parameter: a closure the callee
    /// keeps is `@escaping` (`onDone: @escaping () -> Void`).
    package var parameter: String { isFunctionType ? "\(name): @escaping \(type)" : declaration }

    /// Whether the type is a function type (`@MainActor (String) -> Void`), not an optional one.
    var isFunctionType: Bool {
        var type = GuardedParse.type(self.type)
        while let attributed = type?.as(AttributedTypeSyntax.self) { type = attributed.baseType }
        return type?.is(FunctionTypeSyntax.self) ?? false
    }

    /// `rideID: rideID`, as an argument.
    package var argument: String { "\(name): \(name)" }

    /// The value the generated tests pass: the example, else a literal for the standard library's
    /// common types, an empty collection, `nil` for an optional, or the mock of a `@mockable`
    /// protocol of the module (`mockable` names them); `nil` when there is none to give.
    package func testValue(mockable: Set<String>) -> String? {
        if let example { return example }
        let plain = type.hasPrefix("any ") ? String(type.dropFirst(4)) : type
        switch plain {
        case "String", "Substring": return "\"\(name)\""
        case "Character": return "\"a\""
        case "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double",
            "Float":
            return "1"
        case "Bool": return "true"
        // RIBsTesting's clock, which the test steps.
        case "Clock<Duration>": return "ManualClock()"
        default: break
        }
        if plain.hasSuffix("?") { return "nil" }
        if plain.hasPrefix("["), plain.hasSuffix("]") { return Self.isDictionary(plain) ? "[:]" : "[]" }
        if plain.hasPrefix("Set<") { return "[]" }
        if mockable.contains(plain) { return "\(plain)Mock()" }
        return nil
    }

    /// Why the tests of `what` (`Shelf's tests`, `the worker's test`) have no value of this, given
    /// as `input`, and what to do: a protocol to mark `@mockable`, or a value to give after `=`.
    package func noTestValue(input: ScaffoldInput, for what: String) -> ScaffoldMessage {
        let plain =
            type.hasPrefix("any ") || type.hasPrefix("some ") ? String(type.drop { $0 != " " }.dropFirst()) : nil
        if let plain {
            return
                "\(input) \(name):\(type): \(what) need a value of \(type), and ribs new can make none: mark \(plain) `/// @mockable` (the tests then pass the mock RIBsMockPlugin writes), or give a value of a type that adopts it after =, such as \(input) '\(name):\(type)=…'; or pass \(ScaffoldInput.noTests)."
        }
        return
            "\(input) \(name):\(type): \(what) need a value of \(type), and ribs new can make none: give one after =, such as \(input) '\(name):\(type)=\(type)(…)'; or pass \(ScaffoldInput.noTests)."
    }

    private static func isDictionary(_ type: String) -> Bool {
        var depth = 0
        for character in type.dropFirst().dropLast() {
            switch character {
            case "[", "<", "(": depth += 1
            case "]", ">", ")": depth -= 1
            case ":" where depth == 0: return true
            default: break
            }
        }
        return false
    }

    private enum Kind { case type, expression }

    /// Whether `text` is one whole type or expression, without errors.
    private static func parses(_ text: String, as kind: Kind) -> Bool {
        let source = kind == .type ? "let value: \(text)\n" : "let value = \(text)\n"
        guard let file = GuardedParse(source).tree, !file.hasError, file.statements.count == 1,
            let variable = file.statements.first?.item.as(VariableDeclSyntax.self), variable.bindings.count == 1,
            let binding = variable.bindings.first,
            // `String { get set }` parses as a computed property's type and accessors: no type.
            binding.accessorBlock == nil
        else { return false }
        switch kind {
        case .type: return binding.typeAnnotation != nil && binding.initializer == nil
        case .expression: return binding.initializer != nil && binding.typeAnnotation == nil
        }
    }
}
