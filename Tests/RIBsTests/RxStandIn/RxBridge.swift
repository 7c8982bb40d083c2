import RIBs
import RxSwift

/// An Rx stream of a module still on RxSwift, read by migrated RIBs as `Events`, with Rx's
/// timing: each element is sent to a relay as Rx delivers it. Keep it where the two modules
/// meet (a component's `shared`); the Rx subscription lasts as long as the bridge.
final class RxToEvents<Element: Sendable> {
    private let relay = EventRelay<Element>()
    private let subscription: any Disposable

    init<Source: ObservableType>(_ observable: Source) where Source.Element == Element {
        let relay = self.relay
        subscription = observable.subscribe(onNext: { relay.send($0) })
    }

    var events: Events<Element> { relay.events }

    deinit {
        subscription.dispose()
    }
}

extension Events {
    /// These events as an Rx `Observable`, for a module still on RxSwift. Subscribe and
    /// dispose on the main thread, as RIBs code does.
    func asObservable() -> Observable<Element> {
        Observable.create { observer in
            // Rx's observer is not Sendable; it is only called on the main thread, here.
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
