import RxSwift

/// What the search view reads: the reactor's own state, ReactorKit's `Observable`, so the
/// protocol stays on RxSwift with the reactor that adopts it.
@MainActor
protocol SearchPresentableListener: AnyObject {
    var state: Observable<SearchInteractor.State> { get }
}
