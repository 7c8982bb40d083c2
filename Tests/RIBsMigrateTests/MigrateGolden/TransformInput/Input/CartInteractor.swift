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

    func transform(_ input: CartViewOutput) -> Observable<CartState> {
        let binding = CartStateBinding(state: state, disposeBag: disposeBag)
        binding.bind(input.retryTap.map { CartState.loading })
        input.checkoutTap
            .withLatestFrom(state.asObservable())
            .subscribe(onNext: { [weak self] _ in self?.router?.routeToCheckout() })
            .disposed(by: disposeBag)
        return state.asObservable()
    }
}
