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
}
