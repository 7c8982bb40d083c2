import RIBs
import RIBsTesting
import Testing

@testable import TicTacToeExample

/// OffGame offers the games LoggedIn gives it, and tells LoggedIn which one to start.
@MainActor
@Suite struct OffGameInteractorTests {
    final class NamedGame: Game, GameBuildable {
        let id: String
        let name: String
        var builder: any GameBuildable { self }
        init(_ name: String) {
            id = name.lowercased()
            self.name = name
        }
        func build(withListener listener: any GameListener) -> any ViewableRouting {
            fatalError("not started in these tests")
        }
    }

    @Test func offersTheGamesWhenActiveAndStartsTheChosenOne() {
        let presenter = OffGamePresentableMock()
        let listener = OffGameListenerMock()
        let games = [NamedGame("TicTacToe"), NamedGame("Random Win")]
        let interactor = OffGameInteractor(presenter: presenter, games: games)
        interactor.listener = listener

        interactor.activate()
        #expect(presenter.setArgValues == [["TicTacToe", "Random Win"]])

        interactor.start(gameAt: 1)
        interactor.start(gameAt: 7)  // no such game: ignored
        #expect(listener.startGameCallCount == 1)
        #expect((listener.startGameArgValues.first as? NamedGame) === games[1])

        interactor.logout()
        #expect(listener.logoutCallCount == 1)
        interactor.deactivate()
    }
}
