import Foundation
import TestSupport
import Testing

@testable import RIBsMigrate

/// The bridge `ribs migrate` writes where an interactor reads a stream RxSwift makes in a loop
/// (``ProducerLoopsRule/bridge``), compiled in Swift 6 mode with warnings as errors against the
/// stand-in RxSwift and the built RIBs, then run in the task `whileActive` starts, as the
/// rewrite writes it: what the stream sends once subscribed arrives, in order, even before the
/// task runs; what the loop had not read at the deactivation is handled by nothing, and the
/// deactivation disposes of the Rx subscription.
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
                // As the rewrite writes it: subscribed where Rx subscribed, read in the task.
                let stream = subject.asyncValues
                subject.onNext(1)
                interactor.whileActive {
                    do {
                        for try await value in stream where !Task.isCancelled {
                            guard value != 2 else { continue }
                            seen.append(value)
                        }
                    } catch {}
                }
                for value in 2...3 { subject.onNext(value) }
                // Bounded: a bridge that lost the elements prints what it saw, and the test fails.
                for _ in 0..<10_000 where seen.count < 2 { await Task.yield() }
                // Sent, then the deactivation before the loop reads it: no handler runs on it.
                subject.onNext(4)
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
        #expect(output == "seen: [1, 3]; Rx subscribed after deactivation: false\n", "\(output)")
    }
}
