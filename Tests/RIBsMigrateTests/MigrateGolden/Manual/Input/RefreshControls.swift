import RxCocoa
import RxSwift

/// A view's controls handed to its interactor as RxCocoa's types: the file
/// stays on RxSwift whole, named, rather than half rewritten.
protocol RefreshControls {
    var pullToRefresh: ControlEvent<Void> { get }
    var query: ControlProperty<String?> { get }
    var isLoading: Binder<Bool> { get }
}
