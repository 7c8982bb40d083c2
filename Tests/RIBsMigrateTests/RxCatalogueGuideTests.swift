import Foundation
import Testing

@testable import RIBsMigrate

/// The guide's tables of RxSwift's API are the catalogue's (``RxCatalogue/guideTables()``): a rule
/// or recipe that changes without the guide fails here. `RECORD_SNAPSHOTS=1` writes the tables
/// into the guide; review the diff.
@Suite struct RxCatalogueGuideTests {
    static let guide = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/RIBs/Documentation.docc/ComingFromUbersRIBs.md")

    @Test func theGuidesTablesAreTheCatalogues() throws {
        let text = try String(contentsOf: Self.guide, encoding: .utf8)
        let start = try #require(text.range(of: RxCatalogue.guideStart), "the guide has no generated tables")
        let end = try #require(text.range(of: RxCatalogue.guideEnd, range: start.upperBound..<text.endIndex))
        let written = String(text[start.lowerBound..<end.upperBound])
        let tables = RxCatalogue.guideTables()
        if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] != nil, written != tables {
            try text.replacingCharacters(in: start.lowerBound..<end.upperBound, with: tables)
                .write(to: Self.guide, atomically: true, encoding: .utf8)
            Issue.record("Rewrote the guide's tables; review the diff, then run the tests without RECORD_SNAPSHOTS.")
            return
        }
        #expect(written == tables, "the guide's tables differ from the catalogue: run with RECORD_SNAPSHOTS=1")
    }

    @Test func everyRuleAndRecipeOfTheCatalogueHasARow() {
        let tables = RxCatalogue.guideTables()
        for description in RuleRegistry.descriptions {
            #expect(tables.contains("| `\(description.id.rawValue)` |"), "no row for \(description.id.name)")
        }
        for (recipe, _) in RecipeCatalogue.entries {
            #expect(tables.contains(recipe.text), "no row for the recipe \(recipe)")
        }
        // A row reads as the reader looks an entry up: `map(_:)`, not `ObservableType.map(_:)`.
        #expect(tables.contains("`map(_:)`") && !tables.contains("ObservableType.map"))
        #expect(tables.contains("`zip`") && tables.contains("`…Scheduler`"))
    }
}
