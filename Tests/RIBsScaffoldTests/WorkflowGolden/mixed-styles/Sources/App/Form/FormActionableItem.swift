import RIBs

/// What a deep link's workflow asks of Form: `ribs new workflow` adds each step here, and
/// Form's interactor does it.
/// @mockable
@MainActor
protocol FormActionableItem: AnyObject {
    func openNote() async -> (any NoteActionableItem, Void)?
}
