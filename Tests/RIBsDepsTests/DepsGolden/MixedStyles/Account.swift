import RIBs

/// A classic RIB under a stream-style one; it asks for the ledger, and its RVB child takes it.
@MainActor
protocol AccountDependency: Dependency, AccountPassThrough {
    var ledger: any LedgerService { get }
}

final class AccountComponent: Component<any AccountDependency> {}

final class AccountBuilder: Builder<any AccountDependency> {
    func build() -> FormBuilder {
        let component = AccountComponent(dependency: dependency)
        return FormBuilder(FormDependency(ledger: component.ledger))
    }
}
