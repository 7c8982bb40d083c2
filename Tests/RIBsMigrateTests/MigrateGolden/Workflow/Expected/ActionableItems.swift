import RIBs

@MainActor
public protocol RootActionableItem: AnyObject {
    func waitForLogin() async -> (LoggedInActionableItem, ())?
    func routeToLoggedIn() async -> (LoggedInActionableItem, ())?
}

@MainActor
public protocol LoggedInActionableItem: AnyObject, Sendable {
    func openParcel(id: String) async -> (LoggedInActionableItem, String)?
}
