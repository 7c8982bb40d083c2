/// Issue 57's app, made as a new user makes it: `ribs` commands, then the user's own lines,
/// each marked business logic or wiring (see ``HandEdit``); the screens' lines are in
/// ``PodcastsScreens``.
///
/// Root (launch, with the inspector) shows LoggedOut, which asks the name, then LoggedIn:
/// viewless, with a shared `PodcastService` whose calls are `async throws` and whose first call
/// fails. LoggedIn shows Library, which offers `retry`; Library opens Episodes (a builder
/// parameter), which plays an episode in Player, a stream-style RIB under a classic parent
/// whose position advances on the clock its dependency gives. A deep link,
/// `podcasts://playEpisode?podcastID=P1&episodeID=E2`, waits for the name, then opens the
/// podcast and plays the episode. RIBsDepsPlugin gives every dependency.
enum PodcastsApp {
    static let source = "Sources/Podcasts/"
    static let tests = "Tests/PodcastsTests/"
    static let service = "podcastService:any PodcastService"

    /// Before any RIB: the service the RIBs' dependencies name (their tests get its mock).
    static let serviceFile: [HandEdit] = [
        .business(
            source + "LoggedIn/PodcastService.swift",
            .create([
                "import RIBs",
                "",
                "/// A podcast and its episodes.",
                "struct Podcast: Sendable, Equatable {",
                "    let id: String",
                "    let title: String",
                "    let episodes: [String]",
                "}",
                "",
                "/// The server is down: the user may retry.",
                "struct ServerDown: Error {}",
                "",
                "/// The podcasts, from a server.",
                "/// @mockable",
                "@MainActor",
                "protocol PodcastService: AnyObject {",
                "    func podcasts() async throws -> [Podcast]",
                "}",
                "",
                "/// Podcasts in memory, from a server whose first answer is an error.",
                "@MainActor",
                "final class RemotePodcastService: PodcastService {",
                "    private var calls = 0",
                "",
                "    func podcasts() async throws -> [Podcast] {",
                "        calls += 1",
                "        if calls == 1 { throw ServerDown() }",
                "        return [",
                "            Podcast(id: \"P1\", title: \"Swift Talk\", episodes: [\"E1\", \"E2\"]),",
                "            Podcast(id: \"P2\", title: \"RIBs Hour\", episodes: [\"E3\"]),",
                "        ]",
                "    }",
                "}",
            ]))
    ]

    /// The RIBs, each with what it takes and needs.
    static let create: [[String]] = [
        ["new", "Root", "--launch"],
        ["new", "LoggedOut", "--view"],
        ["new", "LoggedIn", "--param", "name:String"],
        ["new", "Library", "--view", "--dependency", service],
        ["new", "Episodes", "--view", "--param", "podcastID:String", "--dependency", service],
        [
            "new", "Player", "--style", "stream", "--param", "episodeID:String", "--dependency",
            "clock:any Clock<Duration>",
        ],
    ]

    /// Before the attaches, which read them: what the children tell their parents.
    static let beforeAttach: [HandEdit] = [
        .wiring(
            source + "LoggedOut/LoggedOutInteractor.swift",
            .member(
                of: "protocol LoggedOutListener: AnyObject",
                [
                    "    func loggedOutDidLogIn(name: String)"
                ]))
    ]

    /// The tree, and the deep link through it.
    static let attach: [[String]] = [
        ["attach", "LoggedOut", "--to", "Root", "--at-start"],
        ["attach", "LoggedIn", "--to", "Root"],
        ["attach", "Library", "--to", "LoggedIn", "--at-start"],
        ["attach", "Episodes", "--to", "Library"],
        ["attach", "Player", "--to", "Episodes"],
        [
            "new", "workflow", "PlayEpisode", "--through", "Root,LoggedIn,Library,Episodes", "--param",
            "podcastID:String", "--param", "episodeID:String", "--opens", "Library", "--async",
        ],
    ]

    /// What RIBsDepsPlugin asked for: where the service and the clock are made.
    static let scope: [HandEdit] = [
        .wiring(
            source + "Root/RootBuilder.swift",
            .member(
                of: "final class RootComponent: Component<any RootDependency>",
                [
                    "    var clock: any Clock<Duration> { ContinuousClock() }",
                    "",
                ])),
        .wiring(
            source + "LoggedIn/LoggedInBuilder.swift",
            .member(
                of: "final class LoggedInComponent: Component<any LoggedInDependency>",
                [
                    "    var podcastService: any PodcastService { shared { RemotePodcastService() } }",
                    "",
                ])),
    ]

    /// Root shows LoggedOut, then LoggedIn with the name.
    static let root: [HandEdit] = [
        .wiring(
            source + "Root/RootInteractor.swift",
            .replace(
                "// TODO: LoggedOut tells Root this: handle it, such as router?.detachLoggedOut().",
                with: [
                    "        router?.detachLoggedOut()",
                    "        router?.routeToLoggedIn(name: name)",
                ]))
    ]

    /// LoggedOut asks the name.
    static let loggedOut: [HandEdit] = [
        .wiring(
            source + "LoggedOut/LoggedOutViewController.swift",
            .member(
                of: "protocol LoggedOutPresentableListener: AnyObject",
                [
                    "    func logIn(name: String)"
                ])),
        .business(
            source + "LoggedOut/LoggedOutInteractor.swift",
            .insert(
                after: "// when LoggedOut resigns.",
                [
                    "    }",
                    "",
                    "    func logIn(name: String) {",
                    "        listener?.loggedOutDidLogIn(name: name)",
                ])),
        .business(
            source + "LoggedOut/LoggedOutViewController.swift",
            .replaceLines(
                from: "// TODO: Draw LoggedOut: return its lines from render(), name its commands in `commands` and",
                through: "// answer them in handleCommand(_:), telling the listener what the user did.",
                with: [
                    "    override func render() -> [String] { [\"Welcome to Podcasts. Your name?\"] }",
                    "",
                    "    override var commands: [String] { [\"login <name>\"] }",
                    "",
                    "    override func handleCommand(_ command: String) -> Bool {",
                    "        guard command.hasPrefix(\"login \") else { return false }",
                    "        listener?.logIn(name: String(command.dropFirst(6)))",
                    "        return true",
                    "    }",
                ])),
    ]

    /// The generated tests, told what the RIBs now do when they become active.
    static let testUpdates: [HandEdit] = [
        .wiring(
            tests + "LoggedIn/LoggedInRouterTests.swift",
            .insert(
                after: "\"\"\")",
                [
                    "        harness.expectRunning(\"podcasts\")"
                ])),
        .wiring(
            tests + "Library/LibraryRouterTests.swift",
            .insertBefore(
                "harness.finish()",
                [
                    "        harness.expectRunning(\"podcasts\")"
                ])),
        .wiring(
            tests + "Episodes/EpisodesRouterTests.swift",
            .insertBefore(
                "harness.finish()",
                [
                    "        harness.expectRunning(\"episodes\")"
                ])),
        .wiring(
            tests + "Player/PlayerTests.swift",
            .insertBefore(
                "harness.finish()",
                [
                    "        harness.expectRunning(\"playback\")"
                ])),
    ]

    static let afterAttach: [HandEdit] =
        scope + root + loggedOut + PodcastsScreens.library + PodcastsScreens.episodes
        + PodcastsScreens.player + testUpdates

    static var edits: [HandEdit] { serviceFile + beforeAttach + afterAttach }
}
