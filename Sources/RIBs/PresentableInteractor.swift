/// An interactor that drives a presenter (usually the RIB's view, through a presentable
/// protocol).
///
/// The interactor holds its presenter strongly; the presenter refers back weakly, as a listener.
/// When the interactor is deallocated, the presenter is expected to follow, and the
/// ``LeakDetector`` the interactor was created under checks it.
///
/// ```swift
/// protocol LoginPresentable: Presentable { var listener: LoginPresentableListener? { get set } }
/// final class LoginInteractor: PresentableInteractor<LoginPresentable> {
///     override init(presenter: LoginPresentable) {
///         super.init(presenter: presenter)
///         presenter.listener = self
///     }
/// }
/// ```
@MainActor
open class PresentableInteractor<PresenterType>: Interactor {
    /// The presenter this interactor drives.
    public let presenter: PresenterType
    private let leakDetector = LeakDetector.instance

    /// Creates an inactive interactor driving `presenter`.
    public init(presenter: PresenterType) {
        self.presenter = presenter
    }

    deinit {
        MainActorDeinit.run { self.deinitWork() }
    }

    /// Expects the presenter to follow this interactor.
    private func deinitWork() -> MainActorDeinit.Work {
        guard type(of: presenter as Any) is AnyClass else { return .none }
        let presenterObject = presenter as AnyObject
        let check = deallocationCheck
        let detector = leakDetector
        return MainActorDeinit.Work {
            DetachedSubtreeChecks.expectPresenter(presenterObject, after: check, detector: detector)
        }
    }
}
