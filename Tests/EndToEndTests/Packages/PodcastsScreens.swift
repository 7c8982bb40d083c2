/// The screens of ``PodcastsApp``: the user's lines for Library, Episodes and Player.
enum PodcastsScreens {
    static let source = PodcastsApp.source

    /// Library: the podcasts, an error the user retries, a podcast opened.
    static let library: [HandEdit] = [
        .wiring(
            source + "Library/LibraryInteractor.swift",
            .insert(
                after: "var listener: (any LibraryPresentableListener)? { get set }",
                [
                    "    func show(podcasts: [Podcast])",
                    "    func show(error: String)",
                ])),
        .wiring(
            source + "Library/LibraryViewController.swift",
            .member(
                of: "protocol LibraryPresentableListener: AnyObject",
                [
                    "    func retry()",
                    "    func open(podcastID: String)",
                ])),
        .business(
            source + "Library/LibraryInteractor.swift",
            .insert(
                after: "super.didBecomeActive()",
                [
                    "        load()"
                ])),
        .business(
            source + "Library/LibraryInteractor.swift",
            .insert(
                after: "// when Library resigns.",
                [
                    "    }",
                    "",
                    "    func retry() {",
                    "        load()",
                    "    }",
                    "",
                    "    private func load() {",
                    "        whileActive(named: \"podcasts\") { [weak self] in",
                    "            guard let self else { return }",
                    "            do {",
                    "                presenter.show(podcasts: try await podcastService.podcasts())",
                    "            } catch {",
                    "                presenter.show(error: \"The server is down.\")",
                    "            }",
                    "        }",
                ])),
        .wiring(
            source + "Library/LibraryInteractor.swift",
            .insertBefore(
                "// MARK: - LibraryActionableItem",
                [
                    "    func open(podcastID: String) {",
                    "        router?.routeToEpisodes(podcastID: podcastID)",
                    "    }",
                    "",
                ])),
        .business(
            source + "Library/LibraryViewController.swift",
            .replaceLines(
                from: "// TODO: Draw Library: return its lines from render(), name its commands in `commands` and",
                through: "// answer them in handleCommand(_:), telling the listener what the user did.",
                with: [
                    "    private var lines = [\"Loading…\"]",
                    "",
                    "    func show(podcasts: [Podcast]) {",
                    "        lines = podcasts.map { \"\\($0.id)  \\($0.title)\" }",
                    "    }",
                    "",
                    "    func show(error: String) {",
                    "        lines = [error + \" Type retry.\"]",
                    "    }",
                    "",
                    "    override func render() -> [String] { lines }",
                    "",
                    "    override var commands: [String] { [\"open <podcast>\", \"retry\"] }",
                    "",
                    "    override func handleCommand(_ command: String) -> Bool {",
                    "        if command == \"retry\" {",
                    "            listener?.retry()",
                    "        } else if command.hasPrefix(\"open \") {",
                    "            listener?.open(podcastID: String(command.dropFirst(5)))",
                    "        } else {",
                    "            return false",
                    "        }",
                    "        return true",
                    "    }",
                ])),
    ]

    /// Episodes: the podcast's episodes, one played, the link's last step, closed.
    static let episodes: [HandEdit] = [
        .wiring(
            source + "Episodes/EpisodesInteractor.swift",
            .insert(
                after: "var listener: (any EpisodesPresentableListener)? { get set }",
                [
                    "    func show(episodes: [String])"
                ])),
        .wiring(
            source + "Episodes/EpisodesViewController.swift",
            .member(
                of: "protocol EpisodesPresentableListener: AnyObject",
                [
                    "    func play(episodeID: String)"
                ])),
        .business(
            source + "Episodes/EpisodesInteractor.swift",
            .insert(
                after: "super.didBecomeActive()",
                [
                    "        whileActive(named: \"episodes\") { [weak self] in",
                    "            guard let self, let podcasts = try? await podcastService.podcasts() else { return }",
                    "            presenter.show(episodes: podcasts.first { $0.id == podcastID }?.episodes ?? [])",
                    "        }",
                ])),
        .wiring(
            source + "Episodes/EpisodesInteractor.swift",
            .insertBefore(
                "// MARK: - Player's outputs",
                [
                    "    func play(episodeID: String) {",
                    "        router?.routeToPlayer(episodeID: episodeID)",
                    "    }",
                    "",
                ])),
        .wiring(
            source + "Episodes/EpisodesInteractor.swift",
            .replace(
                "// TODO: Player tells Episodes this: handle it, such as router?.detachPlayer().",
                with: [
                    "        router?.detachPlayer()"
                ])),
        .wiring(
            source + "Episodes/EpisodesInteractor.swift",
            .replace(
                "// TODO: Do what the link asks, such as try? await a service's call, then router?.routeTo…(…).",
                with: [
                    "        router?.routeToPlayer(episodeID: episodeID)"
                ])),
        .business(
            source + "Episodes/EpisodesViewController.swift",
            .replaceLines(
                from: "// TODO: Draw Episodes: return its lines from render(), name its commands in `commands` and",
                through: "// answer them in handleCommand(_:), telling the listener what the user did.",
                with: [
                    "    private var episodes: [String] = []",
                    "",
                    "    func show(episodes: [String]) {",
                    "        self.episodes = episodes",
                    "    }",
                    "",
                    "    override func render() -> [String] { episodes.map { \"Episode \\($0)\" } }",
                    "",
                    "    override var commands: [String] { [\"play <episode>\"] }",
                    "",
                    "    override func handleCommand(_ command: String) -> Bool {",
                    "        guard command.hasPrefix(\"play \") else { return false }",
                    "        listener?.play(episodeID: String(command.dropFirst(5)))",
                    "        return true",
                    "    }",
                ])),
    ]

    /// Player, stream-style: its position advances on the clock while it is active.
    static let player: [HandEdit] = [
        .business(
            source + "Player/PlayerInteractor.swift",
            .member(
                of: "struct PlayerState",
                [
                    "    var position = 0"
                ])),
        .business(
            source + "Player/PlayerInteractor.swift",
            .insert(
                after: "self.episodeID = episodeID",
                [
                    "        router.node.whenActive(named: \"playback\") { [state, clock = dependency.clock] in",
                    "            while (try? await clock.sleep(for: .seconds(1))) != nil {",
                    "                state.update { $0.position += 1 }",
                    "            }",
                    "        }",
                ])),
        .business(
            source + "Player/PlayerView.swift",
            .replaceLines(
                from: "// TODO: Draw Player from its state (state.…).",
                through: "[]",
                with: [
                    "        [\"Playing: \\(state.position) s\"]"
                ])),
    ]

}
