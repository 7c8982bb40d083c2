import RIBs

/// A stream-style RIB: its dependency struct declares what its children need.
struct HomeDependency {
    let ledger: any LedgerService
}

@MainActor
struct HomeBuilder {
    let dependency: HomeDependency

    /// Account, a classic child, through a component made of the struct.
    func build() -> AccountBuilder {
        AccountBuilder(dependency: HomeAccountComponent(dependency: dependency))
    }
}

/// Home's scope for Account: what Account's dependency asks, Home's struct gives.
final class HomeAccountComponent: Component<HomeDependency>, AccountDependency {}
