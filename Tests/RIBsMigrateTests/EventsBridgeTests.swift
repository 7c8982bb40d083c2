import Foundation
import TestSupport
import Testing

@testable import RIBsMigrate

/// The bridge `ribs migrate` writes where the RIB reads a view's RxSwift stream as `Events`
/// (``RxCocoaViewsRule/eventsBridge``), compiled in Swift 6 mode with warnings as errors against
/// the stand-in RxSwift and the built RIBs, then run: what is sent right after the RIB
/// subscribes is not lost, it arrives in order a turn later, and cancelling the subscription
/// disposes of the Rx one.
@Suite struct EventsBridgeTests {
    static let check = """
        import RIBs
        import RxSwift

        @main
        @MainActor
        enum EventsBridgeCheck {
            static func main() async {
                let subject = PublishSubject<Int>()
                var seen: [Int] = []
                let subscription = subject.asEvents().subscribe(onNext: { seen.append($0) })
                subject.onNext(1)
                subject.onNext(2)
                let atOnce = seen
                // Bounded: a bridge that lost the elements prints what it saw, and the test fails.
                for _ in 0..<10_000 where seen.count < 2 { await Task.yield() }
                subscription.cancel()
                for _ in 0..<10_000 where subject.hasObservers { await Task.yield() }
                subject.onNext(3)
                for _ in 0..<100 { await Task.yield() }
                print("at once: \\(atOnce); later: \\(seen); Rx subscribed after cancel: \\(subject.hasObservers)")
            }
        }

        """

    @Test func theViewsStreamReachesTheRIBInOrderATurnLaterAndEndsWithTheSubscription() async throws {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("ribs-events-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        let main = work.appendingPathComponent("EventsBridgeCheck.swift")
        try (Self.check + RxCocoaViewsRule.eventsBridge).write(to: main, atomically: true, encoding: .utf8)
        let outcome = try await RxStandInProgram.run([main.path], module: "EventsBridgeCheck", in: work)
        guard case .ran(let output) = outcome else {
            Issue.record("the bridge does not compile: \(outcome)")
            return
        }
        #expect(output == "at once: []; later: [1, 2]; Rx subscribed after cancel: false\n", "\(output)")
    }
}
