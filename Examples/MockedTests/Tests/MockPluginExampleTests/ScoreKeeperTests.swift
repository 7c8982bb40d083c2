import Testing

@testable import MockPluginExample

/// `ScoreStoringMock` and `ScorePresentingMock` are not written anywhere: RIBsMockPlugin
/// generates them while this target builds.
@MainActor
@Suite struct ScoreKeeperTests {
    struct SaveFailed: Error {}

    @Test func showsTheBestScoreAfterSaving() async {
        let store = ScoreStoringMock()
        store.bestHandler = { _ in 42 }
        let presenter = ScorePresentingMock()
        var shown: [Int] = []
        presenter.showHandler = { shown.append($0) }
        await ScoreKeeper(store: store, presenter: presenter).record(7, for: "ada")
        #expect(store.saveCallCount == 1)
        #expect(shown == [42])
    }

    @Test func showsAnErrorWhenSavingFails() async {
        let store = ScoreStoringMock()
        store.saveHandler = { _, _ in throw SaveFailed() }
        let presenter = ScorePresentingMock()
        await ScoreKeeper(store: store, presenter: presenter).record(7, for: "ada")
        #expect(presenter.showErrorCallCount == 1)
        #expect(presenter.showCallCount == 0)
    }
}
