import RIBs
import RIBsTesting
import Testing

/// A test feeds a RIB's stream dependency with a `TestStream`: send, finish, fail, and see that
/// the RIB follows it while it is active and stops when it resigns.
@MainActor
@Suite(.leakDetection)
struct TestStreamTests {
    final class Following: Interactor {
        let parcels: Events<[String]>
        var shown: [[String]] = []
        init(parcels: Events<[String]>) { self.parcels = parcels }
        override func didBecomeActive() {
            super.didBecomeActive()
            parcels.subscribe(onNext: { [weak self] in self?.shown.append($0) }).cancelOnDeactivate(interactor: self)
        }
    }

    @Test func aRIBFollowsTheStreamWhileActive() {
        let parcels = TestStream<[String]>()
        let harness = RIBTestHarness { Router(interactor: Following(parcels: parcels.events)) }
        #expect(parcels.subscriberCount == 1)
        parcels.send(["teapot"])
        #expect(harness.router.interactor.shown == [["teapot"]])
        harness.finish()
        #expect(parcels.subscriberCount == 0, "the subscription ended with the RIB's active period")
    }

    struct Lost: Error, Equatable {}

    @Test func aThrowingStreamFinishesOrFails() async {
        let parcels = TestStream<Int>()
        let finishing = parcels.throwingStream
        parcels.send(1)
        parcels.finish()
        var received: [Int] = []
        do {
            for try await value in finishing { received.append(value) }
        } catch {
            Issue.record("a finished stream threw \(error)")
        }
        #expect(received == [1])

        let failing = TestStream<Int>()
        let stream = failing.throwingStream
        failing.send(2)
        failing.fail(Lost())
        await #expect(throws: Lost.self) {
            for try await _ in stream {}
        }
        // A stream made after the failure fails at once.
        await #expect(throws: Lost.self) {
            for try await _ in failing.throwingStream {}
        }
    }
}
