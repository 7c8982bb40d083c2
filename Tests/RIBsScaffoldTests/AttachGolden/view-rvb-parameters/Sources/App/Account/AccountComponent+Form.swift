import RIBs

/// What Account needs from its own parent to give Form: make `AccountDependency`
/// refine it when Form needs something Account does not make.
@MainActor
protocol AccountDependencyForm: Dependency {
    var ledger: String { get }
}

/// Account's scope gives Form what it depends on.
extension AccountComponent {
    var ledger: String {
        dependency.ledger
    }
}
