/// What `ribs migrate` does with each entry of RxSwift's API (RxSwift 6.9, RxRelay, and RxCocoa's
/// part that is not UIKit's: `Driver`, `Signal`, `asDriver`, `drive`, `emit`): the rule that
/// rewrites it, or the recipe it names it with. The rules say which entries they rewrite in their
/// descriptions (``RuleDescription/catalogue``); every other entry has a recipe
/// (``RecipeCatalogue``). `RxCatalogueTests` checks that every entry of the listing of RxSwift's
/// API has one, and the guide's table of Rx's types and operators is written from it.
enum RxCatalogue {
    /// What the codemod does with an entry.
    enum Treatment: Hashable, Sendable {
        case rule(RuleID)
        case recipe(Recipe)
    }

    /// The catalogue's lines, in the order they are read: the rules' first (in the order they
    /// run), then the recipes'. An entry takes the first line that covers it.
    static let lines: [(pattern: CataloguePattern, treatment: Treatment)] = {
        var lines: [(CataloguePattern, Treatment)] = []
        for description in RuleRegistry.descriptions {
            lines += description.catalogue.map { (CataloguePattern($0), .rule(description.id)) }
        }
        for (recipe, patterns) in RecipeCatalogue.entries {
            lines += patterns.map { (CataloguePattern($0), .recipe(recipe)) }
        }
        return lines
    }()

    /// The treatment of `entry` (`ObservableType.map(_:)`), or `nil` when the catalogue has none.
    static func treatment(of entry: String) -> Treatment? {
        lines.first { $0.pattern.matches(entry) }?.treatment
    }

    /// The recipe of each operator name a recipe line names (`takeUntil` for
    /// `ObservableType.takeUntil(*)`): how a call of an operator no rule rewrote is named.
    static let operatorRecipes: [String: Recipe] = {
        var recipes: [String: Recipe] = [:]
        for (recipe, patterns) in RecipeCatalogue.entries {
            for pattern in patterns {
                guard let name = operatorName(in: pattern) else { continue }
                if recipes[name] == nil { recipes[name] = recipe }
            }
        }
        return recipes
    }()

    /// The operator names the rules' lines name (`just` for `ObservableType.just(_:)`): a call of
    /// one is a rule's to rewrite or name.
    static let operatorsOfRules: Set<String> = Set(
        lines.compactMap { line in
            guard case .rule = line.treatment else { return nil }
            return operatorName(in: line.pattern.text)
        })

    /// `takeUntil` for `ObservableType.takeUntil(*)`; `nil` for a line of a whole type.
    private static func operatorName(in pattern: String) -> String? {
        guard !pattern.hasSuffix(".*"), let dot = pattern.firstIndex(of: "."), let open = pattern.firstIndex(of: "("),
            dot < open
        else { return nil }
        return String(pattern[pattern.index(after: dot)..<open])
    }

    /// The recipe an entry is named with when no rule rewrites it: its own, or, for an entry a
    /// rule rewrites where it can, the recipe of the first recipe line that covers it too.
    static func recipe(of entry: String) -> Recipe? {
        for line in lines {
            guard case .recipe(let recipe) = line.treatment, line.pattern.matches(entry) else { continue }
            return recipe
        }
        return nil
    }
}
