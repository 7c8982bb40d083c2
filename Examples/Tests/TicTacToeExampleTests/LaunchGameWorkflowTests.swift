import RIBs
import RIBsTesting
import Testing

@testable import TicTacToeExample

/// Tutorial 4's deep link: the game id read from the URL, and the workflow's two steps, which
/// wait for the players to log in and then launch the game.
@MainActor
@Suite struct LaunchGameWorkflowTests {
    @Test(
        arguments: [
            ("ribs-training://launchGame?gameId=ticTacToe", "ticTacToe"),
            ("ribs-training://launchGame?from=mail&gameId=randomWin", "randomWin"),
            ("ribs-training://launchGame?game=ticTacToe", nil),
            ("https://example.com/launchGame?gameId=ticTacToe", nil),
        ] as [(String, String?)])
    func theGameIdIsReadFromTheLink(url: String, gameId: String?) {
        #expect(LaunchGameWorkflow.gameId(in: url) == gameId)
    }

    final class LoggedInItem: LoggedInActionableItem {
        var launched: [String] = []
        func launchGame(with id: String) -> (any LoggedInActionableItem, Void)? {
            launched.append(id)
            return (self, ())
        }
    }

    final class RootItem: RootActionableItem {
        let loggedIn: LoggedInItem?
        init(loggedIn: LoggedInItem?) { self.loggedIn = loggedIn }
        func waitForLogin() async -> (any LoggedInActionableItem, Void)? {
            loggedIn.map { ($0, ()) }
        }
    }

    @Test func theGameLaunchesOnceThePlayersAreLoggedIn() async {
        let loggedIn = LoggedInItem()
        let subscription = LaunchGameWorkflow(gameId: "randomWin").subscribe(RootItem(loggedIn: loggedIn))
        await subscription.settled()
        #expect(loggedIn.launched == ["randomWin"])
    }

}
