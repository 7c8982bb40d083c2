import RVB

// The seed's sign-up flow: Welcome → Terms → BasicInformation → Congratulation. Root listens to
// Welcome only; the last module's completion reaches it through a stream handed down in the
// dependencies.

struct SignUpResult: Sendable, Equatable {
    let name: String
}

// MARK: - Welcome (the module Root knows)

@MainActor
protocol WelcomeControllable: Controllable, ViewControllable {
    /// The sign-up flow's outcome, whichever module completes it.
    var completed: Events<SignUpResult> { get }
    func tapNext()
}

struct WelcomeDependency: Dependency {}

final class WelcomeBuilder: Builder<WelcomeDependency>, Buildable {
    func build(with parameter: NoParameter) -> any WelcomeControllable {
        let completion = EventRelay<SignUpResult>()
        let router = WelcomeRouter(termsBuilder: TermsBuilder(TermsDependency(completion: completion)))
        return WelcomeView(router: router, completion: completion)
    }
}

final class WelcomeRouter: Routable {
    let termsBuilder: TermsBuilder
    init(termsBuilder: TermsBuilder) { self.termsBuilder = termsBuilder }
    func routeToTerms() -> any TermsControllable { termsBuilder.build(with: NoParameter()) }
}

final class WelcomeView: WelcomeControllable {
    let node = RIBNode(name: "Welcome")
    let router: WelcomeRouter
    private let completion: EventRelay<SignUpResult>
    var isInViewHierarchy = true

    init(router: WelcomeRouter, completion: EventRelay<SignUpResult>) {
        self.router = router
        self.completion = completion
    }

    var completed: Events<SignUpResult> { completion.events }

    func tapNext() {
        node.attach(module: router.routeToTerms(), as: .push)
    }
}

// MARK: - Terms

@MainActor
protocol TermsControllable: Controllable, ViewControllable {
    func accept()
}

struct TermsDependency: Dependency {
    let completion: EventRelay<SignUpResult>
}

final class TermsBuilder: Builder<TermsDependency>, Buildable {
    func build(with parameter: NoParameter) -> any TermsControllable {
        TermsView(
            basicInformationBuilder: BasicInformationBuilder(
                BasicInformationDependency(completion: dependency.completion)))
    }
}

final class TermsView: TermsControllable {
    let node = RIBNode(name: "Terms")
    let basicInformationBuilder: BasicInformationBuilder
    var isInViewHierarchy = true
    init(basicInformationBuilder: BasicInformationBuilder) { self.basicInformationBuilder = basicInformationBuilder }

    func accept() {
        node.attach(module: basicInformationBuilder.build(with: NoParameter()), as: .push)
    }
}

// MARK: - BasicInformation

@MainActor
protocol BasicInformationControllable: Controllable, ViewControllable {
    func submit(name: String)
}

struct BasicInformationDependency: Dependency {
    let completion: EventRelay<SignUpResult>
}

final class BasicInformationBuilder: Builder<BasicInformationDependency>, Buildable {
    func build(with parameter: NoParameter) -> any BasicInformationControllable {
        BasicInformationView(
            congratulationBuilder: CongratulationBuilder(CongratulationDependency(completion: dependency.completion)))
    }
}

final class BasicInformationView: BasicInformationControllable {
    let node = RIBNode(name: "BasicInformation")
    let congratulationBuilder: CongratulationBuilder
    var isInViewHierarchy = true
    init(congratulationBuilder: CongratulationBuilder) { self.congratulationBuilder = congratulationBuilder }

    func submit(name: String) {
        node.attach(module: congratulationBuilder.build(with: CongratulationParameter(name: name)), as: .push)
    }
}

// MARK: - Congratulation (the module that completes the flow)

@MainActor
protocol CongratulationControllable: Controllable, ViewControllable {
    var greeting: String { get }
    func finish()
}

struct CongratulationDependency: Dependency {
    let completion: EventRelay<SignUpResult>
}

struct CongratulationParameter: Parameter {
    let name: String
}

final class CongratulationBuilder: Builder<CongratulationDependency>, Buildable {
    func build(with parameter: CongratulationParameter) -> any CongratulationControllable {
        CongratulationView(name: parameter.name, completion: dependency.completion)
    }
}

final class CongratulationView: CongratulationControllable {
    let node = RIBNode(name: "Congratulation")
    let name: String
    let completion: EventRelay<SignUpResult>
    var isInViewHierarchy = true
    init(name: String, completion: EventRelay<SignUpResult>) {
        self.name = name
        self.completion = completion
    }

    var greeting: String { "Welcome aboard, \(name)!" }

    func finish() {
        completion.send(SignUpResult(name: name))
    }
}

// MARK: - Root

/// Root knows Welcome only, and closes the whole flow when it completes.
@MainActor
final class RootView {
    let node = RIBNode(name: "Root")
    let welcomeBuilder = WelcomeBuilder(WelcomeDependency())
    private(set) var results: [SignUpResult] = []
    private(set) var welcome: (any WelcomeControllable)?

    init() {
        node.interactable.activate()
        node.load()
    }

    func startSignUp() {
        let welcome = welcomeBuilder.build(with: NoParameter())
        self.welcome = welcome
        node.attach(module: welcome, as: .present) { welcome, attachment in
            attachment.on(welcome.completed) { [weak self] result in
                self?.results.append(result)
                self?.closeSignUp()
            }
            attachment.onDetach { [weak self] in self?.welcome = nil }
        }
    }

    func closeSignUp() {
        if let welcome { node.detach(module: welcome) }
    }
}
