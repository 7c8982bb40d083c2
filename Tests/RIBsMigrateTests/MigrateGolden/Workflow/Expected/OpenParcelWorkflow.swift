import RIBs

public final class OpenParcelWorkflow: Workflow<RootActionableItem> {
    public init(parcelID: String) {
        super.init()
        self
            .onStep { (rootItem: RootActionableItem) -> (LoggedInActionableItem, ())? in
                await rootItem.waitForLogin()
            }
            .onStep { (loggedInItem: LoggedInActionableItem, _) -> (LoggedInActionableItem, String)? in
                await loggedInItem.openParcel(id: parcelID)
            }
            .commit()
    }
}
