import RIBs

/// What Login needs from its own parent to give CreateAccount: make `LoginDependency`
/// refine it when CreateAccount needs something Login does not make.
@MainActor
protocol LoginDependencyCreateAccount: Dependency {
    // TODO: Declare what CreateAccount needs that Login gets from its own parent.
}

/// Login's scope gives CreateAccount what it depends on.
extension LoginComponent: CreateAccountDependency {
    // TODO: Give CreateAccount what its dependency declares, from Login's scope or its dependency.
}
