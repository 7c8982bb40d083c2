import RIBs

/// What the ledger keeps: made once, by the app.
@MainActor
protocol LedgerService: AnyObject, Sendable {}

final class Ledger: LedgerService {}

/// The top of the tree: it makes the ledger, which Account, three RIBs down, needs.
final class AppComponent: Component<EmptyDependency> {
    init() { super.init(dependency: EmptyComponent()) }

    var ledger: any LedgerService { shared { Ledger() } }

    func makeRoot() -> RootBuilder { RootBuilder(dependency: self) }
}
