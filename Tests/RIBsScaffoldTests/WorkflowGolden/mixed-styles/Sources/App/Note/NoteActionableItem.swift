import RIBs

/// What a deep link's workflow asks of Note: `ribs new workflow` adds each step here, and
/// Note's interactor does it.
/// @mockable
@MainActor
protocol NoteActionableItem: AnyObject {
    func openNote(account: String) -> (any NoteActionableItem, Void)?
}
