import RxSwift

public protocol RootActionableItem: AnyObject {
    func waitForLogin() -> Observable<(LoggedInActionableItem, ())>
    func routeToLoggedIn() -> Observable<(LoggedInActionableItem, ())>
}

public protocol LoggedInActionableItem: AnyObject {
    func openParcel(id: String) -> Observable<(LoggedInActionableItem, String)>
}
