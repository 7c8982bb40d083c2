/// What the pass and ``ProducerLoopsRule`` make of subscriptions of streams RxSwift makes.
extension ProducerSubscriptionsPass {
    static var examples: [RuleExample] {
        [
            // A subscription of a stream the app makes with RxSwift (sonddlzb/GardenIoT's network client's
            // `Observable.create`), ended at deactivation: the stream is subscribed where it was and read in a
            // loop in `whileActive`, the handler's `return` a `continue`, `onCompleted:` after the loop unless
            // the deactivation ended it. Before, the file stayed on RxSwift through the deactivation bridge.
            .rewrites(
                #"""
                import RIBs
                import RxSwift

                protocol GardenPresentable: Presentable {
                    func show(_ devices: [String])
                    func showError(_ message: String)
                }

                final class GardenInteractor: PresentableInteractor<GardenPresentable> {
                    private let api: GardenAPI

                    init(presenter: GardenPresentable, api: GardenAPI) {
                        self.api = api
                        super.init(presenter: presenter)
                    }

                    override func didBecomeActive() {
                        super.didBecomeActive()
                        api.devices(in: "garden").subscribe(onNext: { [weak self] devices in
                            guard let self = self else { return }
                            guard !devices.isEmpty else { return }
                            self.presenter.show(devices)
                        }, onError: { [weak self] error in
                            self?.presenter.showError("\(error)")
                        }, onCompleted: {
                            print("no more devices")
                        }).disposeOnDeactivate(interactor: self)
                    }
                }
                """#,
                to: #"""
                    import RIBs
                    import RxSwift

                    @MainActor
                    protocol GardenPresentable: Presentable {
                        func show(_ devices: [String])
                        func showError(_ message: String)
                    }

                    final class GardenInteractor: PresentableInteractor<GardenPresentable> {
                        private let api: GardenAPI

                        init(presenter: GardenPresentable, api: GardenAPI) {
                            self.api = api
                            super.init(presenter: presenter)
                        }

                        override func didBecomeActive() {
                            super.didBecomeActive()
                            let stream = api.devices(in: "garden").asyncValues
                            whileActive { [self] in
                                do {
                                    for try await devices in stream where !Task.isCancelled {
                                        guard !devices.isEmpty else { continue }
                                        self.presenter.show(devices)
                                    }
                                    if !Task.isCancelled {
                                        print("no more devices")
                                    }
                                } catch {
                                    self.presenter.showError("\(error)")
                                }
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
            // Operators on the stream stay RxSwift's, read through the bridge; `subscribe(with: self)` hands
            // `self` to the handlers, `onDisposed:` runs in a `defer`, and `bind(to:)` sends each element into
            // the relay, which is the runtime's now. Two streams of one block each get a local of their own.
            .rewrites(
                #"""
                import RIBs
                import RxRelay
                import RxSwift

                final class GardenInteractor: Interactor {
                    private let api: GardenAPI
                    private let devices = BehaviorRelay<[String]>(value: [])

                    init(api: GardenAPI) {
                        self.api = api
                        super.init()
                    }

                    override func didBecomeActive() {
                        super.didBecomeActive()
                        api.devices(in: "garden")
                            .map { $0.sorted() }
                            .observe(on: MainScheduler.instance)
                            .subscribe(with: self, onNext: { owner, devices in
                                owner.devices.accept(devices)
                            }, onDisposed: { _ in
                                print("stopped watching")
                            })
                            .disposeOnDeactivate(interactor: self)
                        api.devices(in: "shed")
                            .bind(to: devices)
                            .disposeOnDeactivate(interactor: self)
                    }
                }
                """#,
                to: #"""
                    import RIBs
                    import RxSwift

                    final class GardenInteractor: Interactor {
                        private let api: GardenAPI
                        private let devices = ValueRelay<[String]>([])

                        init(api: GardenAPI) {
                            self.api = api
                            super.init()
                        }

                        override func didBecomeActive() {
                            super.didBecomeActive()
                            let stream = api.devices(in: "garden")
                                .map { $0.sorted() }
                                .observe(on: MainScheduler.instance).asyncValues
                            whileActive { [self] in
                                defer {
                                    print("stopped watching")
                                }
                                do {
                                    for try await devices in stream where !Task.isCancelled {
                                        self.devices.value = devices
                                    }
                                } catch {}
                            }
                            let stream2 = api.devices(in: "shed").asyncValues
                            whileActive { [self] in
                                do {
                                    for try await element in stream2 where !Task.isCancelled {
                                        devices.value = element
                                    }
                                } catch {
                                    assertionFailure("Binding error: \(error)")
                                }
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
                    "map(…)",
                    "observe(…)",
                    "MainScheduler",
                    "devices(…).asyncValues",
                    "devices(…)",
                ]
            ),
        ] + hotExamples + heldExamples + leftExamples
    }
}
