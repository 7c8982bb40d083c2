import RIBs
import RxCocoa
import RxSwift

enum CartState {
    case loading
    case loaded(total: Int)
}

/// A view-model-style interactor: it transforms the view's events into its state.
final class CartInteractor: PresentableInteractor<CartPresentable> {
    weak var router: CartRouting?
    private let state = BehaviorRelay<CartState>(value: .loading)
    private let disposeBag = DisposeBag()
    private let totals: CartTotals

    init(presenter: CartPresentable, totals: CartTotals) {
        self.totals = totals
        super.init(presenter: presenter)
    }

    func transform(_ input: CartViewOutput) -> Observable<CartState> {
        let binding = CartStateBinding(state: state, disposeBag: disposeBag)
        binding.bind(input.retryTap.map { CartState.loading })
        // A service's call, `async throws` once migrated: it reaches this file's Rx through a bridge.
        input.retryTap
            .withUnretained(self)
            .flatMap { owner, _ in owner.totals.total() }
            .subscribe(onNext: { [weak self] total in self?.state.accept(.loaded(total: total)) })
            .disposed(by: disposeBag)
        input.checkoutTap
            .withLatestFrom(state.asObservable())
            .subscribe(onNext: { [weak self] _ in self?.router?.routeToCheckout() })
            .disposed(by: disposeBag)
        return state.asObservable()
    }
}
