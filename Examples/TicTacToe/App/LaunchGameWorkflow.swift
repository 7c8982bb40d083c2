import RIBs

/// Tutorial 4's deep link, `ribs-training://launchGame?gameId=ticTacToe`: wait until the players
/// are logged in (now, or once they log in), then launch the game, whatever is on screen.
final class LaunchGameWorkflow: Workflow<any RootActionableItem> {
    /// The game a URL asks for, or nil if the URL is not a launchGame link.
    static func gameId(in url: String) -> String? {
        let prefix = "ribs-training://launchGame?"
        guard url.hasPrefix(prefix) else { return nil }
        for item in url.dropFirst(prefix.count).split(separator: "&") {
            let pair = item.split(separator: "=", maxSplits: 1)
            if pair.count == 2, pair[0] == "gameId" { return String(pair[1]) }
        }
        return nil
    }

    init(gameId: String) {
        super.init()
        onStep { root in await root.waitForLogin() }
            .onStep { loggedIn, _ in loggedIn.launchGame(with: gameId) }
            .commit()
    }
}

/// What the workflow's first step needs from Root.
/// @mockable
@MainActor
protocol RootActionableItem: AnyObject {
    /// LoggedIn's actionable item once the players are logged in; nil if the wait is cancelled.
    func waitForLogin() async -> (any LoggedInActionableItem, Void)?
}

/// What the workflow's second step needs from LoggedIn: main-actor, and `Sendable` because
/// Root keeps it in a relay.
/// @mockable
@MainActor
protocol LoggedInActionableItem: AnyObject, Sendable {
    /// Starts the game with `id`; nil (the workflow stops) if there is no such game.
    func launchGame(with id: String) -> (any LoggedInActionableItem, Void)?
}
