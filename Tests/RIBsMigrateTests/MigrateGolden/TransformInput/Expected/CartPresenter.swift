import RxCocoa
import RxSwift

/// Turns the interactor's state into what the view binds.
final class CartPresenter {
    func transform(_ state: Observable<CartState>) -> CartPresenterOutput {
        let total = state.compactMap { state -> String? in
            guard case .loaded(let total) = state else { return nil }
            return "\(total) €"
        }
        let isLoading = state.map { state -> Bool in
            if case .loading = state { return true }
            return false
        }
        .distinctUntilChanged()
        return CartPresenterOutput(
            total: total.asDriver(onErrorJustReturn: ""),
            isLoading: isLoading.asDriver(onErrorJustReturn: false))
    }
}
