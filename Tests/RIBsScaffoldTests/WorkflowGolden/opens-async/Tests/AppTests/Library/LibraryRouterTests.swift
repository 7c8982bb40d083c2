import RIBs
import RIBsTesting
import Testing

@testable import App

/// Library's router, built by its builder: the harness activates it and checks the tree, the
/// tasks left running and the leaks.
@MainActor
@Suite struct LibraryRouterTests {
    @Test(.leakDetection)
    func buildsAndLoads() {
        let harness = RIBTestHarness {
            LibraryBuilder(
                dependency: LibraryDependencyMock(libraryViewController: LibraryViewControllableMock())
            ).build(withListener: LibraryListenerMock())
        }
        harness.expectTree("Library (active)")
        // Work LibraryInteractor starts when it activates (`whileActive(named:) { }`)
        // is declared here, or finish() fails naming it: harness.expectRunning("its name").
        // Its interactor, to call: try #require(harness.interactor(as: LibraryInteractor.self)), nil if another type.
        harness.finish()
    }

    /// Routes to Episodes and detaches it: finish() judges it at once, so a router that
    /// kept the child it detached fails here.
    @Test(.leakDetection)
    func routesToAndDetachesEpisodes() {
        let harness = RIBTestHarness(exhaustivity: .on(except: .runningWork)) {
            LibraryBuilder(
                dependency: LibraryDependencyMock(libraryViewController: LibraryViewControllableMock())
            ).build(withListener: LibraryListenerMock())
        }
        harness.router.routeToEpisodes(podcastID: "podcastID")
        harness.expectAttached("Episodes")
        harness.router.detachEpisodes()
        harness.expectDetached("Episodes")
        harness.finish()
    }

    /// The person closes Episodes's view (a back key, a sheet pulled down): Library detaches it
    /// as its own detach does, and routing again builds it again.
    @Test(.leakDetection)
    func theUserClosesAndReopensEpisodes() {
        let harness = RIBTestHarness(exhaustivity: .on(except: .runningWork)) {
            LibraryBuilder(
                dependency: LibraryDependencyMock(libraryViewController: LibraryViewControllableMock())
            ).build(withListener: LibraryListenerMock())
        }
        harness.router.routeToEpisodes(podcastID: "podcastID")
        harness.closeByUser("Episodes")
        harness.expectDetached("Episodes")
        harness.router.routeToEpisodes(podcastID: "podcastID")
        harness.expectAttached("Episodes")
        harness.finish()
    }
}
