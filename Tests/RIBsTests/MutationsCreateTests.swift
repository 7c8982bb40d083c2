import RIBs
import Testing

/// `Mutations.create`, `drain()`, `combineLatest` and `debug`, as ReactorKit's interactors use
/// Rx's (issue 65, Omos-New's sign-up reactors).
@MainActor
struct MutationsCreateTests {
    struct Failure: Error, Equatable {}

    @Test func createSendsFromACallbackLaterAndEndsAtOnCompleted() async {
        let service = CallbackService()
        let run = StreamRun(
            Mutations<Int>.create { observer in
                service.fetch {
                    observer.onNext(1)
                    observer.onNext(2)
                    observer.onCompleted()
                    observer.onNext(3)
                }
            })
        await waitUntil("the create's body to hand its callback to the service") { service.handler != nil }
        #expect(run.outcome == nil, "nothing ended the stream yet")
        service.handler?()
        await run.waitForEnd()
        #expect(run.elements == [1, 2], "what is sent after onCompleted is dropped")
        #expect(run.outcome == .completed)
    }

    @Test func theBodyReturningDoesNotEndTheStreamAsRxsCreateDoesNot() async {
        let run = StreamRun(Mutations<Int>.concat([.create { observer in observer.onNext(1) }, .just(2)]))
        await waitUntil("the create's element") { run.elements == [1] }
        for _ in 0..<50 { await Task.yield() }
        #expect(run.outcome == nil && run.elements == [1], "the concat waits for onCompleted, as Rx's does")
        run.task?.cancel()
        await run.waitForEnd()
        #expect(run.outcome == .cancelled)
    }

    /// The sign-up check of Omos-New: a chain drained inside `create`, whose closures send
    /// through the observer and end the stream early, leaving the chain on `never()`.
    @Test func aChainDrainedInsideCreateSendsThroughTheObserverAndOnCompletedCancelsIt() async {
        let bodyCancelled = Flag()
        let run = StreamRun(
            Mutations<String>.create { observer in
                do {
                    try await Mutations<Int>.from { 1 }
                        .flatMap { value -> Mutations<Void> in
                            observer.onNext("format \(value)")
                            return .just(())
                        }
                        .flatMap { _ in Mutations<Int>.from { 2 } }
                        .flatMap { value -> Mutations<Void> in
                            observer.onNext("taken \(value)")
                            observer.onCompleted()
                            return .never()
                        }
                        .drain()
                } catch is CancellationError {
                    bodyCancelled.isSet = true
                }
            })
        await run.waitForEnd()
        #expect(run.elements == ["format 1", "taken 2"])
        #expect(run.outcome == .completed)
        await waitUntil("the body's task, left on never(), to be cancelled") { bodyCancelled.isSet }
    }

    @Test func onErrorAndAThrownErrorEndTheStreamWithIt() async {
        let caught = StreamRun(
            Mutations<Int>.create { observer in
                observer.onNext(1)
                observer.onError(Failure())
            }
            .catchAndReturn(9))
        await caught.waitForEnd()
        #expect(caught.elements == [1, 9])
        let thrown = StreamRun(Mutations<Int>.create { _ in throw Failure() })
        await thrown.waitForEnd()
        #expect(thrown.outcome == .failed)
    }

    @Test func flatMapMakesEachElementsStreamOnceWhereTheElementsAreKnownAtOnce() async {
        let calls = Counter()
        let run = StreamRun(
            Mutations<Int>.just(1, 2).flatMap { value -> Mutations<Int> in
                calls.count += 1
                return value == 1 ? .just(10) : .from { 20 }
            })
        await run.waitForEnd()
        #expect(run.elements == [10, 20])
        #expect(calls.count == 2, "a transform that sends (as a create's chain does) would send twice")
    }

