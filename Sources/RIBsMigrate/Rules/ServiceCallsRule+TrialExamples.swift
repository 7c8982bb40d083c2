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
        ]
    }
}
