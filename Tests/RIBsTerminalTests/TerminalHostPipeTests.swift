import RIBs
import Testing

@testable import RIBsTerminal

/// The host from a pipe: a screen that changes on its own while the host waits for the next line
/// is printed again, with what was logged meanwhile; a typed line's screen is printed once, when
/// its work has settled; `open` is the host's only with a URL. Serialized: the log is the
/// process's, and a host prints the lines nobody printed yet.
@MainActor
@Suite(.serialized) struct TerminalHostPipeTests {
    final class Counter: TerminalViewController {
        var count = 0
        override var title: String { "Counter" }
        override func render() -> [String] { ["count: \(count)"] }
        override func handleCommand(_ command: String) -> Bool {
            guard command == "add" else { return false }
            count += 1
            return true
        }
    }

    @Test func aScreenThatChangesWhileTheHostWaitsIsPrintedAgainWithTheLog() async {
        let counter = Counter()
        let host = TerminalHost(interactive: false)
        host.rootViewControllable = counter
        var printed: [String] = []
        host.output = { printed.append($0) }
        let (lines, input) = AsyncStream.makeStream(of: String.self)
        input.yield("add")
        let running = Task { await host.run(lines: lines) }
        await waitUntil("the typed line's screen") { printed.contains { $0.contains("count: 1") } }
        // A change nobody typed: a stream's element, a worker's result.
        TerminalLog.write("a parcel arrived")
        counter.count = 5
        await waitUntil("the screen changed on its own") { printed.contains { $0.contains("count: 5") } }
        input.finish()
        await running.value
        let screens = printed.filter { $0.hasPrefix("== Counter ==") }
        #expect(screens.map { $0.contains("count: 0") } == [true, false, false], "\(screens)")
        #expect(screens.count == 3, "the first screen, the typed line's, the change's: \(screens)")
        #expect(screens.last?.contains("log: a parcel arrived") == true, "the log comes with the change")
    }

    /// Found by a new user's trial (issue 63): a deep link given on the command line opens its
    /// screens over several turns; the first line typed from a pipe went to the screen under it
    /// (`back` closed the link's screen before it was ever printed). The first screen is printed
    /// once the app's own work has settled, as a typed line's is.
    @Test func aLinkTheAppOpenedBeforeTheFirstLineIsShownBeforeItIsRead() async {
        let counter = Counter()
        let host = TerminalHost(interactive: false)
        host.rootViewControllable = counter
        var printed: [String] = []
        host.output = { printed.append($0) }
        // The link's work, queued before the host runs (the main actor runs its jobs in order,
        // so this comes before the host's first settling turn, and after a draw made at once).
        Task { counter.count = 7 }
        await host.run(lines: AsyncStream { $0.finish() })
        let screens = printed.filter { $0.hasPrefix("== Counter ==") }
        #expect(screens.first?.contains("count: 7") == true, "\(screens)")
    }

    /// `open <url>` is the host's only for a URL with a scheme: a screen may declare `open 1`.
    @Test func openWithAURLIsADeepLinkAndAnyOtherOpenIsTheScreens() async {
        let root = Screen("root")
        let host = TerminalHost(interactive: false)
        host.rootViewControllable = root
        host.output = { _ in }
        var opened: [String] = []
        host.openURL = { opened.append($0) }
        let commands = ["open 1", "open ribs-training://launchGame?gameId=ticTacToe", "open the door"]
        await host.run(
            lines: AsyncStream { continuation in
                for command in commands { continuation.yield(command) }
                continuation.finish()
            })
        #expect(opened == ["ribs-training://launchGame?gameId=ticTacToe"])
        #expect(root.received == ["open 1", "open the door"])
    }

    /// Waits up to a minute: the host lets a typed line's work settle in a few hundred 1 ms
    /// sleeps, which took over 10 s in a CI run with the whole suite in parallel on two cores.
    private func waitUntil(_ what: String, _ condition: () -> Bool) async {
        let deadline = ContinuousClock.now + .seconds(60)
        while !condition() {
            guard ContinuousClock.now < deadline else {
                Issue.record("waited 60 s for \(what)")
                return
            }
            try? await Task.sleep(for: .milliseconds(5))
        }
    }
}
