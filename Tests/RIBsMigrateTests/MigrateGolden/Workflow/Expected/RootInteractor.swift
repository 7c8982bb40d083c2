import RIBs

@MainActor
protocol RootRouting: Routing {
    func routeToLoggedIn() -> LoggedInActionableItem
}

final class RootInteractor: Interactor, RootActionableItem {
    weak var router: RootRouting?
    private let loggedInItem = ReplayRelay<LoggedInActionableItem>()

    func didLogin() {
        if let item = router?.routeToLoggedIn() {
            loggedInItem.send(item)
        }
    }

    func open(parcelID: String) {
        OpenParcelWorkflow(parcelID: parcelID)
            .subscribe(self)
            .cancelOnDeactivate(interactor: self)
    }

    func waitForLogin() async -> (LoggedInActionableItem, ())? {
        return await loggedInItem.events
            .prefix(1)
            .map { item in (item, ()) }.first()
    }

    /// Forwards to the router's method of the same name, which returns no stream.
    func routeToLoggedIn() async -> (LoggedInActionableItem, ())? {
        guard let item = router?.routeToLoggedIn() else { return nil }
        return (item, ())
    }
}

final class LoggedInInteractor: Interactor, LoggedInActionableItem {
    private(set) var opened: [String] = []

    func openParcel(id: String) async -> (LoggedInActionableItem, String)? {
        opened.append(id)
        return (self, id)
    }
}
