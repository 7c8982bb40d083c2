/// What a workflow's step needs from an interactor, carried in a relay: main-actor and
/// `Sendable` at once. Its mock is isolated to the main actor, which makes it `Sendable`.
/// @mockable
@MainActor
protocol LoggedInActionableItem: AnyObject, Sendable {
    func launchGame(with gameId: String?) async -> (any LoggedInActionableItem, Void)?
    var isReady: Bool { get }
}
