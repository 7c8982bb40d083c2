import RIBs

/// Root: logged out until a login, then LoggedIn; answers deep links.
final class RootInteractor: Interactor, RootActionableItem {
    weak var router: RootRouter?
    /// LoggedIn's actionable item while logged in.
    let loggedIn = ValueRelay<(any LoggedInActionableItem)?>(nil)

    func login(user: String) {
        guard let router else { return }
        loggedIn.value = router.routeToLoggedIn(user: user)
    }

    func waitForLogin() async -> (any LoggedInActionableItem, Void)? {
        for await item in loggedIn.values {
            if let item { return (item, ()) }
        }
        return nil
    }

    func open(parcelID: String) {
        OpenParcelWorkflow(parcelID: parcelID).subscribe(self).cancelOnDeactivate(interactor: self)
    }
}

final class RootRouter: Router<RootInteractor> {
    private let service: any ParcelService
    private var loggedIn: LoggedInRouter?
    /// Kept while it is shown only: a router that kept it after detaching it would keep it
    /// alive, a leak the harness's `finish()` reports.
    private var loggedOut: Router<Interactor>?

    init(interactor: RootInteractor, service: any ParcelService) {
        self.service = service
        super.init(interactor: interactor)
        interactor.router = self
    }

    override var name: String { "Root" }

    override func didLoad() {
        super.didLoad()
        let loggedOut = NamedRouter(name: "LoggedOut")
        self.loggedOut = loggedOut
        attachChild(loggedOut)
    }

    func routeToLoggedIn(user: String) -> any LoggedInActionableItem {
        if let loggedOut {
            detachChild(loggedOut)
            self.loggedOut = nil
        }
        let interactor = LoggedInInteractor(user: user, service: service)
        let router = LoggedInRouter(interactor: interactor, service: service)
        loggedIn = router
        attachChild(router)
        return interactor
    }
}

/// A router whose name is given: LoggedOut, which this app only shows.
final class NamedRouter: Router<Interactor> {
    private let ribName: String
    init(name: String) {
        ribName = name
        super.init(interactor: Interactor())
    }
    override var name: String { ribName }
}

/// Builds the app's root.
public enum ParcelsApp {
    @MainActor
    static func build(service: any ParcelService) -> RootRouter {
        RootRouter(interactor: RootInteractor(), service: service)
    }
}
