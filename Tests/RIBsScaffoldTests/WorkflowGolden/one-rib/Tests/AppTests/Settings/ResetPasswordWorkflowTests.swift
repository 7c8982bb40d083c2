import RIBs
import RIBsTesting
import Testing

@testable import App

/// ResetPassword's step, on a mock of Settings's actionable item: it does what the link asks.
@MainActor
@Suite struct ResetPasswordWorkflowTests {
    @Test(.leakDetection)
    func goesThroughSettings() async {
        let settings = SettingsActionableItemMock()
        var received = 0
        // weak: the mock keeps its handler.
        settings.resetPasswordHandler = { [weak settings] in
            received += 1
            return settings.map { ($0, ()) }
        }
        let subscription = ResetPasswordWorkflow().subscribe(settings)
        #expect(await subscription.finished())
        #expect(received == 1, "Settings did what the link asks, once")
    }

    @Test func opensTheLinksThatNameIt() {
        #expect(ResetPasswordWorkflow(url: "app://resetPassword") != nil)
        #expect(ResetPasswordWorkflow(url: "app://another") == nil)
    }
}
