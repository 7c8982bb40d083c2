import Foundation
import TestSupport
import Testing

/// Issue 57's app, made with `ribs` commands and the user's own lines only (``PodcastsApp``): six
/// RIBs, a viewless one with a shared `async throws` service whose first call fails, a builder
/// parameter, a stream-style Player under a classic parent on a clock, a deep link through Root,
/// LoggedIn, Library and Episodes that waits for the name, RIBsDepsPlugin and the inspector. The
/// package starts as `swift package init --type executable` writes it; at the end it builds with
/// warnings as errors, its generated tests pass (Player's clock a `ManualClock`), and it plays
/// from a pipe while `ribs tree` reads its inspector.
///
/// It prints the non-business lines the user typed, Package.swift's included, which issue 57
/// set at 40 at most (the user of the issue typed 130).
@Suite(.serialized, .endToEnd) struct PodcastsPackageTests {
    @Test func madeWithTheCommandsItBuildsPassesItsTestsAndPlays() async throws {
        let sandbox = try PackageSandbox("Podcasts", fixture: nil)
        defer { sandbox.remove() }
        let (swiftPMManifest, userManifest) = try await sandbox.initializeExecutable(named: "Podcasts")

        for edit in PodcastsApp.serviceFile { try edit.apply(in: sandbox.package) }
        for command in PodcastsApp.create { try await sandbox.ribs(command) }
        for edit in PodcastsApp.beforeAttach { try edit.apply(in: sandbox.package) }
        for command in PodcastsApp.attach { try await sandbox.ribs(command) }
        for edit in PodcastsApp.afterAttach { try edit.apply(in: sandbox.package) }

        let tested = try await sandbox.swift(["test"])
        #expect(tested.status == 0, "\(tested.output.suffix(6_000))")
        // Two tests a classic RIB (10), Player's, one a child attached (5) and one more a child with a view the person closes (2: LoggedOut and Library, attached as their parents start, are not closable), the workflow's two
        // and its steps' three on the real tree, and SwiftPM's.
        #expect(tested.output.contains("Test run with 24 tests in 12 suites passed"), "\(tested.output.suffix(3_000))")
        #expect(tested.output.contains("routesToAndDetachesPlayer() passed"))

        try await play(sandbox)
        try await retryOpenAndPlay(sandbox)

        let wiring = PodcastsApp.edits.wiringLines
        let business = PodcastsApp.edits.businessLines
        let manifestLines = RidesPackageTests.linesAdded(to: swiftPMManifest, in: userManifest)
        print(
            "Podcasts: \(wiring + manifestLines) lines of non-business code typed by hand with the ribs commands (\(wiring) in Swift files, \(manifestLines) added to SwiftPM's Package.swift); \(business) lines of business logic"
        )
        #expect(wiring + manifestLines <= 40, "\(wiring + manifestLines) non-business lines typed (target: 40 at most)")
        #expect(wiring > 0 && business > 50, "the counts look wrong")
    }

    /// Starts with the link waiting and the inspector on: the name first, then Player playing
    /// the link's episode in Episodes, its position advancing on the clock; `ribs tree` shows
    /// Player with its view under Episodes; done detaches it; quitting finds no leak.
    func play(_ sandbox: PackageSandbox) async throws {
        let app = try InteractiveProcess(
            executable: sandbox.builtProduct("Podcasts"),
            arguments: ["--inspect", "podcasts://playEpisode?podcastID=P1&episodeID=E2"])
        let prefix = "podcasts: RIBs inspector on "
        let announced = await app.read(untilLineStartingWith: prefix, within: 60)
        let url = String(try #require(announced, "no inspector URL").dropFirst(prefix.count))
        let welcome = await app.read(untilLineStartingWith: "Welcome to Podcasts.", within: 30)
        #expect(welcome != nil, "LoggedOut asks the name first")
        #expect(app.send("login Ann"))
        let playing = await app.read(untilLineStartingWith: "Playing: 1 s", within: 30)
        #expect(playing != nil, "the link waited for the name, then played its episode on the clock")

        let tree = try await ChildProcess.product("ribs", arguments: ["tree", url]).run()
        #expect(tree.status == 0, "\(tree.errors)")
        let lines = tree.output.split(separator: "\n")
        let episodes = try #require(lines.firstIndex { $0.contains("Episodes #") }, "\(tree.output)")
        let below = lines[(episodes + 1)...].first ?? ""
        #expect(
            below.contains("└── Player #") && below.contains("[view]"),
            "Player, with its view, under Episodes: \(tree.output)")

        #expect(app.send("done"))
        let listed = await app.read(untilLineStartingWith: "Episode E1", within: 30)
        #expect(listed != nil, "done detaches Player: Episodes lists its episodes")
        #expect(app.send("quit"))
        let end = await app.finish()
        #expect(end.status == 0, "\(end.output)")
        #expect(end.output.contains("no leaks"), "\(end.output)")
    }

    /// Without a link: Library's first load fails and retry shows the podcasts; a podcast opens,
    /// an episode plays and stops; quitting finds no leak.
    func retryOpenAndPlay(_ sandbox: PackageSandbox) async throws {
        let app = try InteractiveProcess(executable: sandbox.builtProduct("Podcasts"), arguments: [])
        let welcome = await app.read(untilLineStartingWith: "Welcome to Podcasts.", within: 60)
        #expect(welcome != nil, "LoggedOut asks the name first")
        #expect(app.send("login Ann"))
        let failed = await app.read(untilLineStartingWith: "The server is down. Type retry.", within: 30)
        #expect(failed != nil, "Library's first load fails")
        #expect(app.send("retry"))
        let podcasts = await app.read(untilLineStartingWith: "P1  Swift Talk", within: 30)
        #expect(podcasts != nil, "retry loads the podcasts")
        #expect(app.send("open P2"))
        let episodes = await app.read(untilLineStartingWith: "Episode E3", within: 30)
        #expect(episodes != nil, "Library opens the podcast's episodes")
        #expect(app.send("play E3"))
        let playing = await app.read(untilLineStartingWith: "Playing: 0 s", within: 30)
        #expect(playing != nil, "Episodes plays the episode")
        #expect(app.send("done"))
        let back = await app.read(untilLineStartingWith: "Episode E3", within: 30)
        #expect(back != nil, "done detaches Player")
        #expect(app.send("quit"))
        let end = await app.finish()
        #expect(end.status == 0, "\(end.output)")
        #expect(end.output.contains("no leaks"), "\(end.output)")
    }

}
