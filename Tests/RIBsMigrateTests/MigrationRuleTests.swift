import Testing

@testable import RIBsMigrate

/// Each rule of `ribs migrate`, by the examples its description gives (``RuleDescription/examples``):
/// an input it rewrites becomes exactly what the example says, with the rule among those that
/// changed the file; an input it must leave keeps the rule's hands off; and what a person is
/// told about is named, construct by construct. The examples run through the whole pipeline, so
/// they show what a user gets; the golden folders (`MigrateGoldenTests`) are the integration tests.
@Suite struct MigrationRuleTests {
    /// One example of one rule, for a parameterised test.
    struct Case: CustomTestStringConvertible, Sendable {
        let rule: RuleID
        let index: Int
        let example: RuleExample
        var testDescription: String { "\(rule.rawValue) #\(index + 1)" }
    }

    static let cases: [Case] = RuleRegistry.descriptions.flatMap { description in
        description.examples.enumerated().map { Case(rule: description.id, index: $0, example: $1) }
    }

    /// The example's file (`A.swift`), with the module's other files beside it: the file as
    /// migrated (`nil` when unchanged), and what is named in it, with the rule that named each.
    static func migrate(_ example: RuleExample) -> (file: Migration.ChangedFile?, named: [Migration.NamedConstruct]) {
        let files =
            [(path: "A.swift", text: example.before)]
            + example.module.enumerated().map { (path: "Module\($0).swift", text: $1) }
        let result = Migration.run(files)
        #expect(result.untouched.isEmpty, "the example is left as it was: \(result.untouched)")
        return (result.changed.first { $0.path == "A.swift" }, result.named.filter { $0.path == "A.swift" })
    }

    @Test(arguments: cases)
    func theRuleDoesWhatItsExampleShows(_ item: Case) {
        let (file, named) = Self.migrate(item.example)
        if let after = item.example.after {
            #expect(file?.migrated == after)
            #expect(file?.rules.contains(item.rule) == true, "\(item.rule.name) did not edit the file")
        } else {
            #expect(file?.rules.contains(item.rule) != true, "\(item.rule.name) edited a file it must leave")
        }
        #expect(named.map(\.construct) == item.example.named)
    }

    /// A rule with no example is a rule no test names; one that rewrites Rx's API shows a rewrite.
    @Test(arguments: RuleRegistry.descriptions.map(\.id))
    func everyRuleShowsWhatItDoes(_ id: RuleID) throws {
        let description = try #require(RuleRegistry.description(of: id))
        #expect(!description.examples.isEmpty, "\(id.name) has no example")
        if !description.catalogue.isEmpty {
            #expect(description.examples.contains { $0.after != nil }, "\(id.name) rewrites Rx but shows no rewrite")
        }
        // Each rule acts in one of its examples at least: it edits the file or names a construct.
        let acts = description.examples.contains { example in
            let (file, named) = Self.migrate(example)
            return file?.rules.contains(id) == true || named.contains { $0.rule == id }
        }
        #expect(acts, "no example of \(id.name) shows it edit or name anything")
    }
}

extension MigrationRuleTests {
    /// A rule names what it leaves with the recipes its description declares, and no other: the
    /// guide's table of rules says what each tells a person (issue 65). Run on every example of
    /// every rule, and on every golden case.
    @Test func eachRuleNamesWithTheRecipesItDeclares() throws {
        var named: [Migration.NamedConstruct] = []
        for description in RuleRegistry.descriptions {
            for example in description.examples { named += Self.migrate(example).named }
        }
        for golden in MigrateGoldenTests.cases {
            named += try MigrateGoldenTests.run(golden).result.named
        }
        #expect(named.count > 100, "the examples and goldens name \(named.count) constructs")
        let undeclared = named.filter { construct in
            !(RuleRegistry.description(of: construct.rule)?.recipes.contains(construct.recipe) ?? false)
        }
        let listed = Set(undeclared.map { "\($0.rule.name) names `\($0.construct)` with recipe \($0.recipe)" }).sorted()
        #expect(listed.isEmpty, "\(listed.joined(separator: "\n"))")
    }
}
