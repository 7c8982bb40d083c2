import RIBs
import RIBsTesting
import Testing

/// `ActivityTracker`, RxSwift's example `ActivityIndicator` for `async` work: busy from the
/// first tracked call's start to the last one's end, however each ends.
@MainActor
struct ActivityTrackerTests {
    /// A call that waits until the test lets it end, with a value or an error.
    final class Gate: Sendable {
        let opened: AsyncStream<Result<Int, any Error>>
        let opener: AsyncStream<Result<Int, any Error>>.Continuation

        init() { (opened, opener) = AsyncStream.makeStream() }

        func call() async throws -> Int {
            for await result in opened { return try result.get() }
            throw CancellationError()
        }
    }

    struct Failure: Error {}

    @Test func oneCallIsBusyFromItsStartToItsEnd() async throws {
        let tracker = ActivityTracker()
        let busy = OutputRecorder(tracker.isActive)
        #expect(await busy.next() == false)
        let gate = Gate()
        let call = Task { try await tracker.track { try await gate.call() } }
        #expect(await busy.next() == true)
        #expect(tracker.count == 1)
        gate.opener.yield(.success(7))
        #expect(try await call.value == 7)
        #expect(await busy.next() == false)
        #expect(tracker.count == 0)
    }

    @Test func overlappingCallsAreOneBusyPeriod() async throws {
        let tracker = ActivityTracker()
        let busy = OutputRecorder(tracker.isActive)
        let (first, second) = (Gate(), Gate())
        let one = Task { try await tracker.track { try await first.call() } }
        let two = Task { try await tracker.track { try await second.call() } }
        await busy.waitForCount(2)
        first.opener.yield(.success(1))
        _ = try await one.value
        #expect(tracker.count == 1, "the second call still runs")
        second.opener.yield(.success(2))
        _ = try await two.value
        await busy.waitForCount(3)
        #expect(busy.elements == [false, true, false], "busy once, not once a call")
    }

    @Test(arguments: ["throws", "is cancelled"])
    func aCallThatDoesNotReturnStillEnds(_ ending: String) async {
        let tracker = ActivityTracker()
        let gate = Gate()
        let busy = OutputRecorder(tracker.isActive)
        let call = Task { try await tracker.track { try await gate.call() } }
        await busy.waitForCount(2)
        #expect(busy.elements == [false, true])
        if ending == "throws" { gate.opener.yield(.failure(Failure())) } else { gate.opener.finish() }
        _ = await call.result
        #expect(tracker.count == 0)
        await busy.waitForCount(3)
        #expect(busy.elements == [false, true, false])
    }
}
