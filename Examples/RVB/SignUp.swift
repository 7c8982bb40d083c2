import RIBsTerminal
import RVB

struct SignUpResult: Sendable {
    let name: String
}

// MARK: - Welcome: the only module Root knows

@MainActor
protocol WelcomeControllable: Controllable, TerminalView {
    /// The flow's outcome, whichever module completes it.
    var completed: Events<SignUpResult> { get }
}

final class WelcomeBuilder: Builder<NoDependency>, Buildable {
    func build(with parameter: NoParameter) -> any WelcomeControllable {
        let completion = EventRelay<SignUpResult>()
        return WelcomeView(
            router: WelcomeRouter(termsBuilder: TermsBuilder(SignUpDependency(completion: completion))),
            completion: completion)
    }
}

@MainActor
final class WelcomeRouter: Routable {
    let termsBuilder: TermsBuilder
    init(termsBuilder: TermsBuilder) { self.termsBuilder = termsBuilder }

    /// Terms is written with a stream contract; Welcome speaks callbacks: adapt it.
    func routeToTerms(listener: any TermsListener) -> TermsAdapter {
        let adapter = TermsAdapter(terms: termsBuilder.build(with: NoParameter()))
        adapter.listener = listener
        return adapter
    }
}

@MainActor
final class WelcomeView: WelcomeControllable, TermsListener {
    let node = RIBNode(name: "Welcome")
    private let router: WelcomeRouter
    private let completion: EventRelay<SignUpResult>
    private(set) var termsAccepted = false

    init(router: WelcomeRouter, completion: EventRelay<SignUpResult>) {
        self.router = router
        self.completion = completion
    }

    var completed: Events<SignUpResult> { completion.events }
    var title: String { "Welcome" }
    var commands: [String] { ["next"] }
    var topmost: any TerminalView { node.viewContainer.topmostTerminalView ?? self }
    func render() -> [String] { ["Create an account in three steps."] }

    func handle(_ command: String) -> Bool {
        if node.viewContainer.forward(command) { return true }
        guard command == "next", node.viewContainer.stack.isEmpty else { return false }
        node.attach(module: router.routeToTerms(listener: self), as: .push)
        return true
    }

    func termsDidAccept() { termsAccepted = true }
}

/// What every module after Welcome receives: the stream the last one completes the flow on.
struct SignUpDependency: Dependency {
    let completion: EventRelay<SignUpResult>
}

// MARK: - Terms: a stream contract, adapted to callbacks for Welcome

@MainActor
protocol TermsControllable: Controllable, TerminalView {
    var accepted: Events<Void> { get }
}

@MainActor
protocol TermsListener: AnyObject {
    func termsDidAccept()
}

final class TermsBuilder: Builder<SignUpDependency>, Buildable {
    func build(with parameter: NoParameter) -> any TermsControllable {
        TermsView(basicInformationBuilder: BasicInformationBuilder(dependency))
    }
}

@MainActor
final class TermsView: TermsControllable {
    let node = RIBNode(name: "Terms")
    private let acceptance = EventRelay<Void>()
    private let basicInformationBuilder: BasicInformationBuilder

    init(basicInformationBuilder: BasicInformationBuilder) { self.basicInformationBuilder = basicInformationBuilder }

    var accepted: Events<Void> { acceptance.events }
    var title: String { "Terms" }
    var commands: [String] { ["accept"] }
    var topmost: any TerminalView { node.viewContainer.topmostTerminalView ?? self }
    func render() -> [String] { ["1. Be kind.", "2. Have fun."] }

    func handle(_ command: String) -> Bool {
        if node.viewContainer.forward(command) { return true }
        guard command == "accept", node.viewContainer.stack.isEmpty else { return false }
        acceptance.send(())
        node.attach(module: basicInformationBuilder.build(with: NoParameter()), as: .push)
        return true
    }
}

/// Terms as Welcome declares it: callbacks. The events are forwarded while Terms is attached.
@MainActor
final class TermsAdapter: Controllable, TerminalView {
    private let terms: any TermsControllable
    weak var listener: (any TermsListener)?
    var node: RIBNode { terms.node }

    init(terms: any TermsControllable) {
        self.terms = terms
        // Forwards acceptances whenever Terms is active; each period subscribes as it begins.
        terms.node.whileActive(consuming: terms.accepted) { [weak self] in self?.listener?.termsDidAccept() }
    }

    var title: String { terms.title }
    var commands: [String] { terms.commands }
    var topmost: any TerminalView { terms.topmost }
    func render() -> [String] { terms.render() }
    func handle(_ command: String) -> Bool { terms.handle(command) }
}

// MARK: - BasicInformation and Congratulation

@MainActor
protocol BasicInformationControllable: Controllable, TerminalView {}

final class BasicInformationBuilder: Builder<SignUpDependency>, Buildable {
    func build(with parameter: NoParameter) -> any BasicInformationControllable {
        BasicInformationView(congratulationBuilder: CongratulationBuilder(dependency))
    }
}

@MainActor
final class BasicInformationView: BasicInformationControllable {
    let node = RIBNode(name: "BasicInformation")
    private let congratulationBuilder: CongratulationBuilder

    init(congratulationBuilder: CongratulationBuilder) { self.congratulationBuilder = congratulationBuilder }

    var title: String { "Basic information" }
    var commands: [String] { ["name <your name>"] }
    var topmost: any TerminalView { node.viewContainer.topmostTerminalView ?? self }
    func render() -> [String] { ["What is your name?"] }

    func handle(_ command: String) -> Bool {
        if node.viewContainer.forward(command) { return true }
        guard command.hasPrefix("name "), node.viewContainer.stack.isEmpty else { return false }
        let name = String(command.dropFirst("name ".count))
        node.attach(module: congratulationBuilder.build(with: CongratulationParameter(name: name)), as: .push)
        return true
    }
}

struct CongratulationParameter: Parameter {
    let name: String
}

@MainActor
protocol CongratulationControllable: Controllable, TerminalView {}

final class CongratulationBuilder: Builder<SignUpDependency>, Buildable {
    func build(with parameter: CongratulationParameter) -> any CongratulationControllable {
        CongratulationView(name: parameter.name, completion: dependency.completion)
    }
}

@MainActor
final class CongratulationView: CongratulationControllable {
    let node = RIBNode(name: "Congratulation")
    private let name: String
    private let completion: EventRelay<SignUpResult>

    init(name: String, completion: EventRelay<SignUpResult>) {
        self.name = name
        self.completion = completion
    }

    var title: String { "Congratulation" }
    var commands: [String] { ["finish"] }
    func render() -> [String] { ["Welcome aboard, \(name)!"] }

    func handle(_ command: String) -> Bool {
        guard command == "finish" else { return false }
        completion.send(SignUpResult(name: name))  // reaches Root, four modules up
        return true
    }
}
