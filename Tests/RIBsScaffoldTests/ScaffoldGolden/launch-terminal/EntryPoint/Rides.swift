import RIBsTerminal

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The app's entry point, written by `ribs new Root --launch`: Root in the terminal until `quit`.
/// In a terminal it draws full screen and takes keys; from a pipe it reads a command a line and
/// prints each screen. A URL argument, or `open URL` on any screen, is a deep link for Root.
@main
struct Rides {
    @MainActor
    static func main() async {
        let app = RootApp()
        let host = TerminalHost()
        app.launch(in: host)
        host.openURL = { url in app.open(url) }
        for url in CommandLine.arguments.dropFirst() { app.open(url) }
        exit(await host.runJudgingLeaks(appName: "rides"))
    }
}
