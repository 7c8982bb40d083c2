/// Uber's RIBs-iOS public API (its 1.x releases, `RIBs/Classes`), entry by entry: the same in
/// swift-ribs, a rule of `ribs migrate` that rewrites it, or a recipe it is named with; and where
/// swift-ribs behaves otherwise on purpose, how.
///
/// `UberCatalogueTests` checks that every entry of the listing (`Catalogue/UberRIBsAPI.txt`,
/// written by `Scripts/uber-api.py`) has a line here, that a name said to be the same is in
/// swift-ribs' public API (`API/`), and that the guide's "Different on purpose" table is the one
/// ``differenceTable()`` writes from these lines.
enum UberCatalogue {
    /// What swift-ribs has for an entry.
    enum Treatment: Hashable, Sendable {
        /// The same, under this name of swift-ribs' API listing (`API/`): one with labels Swift
        /// fills in (`expectDeallocate(object:inTime:path:)` for `expectDeallocate(object:inTime:)`),
        /// or, `nil`, the entry's own.
        case same(String?)
        /// The same, where `API/` cannot show it (a member RIBsUIKit adds, which is empty on
        /// Linux; a name the symbol graph hides), with why.
        case sameUnlisted(String)
        /// `ribs migrate` rewrites it.
        case rule(RuleID)
        /// `ribs migrate` names it at its line with what to write.
        case recipe(Recipe)
    }

    /// One row of the guide's "Different on purpose" table.
    struct Difference: Hashable, Sendable {
        let behaviour: String
        let uber: String
        let swiftRIBs: String
        let why: String
    }

    /// An entry (or `Type.*` for a type's every member), what swift-ribs has for it, and the
    /// behaviours it differs in.
    struct Line: Sendable {
        let pattern: String
        let treatment: Treatment
        var differences: [Difference] = []

        func matches(_ entry: String) -> Bool {
            pattern.hasSuffix(".*") ? entry.hasPrefix(pattern.dropLast()) : entry == pattern
        }
    }

    /// The line that covers `entry` (`Router.attachChild(_:)`), or `nil`.
    static func line(for entry: String) -> Line? {
        lines.first { $0.matches(entry) }
    }

    static let guideStart =
        "<!-- generated from UberCatalogue by Tests/RIBsMigrateTests/UberCatalogueTests.swift: RECORD_SNAPSHOTS=1 rewrites it -->"
    static let guideEnd = "<!-- end of the table generated from UberCatalogue -->"

    /// The guide's "Different on purpose" table, between its markers.
    static func differenceTable() -> String {
        var rows = [
            guideStart, "| Behaviour | Uber's RIBs | swift-ribs | Why |", "| --- | --- | --- | --- |",
        ]
        // Each row is on the entries it concerns; one on none is not in the table.
        let concerned = Set(lines.flatMap(\.differences))
        for difference in Difference.all where concerned.contains(difference) {
            rows.append(
                "| \(difference.behaviour) | \(difference.uber) | \(difference.swiftRIBs) | \(difference.why) |")
        }
        return (rows + [guideEnd]).joined(separator: "\n")
    }
}
