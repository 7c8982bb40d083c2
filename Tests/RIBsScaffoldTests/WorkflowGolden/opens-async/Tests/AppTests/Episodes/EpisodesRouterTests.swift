import RIBs
import RIBsTesting
import Testing

@testable import App

/// Episodes's router, built by its builder: the harness activates it and checks the tree, the
/// tasks left running and the leaks.
@MainActor
@Suite struct EpisodesRouterTests {
    @Test(.leakDetection)
    func buildsAndLoads() {
        let harness = RIBTestHarness {
            EpisodesBuilder(dependency: EpisodesDependencyMock()).build(
                withListener: EpisodesListenerMock(),
                podcastID: "podcastID")
        }
        harness.expectTree("Episodes (active)")
        // Work EpisodesInteractor starts when it activates (`whileActive(named:) { }`)
        // is declared here, or finish() fails naming it: harness.expectRunning("its name").
        // Its interactor, to call: try #require(harness.interactor(as: EpisodesInteractor.self)), nil if another type.
        harness.finish()
    }
}
