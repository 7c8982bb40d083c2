import RIBs
import RxRealm
import RxSwift

/// An interactor on a library's Rx extensions (CocktailApp's RxRealm): `Observable.collection`
/// is RxRealm's, which the tool does not know, so the file keeps its streams whole, named at
/// the import, rather than rewrite the chain around the library's call.
final class FavoriteInteractor: Interactor {
    let favorites = BehaviorRelay<[String]>(value: [])
    let store: FavoriteStore

    init(store: FavoriteStore) {
        self.store = store
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        Observable.collection(from: store.results)
            .map { results in results.map(\.name) }
            .bind(to: favorites)
            .disposeOnDeactivate(interactor: self)
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
