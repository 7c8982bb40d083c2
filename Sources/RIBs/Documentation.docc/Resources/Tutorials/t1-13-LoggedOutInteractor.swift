import RIBs

/// @mockable
@MainActor
protocol LoggedOutRouting: ViewableRouting {}

/// @mockable
@MainActor
protocol LoggedOutPresentable: Presentable {
    var listener: (any LoggedOutPresentableListener)? { get set }
}

/// @mockable
@MainActor
protocol LoggedOutListener: AnyObject {
    func didLogin(withPlayer1Name player1Name: String, player2Name: String)
}

final class LoggedOutInteractor: PresentableInteractor<any LoggedOutPresentable>, LoggedOutInteractable,
    LoggedOutPresentableListener
{
    weak var router: (any LoggedOutRouting)?
    weak var listener: (any LoggedOutListener)?

    override init(presenter: any LoggedOutPresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }

    /// Empty names become "Player 1" and "Player 2", as in the tutorial.
    func login(withPlayer1Name player1Name: String?, player2Name: String?) {
        listener?.didLogin(
            withPlayer1Name: Self.playerName(player1Name, withDefault: "Player 1"),
            player2Name: Self.playerName(player2Name, withDefault: "Player 2")
        )
    }

    private static func playerName(_ name: String?, withDefault defaultName: String) -> String {
        guard let name, !name.allSatisfy(\.isWhitespace) else { return defaultName }
        return name
    }
}
