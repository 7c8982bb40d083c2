import Foundation
import RIBs
import RIBsTesting
import Synchronization
import Testing

/// `withSingleCallback`, `withMaybeCallback`, `withCompletableCallback`: RxSwift's `create` of one
/// result for `async` code, with its promises: the first report wins, later ones are ignored, and
/// a cancellation stops the work and ends the wait.
struct WithCallbackTests {
    struct Failure: Error, Equatable {}

    /// A cancel action that says whether it ran.
    final class Stopped: Sendable {
        private let flag = Mutex(false)
        var ran: Bool { flag.withLock { $0 } }
        func run() { flag.withLock { $0 = true } }
    }

    @Test func aValueReportedFromAnotherThreadIsReturned() async throws {
        let value = try await withSingleCallback { (observer: CallbackObserver<Int>) in
            Thread.detachNewThread { observer(.success(42)) }
            return nil
        }
        #expect(value == 42)
    }

    @Test func theFirstReportWinsAndTheRestAreIgnored() async throws {
        let value = try await withSingleCallback { (observer: CallbackObserver<String>) in
            observer(.success("first"))
            observer(.success("second"))
            observer(.failure(Failure()))
            return nil
        }
        #expect(value == "first")
    }

    @Test(arguments: ["failure", "error"])
    func aFailureIsThrown(_ spelling: String) async {
        await #expect(throws: Failure()) {
            try await withSingleCallback { (observer: CallbackObserver<Int>) in
                observer(spelling == "failure" ? .failure(Failure()) : .error(Failure()))
                return nil
            }
        }
    }

    @Test func completedIsNoValueForAMaybeNoElementsForASingleAndTheEndForACompletable() async throws {
        let maybe = try await withMaybeCallback { (observer: CallbackObserver<Int>) in
            observer(.completed)
            return nil
        }
        #expect(maybe == nil)
        await #expect(throws: NoElementsError()) {
            try await withSingleCallback { (observer: CallbackObserver<Int>) in
                observer(.completed)
                return nil
            }
        }
        try await withCompletableCallback { observer in
            observer(.completed)
            return nil
        }
    }

    @Test func aCancelledWaitStopsTheWorkAndThrows() async {
        let stopped = Stopped()
        let started = AsyncStream<Void>.makeStream()
        let waiting = Task {
            try await withSingleCallback { (observer: CallbackObserver<Int>) in
                started.continuation.yield()
                return { stopped.run() }
            }
        }
        for await _ in started.stream { break }
        waiting.cancel()
        await #expect(throws: CancellationError.self) { try await waiting.value }
        #expect(stopped.ran, "the work's cancel action runs, as Rx's disposal ran Disposables.create { … }")
    }

    @Test func aWaitCancelledBeforeItStartsStopsTheWorkAtOnce() async {
        let stopped = Stopped()
        let waiting = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await withSingleCallback { (observer: CallbackObserver<Int>) in
                { stopped.run() }
            }
        }
        await #expect(throws: CancellationError.self) { try await waiting.value }
        #expect(stopped.ran)
    }

    @Test func aResultBeforeTheCancellationIsKeptAndTheWorkIsNotStopped() async throws {
        let stopped = Stopped()
        let waiting = Task {
            try await withSingleCallback { (observer: CallbackObserver<Int>) in
                observer(.success(1))
                return { stopped.run() }
            }
        }
        #expect(try await waiting.value == 1)
        waiting.cancel()
        #expect(!stopped.ran)
    }
}
