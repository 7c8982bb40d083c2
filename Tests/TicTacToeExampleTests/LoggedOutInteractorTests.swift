import RIBs
import RIBsTesting
import Testing

@testable import TicTacToeExample

/// Tutorial 1's LoggedOut logic on mocks that nobody wrote: RIBsMockPlugin generates
/// `LoggedOutPresentableMock` and `LoggedOutListenerMock` from the executable's `/// @mockable`
/// protocols while this target builds, with argument history (`ribs-mock.options`).
@MainActor
@Suite struct LoggedOutInteractorTests {
    @Test(.leakDetection) func loginPassesBothNamesToTheListener() {
        let presenter = LoggedOutPresentableMock()
        let listener = LoggedOutListenerMock()
        let interactor = LoggedOutInteractor(presenter: presenter)
        interactor.listener = listener
        interactor.activate()

        interactor.login(withPlayer1Name: "Alice", player2Name: "Bob")

        #expect(listener.didLoginCallCount == 1)
        #expect(listener.didLoginArgValues.map(\.player1Name) == ["Alice"])
        #expect(listener.didLoginArgValues.map(\.player2Name) == ["Bob"])
        #expect(presenter.listener === interactor)
        interactor.deactivate()
    }

    @Test(arguments: [(nil, nil), ("", "  "), (" ", nil)] as [(String?, String?)])
    func emptyNamesBecomeTheDefaults(first: String?, second: String?) {
        let listener = LoggedOutListenerMock()
        let interactor = LoggedOutInteractor(presenter: LoggedOutPresentableMock())
        interactor.listener = listener

        interactor.login(withPlayer1Name: first, player2Name: second)

        #expect(listener.didLoginArgValues.first?.player1Name == "Player 1")
        #expect(listener.didLoginArgValues.first?.player2Name == "Player 2")
    }
}

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
