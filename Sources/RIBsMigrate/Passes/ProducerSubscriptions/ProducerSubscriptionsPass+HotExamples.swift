/// A hot stream: subscribed where Rx subscribed, it loses nothing.
extension ProducerSubscriptionsPass {
    static var hotExamples: [RuleExample] {
        [
            // A stream that sends whether anyone listens (a delegate proxy's, through the app's own `Reactive`
            // extension) loses nothing: it is subscribed where Rx subscribed, and what it sends waits for the
            // loop, in order.
            .rewrites(
                #"""
                import CoreLocation
                import RIBs
                import RxSwift

                final class MapInteractor: Interactor {
                    private let locations: LocationService

                    init(locations: LocationService) {
                        self.locations = locations
                        super.init()
                    }

                    override func didBecomeActive() {
                        super.didBecomeActive()
                        locations.updates().subscribe(onNext: { location in
                            print(location)
                        }).disposeOnDeactivate(interactor: self)
                    }
                }
                """#,
                to: #"""
                    import CoreLocation
                    import RIBs
                    import RxSwift

                    final class MapInteractor: Interactor {
                        private let locations: LocationService

                        init(locations: LocationService) {
                            self.locations = locations
                            super.init()
                        }

                        override func didBecomeActive() {
                            super.didBecomeActive()
                            let stream = locations.updates().asyncValues
                            whileActive { [self] in
                                do {
                                    for try await location in stream where !Task.isCancelled {
                                        print(location)
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
                    import CoreLocation
                    import RxCocoa
                    import RxSwift

                    extension Reactive where Base: CLLocationManager {
                        func locations() -> Observable<[CLLocation]> {
                            delegate.methodInvoked(#selector(CLLocationManagerDelegate.locationManager(_:didUpdateLocations:)))
                                .map { $0[1] as! [CLLocation] }
                        }
                    }

                    final class LocationService {
                        private let manager = CLLocationManager()

                        func updates() -> Observable<[CLLocation]> {
                            manager.rx.locations()
                        }
                    }
                    """#
                ],
                named: [
                    "import RxSwift",
                    "updates(…).asyncValues",
                    "updates(…)",
                ]
            )
        ]
    }
}
