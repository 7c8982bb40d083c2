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
