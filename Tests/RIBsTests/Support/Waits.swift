import RIBs
import Testing

/// Waits until `relay` has a subscriber (a reader that subscribes from a task of its own, as
/// `OutputRecorder` does), yielding between checks; fails the test after 10 s, saying so.
@MainActor
func waitUntilSubscribed<Element>(_ relay: EventRelay<Element>) async {
    let deadline = ContinuousClock.now + .seconds(10)
    while relay.subscriberCount == 0 {
        guard ContinuousClock.now < deadline else {
            Issue.record("the reader did not subscribe to the relay within 10 s")
            return
        }
        await Task.yield()
    }
}

/// Polls `condition`, which reads no observable state, yielding between checks; fails the test
/// after 10 s, naming `what` it waited for.
@MainActor
func waitUntil(_ what: String, _ condition: () -> Bool) async {
    let deadline = ContinuousClock.now + .seconds(10)
    while !condition() {
        guard ContinuousClock.now < deadline else {
            Issue.record("waited 10 s for \(what)")
            return
        }
        await Task.yield()
    }
}
