import RIBs

/// A `ViewableRouting` double: a ``RoutingMock`` with a view.
@MainActor
open class ViewableRoutingMock: RoutingMock, ViewableRouting {
    /// The view the mock was made with.
    public let viewControllable: any ViewControllable

    /// Creates a mock whose view is `view`, or a new ``ViewControllableMock`` recording into `log`.
    public init(
        name: String = "ViewableRoutingMock",
        interactable: (any Interactable)? = nil,
        view: (any ViewControllable)? = nil,
        log: CallLog = CallLog()
    ) {
        self.viewControllable = view ?? ViewControllableMock(name: "\(name).view", log: log)
        super.init(name: name, interactable: interactable, log: log)
    }
}
