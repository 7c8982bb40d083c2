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

    /// The steps on the generated mocks. LoggedIn's item is main-actor and `Sendable`; its mock is
    /// main-actor too, so the handler, written on the main actor, records into a local.
    @Test func theGameLaunchesOnceThePlayersAreLoggedIn() async {
        let loggedIn = LoggedInActionableItemMock()
        var launched: [String] = []
        loggedIn.launchGameHandler = { [weak loggedIn] id in  // weak: the mock keeps its handler
            launched.append(id)
            return loggedIn.map { ($0, ()) }
        }
        let root = RootActionableItemMock()
        root.waitForLoginHandler = { (loggedIn, ()) }
        let subscription = LaunchGameWorkflow(gameId: "randomWin").subscribe(root)
        #expect(await subscription.finished())
        #expect(launched == ["randomWin"])
    }
}
