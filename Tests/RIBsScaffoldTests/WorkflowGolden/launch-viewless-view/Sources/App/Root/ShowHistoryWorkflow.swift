import Foundation
import RIBs

/// ShowHistory: a deep link through Root and LoggedIn. Each RIB waits for the next to be attached, then
/// LoggedIn does what the link asks.
final class ShowHistoryWorkflow: Workflow<any RootActionableItem> {
    init(days: Int, archived: Bool) {
        super.init()
        onStep { root in await root.waitForLoggedIn() }
            .onStep { loggedIn, _ in loggedIn.showHistory(days: days, archived: archived) }
            .commit()
    }
}

extension ShowHistoryWorkflow {
    /// The workflow a link asks for, such as `app://showHistory?days=1&archived=true`; `nil` for another link.
    convenience init?(url: String) {
        guard let components = URLComponents(string: url), components.host == "showHistory" else { return nil }
        let query = Dictionary(
            (components.queryItems ?? []).map { ($0.name, $0.value ?? "") }, uniquingKeysWith: { _, last in last })
        guard
            let days = query["days"].flatMap(Int.init),
            let archived = query["archived"].flatMap(Bool.init)
        else { return nil }
        self.init(days: days, archived: archived)
    }
}
