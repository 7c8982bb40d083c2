import Foundation
import Testing

@testable import RIBsMigrate

/// Uber's public API is a spec (issue 66): every entry of RIBs-iOS's public API, as
/// `Scripts/uber-api.py` lists it (`Catalogue/UberRIBsAPI.txt`), has a line of
/// ``UberCatalogue``: the same in swift-ribs (found in `API/`, the listing of swift-ribs' public
/// API), a rule of `ribs migrate`, or a recipe a rule names it with; and the guide's "Different on
/// purpose" table is the catalogue's.
@Suite struct UberCatalogueTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// `Router.attachChild(_:)` for each line of the listing.
    static let entries: [String] = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Catalogue/UberRIBsAPI.txt")
        let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").compactMap { $0.split(separator: " ").first.map(String.init) }
    }()

    /// The names of swift-ribs' public API: `Router.attachChild(_:)`, `Router`.
    static let swiftRIBsAPI: Set<String> = {
        let folder = repository.appendingPathComponent("API")
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        var names: Set<String> = []
        for file in files where file.hasSuffix(".txt") {
            let text = (try? String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)) ?? ""
            for line in text.split(separator: "\n") {
                // `Router.attachChild(_:): @MainActor final func …`: the name ends at the first ": ".
                if let end = line.range(of: ": ")?.lowerBound, !line[..<end].contains(" ") {
                    names.insert(String(line[..<end]))
                }
            }
        }
        return names
    }()

    @Test func theListingIsRIBsIOSsPublicAPI() {
        #expect(Self.entries.count > 120, "the listing has \(Self.entries.count) entries")
        for entry in [
            "Router.attachChild(_:)", "Interactor.isActiveStream", "Component.shared(__function:_:)",
            "ObservableType.fork(_:)", "Workflow.subscribe(_:)", "LeakDetectionStatus.InProgress",
        ] {
            #expect(Self.entries.contains(entry), "the listing lacks \(entry)")
        }
    }

    @Test func everyEntryHasALineAndEveryLineAnEntry() {
        for entry in Self.entries {
            #expect(UberCatalogue.line(for: entry) != nil, "no line of UberCatalogue for \(entry)")
        }
        for line in UberCatalogue.lines {
            #expect(
                Self.entries.contains { line.matches($0) }, "the line \(line.pattern) covers no entry of the listing")
        }
    }

    @Test func whatIsTheSameIsInSwiftRIBsAPIAndEveryRecipeIsARulesToName() {
        #expect(Self.swiftRIBsAPI.count > 500, "API/ has \(Self.swiftRIBsAPI.count) names")
        let declaredRecipes = Set(RuleRegistry.descriptions.flatMap(\.recipes))
        for entry in Self.entries {
            guard let line = UberCatalogue.line(for: entry) else { continue }
            switch line.treatment {
            case .same(let name):
                let name = name ?? entry
                let listed = Self.swiftRIBsAPI.contains(name)
                #expect(listed, "\(entry): swift-ribs' API has no \(name)")
            case .sameUnlisted(let why):
                #expect(!why.isEmpty)
            case .rule(let id):
                #expect(RuleRegistry.descriptions.contains { $0.id == id })
            case .recipe(let recipe):
                #expect(declaredRecipes.contains(recipe), "\(entry): no rule names it with \(recipe)")
            }
        }
        var counts: [String: Int] = [:]
        for entry in Self.entries {
            switch UberCatalogue.line(for: entry)?.treatment {
            case .same?, .sameUnlisted?: counts["same", default: 0] += 1
            case .rule?: counts["rule", default: 0] += 1
            case .recipe?: counts["recipe", default: 0] += 1
            case nil: counts["none", default: 0] += 1
            }
        }
        print(
            "Uber's RIBs-iOS public API: \(Self.entries.count) entries: \(counts["same", default: 0]) the same, \(counts["rule", default: 0]) rewritten by a rule, \(counts["recipe", default: 0]) named with a recipe, \(counts["none", default: 0]) with none"
        )
    }

    @Test func everyDifferenceIsOnAnEntryOfUbersAPI() {
        let concerned = Set(UberCatalogue.lines.flatMap(\.differences))
        for difference in UberCatalogue.Difference.all {
            #expect(concerned.contains(difference), "no entry of Uber's API concerns \(difference.behaviour)")
        }
    }

    @Test func theGuidesDifferencesAreTheCatalogues() throws {
        let guide = Self.repository.appendingPathComponent("Sources/RIBs/Documentation.docc/ComingFromUbersRIBs.md")
        let text = try String(contentsOf: guide, encoding: .utf8)
        let start = try #require(text.range(of: UberCatalogue.guideStart), "the guide has no generated table")
        let end = try #require(text.range(of: UberCatalogue.guideEnd, range: start.upperBound..<text.endIndex))
        let written = String(text[start.lowerBound..<end.upperBound])
        let table = UberCatalogue.differenceTable()
        if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] != nil, written != table {
            try text.replacingCharacters(in: start.lowerBound..<end.upperBound, with: table)
                .write(to: guide, atomically: true, encoding: .utf8)
            Issue.record("Rewrote the guide's table; review the diff, then run the tests without RECORD_SNAPSHOTS.")
            return
        }
        #expect(written == table, "the guide's table differs from UberCatalogue: run with RECORD_SNAPSHOTS=1")
    }
}
