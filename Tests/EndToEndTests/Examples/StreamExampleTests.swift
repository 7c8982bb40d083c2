import TestSupport
import Testing

@Suite(.endToEnd) struct StreamExampleTests {
    @Test func countsAreSharedThroughTheDependencyAndKeptLocally() async throws {
        let run = try await runExample(
            "ribs-stream-example", input: ["local", "global", "toggle A", "global", "toggle B", "toggle A", "quit"])
        #expect(run.status == 0)
        #expect(
            run.screens.last == """
                == Screen1 ==
                global count: 2
                local count: 1
                  [A] (empty)
                  [B] EmbeddedB sees global count 2
                commands: local, global, toggle A, toggle B, next

                """)
        #expect(run.screens[4].contains("[A] EmbeddedA sees global count 2"))
    }

    @Test func screen2PresentsSubRoutesWithTheirOwnStacks() async throws {
        let run = try await runExample(
            "ribs-stream-example", input: ["next", "open 2", "push", "push", "back", "close", "back", "quit"])
        #expect(run.status == 0)
        #expect(
            run.screens.map { $0.split(separator: "\n").first.map(String.init) ?? "" } == [
                "== Screen1 ==", "== Screen2 ==", "== SubRoute2 ==", "== SubRoute2.Page1 ==", "== SubRoute2.Page2 ==",
                "== SubRoute2.Page1 ==", "== Screen2 ==", "== Screen1 ==",
            ])
    }

    @Test func aFullScreenCoverHasNoBackAndDoneReturnsToScreen1() async throws {
        let run = try await runExample(
            "ribs-stream-example", input: ["next", "open 1", "back", "close", "done", "next", "quit"])
        #expect(run.status == 0)
        #expect(
            run.screens.map { $0.split(separator: "\n").first.map(String.init) ?? "" } == [
                "== Screen1 ==", "== Screen2 ==", "== SubRoute1 ==", "== SubRoute1 ==", "== Screen2 ==",
                "== Screen1 ==", "== Screen2 ==",
            ])
    }

    @Test func unknownCommandsAreNamed() async throws {
        let run = try await runExample("ribs-stream-example", input: ["dance", "quit"])
        // The answer is drawn under the screen it was typed on, which stays.
        #expect(run.screens[1].hasPrefix("== Screen1 =="))
        #expect(
            run.screens[1].split(separator: "\n").last
                == Substring("? unknown command 'dance' (try one of: local, global, toggle A, toggle B, next, quit)"))
    }
}

/// The names README showed before the examples took one word still run the same apps, for a
/// release (CHANGELOG, "Deprecated (the examples)").
@Suite(.endToEnd) struct DeprecatedExampleNamesTests {
    @Test(arguments: [
        ("ribs-stream-sample", "ribs-stream-example", ["next", "quit"]),
        ("ribs-rvb-sample", "ribs-rvb-example", ["quit"]),
        ("ribs-demo", "ribs-runtime-example", [String]()),
    ])
    func theOldNameRunsTheSameApp(old: String, new: String, input: [String]) async throws {
        let before = try await runApp(old, input: input)
        let now = try await runApp(new, input: input)
        #expect(before.status == 0 && now.status == 0, "\(before.errors)\n\(now.errors)")
        #expect(!now.screens.isEmpty)
        #expect(before.screens == now.screens)
    }
}
