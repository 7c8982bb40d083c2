import RVB

/// An RVB module under a classic RIB.
struct FormDependency: Dependency {
    let ledger: any LedgerService
}

final class FormBuilder: Builder<FormDependency> {}
