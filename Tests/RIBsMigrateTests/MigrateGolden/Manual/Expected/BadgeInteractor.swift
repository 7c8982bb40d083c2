import RIBs

/// A plain function that shares its name with the service's `fetchName()`, which becomes
/// `async throws`: a call whose value is used is taken for this one, and said in a note.
struct NameFormatter {
    func fetchName() -> String { "Ada" }
}

final class BadgeInteractor: Interactor {
    private let formatter = NameFormatter()
    private(set) var badge = ""

    func show() {
        let name = formatter.fetchName()
        badge = "[\(name)]"
    }
}
