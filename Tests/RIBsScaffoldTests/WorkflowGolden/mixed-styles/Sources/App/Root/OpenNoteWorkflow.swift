import Foundation
import RIBs

/// OpenNote: a deep link through Root, Home, Account, Form and Note. Each RIB waits for the next to be attached
/// (Home and Form open it), then Note does what the link asks.
final class OpenNoteWorkflow: Workflow<any RootActionableItem> {
    init(account: String) {
        super.init()
        onStep { root in await root.waitForHome() }
            .onStep { home, _ in await home.openAccount() }
            .onStep { accountItem, _ in await accountItem.waitForForm() }
            .onStep { form, _ in await form.openNote() }
            .onStep { note, _ in note.openNote(account: account) }
            .commit()
    }
}

extension OpenNoteWorkflow {
    /// The workflow a link asks for, such as `app://openNote?account=account`; `nil` for another link.
    convenience init?(url: String) {
        guard let components = URLComponents(string: url), components.host == "openNote" else { return nil }
        let query = Dictionary(
            (components.queryItems ?? []).map { ($0.name, $0.value ?? "") }, uniquingKeysWith: { _, last in last })
        guard let account = query["account"] else { return nil }
        self.init(account: account)
    }
}
