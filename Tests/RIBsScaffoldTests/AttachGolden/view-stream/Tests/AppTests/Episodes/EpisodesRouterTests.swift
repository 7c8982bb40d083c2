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
            EpisodesBuilder(dependency: EpisodesDependencyMock()).build(withListener: EpisodesListenerMock())
        }
        harness.expectTree("Episodes (active)")
        // Work EpisodesInteractor starts when it activates (`whileActive(named:) { }`)
        // is declared here, or finish() fails naming it: harness.expectRunning("its name").
        // Its interactor, to call: try #require(harness.interactor(as: EpisodesInteractor.self)), nil if another type.
        harness.finish()
    }

    /// Routes to Player and detaches it: finish() judges it at once, so a router that
    /// kept the child it detached fails here.
    @Test(.leakDetection)
    func routesToAndDetachesPlayer() {
        let harness = RIBTestHarness(exhaustivity: .on(except: .runningWork)) {
            EpisodesBuilder(dependency: EpisodesDependencyMock()).build(withListener: EpisodesListenerMock())
        }
        harness.router.routeToPlayer()
        harness.expectAttached("Player")
        harness.router.detachPlayer()
        harness.expectDetached("Player")
        harness.finish()
    }

    /// The person closes Player's view (a back key, a sheet pulled down): Episodes detaches it
    /// as its own detach does, and routing again builds it again.
    @Test(.leakDetection)
    func theUserClosesAndReopensPlayer() {
        let harness = RIBTestHarness(exhaustivity: .on(except: .runningWork)) {
            EpisodesBuilder(dependency: EpisodesDependencyMock()).build(withListener: EpisodesListenerMock())
        }
        harness.router.routeToPlayer()
        harness.closeByUser("Player")
        harness.expectDetached("Player")
        harness.router.routeToPlayer()
        harness.expectAttached("Player")
        harness.finish()
    }
}
