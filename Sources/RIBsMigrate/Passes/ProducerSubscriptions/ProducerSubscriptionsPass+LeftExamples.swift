/// Subscriptions whose handlers would not move into a loop unchanged: left as they were.
extension ProducerSubscriptionsPass {
    static var leftExamples: [RuleExample] {
        [
            // A handler's `return` inside a loop of its own would mean that loop's `continue`: the
            // subscription stays as it is.
            .leaves(
                #"""
                import RIBs
                import RxSwift

                final class GardenInteractor: Interactor {
                    private let api: GardenAPI

                    init(api: GardenAPI) {
                        self.api = api
                        super.init()
                    }

                    override func didBecomeActive() {
                        super.didBecomeActive()
                        api.devices(in: "garden").subscribe(onNext: { devices in
                            for device in devices {
                                guard !device.isEmpty else { return }
                                print(device)
                            }
                        }).disposeOnDeactivate(interactor: self)
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
                    "devices(…)",
                    "disposeOnDeactivate(interactor:)",
                ]
            ),
            // Handlers whose code would mean something else, or not compile, in the task: an
            // `[unowned self]` task in `self`'s bag would keep `self` alive; a pair handed on by
            // `withUnretained(self)` is no two names; another type's bag declared in the file
            // would become the runtime's where that type is no main actor's; a `catch` names its
            // error `error`, which the handler reads as its type's; `defer` cannot `return`; in a
            // closure, `whileActive` would read `self` implicitly; `if let self` alone binds what
            // is no optional in a task that holds `self`; a type that is no main actor's runs its
            // handlers where Rx calls them, not in a task. Each subscription stays as it was.
            .leaves(
                #"""
                import Foundation
                import RIBs
                import RxSwift

                final class GardenInteractor: Interactor {
                    private let api: GardenAPI
                    private let disposeBag = DisposeBag()
                    private let listener: GardenListener
                    private var error: String?

                    init(api: GardenAPI, listener: GardenListener) {
                        self.api = api
                        self.listener = listener
                        super.init()
                    }

                    override func didBecomeActive() {
                        super.didBecomeActive()
                        api.devices(in: "unowned")
                            .subscribe(onNext: { [unowned self] devices in
                                self.show(devices)
                            })
                            .disposed(by: disposeBag)
                        api.devices(in: "pair")
                            .withUnretained(self)
                            .subscribe(onNext: { pair in
                                pair.0.show(pair.1)
                            })
                            .disposeOnDeactivate(interactor: self)
                        api.devices(in: "listener")
                            .subscribe(onNext: { [weak self] devices in
                                self?.show(devices)
                            })
                            .disposed(by: listener.bag)
                        api.devices(in: "error")
                            .subscribe(onNext: { [weak self] devices in
                                self?.show(devices)
                            }, onError: { [weak self] _ in
                                self?.show([self?.error ?? ""])
                            })
                            .disposeOnDeactivate(interactor: self)
                        api.devices(in: "disposed")
                            .subscribe(onNext: { [weak self] devices in
                                self?.show(devices)
                            }, onDisposed: { [weak self] in
                                guard let self = self else { return }
                                self.show([])
                            })
                            .disposeOnDeactivate(interactor: self)
                    }

                    func refresh() {
                        DispatchQueue.main.async {
                            self.api.devices(in: "closure")
                                .subscribe(onNext: { [weak self] devices in
                                    self?.show(devices)
                                })
                                .disposeOnDeactivate(interactor: self)
                        }
                        api.devices(in: "if let")
                            .subscribe(onNext: { [weak self] devices in
                                if let self {
                                    self.show(devices)
                                }
                            })
                            .disposeOnDeactivate(interactor: self)
                    }

                    private func show(_ devices: [String]) {}
                }

                /// No main-actor type: its handler runs where Rx calls it.
                final class DeviceLog {
                    private var last: [String] = []

                    func follow(_ api: GardenAPI) {
                        _ = api.devices(in: "log").subscribe(onNext: { devices in
                            self.last = devices
                        })
                    }
                }

                /// Another type's bag, in this file.
                final class GardenListener {
                    let bag = DisposeBag()
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
                    "DisposeBag",
                    "devices(…)",
                    "disposed(…)",
                    "devices(…)",
                    "withUnretained(…)",
                    "disposeOnDeactivate(interactor:)",
                    "devices(…)",
                    "disposed(…)",
                    "devices(…)",
                    "subscribe(onNext:onError:)",
                    "disposeOnDeactivate(interactor:)",
                    "devices(…)",
                    "subscribe(onNext:onDisposed:)",
                    "disposeOnDeactivate(interactor:)",
                    "devices(…)",
                    "disposeOnDeactivate(interactor:)",
                    "devices(…)",
                    "disposeOnDeactivate(interactor:)",
                    "devices(…)",
                    "DisposeBag",
                ]
            ),
        ]
    }
}
