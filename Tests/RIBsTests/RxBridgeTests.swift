import Foundation
import TestSupport
import Testing

/// The migration guide's bridge between a module still on RxSwift and migrated RIBs
/// (`RxStandIn/RxBridge.swift`), compiled in Swift 6 mode with warnings as errors against a
/// stand-in RxSwift (`RxStandIn/RxSwift.swift`: RxSwift cannot be built here) and the built RIBs,
/// then run: elements cross both ways, in order, and a disposal ends the subscription. The
/// guide shows the file as it is here.
@Suite struct RxBridgeTests {
    static let standIn = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "RxStandIn")

    @Test func theBridgeCompilesAgainstRxsShapeAndCarriesElementsBothWays() async throws {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("ribs-rx-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        let outcome = try await RxStandInProgram.run(
            [
                Self.standIn.appendingPathComponent("RxBridge.swift").path,
                Self.standIn.appendingPathComponent("BridgeCheck.swift").path,
            ],
            module: "BridgeCheck", in: work)
        guard case .ran(let output) = outcome else {
            Issue.record("the bridge does not compile: \(outcome)")
            return
        }
        #expect(output == "from Rx: [1, 2]; to Rx: [\"a\", \"b\"]; subscribers left: 0\n", "\(output)")
    }
}