    @Test func combineLatestOfStreamsKnownAtOnceCombinesInRxsSubscriptionOrder() {
        let sums = Mutations<Int>.combineLatest([Mutations<Int>.just(1, 2), .just(10, 20)]) { $0.reduce(0, +) }
        #expect(sums.immediate == [12, 22])
        let withEmpty = Mutations<Int>.combineLatest([Mutations<Int>.just(1), .empty(), .just(2)]) { $0[0] }
        #expect(withEmpty.immediate == [])
    }

    @Test func combineLatestWaitsForEveryStreamThenSendsEachNewCombination() async {
        let run = StreamRun(
            Mutations<Bool>.combineLatest([Mutations<Bool>.from { true }, .from { false }]) { $0.allSatisfy { $0 } })
        await run.waitForEnd()
        #expect(run.elements == [false])
        #expect(run.outcome == .completed)
    }

    @Test func combineLatestOfNoStreamSendsTheCombinationOfNothingOnceAsRxs() {
        #expect(Mutations<Bool>.combineLatest([Mutations<Bool>]()) { $0.allSatisfy { $0 } }.immediate == [true])
    }

    @Test func aStreamThatEndsHavingSentNothingLeavesCombineLatestRunningAsRxs() async {
        let run = StreamRun(
            Mutations<Int>.combineLatest([Mutations<Int>.from { 1 }, Mutations { _ in }, .never()]) { $0[0] })
        for _ in 0..<50 { await Task.yield() }
        #expect(run.outcome == nil && run.elements.isEmpty, "it ends when every stream has")
        run.task?.cancel()
        await run.waitForEnd()
        #expect(run.outcome == .cancelled)
    }

    /// An error ends what runs streams at once as soon as it is thrown, whichever stream throws
    /// it: one that never ends before it is not waited for.
    @Test(arguments: ["combineLatest", "merge"])
    func theFirstErrorEndsStreamsRunAtOnceWhicheverThrowsIt(_ operator: String) async {
        let streams: [Mutations<Int>] = [.never(), .from { throw Failure() }]
        let run = StreamRun(
            `operator` == "merge" ? Mutations<Int>.merge(streams) : Mutations<Int>.combineLatest(streams) { $0[0] })
        await run.waitForEnd()
        #expect(run.outcome == .failed)
    }

    @Test func aFlatMapWhoseStreamFailsCancelsTheStreamsItStarted() async {
        let innerCancelled = Flag()
        let run = StreamRun(
            Mutations<Int>.concat([.from { 1 }, .from { throw Failure() }]).flatMap { _ in
                Mutations<Int> { _ in
                    do {
                        try await Task.sleep(for: .seconds(86_400))
                    } catch {
                        innerCancelled.isSet = true
                    }
                }
            })
        await run.waitForEnd()
        #expect(run.outcome == .failed)
        await waitUntil("the inner stream to be cancelled with the outer one's failure") { innerCancelled.isSet }
    }

    @Test func debugPassesElementsAndErrorsOn() async {
        let run = StreamRun(Mutations<Int>.concat([.just(1), .from { throw Failure() }]).debug("check"))
        await run.waitForEnd()
        #expect(run.elements == [1])
        #expect(run.outcome == .failed)
    }
}

/// One run of a stream, in a task: what it sent, and how it ended.
@MainActor
private final class StreamRun<Element: Sendable> {
    enum Outcome: Equatable { case completed, failed, cancelled }

    var elements: [Element] = []
    var outcome: Outcome?
    var task: Task<Void, Never>?

    init(_ stream: Mutations<Element>) {
        task = Task { @MainActor in
            do {
                try await stream.run { self.elements.append($0) }
                outcome = .completed
            } catch is CancellationError {
                outcome = .cancelled
            } catch {
                outcome = .failed
            }
        }
    }

    func waitForEnd() async {
        await waitUntil("the stream to end") { outcome != nil }
    }
}

@MainActor
private final class CallbackService {
    var handler: (@MainActor () -> Void)?

    func fetch(_ completion: @escaping @MainActor () -> Void) { handler = completion }
}

@MainActor
private final class Flag: Sendable {
    var isSet = false
}

@MainActor
private final class Counter: Sendable {
    var count = 0
}
