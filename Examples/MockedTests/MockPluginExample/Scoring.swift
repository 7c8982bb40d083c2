// A small feature whose protocols are mocked at build time by RIBsMockPlugin for its tests.

/// @mockable
protocol ScoreStoring: Sendable {
    func save(score: Int, for player: String) async throws
    func best(for player: String) async -> Int?
}

/// @mockable
@MainActor
protocol ScorePresenting: AnyObject {
    func show(best: Int)
    func showError(_ message: String)
}

/// Saves a score and shows the player's best.
@MainActor
final class ScoreKeeper {
    private let store: any ScoreStoring
    private let presenter: any ScorePresenting

    init(store: any ScoreStoring, presenter: any ScorePresenting) {
        self.store = store
        self.presenter = presenter
    }

    func record(_ score: Int, for player: String) async {
        do {
            try await store.save(score: score, for: player)
            presenter.show(best: await store.best(for: player) ?? score)
        } catch {
            presenter.showError("Could not save the score: \(error)")
        }
    }
}
