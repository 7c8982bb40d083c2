import Foundation
import RIBs
import RxSwift
import RxRelay

struct Query: Equatable {
    let text: String
}

protocol SearchPresentable: Presentable {
    func show(_ results: [String])
    func showSummary(_ summary: String)
}

protocol SearchService: AnyObject {
    func results(for query: Query) -> Observable<[String]>
}

final class SearchInteractor: PresentableInteractor<SearchPresentable> {
    private let queries = BehaviorRelay<Query>(value: Query(text: ""))
    private let filters = BehaviorRelay<Bool>(value: false)
    private let taps = PublishRelay<Void>()
    private let pages = PublishRelay<Int>()
    private let service: SearchService

    init(presenter: SearchPresentable, service: SearchService) {
        self.service = service
        super.init(presenter: presenter)
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        let service = self.service
        queries
            .map { $0.text.lowercased() }
            .filter { !$0.isEmpty }
            .compactMap { Query(text: $0) }
            .distinctUntilChanged()
            .debounce(.milliseconds(300), scheduler: MainScheduler.instance)
            .flatMapLatest { query in service.results(for: query) }
            .observe(on: MainScheduler.instance)
            .subscribe(onNext: { [weak self] results in self?.presenter.show(results) })
            .disposeOnDeactivate(interactor: self)

        Observable.combineLatest(queries, filters) { query, onlyFavourites in
            "\(query.text)\(onlyFavourites ? " (favourites)" : "")"
        }
        .startWith("nothing yet")
        .distinctUntilChanged { $0 == $1 }
        .subscribe(onNext: { [weak self] summary in self?.presenter.showSummary(summary) })
        .disposeOnDeactivate(interactor: self)

        Observable.combineLatest(queries.asObservable(), filters.asObservable())
            .map { query, _ in query.text }
            .subscribe(onNext: { [weak self] text in self?.presenter.showSummary(text) })
            .disposeOnDeactivate(interactor: self)

        Observable.merge(pages.asObservable(), taps.map { 0 })
            .skip(1)
            .take(1)
            .throttle(.seconds(1), latest: true, scheduler: MainScheduler.instance)
            .share(replay: 1, scope: .whileConnected)
            .subscribe(onNext: { _ in })
            .disposeOnDeactivate(interactor: self)

        taps.withLatestFrom(queries)
            .subscribe(onNext: { [weak self] query in self?.presenter.showSummary(query.text) })
            .disposeOnDeactivate(interactor: self)

        taps.withLatestFrom(filters) { _, onlyFavourites in onlyFavourites }
            .subscribe(onNext: { _ in })
            .disposeOnDeactivate(interactor: self)
    }

    func search(_ text: String) {
        queries.accept(Query(text: text))
    }

    func tap() {
        taps.accept(())
    }
}
