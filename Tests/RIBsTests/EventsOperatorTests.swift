import RIBs
import RIBsTesting
import Testing

/// The Rx operators RIBs apps use, on ``Events``: each keeps the relay's promises (subscribed
/// when `subscribe` returns, every element after it in send order, handled before `send`
/// returns on the main actor) and each does what its Rx namesake does.
@MainActor
@Suite(.leakDetection)
struct EventsOperatorTests {
    /// One operator over one stream of integers, and the same operator on an array: after
    /// every send, the handler must have seen what the array model gives for what was sent so
    /// far (so an operator that delivered a turn late, or in another order, fails).
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let apply: @Sendable @MainActor (Events<Int>) -> Events<Int>
        let model: @Sendable ([Int]) -> [Int]
        var testDescription: String { name }
    }

    static let sent = [1, 1, 2, -2, 3, 4, 4, 5]

    nonisolated static let cases: [Case] = [
        Case(name: "map", apply: { $0.map { $0 * 10 } }, model: { $0.map { $0 * 10 } }),
        Case(
            name: "filter", apply: { $0.filter { $0.isMultiple(of: 2) } },
            model: { $0.filter { $0.isMultiple(of: 2) } }),
        Case(
            name: "compactMap", apply: { $0.compactMap { $0 > 1 ? $0 * 2 : nil } },
            model: { $0.compactMap { $0 > 1 ? $0 * 2 : nil } }),
        Case(name: "removeDuplicates", apply: { $0.removeDuplicates() }, model: { removingDuplicates($0, by: ==) }),
        Case(
            name: "removeDuplicates(by:)", apply: { $0.removeDuplicates { abs($0) == abs($1) } },
            model: { removingDuplicates($0) { abs($0) == abs($1) } }),
        Case(name: "prefix", apply: { $0.prefix(3) }, model: { Array($0.prefix(3)) }),
        Case(name: "prefix(0)", apply: { $0.prefix(0) }, model: { _ in [] }),
        Case(name: "dropFirst", apply: { $0.dropFirst(2) }, model: { Array($0.dropFirst(2)) }),
        Case(name: "prepend", apply: { $0.prepend(7, 8) }, model: { [7, 8] + $0 }),
        Case(name: "share", apply: { $0.share() }, model: { $0 }),
        Case(name: "share(replay:)", apply: { $0.share(replay: 2) }, model: { $0 }),
        Case(
            name: "flatMapLatest", apply: { $0.flatMapLatest { Events.merge([]).prepend($0 + 100) } },
            model: { $0.map { $0 + 100 } }),
        Case(
            name: "map, filter and removeDuplicates chained",
            apply: { $0.map { $0 / 2 }.filter { $0 > 0 }.removeDuplicates() },
            model: { removingDuplicates($0.map { $0 / 2 }.filter { $0 > 0 }, by: ==) }),
    ]

    nonisolated static func removingDuplicates(_ values: [Int], by areDuplicates: (Int, Int) -> Bool) -> [Int] {
        values.reduce(into: []) { kept, value in
            if let last = kept.last, areDuplicates(last, value) { return }
            kept.append(value)
        }
    }

    @Test(arguments: cases)
    func eachElementIsHandledBeforeSendReturnsAsTheArrayModelSays(_ operatorCase: Case) {
        let relay = EventRelay<Int>()
        var received: [Int] = []
        let subscription = operatorCase.apply(relay.events).subscribe(onNext: { received.append($0) })
        #expect(received == operatorCase.model([]), "as the subscription starts")
        for count in Self.sent.indices {
            relay.send(Self.sent[count])
            #expect(received == operatorCase.model(Array(Self.sent.prefix(count + 1))), "after \(count + 1) sends")
        }
        subscription.cancel()
        relay.send(99)
        #expect(received == operatorCase.model(Self.sent), "nothing after the subscription ended")
        #expect(relay.subscriberCount == 0, "the operator let go of the relay")
    }

    @Test func aSubscriberOfPrefixIsDroppedByTheRelayOnceItHasItsElements() {
        let relay = EventRelay<Int>()
        var received: [Int] = []
        let subscription = relay.events.prefix(2).subscribe(onNext: { received.append($0) })
        relay.send(1)
        #expect(relay.subscriberCount == 1)
        relay.send(2)
        #expect(relay.subscriberCount == 0)
        #expect(received == [1, 2])
        subscription.cancel()
    }

    @Test func prefixOfAValueRelayTakesTheCurrentValueWhileSubscribing() {
        let relay = ValueRelay(5)
        var received: [Int] = []
        let subscription = relay.values.prefix(1).subscribe(onNext: { received.append($0) })
        relay.value = 6
        #expect(received == [5])
        #expect(relay.subscriberCount == 0)
        subscription.cancel()
    }

    @Test func combineLatestSendsOnceBothHaveSentThenOnEachChange() {
        let names = EventRelay<String>()
        let scores = ValueRelay(0)
        var received: [String] = []
        let subscription = Events.combineLatest(names.events, scores.values) { "\($0): \($1)" }
            .subscribe(onNext: { received.append($0) })
        #expect(received.isEmpty, "no name yet")
        names.send("ann")
        scores.value = 2
        names.send("bob")
        #expect(received == ["ann: 0", "ann: 2", "bob: 2"])
        subscription.cancel()
        #expect(scores.subscriberCount == 0)
    }

    @Test func combineLatestOfThreeAsATuple() {
        let a = ValueRelay(1)
        let b = ValueRelay("x")
        let c = EventRelay<Bool>()
        var received: [String] = []
        let subscription = Events.combineLatest(a.values, b.values, c.events)
            .subscribe(onNext: { received.append("\($0.0)\($0.1)\($0.2)") })
        c.send(true)
        a.value = 2
        #expect(received == ["1xtrue", "2xtrue"])
        subscription.cancel()
    }

    @Test func mergeKeepsTheOrderTheElementsWereSentIn() {
        let left = EventRelay<Int>()
        let right = EventRelay<Int>()
        var received: [Int] = []
        let subscription = Events.merge(left.events, right.events).subscribe(onNext: { received.append($0) })
        left.send(1)
        right.send(2)
        left.send(3)
        #expect(received == [1, 2, 3])
        subscription.cancel()
        #expect(left.subscriberCount + right.subscriberCount == 0)
    }

    @Test func withLatestFromSendsTheOtherStreamsLatestForEachElement() {
        let taps = EventRelay<Void>()
        let text = EventRelay<String>()
        var received: [String] = []
        let subscription = taps.events.withLatest(from: text.events).subscribe(onNext: { received.append($0) })
        taps.send(())
        text.send("a")
        text.send("ab")
        taps.send(())
        taps.send(())
        #expect(received == ["ab", "ab"], "the tap before any text is dropped, as Rx does")
        subscription.cancel()
    }

    @Test func withLatestFromKnowsAValueRelaysCurrentValueAtTheFirstElement() {
        let taps = EventRelay<Int>()
        let multiplier = ValueRelay(10)
        var received: [Int] = []
        let subscription = taps.events.withLatest(from: multiplier.values) { $0 * $1 }
            .subscribe(onNext: { received.append($0) })
        taps.send(2)
        #expect(received == [20])
        subscription.cancel()
    }

    @Test func flatMapLatestLeavesTheInnerStreamItNoLongerFollows() {
        let selection = EventRelay<Int>()
        let first = EventRelay<String>()
        let second = EventRelay<String>()
        var received: [String] = []
        let subscription = selection.events.flatMapLatest { $0 == 1 ? first.events : second.events }
            .subscribe(onNext: { received.append($0) })
        selection.send(1)
        first.send("1a")
        selection.send(2)
        #expect(first.subscriberCount == 0, "the first inner stream was left")
        first.send("1b")
        second.send("2a")
        #expect(received == ["1a", "2a"])
        subscription.cancel()
        #expect(second.subscriberCount == 0 && selection.subscriberCount == 0)
    }

    @Test func shareRunsTheUpstreamOncePerElementAndReplaysTheLatestToALateSubscriber() {
        let relay = EventRelay<Int>()
        var transforms = 0
        let shared = relay.events.map { value -> Int in
            transforms += 1
            return value * 10
        }.share(replay: 1)
        var early: [Int] = []
        var late: [Int] = []
        let first = shared.subscribe(onNext: { early.append($0) })
        relay.send(1)
        relay.send(2)
        let second = shared.subscribe(onNext: { late.append($0) })
        relay.send(3)
        #expect(early == [10, 20, 30])
        #expect(late == [20, 30], "the latest element, then what follows")
        #expect(transforms == 3, "one transform per element, not per subscriber")
        #expect(relay.subscriberCount == 1, "one shared subscription")
        first.cancel()
        second.cancel()
        #expect(relay.subscriberCount == 0, "the last subscriber ended the shared subscription")
        var afterReconnect: [Int] = []
        let third = shared.subscribe(onNext: { afterReconnect.append($0) })
        #expect(afterReconnect.isEmpty, "the replay was forgotten with the last subscriber, as Rx's whileConnected")
        third.cancel()
    }

    @Test func aReplayRelayGivesItsLatestEventToANewSubscriber() {
        let relay = ReplayRelay<String>()
        var before: [String] = []
        let early = relay.events.subscribe(onNext: { before.append($0) })
        #expect(before.isEmpty, "nothing to replay yet")
        relay.send("a")
        relay.send("b")
        var after: [String] = []
        let late = relay.events.subscribe(onNext: { after.append($0) })
        relay.send("c")
        #expect(before == ["a", "b", "c"])
        #expect(after == ["b", "c"])
        #expect(relay.latest == "c")
        early.cancel()
        late.cancel()
    }

    @Test func firstReturnsAReplayRelaysLatestAtOnceAndOtherwiseWaitsForTheNextSend() async {
        let replay = ReplayRelay<Int>()
        replay.send(4)
        #expect(await replay.events.map { $0 + 1 }.first() == 5)
        let relay = EventRelay<Int>()
        let waiting = Task { await relay.events.first() }
        await waitUntilSubscribed(relay)
        relay.send(8)
        #expect(await waiting.value == 8)
    }

    @Test func forAwaitReadsAnOperatorsElementsAndPrefixEndsTheLoop() async {
        let relay = EventRelay<Int>()
        let reader = Task { @MainActor in
            var received: [Int] = []
            for await value in relay.events.filter({ $0 > 1 }).map({ $0 * 2 }).prefix(2) { received.append(value) }
            return received
        }
        await waitUntilSubscribed(relay)
        for value in 1...4 { relay.send(value) }
        #expect(await reader.value == [4, 6])
    }

    @Test func debounceSendsTheLastElementOfABurstOnceTheClockHasMoved() async {
        let clock = ManualClock()
        let relay = EventRelay<Int>()
        let recorder = OutputRecorder(relay.events.debounce(for: .milliseconds(300), clock: clock))
        await waitUntilSubscribed(relay)
        relay.send(1)
        await waitForSleepers(1, on: clock)
        clock.advance(by: .milliseconds(100))
        relay.send(2)
        await waitForSleepers(1, on: clock)
        clock.advance(by: .milliseconds(300))
        await recorder.waitForCount(1)
        relay.send(3)
        await waitForSleepers(1, on: clock)
        clock.advance(by: .milliseconds(300))
        await recorder.waitForCount(2)
        #expect(recorder.elements == [2, 3], "1 was followed within 300 ms, so it was dropped")
    }

    @Test(arguments: [true, false])
    func throttleSendsTheFirstAtOnceAndTheLatestOfTheWindowOnlyWhenAsked(latest: Bool) async {
        let clock = ManualClock()
        let relay = EventRelay<Int>()
        var received: [Int] = []
        let subscription = relay.events.throttle(for: .seconds(1), clock: clock, latest: latest)
            .subscribe(onNext: { received.append($0) })
        relay.send(1)
        #expect(received == [1], "the first element at once")
        relay.send(2)
        relay.send(3)
        #expect(received == [1])
        if latest { await waitForSleepers(1, on: clock) }
        clock.advance(by: .seconds(1))
        if latest {
            await waitUntil("the throttled element, at the window's end") { received.count == 2 }
            #expect(received == [1, 3], "the latest of the window, when it ends")
        } else {
            relay.send(4)
            #expect(received == [1, 4], "the window's elements dropped; the next after it at once")
        }
        subscription.cancel()
    }

    // MARK: - Waiting, with a time limit and a message

    private func waitForSleepers(_ count: Int, on clock: ManualClock) async {
        let deadline = ContinuousClock.now + .seconds(10)
        while clock.sleeperCount != count {
            guard ContinuousClock.now < deadline else {
                Issue.record(
                    "the operator's timer did not sleep on the clock within 10 s (\(clock.sleeperCount) sleep)")
                return
            }
            await Task.yield()
        }
    }
}
