/// A presenter that stands between an interactor and its view, for RIBs that translate
/// business models into view models in a separate object.
///
/// Most RIBs do without one: their view adopts the presentable protocol itself.
@MainActor
open class Presenter<ViewControllerType>: Presentable {
    /// The view this presenter drives.
    public let viewController: ViewControllerType

    /// Creates a presenter for `viewController`.
    public init(viewController: ViewControllerType) {
        self.viewController = viewController
    }
}
