import Foundation
import RIBs

/// OpenParcel: a deep link through Root, LoggedIn and ParcelList. Each RIB waits for the next to be attached, then
/// ParcelList does what the link asks.
final class OpenParcelWorkflow: Workflow<any RootActionableItem> {
    init(parcelID: String) {
        super.init()
        onStep { root in await root.waitForLoggedIn() }
            .onStep { loggedIn, _ in await loggedIn.waitForParcelList() }
            .onStep { parcelList, _ in parcelList.openParcel(parcelID: parcelID) }
            .commit()
    }
}

extension OpenParcelWorkflow {
    /// The workflow a link asks for, such as `app://openParcel?parcelID=parcelID`; `nil` for another link.
    convenience init?(url: String) {
        guard let components = URLComponents(string: url), components.host == "openParcel" else { return nil }
        let query = Dictionary(
            (components.queryItems ?? []).map { ($0.name, $0.value ?? "") }, uniquingKeysWith: { _, last in last })
        guard let parcelID = query["parcelID"] else { return nil }
        self.init(parcelID: parcelID)
    }
}
