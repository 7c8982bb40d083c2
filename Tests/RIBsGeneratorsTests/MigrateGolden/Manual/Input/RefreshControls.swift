import RxCocoa
import RxSwift

/// A view's controls handed to its interactor as RxCocoa's types: each is named.
protocol RefreshControls {
    var pullToRefresh: ControlEvent<Void> { get }
    var query: ControlProperty<String?> { get }
    var isLoading: Binder<Bool> { get }
}

/// A relay behind a property wrapper's projection: the index cannot read it as one.
final class ProfileResponses {
    @Relayed var didLoad: String
    func loaded(_ name: String) { $didLoad.accept(name) }
}
