import RIBs
import RxCocoa
import RxSwift

/// What the view hands its RIB: its controls' events, RxCocoa's.
struct CartViewOutput {
    let checkoutTap: ControlEvent<Void>
    let retryTap: ControlEvent<Void>
}

/// What the presenter hands the view: Drivers it binds.
struct CartPresenterOutput {
    let total: Driver<String>
    let isLoading: Driver<Bool>
}

protocol CartRouting: ViewableRouting {
    func routeToCheckout()
}

protocol CartPresentable: Presentable {}
