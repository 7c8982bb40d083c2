/// How the task holds what the subscription held: a bag, names of its own.
extension ProducerSubscriptionsPass {
    static var heldExamples: [RuleExample] {
        [
            // Into a bag the interactor keeps (SongSeoYoung/YourName-iOS's repositories' `fetchAll()`): the task
            // holds `self` weakly, as the handler did, so the interactor is freed with its bag, which cancels
            // the task; `guard let self` ends it. The bag becomes the runtime's.
            .rewrites(
                #"""
                import RIBs
                import RxRelay
                import RxSwift

                protocol CardBooksPresentable: Presentable {
                    func reloadData()
                }

                final class CardBooksInteractor: PresentableInteractor<CardBooksPresentable> {
                    private let repository: CardBookRepository
                    private let disposeBag = DisposeBag()
                    private let cardBooks = BehaviorRelay<[String]>(value: [])

                    init(presenter: CardBooksPresentable, repository: CardBookRepository) {
                        self.repository = repository
                        super.init(presenter: presenter)
                    }

                    override func didBecomeActive() {
                        super.didBecomeActive()
                        repository.fetchAll()
                            .bind(onNext: { [weak self] cardBooks in
                                guard let self = self else { return }
                                self.cardBooks.accept(cardBooks)
                                self.presenter.reloadData()
                            })
                            .disposed(by: disposeBag)
                    }
                }
                """#,
                to: #"""
                    import RIBs
                    import RxSwift

                    @MainActor
                    protocol CardBooksPresentable: Presentable {
                        func reloadData()
                    }

                    final class CardBooksInteractor: PresentableInteractor<CardBooksPresentable> {
                        private let repository: CardBookRepository
                        private let disposeBag = SubscriptionBag()
                        private let cardBooks = ValueRelay<[String]>([])

                        init(presenter: CardBooksPresentable, repository: CardBookRepository) {
                            self.repository = repository
                            super.init(presenter: presenter)
                        }

                        override func didBecomeActive() {
                            super.didBecomeActive()
                            let stream = repository.fetchAll().asyncValues
                            disposeBag.insert(Task { [weak self] in
                                do {
                                    for try await cardBooks in stream where !Task.isCancelled {
                                        guard let self = self else { return }
                                        self.cardBooks.value = cardBooks
                                        self.presenter.reloadData()
                                    }
                                } catch {
                                    assertionFailure("Binding error: \(error)")
                                }
                            })
                        }
                    }
                    // Written by ribs migrate: this file reads streams RxSwift makes in tasks. Each is
                    // subscribed where the file makes it (`.asyncValues`), as Rx subscribed, keeps what it
                    // sends until the task's loop reads it, and is disposed when the task is cancelled. Delete
                    // this once they are async functions or Events.
                    extension ObservableConvertibleType {
                        fileprivate var asyncValues: AsyncThrowingStream<Element, any Error> {
                            AsyncThrowingStream { continuation in
                                nonisolated(unsafe) let subscription = asObservable().subscribe(
                                    onNext: { element in
                                        // Unchecked, as RxSwift handed it across threads: the loop reads it
                                        // on the task's actor.
                                        nonisolated(unsafe) let element = element
                                        continuation.yield(element)
                                    },
                                    onError: { continuation.finish(throwing: $0) },
                                    onCompleted: { continuation.finish() }
                                )
                                continuation.onTermination = { _ in subscription.dispose() }
                            }
                        }
                    }

                    """#,
                module: [
                    #"""
                    import RxSwift

                    final class CardBookRepository {
                        private let database: Database

                        init(database: Database) {
                            self.database = database
                        }

                        func fetchAll() -> Observable<[String]> {
                            Observable.create { observer in
                                let token = self.database.observe { names in
                                    observer.onNext(names)
                                }
                                return Disposables.create { token.invalidate() }
                            }
                        }
                    }
                    """#
                ],
                named: [
                    "import RxSwift",
                    "fetchAll(…).asyncValues",
                    "fetchAll(…)",
                ]
            ),
            // The stream's local, and the element's name for `$0`, shadow no name the file writes (here the
            // interactor's own `stream` and `element`).
            .rewrites(
                #"""
                import RIBs
                import RxSwift

                final class GardenInteractor: Interactor {
                    private let api: GardenAPI
                    private var stream = "garden"
                    private var element = 0

                    init(api: GardenAPI) {
                        self.api = api
                        super.init()
                    }

                    override func didBecomeActive() {
                        super.didBecomeActive()
                        api.devices(in: stream)
                            .subscribe(onNext: {
                                print($0, self.element, self.stream)
                            })
                            .disposeOnDeactivate(interactor: self)
                    }
                }
                """#,
                to: #"""
                    import RIBs
                    import RxSwift

                    final class GardenInteractor: Interactor {
                        private let api: GardenAPI
                        private var stream = "garden"
                        private var element = 0

                        init(api: GardenAPI) {
                            self.api = api
                            super.init()
                        }

                        override func didBecomeActive() {
                            super.didBecomeActive()
                            let stream2 = api.devices(in: stream).asyncValues
                            whileActive { [self] in
                                do {
                                    for try await element2 in stream2 where !Task.isCancelled {
                                        print(element2, self.element, self.stream)
                                    }
                                } catch {}
                            }
                        }
                    }
                    // Written by ribs migrate: this file reads streams RxSwift makes in tasks. Each is
                    // subscribed where the file makes it (`.asyncValues`), as Rx subscribed, keeps what it
                    // sends until the task's loop reads it, and is disposed when the task is cancelled. Delete
                    // this once they are async functions or Events.
                    extension ObservableConvertibleType {
                        fileprivate var asyncValues: AsyncThrowingStream<Element, any Error> {
                            AsyncThrowingStream { continuation in
                                nonisolated(unsafe) let subscription = asObservable().subscribe(
                                    onNext: { element in
                                        // Unchecked, as RxSwift handed it across threads: the loop reads it
                                        // on the task's actor.
                                        nonisolated(unsafe) let element = element
                                        continuation.yield(element)
                                    },
                                    onError: { continuation.finish(throwing: $0) },
                                    onCompleted: { continuation.finish() }
                                )
                                continuation.onTermination = { _ in subscription.dispose() }
                            }
                        }
                    }

                    """#,
                module: [
                    #"""
                    import RxSwift

                    final class GardenAPI {
                        private let client: DeviceClient

                        init(client: DeviceClient) {
                            self.client = client
                        }

                        func devices(in garden: String) -> Observable<[String]> {
                            Observable.create { observer in
                                let watch = self.client.watch(garden) { devices in
                                    observer.onNext(devices)
                                }
                                return Disposables.create { watch.cancel() }
                            }
                        }
                    }
                    """#
                ],
                named: [
                    "import RxSwift",
                    "devices(…).asyncValues",
                    "devices(…)",
                ]
            ),
        ]
    }
}
