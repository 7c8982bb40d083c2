import RIBs
import Testing

extension RIBTestHarness {
    /// Closes the view of the child named `name`, attached right below the RIB under test, as the
    /// person using the app would: the back key, the back button, a sheet pulled down
    /// (`ViewControllable.reportClosedByUser()`). Its parent then detaches it as its own
    /// `detach<Child>()` does and tells its interactor.
    ///
    /// The test fails when no such child is attached, when it has no view, or when the parent
    /// gave the person no way to close it (the app would offer no back key: a launch RIB's
    /// first screen).
    ///
    /// ```swift
    /// harness.router.routeToCreateAccount()
    /// harness.closeByUser("CreateAccount")
    /// harness.expectDetached("CreateAccount")
    /// ```
    public func closeByUser(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let parent = routing
        guard let child = parent.children.first(where: { $0.name == name }) else {
            Issue.record(
                Comment(
                    rawValue:
                        "Expected \(name) attached below \(parent.name) to close it; the tree is:\n\(parent.snapshot)"),
                sourceLocation: sourceLocation)
            return
        }
        guard let view = (child as? any ViewableRouting)?.viewControllable ?? (child as? RIBNode)?.view else {
            Issue.record(
                Comment(
                    rawValue: "\(name) has no view the person could close (a viewless RIB is detached by its parent)."),
                sourceLocation: sourceLocation)
            return
        }
        guard view.isClosableByUser else {
            Issue.record(
                Comment(
                    rawValue:
                        "\(parent.name) gave the person no way to close \(name)'s view: attach it with onUserClose (ribs attach --closable), or detach it in code."
                ),
                sourceLocation: sourceLocation)
            return
        }
        view.reportClosedByUser()
    }
}
