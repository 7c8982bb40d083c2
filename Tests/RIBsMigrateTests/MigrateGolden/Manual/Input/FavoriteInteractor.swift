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
