import RIBsInspector
import RIBsTerminal

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// The app's entry point, written by `ribs new Root --launch`: Root in the terminal until `quit`.
// In a terminal it draws full screen and takes keys; from a pipe it reads a command a line and
// prints each screen. A URL argument, or `open URL` on any screen, is a deep link for Root.
// `--inspect` shows the live RIB tree in a browser (RIBsInspector).

let app = RootApp()
let host = TerminalHost()
let launchRouter = app.launch(in: host)
let arguments = CommandLine.arguments.dropFirst()
// --inspect serves the live tree to a browser, at the address printed on standard error.
var inspector: RIBsInspector?
if arguments.contains("--inspect") {
    do {
        let started = try await RIBsInspector.start(root: launchRouter)
        inspector = started
        TerminalLog.writeError("rides: RIBs inspector on \(started.url)\n")
    } catch {
        TerminalLog.writeError("rides: the inspector could not start: \(error)\n")
    }
}
host.openURL = { url in app.open(url) }
for url in arguments where url != "--inspect" { app.open(url) }
let status = await host.runJudgingLeaks(appName: "rides")
await inspector?.stop()
exit(status)
