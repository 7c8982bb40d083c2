import RIBsSource

extension ServiceCallsRule {
    /// What the rule makes of Rx and what it leaves, as `ribs migrate` runs it: `MigrationRuleTests`
    /// runs each one.
    static var examples: [RuleExample] {
        [
            .leaves(
                #"""
                import RxSwift

                protocol ProfileRepository {
                    func profile(id: String) -> Single<String>
                }

                final class ProfileCache {
                    private let repository: ProfileRepository

                    init(repository: ProfileRepository) {
                        self.repository = repository
                    }

                    func names(for ids: Observable<String>) -> Observable<String> {
                        ids.flatMap(repository.profile(id:))
                    }
                }
                """#,
                named: ["import RxSwift", "profile(id:), now async throws,"]),
            // The call is the whole result of `flatMapLatest`'s closure: awaited there, by the
            // runtime's `flatMapLatest(awaiting:)`.
            .rewrites(
                #"""
                import RIBs
                import RxRelay
                import RxSwift

                protocol ProfileRepository: AnyObject {
                    func profile(id: String) -> Single<String>
                }

                final class ProfileInteractor: Interactor {
                    let selections = PublishRelay<String>()
                    var name = ""
                    private let repository: ProfileRepository

                    init(repository: ProfileRepository) {
                        self.repository = repository
                    }

                    override func didBecomeActive() {
                        super.didBecomeActive()
                        selections
                            .flatMapLatest { [repository] id in repository.profile(id: id) }
                            .subscribe(onNext: { [weak self] name in self?.name = name })
                            .disposeOnDeactivate(interactor: self)
                    }
                }
                """#,
                to: #"""
                    import RIBs

                    protocol ProfileRepository: AnyObject {
                        nonisolated(nonsending) func profile(id: String) async throws -> String
                    }

                    final class ProfileInteractor: Interactor {
                        let selections = EventRelay<String>()
                        var name = ""
                        private let repository: ProfileRepository

                        init(repository: ProfileRepository) {
                            self.repository = repository
                        }

                        override func didBecomeActive() {
                            super.didBecomeActive()
                            selections.events
                                .flatMapLatest { [repository] id in try await repository.profile(id: id) }
                                .subscribe(onNext: { [weak self] name in self?.name = name })
                                .cancelOnDeactivate(interactor: self)
                        }
                    }
                    """#,
                named: ["profile(id:), awaited in flatMapLatest,"]),
            // The closure maps the call's result: left, named.
            .leaves(
                #"""
                import RIBs
                import RxRelay
                import RxSwift

                protocol TitleRepository: AnyObject {
                    func title(id: String) -> Single<String>
                }

                final class TitleInteractor: Interactor {
                    let selections = PublishRelay<String>()
                    var title = ""
                    private let repository: TitleRepository

                    init(repository: TitleRepository) {
                        self.repository = repository
                    }

                    override func didBecomeActive() {
                        super.didBecomeActive()
                        selections
                            .flatMapLatest { [repository] id in repository.title(id: id).map { $0.uppercased() } }
                            .subscribe(onNext: { [weak self] title in self?.title = title })
                            .disposeOnDeactivate(interactor: self)
                    }
                }
                """#,
                named: ["import RxSwift", "title(id:), now async throws,"]),
            // The closure says its result is a `Single`: awaiting the call there would contradict
            // it, so the call is named.
            .leaves(
                #"""
                import RIBs
                import RxRelay
                import RxSwift

                protocol SearchService: AnyObject {
                    func search(_ query: String) -> Single<[String]>
                }

                final class SearchInteractor: Interactor {
                    let queries = PublishRelay<String>()
                    var results: [String] = []
                    private let service: SearchService

                    init(service: SearchService) {
                        self.service = service
                    }

                    override func didBecomeActive() {
                        super.didBecomeActive()
                        queries
                            .flatMapLatest { [service] query -> Single<[String]> in service.search(query) }
                            .subscribe(onNext: { [weak self] results in self?.results = results })
                            .disposeOnDeactivate(interactor: self)
                    }
                }
                """#,
                named: ["import RxSwift", "Single", "search(_:), now async throws,"]),
            // A reactor a ReactorKit View binds stays on RxSwift; a service's stream it reads is
            // `Events` now, and reaches it through the bridge (YoutubeExample's VideoService).
            .rewrites(
                #"""
                import ReactorKit
                import RxSwift

                final class HomeReactor: Reactor {
                    enum Action { case load }
                    struct State { var videos: [String] = [] }
                    let initialState = State()
                    let service: VideoServiceType

                    init(service: VideoServiceType) {
                        self.service = service
                    }

                    func mutate(action: Action) -> Observable<[String]> {
                        service.fetchVideos().delay(.seconds(1), scheduler: MainScheduler.instance)
                    }

                    func reduce(state: State, mutation: [String]) -> State {
                        State(videos: mutation)
                    }
                }
                """#,
                to: #"""
                    import RIBs
                    import ReactorKit
                    import RxSwift

                    final class HomeReactor: Reactor {
                        enum Action { case load }
                        struct State { var videos: [String] = [] }
                        let initialState = State()
                        let service: VideoServiceType

                        init(service: VideoServiceType) {
                            self.service = service
                        }

                        func mutate(action: Action) -> Observable<[String]> {
                            service.fetchVideos().asObservable().delay(.seconds(1), scheduler: MainScheduler.instance)
                        }

                        func reduce(state: State, mutation: [String]) -> State {
                            State(videos: mutation)
                        }
                    }
                    """# + RxCocoaViewsRule.bridge(RelayReadsRule.why),
                module: [
                    #"""
                    import RxSwift

                    protocol VideoServiceType {
                        func fetchVideos() -> Observable<[String]>
                    }

                    final class VideoService: VideoServiceType {
                        func fetchVideos() -> Observable<[String]> {
                            .just(["intro"])
                        }
                    }
                    """#
                ],
                named: [
                    "import RxSwift", "ReactorKit's Reactor, whose Rx is left as it is",
                    "fetchVideos(), whose stream is Events now,",
                ]),
        ]
    }
}
