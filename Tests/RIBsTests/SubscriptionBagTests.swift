import Observation
import RIBs
import RIBsTesting
import Testing

/// `SubscriptionBag`, Rx's `DisposeBag`: what it holds runs while the bag lives, and ends when
/// its owner lets go of it, not before and not after.
@MainActor
@Suite(.leakDetection)
struct SubscriptionBagTests {
    /// What owned a `DisposeBag` in Rx: its subscriptions end with it.
    @MainActor
    final class Owner {
        let bag = SubscriptionBag()
        var received: [Int] = []

        init(following events: Events<Int>) {
            events.subscribe(onNext: { [weak self] in self?.received.append($0) }).cancelled(by: bag)
        }
    }

    @Test func aSubscriptionRunsUntilItsBagIsFreed() async {
        let relay = EventRelay<Int>()
        var received: [Int] = []
        var bag: SubscriptionBag? = SubscriptionBag()
        let subscription = relay.events.subscribe(onNext: { received.append($0) })
        subscription.cancelled(by: bag!)
        relay.send(1)
        #expect(received == [1])
        #expect(!subscription.isCancelled)
        bag = nil
        #expect(subscription.isCancelled, "freeing the bag cancels what it holds, in the same turn")
        relay.send(2)
        #expect(await handlersSettled())
        #expect(received == [1], "nothing sent after the bag is freed is handled")
    }

    @Test func anOwnersSubscriptionsEndWithTheOwner() async {
        let relay = EventRelay<Int>()
        var owner: Owner? = Owner(following: relay.events)
        relay.send(7)
        #expect(owner?.received == [7])
        weak let bag = owner?.bag
        owner = nil
        #expect(bag == nil, "the bag goes with its owner")
        #expect(relay.subscriberCount == 0, "and so does the subscription it held")
    }

    @Observable @MainActor final class Flag {
        var isSet = false
    }

    @Test func aTaskIsCancelledWhenItsBagIsFreed() async {
        var bag: SubscriptionBag? = SubscriptionBag()
        let cancelled = Flag()
        bag?.insert(
            Task { @MainActor in
                do {
                    try await Task.sleep(for: .seconds(3_600))
                } catch {
                    cancelled.isSet = true
                }
            })
        #expect(!cancelled.isSet)
        bag = nil
        #expect(await waitUntil { cancelled.isSet }, "the task held by the freed bag was cancelled")
    }
}
