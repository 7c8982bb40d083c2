import RIBs
import RxRelay
import RxSwift

protocol SearchPresentable: Presentable {
    func show(results: String)
}

/// Chains that a stream RxSwift makes feeds, not at their source: returned from an operator's
/// closure, passed beside a relay to `combineLatest`, held by a local first. Each stays
/// RxSwift's whole, and reads the relays that became the runtime's through the bridge.
final class SearchInteractor: PresentableInteractor<SearchPresentable> {
    private let service: GardenService
    private let query = PublishRelay<String>()
    let results = BehaviorRelay<String>(value: "")

    init(presenter: SearchPresentable, service: GardenService) {
        self.service = service
        super.init(presenter: presenter)
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        query
            .flatMapLatest { [weak self] text -> Observable<String> in
                guard let self else { return .empty() }
                return self.service.gardens(token: text)
            }
            .subscribe(onNext: { [weak self] found in
                self?.results.accept(found)
            })
            .disposeOnDeactivate(interactor: self)

        Observable.combineLatest(query, service.gardens(token: "all"))
            .subscribe(onNext: { [weak self] pair in
                self?.presenter.show(results: pair.0 + pair.1)
            })
            .disposeOnDeactivate(interactor: self)

        let favourites: Observable<String> = service.gardens(token: "favourites")
        favourites
            .subscribe(onNext: { [weak self] found in self?.results.accept(found) })
            .disposeOnDeactivate(interactor: self)
    }

    func search(_ text: String) {
        query.accept(text)
    }
}
