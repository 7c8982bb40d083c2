import RIBs

/// What the deep link's first step needs from Root: to wait for the login.
/// @mockable
@MainActor
protocol RootActionableItem: AnyObject {
    func waitForLogin() async -> (any LoggedInActionableItem, Void)?
}

/// What its second step needs from LoggedIn, carried in a relay: main-actor and Sendable.
/// @mockable
@MainActor
protocol LoggedInActionableItem: AnyObject, Sendable {
    func openParcel(id: String) -> (any LoggedInActionableItem, Void)?
}

/// `parcels://open?id=P1`: once logged in, open the parcel.
final class OpenParcelWorkflow: Workflow<any RootActionableItem> {
    init(parcelID: String) {
        super.init()
        onStep { root in await root.waitForLogin() }
            .onStep { loggedIn, _ in loggedIn.openParcel(id: parcelID) }
            .commit()
    }
}
