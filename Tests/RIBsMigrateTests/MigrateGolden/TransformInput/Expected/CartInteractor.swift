import RIBs
import RxCocoa
import RxSwift

enum CartState: Sendable {
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
            .flatMap { owner, _ in rxSingle { try await owner.totals.total() } }
            .subscribe(onNext: { [weak self] total in self?.state.accept(.loaded(total: total)) })
            .disposed(by: disposeBag)
        input.checkoutTap
            .withLatestFrom(state.asObservable())
            .subscribe(onNext: { [weak self] _ in self?.router?.routeToCheckout() })
            .disposed(by: disposeBag)
        return state.asObservable()
    }
}

// Written by ribs migrate: this file stays on RxSwift, and the functions it calls through
// these return with async throws now. Await them once the file is on the runtime's
// streams, then delete this.
fileprivate func rxSingle<Element>(
    _ call: @escaping @MainActor @Sendable () async throws -> Element
) -> Single<Element> {
    Single.create { observer in
        // Rx's observer is not Sendable; it is called once, on the main actor.
        nonisolated(unsafe) let observer = observer
        let task = Task { @MainActor in
            do { observer(.success(try await call())) } catch { observer(.failure(error)) }
        }
        return Disposables.create { task.cancel() }
    }
}
