import RIBs
import RIBsInspector
import RIBsTerminal

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// Uber's RIBs tutorial app (tutorials 1 to 4), played in a terminal:
//   tictactoe [--seed N] [ribs-training://launchGame?gameId=ticTacToe|randomWin]
// --inspect serves the live RIB tree to a browser (the URL is printed on standard error).
// In a terminal it draws full screen and takes arrow keys; with input from a pipe or file it
// reads one command a line and prints every screen, so whole games can be scripted.

let usage = "usage: tictactoe [--seed N] [--inspect] [ribs-training://launchGame?gameId=ticTacToe|randomWin]"
var arguments = Array(CommandLine.arguments.dropFirst())
var inspect = false
var seed: UInt64?
var link: String?
while let argument = arguments.first {
    arguments.removeFirst()
    switch argument {
    case "--seed":
        guard let value = arguments.first.flatMap(UInt64.init) else {
            TerminalLog.writeError("tictactoe: --seed takes a whole number, as in --seed 7\n\(usage)\n")
            exit(2)
        }
        arguments.removeFirst()
        seed = value
    case "--inspect":
        inspect = true
    case "-h", "--help":
        print(usage)
        exit(0)
    default:
        guard argument.contains("://") else {
            TerminalLog.writeError("tictactoe: unknown argument '\(argument)'\n\(usage)\n")
            exit(2)
        }
        link = argument
    }
}

@MainActor
func runApp() async -> Int32 {
    let app = RootApp(seed: seed, log: TerminalLog.write)
    let host = TerminalHost()
    let launchRouter = app.launch(in: host)
    var inspector: RIBsInspector?
    if inspect {
        do {
            inspector = try await RIBsInspector.start(root: launchRouter)
        } catch {
            TerminalLog.writeError("tictactoe: the inspector could not start: \(error)\n")
            return 1
        }
        announce(inspector, appName: "tictactoe")
    }
    host.openURL = { url in app.open(url) }
    if let link { app.open(link) }
    // Every RIB detached during the session has had its chance to go: they are checked at exit.
    let status = await host.runJudgingLeaks(appName: "tictactoe")
    await inspector?.stop()
    return status
}

/// Prints where the inspector listens: on standard error at once (a script reads it there), and
/// in the app's log, which shows under the screen.
@MainActor
func announce(_ inspector: RIBsInspector?, appName: String) {
    guard let inspector else { return }
    TerminalLog.writeError("\(appName): RIBs inspector on \(inspector.url)\n")
    TerminalLog.write("RIBs inspector: \(inspector.url)")
}

exit(await runApp())
