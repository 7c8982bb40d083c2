import Foundation
import RIBs

struct Query: Equatable, Sendable {
    let text: String
}

@MainActor
protocol SearchPresentable: Presentable {
    func show(_ results: [String])
    func showSummary(_ summary: String)
}

protocol SearchService: AnyObject {
    func results(for query: Query) -> Events<[String]>
}

final class SearchInteractor: PresentableInteractor<SearchPresentable> {
    private let queries = ValueRelay<Query>(Query(text: ""))
    private let filters = ValueRelay<Bool>(false)
    private let taps = EventRelay<Void>()
    private let pages = EventRelay<Int>()
    private let service: SearchService

    init(presenter: SearchPresentable, service: SearchService) {
        self.service = service
        super.init(presenter: presenter)
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        let service = self.service
        queries.values
            .map { $0.text.lowercased() }
            .filter { !$0.isEmpty }
            .compactMap { Query(text: $0) }
            .removeDuplicates()
            .debounce(for: .milliseconds(300))
            .flatMapLatest { query in service.results(for: query) }
            .subscribe(onNext: { [weak self] results in self?.presenter.show(results) })
            .cancelOnDeactivate(interactor: self)

        Events.combineLatest(queries.values, filters.values) { query, onlyFavourites in
            "\(query.text)\(onlyFavourites ? " (favourites)" : "")"
        }
        .prepend("nothing yet")
        .removeDuplicates { $0 == $1 }
        .subscribe(onNext: { [weak self] summary in self?.presenter.showSummary(summary) })
        .cancelOnDeactivate(interactor: self)

        Events.combineLatest(queries.values, filters.values)
            .map { query, _ in query.text }
            .subscribe(onNext: { [weak self] text in self?.presenter.showSummary(text) })
            .cancelOnDeactivate(interactor: self)

        Events.merge(pages.events, taps.events.map { 0 })
            .dropFirst(1)
            .prefix(1)
            .throttle(for: .seconds(1), latest: true)
            .share(replay: 1)
            .subscribe(onNext: { _ in })
            .cancelOnDeactivate(interactor: self)

        taps.events.withLatest(from: queries.values)
            .subscribe(onNext: { [weak self] query in self?.presenter.showSummary(query.text) })
            .cancelOnDeactivate(interactor: self)

        taps.events.withLatest(from: filters.values) { _, onlyFavourites in onlyFavourites }
            .subscribe(onNext: { _ in })
            .cancelOnDeactivate(interactor: self)
    }

    func search(_ text: String) {
        queries.value = Query(text: text)
    }

    func tap() {
        taps.send(())
    }
}
