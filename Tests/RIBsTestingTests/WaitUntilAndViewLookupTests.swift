import Observation
import RIBs
import RIBsTesting
import Testing

/// `waitUntil` on any observable state (a view's, with no state container), `handlersSettled()`
/// for events sent from other threads, and typed view lookups that fail with what was there.
@MainActor
@Suite struct WaitUntilAndViewLookupTests {
    @Observable @MainActor
    final class CartView: ViewControllable {
        var count = 0
    }

    final class OtherView: ViewControllable {}

    @Test func aViewsObservableStateIsAwaitedUntilTheConditionHolds() async {
        let view = CartView()
        Task { @MainActor in
            view.count = 1
            await Task.yield()
            view.count = 2
        }
        #expect(await waitUntil { view.count == 2 })
        #expect(view.count == 2)
    }

    @Test func aConditionThatNeverHoldsFailsTheTestWithTheReason() async {
        let view = CartView()
        await withKnownIssue {
            #expect(await waitUntil(timeLimit: .milliseconds(50)) { view.count == 1 } == false)
        } matching: { issue in
            issue.comments.contains {
                $0.rawValue.contains("waitUntil: the condition did not hold within 0.05 seconds")
            }
        }
    }

    @Test func handlersSettledWaitsForWhatAnotherThreadSent() async {
        let relay = EventRelay<Int>()
        var received: [Int] = []
        let subscription = relay.events.subscribe(onNext: { received.append($0) })
        await Task.detached { for value in 1...3 { relay.send(value) } }.value
        #expect(await handlersSettled())
        #expect(received == [1, 2, 3])
        subscription.cancel()
    }

    @Test func aViewIsLookedUpByTheTypeTheTestKnows() throws {
        let node = RIBNode(name: "Catalog")
        let built = BuiltRIB(node: node, view: CartView(), outputs: ())
        #expect(try built.view(as: CartView.self).count == 0)
        withKnownIssue {
            #expect(throws: UnexpectedViewError.self) { try built.view(as: OtherView.self) }
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("Catalog's view is a CartView, not a OtherView") }
        }
        withKnownIssue {
            #expect(throws: UnexpectedViewError.self) { try node.viewContainer.top(as: CartView.self) }
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("the top of the stack [] is no view, not a CartView") }
        }
    }
}
