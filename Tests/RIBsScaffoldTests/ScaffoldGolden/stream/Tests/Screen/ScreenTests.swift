import RIBs
import RIBsTesting
import Testing

@testable import App

/// Screen, built by its builder: the harness attaches it and checks the tree, the tasks left
/// running and the leaks; outputs are awaited with a time limit.
@MainActor
@Suite struct ScreenTests {
    @Test(.leakDetection)
    func finishingTellsTheParent() async throws {
        let harness = RIBTestHarness {
            ScreenBuilder(dependency: ScreenDependency()).build()
        }
        let finished = OutputRecorder(harness.router.outputs.finished)
        let view = try #require(harness.router.view as? ScreenView)
        view.interactor.finish()
        await finished.waitForCount(1)
        harness.expectTree("Screen (active)")
        harness.finish()
    }
}
