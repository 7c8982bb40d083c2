import RIBs

/// Steps declared in a method, with a weak capture whose absence ends the chain.
final class ReopenWorkflow: Workflow<RootActionableItem> {
    private let parcelID: String

    init(parcelID: String) {
        self.parcelID = parcelID
        super.init()
        setUpSteps()
    }

    private func setUpSteps() {
        onStep { rootItem -> (LoggedInActionableItem, ())? in
            await rootItem.routeToLoggedIn()
        }
        .onStep { [weak self] loggedInItem, _ -> (LoggedInActionableItem, String)? in
            guard let self else { return nil }
            return await loggedInItem.openParcel(id: self.parcelID)
        }
        .commit()
    }
}
