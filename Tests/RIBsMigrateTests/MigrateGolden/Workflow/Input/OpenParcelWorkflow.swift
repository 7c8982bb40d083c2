import RIBs
import RxSwift

public final class OpenParcelWorkflow: Workflow<RootActionableItem> {
    public init(parcelID: String) {
        super.init()
        self
            .onStep { (rootItem: RootActionableItem) -> Observable<(LoggedInActionableItem, ())> in
                rootItem.waitForLogin()
            }
            .onStep { (loggedInItem: LoggedInActionableItem, _) -> Observable<(LoggedInActionableItem, String)> in
                loggedInItem.openParcel(id: parcelID)
            }
            .commit()
    }
}
