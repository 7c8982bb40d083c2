import RxRelay
import RxSwift

/// A helper the interactor hands its relay to: it stays with the interactor on RxSwift, or it
/// would take a `ValueRelay` the interactor does not pass.
struct CartStateBinding<State> {
    let state: BehaviorRelay<State>
    let disposeBag: DisposeBag

    func bind(_ states: Observable<State>) {
        states.bind(to: state).disposed(by: disposeBag)
    }
}
