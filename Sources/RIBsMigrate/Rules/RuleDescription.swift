/// What a rule does, said once for the registry, the guide's table and the tests: a sentence,
/// the entries of RxSwift's API it rewrites (`ObservableType.map(_:)`, as
/// `Tests/RIBsMigrateTests/Catalogue/RxSwiftAPI.txt` spells them), the recipe it names what it
/// cannot rewrite with, and examples that `MigrationRuleTests` runs.
struct RuleDescription: Sendable {
    let id: RuleID
    /// What the rule makes of Rx, for the guide: "`distinctUntilChanged()` becomes `removeDuplicates()`".
    let summary: String
    /// The entries of RxSwift's API the rule rewrites.
    var catalogue: [String] = []
    /// What the rule tells a person where it cannot rewrite, when it names anything.
    var recipes: [Recipe] = []
    var examples: [RuleExample] = []
}

/// One input of a rule and what `ribs migrate` makes of it: a rule's examples run through the
/// whole pipeline, so each shows exactly what a user gets.
struct RuleExample: Sendable {
    /// The file, as the app has it.
    let before: String
    /// What it becomes; `nil` where the rule must leave it as it is.
    let after: String?
    /// Other files of the module, which the rule reads (a relay declared elsewhere).
    var module: [String] = []
    /// The constructs a person is told about, by name (`DisposeBag`), in file order.
    var named: [String] = []

    /// An input the rule rewrites.
    static func rewrites(_ before: String, to after: String, module: [String] = [], named: [String] = []) -> Self {
        RuleExample(before: before, after: after, module: module, named: named)
    }

    /// An input the rule must leave as it is (it may name what it leaves).
    static func leaves(_ before: String, module: [String] = [], named: [String] = []) -> Self {
        RuleExample(before: before, after: nil, module: module, named: named)
    }
}
