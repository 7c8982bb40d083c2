import Foundation
import TestSupport
import Testing

@testable import RIBsMigrate

/// The bridge `ribs migrate` writes where an interactor reads a stream RxSwift makes in a loop
/// (``ProducerLoopsRule/bridge``), compiled in Swift 6 mode with warnings as errors against the
/// stand-in RxSwift and the built RIBs, then run in the task `whileActive` starts, as the
/// rewrite writes it: what the stream sends once the loop has subscribed arrives, in order, and
/// the deactivation disposes of the Rx subscription, so nothing sent after it is handled.
@Suite struct ProducerLoopBridgeTests {
    static let check = """
        import RIBs
        import RxSwift

        @main
        @MainActor
        enum ProducerLoopCheck {
            static func main() async {
                let subject = PublishSubject<Int>()
                let interactor = Interactor()
                interactor.activate()
                var seen: [Int] = []
                interactor.whileActive {
                    do {
                        for try await value in subject.asyncValues {
                            guard value != 2 else { continue }
                            seen.append(value)
                        }
                    } catch {}
                }
                // Bounded: a bridge that never subscribed prints what it saw, and the test fails.
                for _ in 0..<10_000 where !subject.hasObservers { await Task.yield() }
                for value in 1...4 { subject.onNext(value) }
                for _ in 0..<10_000 where seen.count < 3 { await Task.yield() }
                interactor.deactivate()
                for _ in 0..<10_000 where subject.hasObservers { await Task.yield() }
                subject.onNext(5)
                for _ in 0..<100 { await Task.yield() }
                print("seen: \\(seen); Rx subscribed after deactivation: \\(subject.hasObservers)")
            }
        }

        """

    @Test func theLoopHasEveryElementInOrderAndTheDeactivationDisposesTheSubscription() async throws {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("ribs-loop-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        let main = work.appendingPathComponent("ProducerLoopCheck.swift")
        try (Self.check + ProducerLoopsRule.bridge).write(to: main, atomically: true, encoding: .utf8)
        let outcome = try await RxStandInProgram.run([main.path], module: "ProducerLoopCheck", in: work)
        guard case .ran(let output) = outcome else {
            Issue.record("the bridge does not compile: \(outcome)")
            return
        }
        #expect(output == "seen: [1, 3, 4]; Rx subscribed after deactivation: false\n", "\(output)")
    }
}
