import Foundation
import Testing

/// *Coming from Uber's RIBs* maps Uber's most common line, `subscribe(onNext:)` with
/// `disposeOnDeactivate`, to the subscription that keeps Rx's promises, never to a `for await`
/// loop, which subscribes a turn later and loses what is sent in between.
@Suite struct MigrationGuideTests {
    static let guide = CodeBlockTests.root.appendingPathComponent(
        "Sources/RIBs/Documentation.docc/ComingFromUbersRIBs.md")

    @Test func disposeOnDeactivateMapsToTheSubscriptionNotToAForAwaitLoop() throws {
        let text = try String(contentsOf: Self.guide, encoding: .utf8)
        let rows = text.split(separator: "\n").filter { $0.hasPrefix("|") && $0.contains("disposeOnDeactivate") }
        #expect(!rows.isEmpty, "the guide has no row for disposeOnDeactivate")
        for row in rows {
            let columns = row.split(separator: "|", omittingEmptySubsequences: false).map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            let ours = columns.dropFirst(2).joined(separator: " | ")
            #expect(!ours.contains("for await"), "a row maps disposeOnDeactivate to a for-await loop: \(row)")
            if columns.count > 1, columns[1].contains("subscribe(onNext:") {
                #expect(
                    ours.contains("subscribe(onNext:") && ours.contains("cancelOnDeactivate"),
                    "subscribe(onNext:).disposeOnDeactivate must map to subscribe(onNext:).cancelOnDeactivate: \(row)")
            }
        }
    }
}
