import LoginApp
import RIBs
import RIBsInspector
import RIBsTerminal

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// The seed article's Login flow in a terminal, against a real HTTP auth server:
//   ribs-login                      starts the auth server on loopback (user alice, password wonderland)
//   ribs-login --server http://host:port   uses another server instead
//   ribs-login --inspect            also serves the live RIB tree to a browser (URL on standard error)

// A request to a server that refuses the connection can write to a socket the kernel has
// already closed: on Linux that raises SIGPIPE, which kills the process instead of failing the
// request (a CI run on a loaded machine died with status 141). The request's error is enough.
signal(SIGPIPE, SIG_IGN)

let usage = "usage: ribs-login [--server http://host:port] [--inspect]"
var arguments = Array(CommandLine.arguments.dropFirst())
var inspect = false
var serverURL: String?
while let argument = arguments.first {
    arguments.removeFirst()
    switch argument {
    case "--server":
        guard let value = arguments.first, value.hasPrefix("http://") else {
            TerminalLog.writeError(
                "ribs-login: --server takes an http:// address, as in --server http://127.0.0.1:8080\n\(usage)\n")
            exit(2)
        }
        arguments.removeFirst()
        serverURL = value
    case "--inspect":
        inspect = true
    case "-h", "--help":
        print(usage)
        exit(0)
    default:
        TerminalLog.writeError("ribs-login: unknown argument '\(argument)'\n\(usage)\n")
        exit(2)
    }
}

@MainActor
func runApp() async -> Int32 {
    var server: AuthServer?
    if serverURL == nil {
        do {
            let local = try await AuthServer.start()
            server = local
            TerminalLog.writeError(
                "ribs-login: auth server on \(local.url) (user \(AuthServer.knownUser.username), password \(AuthServer.knownUser.password))\n"
            )
        } catch {
            TerminalLog.writeError("ribs-login: \(error)\n")
            return 1
        }
    }
    let launchRouter = RootBuilder(dependency: AppComponent(serverURL: serverURL ?? server!.url)).build()
    let host = TerminalHost()
    launchRouter.launch(from: host)
    var inspector: RIBsInspector?
    if inspect {
        do {
            let started = try await RIBsInspector.start(root: launchRouter)
            inspector = started
            TerminalLog.writeError("ribs-login: RIBs inspector on \(started.url)\n")
            TerminalLog.write("RIBs inspector: \(started.url)")
        } catch {
            TerminalLog.writeError("ribs-login: the inspector could not start: \(error)\n")
            return 1
        }
    }
    let status = await host.runJudgingLeaks(appName: "ribs-login")
    await inspector?.stop()
    return status
}

exit(await runApp())
