import RIBs
import RIBsTesting
import Testing

@testable import App

/// Episodes's interactor, alone: its presenter, router and listener are mocks.
@MainActor
@Suite struct EpisodesInteractorTests {
    let presenter = EpisodesPresentableMock()
    let router = EpisodesRoutingMock()
    let listener = EpisodesListenerMock()

    func makeInteractor() -> EpisodesInteractor {
        let interactor = EpisodesInteractor(presenter: presenter, podcastID: "podcastID")
        interactor.router = router
        interactor.listener = listener
        return interactor
    }

    @Test(.leakDetection)
    func listensToItsView() {
        let interactor = makeInteractor()
        #expect(interactor === presenter.listener)  // the view's actions reach it
    }
}
