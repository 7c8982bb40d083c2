import RIBs
import RxSwift

@MainActor
protocol SearchPresentable: Presentable {
    func show(results: String)
}

/// Chains that a stream RxSwift makes feeds, not at their source: returned from an operator's
/// closure, passed beside a relay to `combineLatest`, held by a local first. Each stays
/// RxSwift's whole, and reads the relays that became the runtime's through the bridge.
final class SearchInteractor: PresentableInteractor<SearchPresentable> {
    private let service: GardenService
    private let query = EventRelay<String>()
    let results = ValueRelay<String>("")

    init(presenter: SearchPresentable, service: GardenService) {
        self.service = service
        super.init(presenter: presenter)
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        query.events.asObservable()
            .flatMapLatest { [weak self] text -> Observable<String> in
                guard let self else { return .empty() }
                return self.service.gardens(token: text)
            }
            .subscribe(onNext: { [weak self] found in
                self?.results.value = found
            })
            .disposeOnDeactivate(interactor: self)

        Observable.combineLatest(query.events.asObservable(), service.gardens(token: "all"))
            .subscribe(onNext: { [weak self] pair in
                self?.presenter.show(results: pair.0 + pair.1)
            })
            .disposeOnDeactivate(interactor: self)

        let favourites: Observable<String> = service.gardens(token: "favourites")
        favourites
            .subscribe(onNext: { [weak self] found in self?.results.value = found })
            .disposeOnDeactivate(interactor: self)
    }

    func search(_ text: String) {
        query.send(text)
    }
}

// Written by ribs migrate: this file stays on RxSwift, and its subscriptions end when
// the interactor deactivates, as Uber's disposeOnDeactivate ended them. Delete this once
// the file is on the runtime's streams, with cancelOnDeactivate(interactor:).
extension Disposable {
    @MainActor
    fileprivate func disposeOnDeactivate(interactor: Interactor) {
        nonisolated(unsafe) let disposable: any Disposable = self
        Task { @MainActor in
            // A stream that never sends: the task waits until the deactivation cancels it.
            let never = AsyncStream<Never> { _ in }
            await withTaskCancellationHandler {
                for await _ in never {}
            } onCancel: {
                disposable.dispose()
            }
        }
        .cancelOnDeactivate(interactor: interactor)
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
