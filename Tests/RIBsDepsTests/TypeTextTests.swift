import Testing

@testable import RIBsDependencyGraph
@testable import RIBsSource

/// How `ribs deps` reads a type's spelling without the type checker: the name it is declared
/// by, and its top-level generic arguments (how a component's dependency is found).
@Suite struct TypeTextTests {
    @Test(arguments: [
        ("any App.Component<X>", "Component"),
        ("  some LoggedInDependency ", "LoggedInDependency"),
        ("Builder<any RootDependency>", "Builder"),
        ("RIBs.Component<EmptyDependency>", "Component"),
        ("Plain", "Plain"),
        ("some Outer.Inner<Argument.Type>", "Inner"),
        ("any  Spaced", "Spaced"),
        ("anything", "anything"),
        ("any", "any"),
        ("Trailing.", "Trailing."),
        ("any Módulo.Típo<Ä>", "Típo"),
        ("some any", "any"),
        ("", ""),
    ])
    func theNameATypeIsDeclaredBy(text: String, name: String) {
        #expect(TypeText.plainName(text) == name)
    }

    @Test(arguments: [
        ("Component<any LoggedInDependency>", ["any LoggedInDependency"]),
        ("Component< \n any LoggedInDependency\t>", ["any LoggedInDependency"]),
        ("Base<[String: Int], Dictionary<A, B>, (C, D)>", ["[String: Int]", "Dictionary<A, B>", "(C, D)"]),
        // A function type's arrow closes nothing: the comma after it still separates.
        ("Base<(Int) -> Void, Other>", ["(Int) -> Void", "Other"]),
        ("Base<A,>", ["A"]),
        ("Base<A, >", ["A"]),
        ("Base<, A>", ["", "A"]),
        ("Base<Ä<Ö>, Ü> ", ["Ä<Ö>", "Ü"]),
        ("Component", []),
        ("Component<>", []),
        ("Odd>x<", []),
    ])
    func theTopLevelGenericArguments(text: String, arguments: [String]) {
        #expect(TypeText.genericArguments(text) == arguments)
    }

    /// The RIB a component or dependency protocol stands for: its name without the suffix, when
    /// something is left.
    @Test(arguments: [
        ("LoggedInComponent", "LoggedIn"), ("RootDependency", "Root"), ("Component", "Component"),
        ("Dependency", "Dependency"), ("ÉtéComponent", "Été"), ("Plain", "Plain"), ("", ""),
    ])
    func theRIBOfAName(name: String, rib: String) {
        #expect(DependencyGraph.ribName(name) == rib)
    }

    /// A type's tokens read from its bytes are those read Character by Character, for every
    /// ASCII spelling; other text is left to the Characters.
    @Test(arguments: [
        "any WebServicing", "Optional<[String: Int]>", "(Int) -> Void", "(Int) - > Void", "->>", "-->",
        "  App.Service?  ", "@Sendable (inout Int, _ x: Int...) async throws -> [A<B>]", "T_1.Type", "$0 `class`",
        "\tTab\nLine\u{0B}\u{0C}", "",
    ])
    func bytesAndCharactersGiveTheSameTokens(text: String) {
        #expect(TypeText.asciiTokens(text) == TypeText.characterTokens(text))
    }

    @Test func aTypeWithALetterBeyondASCIIIsReadByCharacters() {
        #expect(TypeText.asciiTokens("Ünïcode<Int>") == nil)
        #expect(TypeText.characterTokens("Ünïcode<Int>") == ["Ünïcode", "<", "Int", ">"])
    }
}
