import SwiftParser
import SwiftSyntax
import Testing

@testable import RIBsMigrate

/// What a name means where it is read: a parameter or a local hides the module's relay or
/// stream of its name, by its exact name, and a local constant is what its value is.
struct LocalScopeTests {
    /// Every reference to `name` in `source`, in the order of the text.
    static func references(to name: String, in source: String) -> [DeclReferenceExprSyntax] {
        Parser.parse(source: source).tokens(viewMode: .sourceAccurate).compactMap { token in
            guard token.text == name, let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { return nil }
            return reference
        }
    }

    @Test func aClosureParameterHidesItsOwnNameOnly() {
        // A closure's `pages` is no relay, and hides no relay `page` (the check read the
        // parameter clause's text, where `page` is part of `pages`).
        let source = "func load() { batches.forEach { pages in page.accept(pages) } }"
        let page = Self.references(to: "page", in: source)
        let pages = Self.references(to: "pages", in: source)
        #expect(page.count == 1 && pages.count == 1)
        #expect(!LocalScope.declares("page", around: page[0]))
        #expect(LocalScope.declares("pages", around: pages[0]))
    }

    @Test(arguments: [
        "init(names: [String]) { print(names) }",
        "func show(names: [String]) { print(names) }",
        "func show() { let names = [\"a\"]; print(names) }",
        "func show() { items.map { names in names } }",
        "func show() { items.map { (names: [String]) in names } }",
    ])
    func aParameterOrALocalIsTheCodesOwn(source: String) throws {
        let reference = try #require(Self.references(to: "names", in: source).last)
        #expect(LocalScope.declares("names", around: reference))
    }

    @Test func aLocalConstantIsItsValueWhereNoParameterHidesIt() throws {
        let source = """
            func bind() {
                let finished = actions.filter { $0 == 0 }
                finished.subscribe(onNext: { print($0) })
                batches.forEach { finished in print(finished) }
            }
            """
        let uses = Self.references(to: "finished", in: source)
        #expect(uses.count == 2)
        let value = try #require(LocalScope.initializer(of: uses[0]))
        #expect(value.trimmedDescription == "actions.filter { $0 == 0 }")
        // The closure's parameter of that name is its own, not the constant.
        #expect(LocalScope.initializer(of: uses[1]) == nil)
    }
}
