extension ServiceCallsRule {
    /// What new users' trials found in apps never seen here (dehrom/LastFMClient,
    /// iDmitriyy/StatefulScreenExample): each compiled with neither library before.
    static var trialExamples: [RuleExample] {
        [
            // A call that reads `$0` of the closure around it stays as it is, named (other rules edit the file): moved into
            // the bridge's closure, which takes no parameter, it named none (LastFMClient's
            // `flatMap { [albumSaver] in albumSaver.saveAlbum(with: $0.tracks) }`).
            .leaves(
                #"""
                import RIBs
                import RxCocoa
                import RxSwift

                protocol AlbumPresentable: Presentable {
                    var status: BehaviorRelay<String?> { get }
                }

                final class AlbumInteractor: PresentableInteractor<AlbumPresentable> {
                    private let saver: TrackSaving

                    init(presenter: AlbumPresentable, saver: TrackSaving) {
                        self.saver = saver
                        super.init(presenter: presenter)
                    }

                    func save(tracks: [Int]) {
                        Observable.from(tracks)
                            .flatMap { [saver] in saver.save($0) }
                            .asDriver(onErrorJustReturn: ())
                            .map { "saved" }
                            .drive(presenter.status)
                            .disposeOnDeactivate(interactor: self)
                    }
                }
                """#,
                module: [
                    #"""
                    import RxSwift

                    protocol TrackSaving: AnyObject {
                        func save(_ track: Int) -> Single<Void>
                    }
                    """#
                ],
                named: [
                    "import RxCocoa", "import RxSwift",
                    "AlbumPresentable, a type that carries RxSwift's streams between files, whose Rx is left as it is",
                    "save(_:), now async throws,", "disposeOnDeactivate(interactor:)",
                ]),
            // Rx's own `compactMap(_:)` and the operators the app adds to Rx's types, in a file kept
            // on RxCocoa's traits, are Rx's: no bridge to `Events` is written after them (a trial's
            // presenter got `.asDriverIgnoringError().asObservable()` where a `Driver` was returned).
            .leaves(
                #"""
                import RIBs
                import RxCocoa
                import RxSwift

                protocol ProfilePresentable: Presentable {}

                final class ProfilePresenter: ProfilePresentable {
                  func transform(state: Observable<Int>) -> Driver<Bool> {
                    state.compactMap { $0 > 0 ? () : nil }
                      .map { true }
                      .startWith(false)
                      .asDriverIgnoringError()
                  }

                  func viewModel(_ state: Observable<Int>) -> Driver<String> {
                    return state.compactMap { $0 > 0 ? "\($0)" : nil }
                      .distinctUntilChanged()
                      .asDriverIgnoringError()
                  }
                }

                final class Inputs {
                  let tap: ControlEvent<Void>
                  let tapRelay = PublishRelay<Void>()
                  init() { tap = tapRelay.asControlEvent() }
                }
                """#,
                module: [
                    #"""
                    import RxCocoa
                    import RxSwift

                    extension ObservableType {
                      public func compactMap<R>() -> Observable<R> where Element == R? {
                        compactMap { $0 }
                      }

                      public func asDriverIgnoringError() -> Driver<Element> {
                        map { element -> Element? in element }.asDriver(onErrorJustReturn: nil).compactMap()
                      }
                    }

                    extension SharedSequenceConvertibleType {
                      public func compactMap<R>() -> SharedSequence<SharingStrategy, R> where Element == R? {
                        compactMap { $0 }
                      }
                    }

                    extension PublishRelay {
                      public func asControlEvent() -> ControlEvent<Element> {
                        ControlEvent(events: self)
                      }
                    }
                    """#
                ],
                named: [
                    "import RxCocoa", "import RxSwift", "RxCocoa's traits outside a view, whose Rx is left as it is",
                ]),
            // An app's function named as an Rx operator (`delay(_:)`) or not (`event()`), whose
            // stream is `Events` now, is read through the bridge in a reactor kept on ReactorKit
            // (a review found a check by name alone had dropped it).
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
                        Observable.merge(
                            service.delay(3).map { $0 },
                            service.event().map { $0 })
                    }

                    func reduce(state: State, mutation: [String]) -> State {
                        State(videos: mutation)
                    }
                }
                """#,
                to:
                    #"""
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
                            Observable.merge(
                                service.delay(3).asObservable().map { $0 },
                                service.event().asObservable().map { $0 })
                        }

                        func reduce(state: State, mutation: [String]) -> State {
                            State(videos: mutation)
                        }
                    }
                    // Written by ribs migrate: a chain here stays on RxSwift, so the module's migrated relays and
                    // streams reach it as RxSwift's Observables, here. Migrate the chain to the runtime's
                    // streams, then delete this.
                    extension Events {
                        fileprivate func asObservable() -> Observable<Element> {
                            Observable.create { observer in
                                // Rx's observer is not Sendable; RxCocoa and RIBs code subscribe on the main thread.
                                nonisolated(unsafe) let observer = observer
                                let subscription = MainActor.assumeIsolated {
                                    self.subscribe(onNext: { observer.onNext($0) })
                                }
                                return Disposables.create {
                                    MainActor.assumeIsolated { subscription.cancel() }
                                }
                            }
                        }
                    }

                    """#,
                module: [
                    #"""
                    import RxSwift

                    protocol VideoServiceType {
                        func delay(_ seconds: Int) -> Observable<[String]>
                        func event() -> Observable<[String]>
                    }

                    final class VideoService: VideoServiceType {
                        func delay(_ seconds: Int) -> Observable<[String]> { .just(["d"]) }
                        func event() -> Observable<[String]> { .just(["e"]) }
                    }
                    """#
                ],
                named: [
                    "import RxSwift",
                    "ReactorKit's Reactor, whose Rx is left as it is",
                    "delay(_:), whose stream is Events now,",
                    "event(), whose stream is Events now,",
                ]),
        ]
    }
}
