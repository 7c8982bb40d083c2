import RVB

/// Home's view: the module's contract, which keeps its node. Adopt your UI here: a SwiftUI
/// view's model, or a `UIViewController` on iOS.
@MainActor
final class HomeView: HomeControllable {
    private let syncWorker: any SyncWorking

    let node: RIBNode
    private let router: HomeRouter
    private let dependency: HomeDependency
    private let parameter: HomeParameter
    private let finishedRelay = EventRelay<Void>()

    init(
        node: RIBNode,
        router: HomeRouter,
        dependency: HomeDependency,
        parameter: HomeParameter,
        syncWorker: any SyncWorking
    ) {
        self.syncWorker = syncWorker
        self.node = node
        self.router = router
        self.dependency = dependency
        self.parameter = parameter
        syncWorker.start(node.interactor)
    }

    var finished: Events<Void> { finishedRelay.events }

    /// The user is done with Home.
    func finish() {
        finishedRelay.send(())
    }
}
