import Foundation
import TestSupport
import Testing

/// Each example app driven through its piped mode by seeded random commands: the commands its
/// screen offers (with random arguments), garbage, and for TicTacToe deep links and `open` of
/// URLs that are not links. The run is judged at the end: no crash, no leak report, every
/// command answered within a bound (no hang), and resident memory at the end within 10% of
/// what it was after the first 1,000 commands.
///
/// CI runs 2,000 commands an app; `RIBS_E2E=1 RIBS_SOAK_COMMANDS=10000 swift test --traits Tools --filter
/// SoakTests` is the full run. The figures are printed.
@Suite(.serialized, .endToEnd) struct SoakTests {
    static let commands = ProcessInfo.processInfo.environment["RIBS_SOAK_COMMANDS"].flatMap { Int($0) } ?? 2_000

    @Test(
        arguments: [
            ("tictactoe", ["--seed", "7"]), ("ribs-login", []), ("ribs-stream-example", []), ("ribs-rvb-example", []),
        ] as [(String, [String])])
    func anAppAnswersEveryCommandLeaksNothingAndHoldsItsMemory(app: String, arguments: [String]) async throws {
        var random = SoakRandom(seed: 2026)
        let process = try InteractiveProcess(
            executable: EndToEnd.exampleApp(app), arguments: arguments)
        var screen = try #require(await process.read(until: screenSeparator, within: 30), "\(app) drew no first screen")
        var memoryAfterWarmUp: Int?
        var slowest: TimeInterval = 0
        for index in 1...Self.commands {
            let command = random.command(for: screen, app: app)
            let start = Date()
            process.send(command)
            guard let next = await process.read(until: screenSeparator, within: 10) else {
                Issue.record("\(app): command \(index), «\(command)», got no answer within 10 s")
                _ = await process.finish()
                return
            }
            slowest = max(slowest, Date().timeIntervalSince(start))
            screen = next
            if index == min(1_000, Self.commands / 2) { memoryAfterWarmUp = process.residentKilobytes }
        }
        let memoryAtEnd = process.residentKilobytes
        let end = await process.finish()
        let warmUp = try #require(memoryAfterWarmUp)
        let last = try #require(memoryAtEnd)
        print(
            "soak \(app): \(Self.commands) commands, slowest answer \(Int(slowest * 1_000)) ms, resident memory \(warmUp) KB after warm-up, \(last) KB at the end (\(String(format: "%+.1f", Double(last - warmUp) / Double(warmUp) * 100))%)"
        )
        #expect(end.status == 0, "\(app) exited with \(end.status):\n\(end.output.suffix(2_000))")
        #expect(end.output.contains("no leaks"), "\(app):\n\(end.output.suffix(2_000))")
        #expect(Double(last) <= Double(warmUp) * 1.10, "\(app): \(warmUp) KB after warm-up, \(last) KB at the end")
    }
}

/// Commands for one screen: mostly what it offers, with random arguments; some garbage.
struct SoakRandom {
    private var generator: SplitMix64
    init(seed: UInt64) { generator = SplitMix64(seed: seed) }

    mutating func next(_ bound: Int) -> Int { Int(generator.next() % UInt64(bound)) }

    mutating func word() -> String {
        ["alice", "wonderland", "Bob", "x", "42", "", "ü", "a b", "ok"][next(9)]
    }

    mutating func command(for screen: String, app: String) -> String {
        let offered =
            screen.split(separator: "\n").last { $0.hasPrefix("commands: ") }.map {
                $0.dropFirst("commands: ".count).components(separatedBy: ", ")
            } ?? []
        let roll = next(100)
        if app == "tictactoe", roll < 3 {
            return [
                "open ribs-training://launchGame?gameId=ticTacToe", "open ribs-training://launchGame?gameId=randomWin",
                "open garbage://\(word())", "open ribs-training://launchGame?gameId=nope", "open",
            ][next(5)]
        }
        if roll < 15 || offered.isEmpty {
            return ["xyzzy", "", "   ", "quit now", "9999", "\u{1B}[A", word()][next(7)]
        }
        var command = offered[next(offered.count)]
        // Quitting would end the run early: the end is the test's.
        if command == "quit" { command = "back" }
        if command == "1-9" { return "\(1 + next(9))" }
        while let open = command.firstIndex(of: "<"), let close = command[open...].firstIndex(of: ">") {
            command.replaceSubrange(open...close, with: word())
        }
        return command
    }
}
