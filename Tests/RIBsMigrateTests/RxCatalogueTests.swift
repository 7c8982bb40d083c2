import Foundation
import Testing

@testable import RIBsMigrate

/// The catalogue of RxSwift's API (issue 56): every public type, operator and method of RxSwift
/// 6.9, RxRelay and RxCocoa's part that is not UIKit's, as `Scripts/rx-api.py` listed them from
/// RxSwift's own symbol graphs (`Catalogue/RxSwiftAPI.txt`), has a rule that rewrites it or a
/// recipe it is named with; no line of the catalogue is dead; the table of names the codemod
/// reads Rx by is the listing's.
@Suite struct RxCatalogueTests {
    static let listing: [String] = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Catalogue/RxSwiftAPI.txt")
        let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").map(String.init)
    }()

    /// `ObservableType.map(_:)` for each line: the entry, as the catalogue spells it.
    static let entries = Array(Set(listing.map { $0.split(separator: " ")[1] }.map(String.init))).sorted()

    @Test func theListingIsRxSwiftsWholeAPI() {
        // RxSwift 6.9.1's public API, its RxRelay and RxCocoa's non-UIKit part, one line each.
        #expect(Self.listing.count > 800, "the listing has \(Self.listing.count) lines")
        for module in ["RxSwift", "RxRelay", "RxCocoa"] {
            #expect(Self.listing.contains { $0.hasPrefix(module + " ") }, "no entry of \(module)")
        }
        for entry in [
            "ObservableType.map(_:)", "PrimitiveSequenceType.subscribe(onSuccess:onFailure:onDisposed:)",
            "SharedSequenceConvertibleType.drive(_:)", "ObservableConvertibleType.asDriver(onErrorJustReturn:)",
            "BehaviorRelay.accept(_:)", "DisposeBag",
        ] {
            #expect(Self.entries.contains(entry), "\(entry) is not in the listing")
        }
    }

    @Test func everyEntryHasARuleOrARecipe() {
        let missing = Self.entries.filter { RxCatalogue.treatment(of: $0) == nil }
        #expect(missing.isEmpty, "\(missing.count) entries have neither a rule nor a recipe: \(missing)")
    }

    /// A line that covers nothing the lines before it did not is dead: a name that is not
    /// RxSwift's, or one another line says first.
    @Test func everyLineOfTheCatalogueCoversAnEntryOfItsOwn() {
        var covered: Set<String> = []
        var dead: [String] = []
        for line in RxCatalogue.lines {
            let mine = Self.entries.filter { !covered.contains($0) && line.pattern.matches($0) }
            if mine.isEmpty { dead.append("\(line.pattern) (\(line.treatment))") }
            covered.formUnion(mine)
        }
        #expect(dead.isEmpty, "lines of the catalogue that cover nothing of their own: \(dead)")
    }

    @Test(arguments: RuleRegistry.descriptions.filter { !$0.catalogue.isEmpty }.map(\.id))
    func aRuleRewritesEntriesOfTheListing(_ rule: RuleID) throws {
        let description = try #require(RuleRegistry.description(of: rule))
        for pattern in description.catalogue {
            #expect(
                Self.entries.contains { CataloguePattern(pattern).matches($0) }, "\(rule): \(pattern) names nothing")
        }
    }

    /// `RxNames`, which tells Rx's calls from the app's, says what the listing says: each
    /// method's declarations and their labels with a default.
    @Test func rxNamesIsTheListings() {
        var methods: [String: Set<String>] = [:]
        for line in Self.listing {
            let parts = line.split(separator: " ").map(String.init)
            let member = parts[1].split(separator: ".").last.map(String.init) ?? ""
            guard let open = member.firstIndex(of: "("), member.first?.isLowercase == true else { continue }
            let name = String(member[..<open])
            guard name != "init", name != "subscript" else { continue }
            let defaults = parts.firstIndex(of: "defaults:").map { Set(parts[($0 + 1)...]) } ?? []
            let labels = member[member.index(after: open)..<member.index(before: member.endIndex)]
                .split(separator: ":").map(String.init)
            methods[name, default: []].insert(
                labels.map { defaults.contains($0) ? $0 + "?" : $0 }.joined(separator: " "))
        }
        for (name, declarations) in methods {
            #expect(Set(RxNames.methods[name] ?? []) == declarations, "RxNames.methods[\(name)] is not the listing's")
        }
        #expect(Set(RxNames.methods.keys) == Set(methods.keys))
    }
}
