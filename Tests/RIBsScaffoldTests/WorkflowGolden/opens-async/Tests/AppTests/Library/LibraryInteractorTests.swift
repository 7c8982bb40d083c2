import RIBs
import RIBsTesting
import Testing

@testable import App

/// Library's interactor, alone: its router and listener are mocks.
@MainActor
@Suite struct LibraryInteractorTests {
    let router = LibraryRoutingMock()
    let listener = LibraryListenerMock()

    func makeInteractor() -> LibraryInteractor {
        let interactor = LibraryInteractor()
        interactor.router = router
        interactor.listener = listener
        return interactor
    }

    @Test(.leakDetection)
    func resigningTakesItsChildrensViewsOutOfItsParents() {
        let interactor = makeInteractor()
        interactor.activate()
        interactor.deactivate()
        #expect(router.cleanupViewsCallCount == 1)  // it has no view: its router tidies its parent's
    }
}
