import LoginApp
import RIBs
import RIBsTerminal

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// The seed article's Login flow in a terminal, against a real HTTP auth server:
//   ribs-login                      starts the auth server on loopback (user alice, password wonderland)
//   ribs-login --server http://host:port   uses another server instead

let usage = "usage: ribs-login [--server http://host:port]"
var arguments = Array(CommandLine.arguments.dropFirst())
var serverURL: String?
while let argument = arguments.first {
    arguments.removeFirst()
    switch argument {
    case "--server":
        guard let value = arguments.first, value.hasPrefix("http://") else {
            writeUnbuffered(
                "ribs-login: --server takes an http:// address, as in --server http://127.0.0.1:8080\n\(usage)\n",
                toFileDescriptor: 2)
            exit(2)
        }
        arguments.removeFirst()
        serverURL = value
    case "-h", "--help":
        print(usage)
        exit(0)
    default:
        writeUnbuffered("ribs-login: unknown argument '\(argument)'\n\(usage)\n", toFileDescriptor: 2)
        exit(2)
    }
}

@MainActor
func runApp() async -> Int32 {
    var server: AuthServer?
    if serverURL == nil {
        do {
            let local = try AuthServer()
            local.start()
            server = local
            writeUnbuffered(
                "ribs-login: auth server on \(local.url) (user \(AuthServer.knownUser.username), password \(AuthServer.knownUser.password))\n",
                toFileDescriptor: 2)
        } catch {
            writeUnbuffered("ribs-login: \(error)\n", toFileDescriptor: 2)
            return 1
        }
    }
    let launchRouter = RootBuilder(dependency: AppComponent(serverURL: serverURL ?? server!.url)).build()
    let host = TerminalHost()
    launchRouter.launch(from: host)
    return await host.runJudgingLeaks(appName: "ribs-login")
}

exit(await runApp())
