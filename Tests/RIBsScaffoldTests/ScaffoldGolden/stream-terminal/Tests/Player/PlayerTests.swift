import RIBs
import RIBsTesting
import Testing

@testable import App

/// Player, built by its builder: the harness attaches it and checks the tree, the tasks left
/// running and the leaks; outputs are awaited with a time limit.
@MainActor
@Suite struct PlayerTests {
    @Test(.leakDetection)
    func finishingTellsTheParent() async throws {
        let harness = RIBTestHarness {
            PlayerBuilder(dependency: PlayerDependency()).build()
        }
        let finished = OutputRecorder(harness.router.outputs.finished)
        let view = try #require(harness.router.view as? PlayerView)
        view.interactor.finish()
        await finished.waitForCount(1)
        harness.expectTree("Player (active)")
        harness.finish()
    }
}
