import RIBs
import RxSwift

/// Steps declared in a method, with a weak capture whose absence ends the chain.
final class ReopenWorkflow: Workflow<RootActionableItem> {
    private let parcelID: String

    init(parcelID: String) {
        self.parcelID = parcelID
        super.init()
        setUpSteps()
    }

    private func setUpSteps() {
        onStep { rootItem -> Observable<(LoggedInActionableItem, ())> in
            rootItem.routeToLoggedIn()
        }
        .onStep { [weak self] loggedInItem, _ -> Observable<(LoggedInActionableItem, String)> in
            guard let self else { return Observable.empty() }
            return loggedInItem.openParcel(id: self.parcelID)
        }
        .commit()
    }
}
