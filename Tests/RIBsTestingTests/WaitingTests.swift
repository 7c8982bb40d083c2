import RIBs
import RIBsTesting
import Testing

/// Waiting for a state or an output, woken by the change itself, with a time limit that fails
/// the test with a message.
@MainActor
@Suite struct WaitingTests {
    struct Cart: CustomStringConvertible {
        var items: [String] = []
        var description: String { "Cart(\(items))" }
    }

    @Test func aStateIsAwaitedUntilItMeetsTheCondition() async {
        let (state, writer) = StateContainer.make(Cart())
        Task {
            writer.update { $0.items.append("teapot") }
            writer.update { $0.items.append("kettle") }
        }
        #expect(await state.waitUntil { $0.items.count == 2 })
        #expect(state.items == ["teapot", "kettle"])
    }

    @Test func aStateThatNeverComesFailsTheTestWithWhatItIs() async {
        let (state, _) = StateContainer.make(Cart())
        await withKnownIssue {
            #expect(await state.waitUntil(timeLimit: .milliseconds(50)) { !$0.items.isEmpty } == false)
        } matching: { issue in
            issue.comments.contains {
                $0.rawValue.contains("The state did not reach the condition within 0.05 seconds; it is now Cart([]).")
            }
        }
    }

    @Test func anOutputIsAwaitedAsItIsDelivered() async {
        let relay = EventRelay<String>()
        let recorder = OutputRecorder(relay.events)
        relay.send("teapot")  // subscribed at init: not missed
        #expect(await recorder.next() == "teapot")
        Task { relay.send("kettle") }
        #expect(await recorder.next() == "kettle")
        #expect(recorder.elements == ["teapot", "kettle"])
    }

    @Test func anOutputThatNeverComesFailsTheTest() async {
        let relay = EventRelay<Int>()
        let recorder = OutputRecorder(relay.events)
        relay.send(1)
        await withKnownIssue {
            #expect(await recorder.waitForCount(2, timeLimit: .milliseconds(50)) == false)
        } matching: { issue in
            issue.comments.contains {
                $0.rawValue.contains("1 of the 2 outputs expected arrived within 0.05 seconds: [1].")
            }
        }
    }
}
