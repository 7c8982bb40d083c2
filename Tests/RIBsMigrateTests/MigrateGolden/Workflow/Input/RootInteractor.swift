import RIBs
import RxSwift

protocol RootRouting: Routing {
    func routeToLoggedIn() -> LoggedInActionableItem
}

final class RootInteractor: Interactor, RootActionableItem {
    weak var router: RootRouting?
    private let loggedInItem = ReplaySubject<LoggedInActionableItem>.create(bufferSize: 1)

    func didLogin() {
        if let item = router?.routeToLoggedIn() {
            loggedInItem.onNext(item)
        }
    }

    func open(parcelID: String) {
        OpenParcelWorkflow(parcelID: parcelID)
            .subscribe(self)
            .disposeOnDeactivate(interactor: self)
    }

    func waitForLogin() -> Observable<(LoggedInActionableItem, ())> {
        return loggedInItem
            .take(1)
            .map { item in (item, ()) }
    }

    /// Forwards to the router's method of the same name, which returns no stream.
    func routeToLoggedIn() -> Observable<(LoggedInActionableItem, ())> {
        guard let item = router?.routeToLoggedIn() else { return .empty() }
        return .just((item, ()))
    }
}

final class LoggedInInteractor: Interactor, LoggedInActionableItem {
    private(set) var opened: [String] = []

    func openParcel(id: String) -> Observable<(LoggedInActionableItem, String)> {
        opened.append(id)
        return Observable.just((self, id))
    }
}
