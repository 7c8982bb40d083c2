import RIBs
import RIBsTesting
import Testing

/// The spellings real apps on RxSwift use, which `ribs migrate` keeps as they are: `just`,
/// `empty`, `never`, `withUnretained(_:)`, `subscribe(with:onNext:)`, `do(onNext:)`,
/// `flatMap` and `bind(to:)`, each with Rx's timing (handled on the main actor before
/// `subscribe` or `send` returns).
@MainActor
@Suite(.leakDetection)
struct EventsRxSpellingsTests {
    final class Owner: Sendable {}

    @Test func justHandsItsElementsToEachSubscriberAsItSubscribes() {
        let numbers = Events.just(1, 2, 3)
        var first: [Int] = []
        var second: [Int] = []
        let one = numbers.subscribe(onNext: { first.append($0) })
        #expect(first == [1, 2, 3], "handled before subscribe returned")
        let two = numbers.subscribe(onNext: { second.append($0) })
        #expect(second == [1, 2, 3])
        one.cancel()
        two.cancel()
    }

    @Test func justMergedWithARelayKeepsTheOrderOfAReactorsMutations() {
        let results = EventRelay<String>()
        var seen: [String] = []
        let subscription = Events.merge([.just("loading"), results.events]).subscribe(onNext: { seen.append($0) })
        results.send("done")
        #expect(seen == ["loading", "done"])
        subscription.cancel()
    }

    @Test func emptyEndsAForAwaitLoopAndNeverWaitsUntilCancelled() async {
        var count = 0
        for await _ in Events<Int>.empty() { count += 1 }
        #expect(count == 0)
        let waiting = Task { for await _ in Events<Int>.never() {} }
        let ended = Task {
            await waiting.value
            return true
        }
        await Task.yield()
        waiting.cancel()
        #expect(await ended.value)
        let handled = Events<Int>.never().subscribe(onNext: { _ in Issue.record("never() sent") })
        handled.cancel()
    }

    @Test func withUnretainedPairsEachElementWithTheOwnerAndStopsOnceItIsGone() {
        let relay = EventRelay<Int>()
        var owner: Owner? = Owner()
        var seen: [Int] = []
        let subscription = relay.events.withUnretained(owner!).subscribe(onNext: { pair in
            let (_, value) = pair
            seen.append(value)
        })
        relay.send(1)
        #expect(seen == [1])
        owner = nil
        relay.send(2)
        #expect(seen == [1], "nothing is sent once the owner is gone")
        subscription.cancel()
    }

    @Test func subscribeWithHandsTheOwnerAndTheElementBeforeSendReturns() {
        let relay = ValueRelay(5)
        var owner: Owner? = Owner()
        var seen: [Int] = []
        let subscription = relay.values.subscribe(with: owner!) { _, value in seen.append(value) }
        #expect(seen == [5], "a ValueRelay's current value is handled at once")
        relay.value = 6
        #expect(seen == [5, 6])
        owner = nil
        relay.value = 7
        #expect(seen == [5, 6])
        subscription.cancel()
    }

    @Test func doRunsItsEffectBeforeTheHandlerOncePerElement() {
        let relay = EventRelay<Int>()
        var log: [String] = []
        let subscription = relay.events.do(onNext: { log.append("effect \($0)") }).subscribe(onNext: {
            log.append("handler \($0)")
        })
        relay.send(1)
        relay.send(2)
        #expect(log == ["effect 1", "handler 1", "effect 2", "handler 2"])
        subscription.cancel()
    }

    @Test func flatMapFollowsEveryInnerStreamAndEndsThemWithTheSubscription() {
        let outer = EventRelay<Int>()
        let inners = [EventRelay<String>(), EventRelay<String>()]
        var seen: [String] = []
        let subscription = outer.events.flatMap { index in inners[index].events.prepend("start \(index)") }
            .subscribe(onNext: { seen.append($0) })
        outer.send(0)
        outer.send(1)
        inners[0].send("a")
        inners[1].send("b")
        #expect(seen == ["start 0", "start 1", "a", "b"], "both inner streams are followed")
        subscription.cancel()
        #expect(inners.allSatisfy { $0.subscriberCount == 0 }, "the inner streams end with the subscription")
    }

    @Test func bindToSendsIntoEachKindOfRelayBeforeSendReturns() {
        let source = EventRelay<Int>()
        let events = EventRelay<Int>()
        let value = ValueRelay(0)
        let replay = ReplayRelay<Int>()
        var relayed: [Int] = []
        let reader = events.events.subscribe(onNext: { relayed.append($0) })
        let bindings = [source.events.bind(to: events), source.events.bind(to: value), source.events.bind(to: replay)]
        source.send(4)
        #expect(relayed == [4])
        #expect(value.value == 4)
        for binding in bindings { binding.cancel() }
        source.send(5)
        #expect(value.value == 4, "nothing is bound once cancelled")
        reader.cancel()
    }
}
