import TestSupport
import Testing

/// The TicTacToe app (Uber's tutorials 1 to 4) played through its scripted mode.
@Suite(.endToEnd) struct TicTacToeTests {
    func play(_ input: [String], arguments: [String] = ["--seed", "3"]) async throws -> AppRun {
        let run = try await runApp("tictactoe", arguments: arguments, input: input + ["quit"])
        // Every RIB detached during the game was checked, and none leaked.
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.errors.contains("no leaks"), "\(run.errors)")
        #expect(!run.errors.contains("leak:"))
        return run
    }

    static let login = ["login Alice Bob"]
    static let startTicTacToe = ["1"]

    @Test(arguments: [
        // Player 1 (X) takes the top row.
        (["1", "4", "2", "5", "3"], "Alice won!", "Score: Alice 1, Bob 0, draws 0"),
        // Player 2 (O) takes the middle column.
        (["1", "2", "4", "5", "9", "8"], "Bob won!", "Score: Alice 0, Bob 1, draws 0"),
        // X O X / X O O / O X X: nobody wins.
        (["1", "2", "3", "5", "4", "6", "8", "7", "9"], "It's a draw.", "Score: Alice 0, Bob 0, draws 1"),
    ])
    func aGameEndsAndTheScoreBoardCountsIt(moves: [String], result: String, score: String) async throws {
        let run = try await play(Self.login + Self.startTicTacToe + moves + ["ok"])
        #expect(
            run.titles == ["== Log in ==", "== Off game ==", "== Tic Tac Toe =="]
                + Array(repeating: "== Tic Tac Toe ==", count: moves.count) + ["== Off game =="])
        #expect(run.screens[run.screens.count - 2].contains(result))
        #expect(run.screens.last!.contains(score))
    }

    /// Tutorial 1 prints the player names; a terminal app logs them (TerminalLog), and from a
    /// pipe the line comes under the screen it was written on, in order.
    @Test func theLoginIsLoggedUnderTheScreenThatFollowsIt() async throws {
        let run = try await play(["login Alice Bob", "logout", "login Carol Dan"])
        #expect(!run.screens[0].contains("log:"))
        #expect(
            run.screens[1].hasPrefix("== Off game ==") && run.screens[1].hasSuffix("log: Alice and Bob logged in\n"))
        #expect(!run.screens[2].contains("log:"))
        #expect(run.screens[3].hasSuffix("log: Carol and Dan logged in\n"))
    }

    @Test func namesCanBeTypedFieldByFieldAndEmptyNamesGetDefaults() async throws {
        let typed = try await play(["Alice", "Bob", "login"])
        #expect(typed.screens[2].contains("Player 2: Bob"))
        #expect(typed.screens.last!.contains("Alice (X) vs Bob (O)"))
        let defaults = try await play(["login"])
        #expect(defaults.screens.last!.contains("Player 1 (X) vs Player 2 (O)"))
    }

    /// The back key on the game's screen abandons the game: LoggedIn detaches it as its own
    /// and shows OffGame, the score stays, and a new game starts from an empty board.
    @Test func theBackKeyAbandonsTheGameAndANewOneStartsAfresh() async throws {
        let run = try await play(Self.login + Self.startTicTacToe + ["5", "back", "1", "1"])
        #expect(
            run.titles == [
                "== Log in ==", "== Off game ==", "== Tic Tac Toe ==", "== Tic Tac Toe ==", "== Off game ==",
                "== Tic Tac Toe ==", "== Tic Tac Toe ==",
            ])
        #expect(run.screens[2].contains("commands: 1-9, back\n"), "\(run.screens[2])")
        #expect(run.screens[4].contains("Score: Alice 0, Bob 0, draws 0"))
        #expect(!run.screens[4].contains("back"), "OffGame has no way back: \(run.screens[4])")
        #expect(run.screens.last!.contains("Bob's turn (O)"), "the new game's first move: \(run.screens.last!)")
    }

    @Test func aTakenCellIsRefusedAndTheTurnStays() async throws {
        let run = try await play(Self.login + Self.startTicTacToe + ["5", "5"])
        #expect(run.screens.last!.contains("That cell is taken: pick another."))
        #expect(run.screens.last!.contains("Bob's turn (O)"))
    }

    @Test func logoutReturnsToLoggedOutAndNewPlayersStartFromZero() async throws {
        let run = try await play(
            Self.login + Self.startTicTacToe + ["1", "4", "2", "5", "3", "ok", "logout", "login Carol Dan"])
        #expect(run.titles.suffix(3) == ["== Off game ==", "== Log in ==", "== Off game =="])
        #expect(run.screens.last!.contains("Carol (X) vs Dan (O)"))
        #expect(run.screens.last!.contains("Score: Carol 0, Dan 0, draws 0"))
    }

    @Test func randomWinPicksAWinnerAndTheScoreFollows() async throws {
        let run = try await play(Self.login + ["randomwin", "play", "ok"])
        #expect(
            run.titles == ["== Log in ==", "== Off game ==", "== Random Win ==", "== Random Win ==", "== Off game =="])
        let result = run.screens[3]
        #expect(result.contains("Alice won!") != result.contains("Bob won!"))
        #expect(
            run.screens.last!.contains(
                result.contains("Alice won!") ? "Score: Alice 1, Bob 0" : "Score: Alice 0, Bob 1"))
        // The same seed, the same winner.
        let again = try await play(Self.login + ["randomwin", "play"])
        #expect(again.screens.last! == result)
    }

    @Test func aDeepLinkFromLoggedOutWaitsForLoginThenLaunchesTheGame() async throws {
        let run = try await play(Self.login, arguments: ["ribs-training://launchGame?gameId=ticTacToe"])
        #expect(run.titles == ["== Log in ==", "== Tic Tac Toe =="])
        #expect(run.screens.last!.contains("Alice's turn (X)"))
    }

    @Test func aDeepLinkWhileLoggedInLaunchesTheGameFromAnyScreen() async throws {
        let run = try await play(
            Self.login + Self.startTicTacToe + [
                "5", "open ribs-training://launchGame?gameId=randomWin",
                "open ribs-training://launchGame?gameId=ticTacToe",
            ])
        #expect(run.titles.suffix(3) == ["== Tic Tac Toe ==", "== Random Win ==", "== Tic Tac Toe =="])
        // A fresh board: the game launched anew.
        #expect(run.screens.last!.contains("Alice's turn (X)") && !run.screens.last!.contains("X |"))
    }

    @Test func unknownLinksAndGamesAreNamedAndChangeNothing() async throws {
        let run = try await play(
            Self.login + ["open ribs-training://launchGame?gameId=chess", "open https://example.com"])
        #expect(run.titles.suffix(2) == ["== Off game ==", "== Off game =="])
        #expect(run.errors.contains("no game with id chess (known: ticTacToe, randomWin)"))
        #expect(run.errors.contains("https://example.com is not a link this app knows"))
    }

    @Test func badArgumentsAreNamedWithTheUsage() async throws {
        let run = try await runApp("tictactoe", arguments: ["--seed", "x"], input: [])
        #expect(run.status == 2)
        #expect(run.errors.contains("--seed takes a whole number, as in --seed 7"))
        #expect(run.errors.contains("usage: tictactoe"))
    }
}
