import Foundation
import TestSupport
import Testing

/// `--inspect` on the example apps, with input from a pipe: the URL is on standard error as
/// soon as the inspector listens, and `ribs tree URL` prints the live tree as the app changes.
@Suite(.serialized, .endToEnd) struct InspectFlagTests {
    @Test(arguments: [
        (
            "tictactoe", "login alice bob", "Root #1 (active) [view]\n└── LoggedOut #2 (active) [view]\n",
            "Root #1 (active) [view]\n└── LoggedIn #3 (active) workers: ScoreReporterWorker (running)\n    └── OffGame #4 (active) [view]\n"
        ),
        (
            "ribs-login", "login alice wonderland", "Root #1 (active) [view]\n└── Login #2 (active) [view]\n",
            "Root #1 (active) [view]\n"
        ),
    ])
    func theURLIsPrintedAndRibsTreeShowsTheLiveTree(app: String, input: String, tree: String, after: String)
        async throws
    {
        let process = try InteractiveProcess(executable: EndToEnd.exampleApp(app), arguments: ["--inspect"])
        let prefix = "\(app): RIBs inspector on "
        let line = await process.read(untilLineStartingWith: prefix, within: 30)
        let url = String(try #require(line, "\(app) printed no inspector URL within 30 s").dropFirst(prefix.count))
        #expect(url.hasPrefix("http://127.0.0.1:"))
        #expect(url.contains("/?token="))
        let first = try await ChildProcess.product("ribs", arguments: ["tree", url]).run()
        #expect(first.status == 0, "\(first.errors)")
        #expect(first.output == tree, "\(first.output)")

        process.send(input)
        var later = ""
        for _ in 0..<50 {
            later = try await ChildProcess.product("ribs", arguments: ["tree", url]).run().output
            if later.hasPrefix(after) && later != first.output { break }
            try await Task.sleep(for: .milliseconds(100))
        }
        #expect(later.hasPrefix(after) && later != first.output, "\(later)")

        let refused = try await ChildProcess.product("ribs", arguments: ["tree", url + "0"]).run()
        #expect(refused.status != 0)
        #expect(refused.errors.contains("403"))

        #expect(await process.finish().status == 0)
    }

    /// The back key on TicTacToe's game: the inspector's tree loses the game and shows OffGame
    /// again under LoggedIn (issue 58).
    @Test func theBackKeyDetachesTheGameAndTheInspectorShowsIt() async throws {
        let process = try InteractiveProcess(executable: EndToEnd.exampleApp("tictactoe"), arguments: ["--inspect"])
        let prefix = "tictactoe: RIBs inspector on "
        let line = await process.read(untilLineStartingWith: prefix, within: 30)
        let url = String(try #require(line, "tictactoe printed no inspector URL within 30 s").dropFirst(prefix.count))
        process.send("login alice bob")
        process.send("1")
        let playing = try await tree(at: url, within: 50) { $0.contains("└── TicTacToe #") }
        #expect(playing.contains("└── TicTacToe #"), "\(playing)")
        process.send("back")
        let back = try await tree(at: url, within: 50) { !$0.contains("TicTacToe") && $0.contains("OffGame #") }
        #expect(!back.contains("TicTacToe") && back.contains("    └── OffGame #7 (active) [view]\n"), "\(back)")
        let end = await process.finish()
        #expect(end.status == 0)
        #expect(end.output.contains("no leaks"), "\(end.output.suffix(2_000))")
    }

    /// `ribs tree URL` until `condition` holds, at most `attempts` times 100 ms apart.
    func tree(at url: String, within attempts: Int, until condition: (String) -> Bool) async throws -> String {
        var output = ""
        for _ in 0..<attempts {
            output = try await ChildProcess.product("ribs", arguments: ["tree", url]).run().output
            if condition(output) { break }
            try await Task.sleep(for: .milliseconds(100))
        }
        return output
    }
}
