// Compiled with MainActorSendable's input and expected mock: issue 26's test, which failed with
// "mutation of captured var 'launched' in concurrently-executing code" while the mock of a
// main-actor, Sendable protocol was nonisolated with @Sendable handlers.
@MainActor
func aTestCapturesAndChangesItsLocalsInAHandler() async {
    var launched = false
    let item = LoggedInActionableItemMock()
    item.launchGameHandler = { _ in
        launched = true
        return nil
    }
    _ = await item.launchGame(with: "ticTacToe")
    precondition(launched && item.launchGameCallCount == 1)
    let carriedInARelay: any Sendable = item
    _ = carriedInARelay
}
