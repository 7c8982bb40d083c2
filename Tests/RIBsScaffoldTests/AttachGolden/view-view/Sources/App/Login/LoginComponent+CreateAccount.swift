import RIBs

/// What Login needs from its own parent to give CreateAccount: make `LoginDependency`
/// refine it when CreateAccount needs something Login does not make.
@MainActor
protocol LoginDependencyCreateAccount: Dependency {}

/// Login's scope gives CreateAccount what it depends on.
extension LoginComponent: CreateAccountDependency {}
