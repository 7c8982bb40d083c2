import Foundation

/// The guide's tables of RxSwift's API (*Coming from Uber's RIBs*), written from the catalogue so
/// that the guide and the tool cannot disagree: one row per rule, with the entries it rewrites
/// and what it makes of them, and one row per recipe, with the entries it names.
/// `RxCatalogueGuideTests` fails when the guide's copy is out of date, and rewrites it with
/// `RECORD_SNAPSHOTS=1`.
extension RxCatalogue {
    /// The line before the generated tables in the guide.
    static let guideStart =
        "<!-- generated from ribs migrate's catalogue by Tests/RIBsMigrateTests/RxCatalogueGuideTests.swift: RECORD_SNAPSHOTS=1 rewrites it -->"
    /// The line after them.
    static let guideEnd = "<!-- end of the tables generated from the catalogue -->"

    /// The tables, in Markdown, between ``guideStart`` and ``guideEnd`` (both included).
    static func guideTables() -> String {
        var lines = [guideStart, "", "#### What it rewrites", ""]
        lines += ["| Rule | RxSwift's API it rewrites | What it does |", "| --- | --- | --- |"]
        for description in RuleRegistry.descriptions {
            let entries = displayed(description.catalogue)
            lines.append("| `\(description.id.rawValue)` | \(entries) | \(cell(description.summary)) |")
        }
        lines += ["", "#### What it names, with what to write", ""]
        lines += ["| RxSwift's API | What the diagnostic says to write |", "| --- | --- |"]
        for (recipe, patterns) in RecipeCatalogue.entries {
            lines.append("| \(displayed(patterns)) | \(cell(recipe.text)) |")
        }
        lines += ["", guideEnd]
        return lines.joined(separator: "\n")
    }

    /// The entries as a reader looks them up: `map(_:)` for `ObservableType.map(_:)`, `zip` for
    /// `ObservableType.zip(*)`, `BehaviorRelay` for `BehaviorRelay.*`, `…Scheduler` for
    /// `*Scheduler.*`; each once, in the catalogue's order.
    private static func displayed(_ patterns: [String]) -> String {
        var seen: Set<String> = []
        var names: [String] = []
        for pattern in patterns {
            var name = pattern
            for receiver in ["ObservableType.", "ObservableConvertibleType.", "*."] where name.hasPrefix(receiver) {
                name.removeFirst(receiver.count)
            }
            if name.hasSuffix(".*") { name.removeLast(2) }
            if name.hasSuffix("(*)") { name.removeLast(3) }
            name = name.replacingOccurrences(of: ".init(", with: "(").replacingOccurrences(of: "*", with: "…")
            if seen.insert(name).inserted { names.append("`\(name)`") }
        }
        return names.joined(separator: ", ")
    }

    /// A table cell's text: a `|` would end the cell.
    private static func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|")
    }
}
