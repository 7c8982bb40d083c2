import RVB

// The RVB sign-up flow of the seed: A → B → C → D. Root knows A only; D's completion reaches it
// through the Dependency (bypassed). C is written with another stream system (a single-consumer
// AsyncStream, as a Combine publisher would be) and adapted for B, which speaks Events.

public struct SignUpResult: Sendable, Equatable {
    public let name: String
}

struct FlowDependency: Dependency {
    let completion: EventRelay<SignUpResult>
}

@MainActor
public protocol StepControllable: Controllable, ViewControllable {
    func next()
}

@MainActor
public protocol AControllable: StepControllable {
    var completed: Events<SignUpResult> { get }
}

public final class ABuilder: Builder<NoDependency>, Buildable {
    public func build(with parameter: NoParameter) -> any AControllable {
        let completion = EventRelay<SignUpResult>()
        return AView(bBuilder: BBuilder(FlowDependency(completion: completion)), completion: completion)
    }
}

final class AView: AControllable {
    let node = RIBNode(name: "A")
    private let bBuilder: BBuilder
    private let completion: EventRelay<SignUpResult>
    var completed: Events<SignUpResult> { completion.events }

    init(bBuilder: BBuilder, completion: EventRelay<SignUpResult>) {
        self.bBuilder = bBuilder
        self.completion = completion
    }

    func next() { node.attach(module: bBuilder.build(with: NoParameter()), as: .push) }
}

final class BBuilder: Builder<FlowDependency>, Buildable {
    func build(with parameter: NoParameter) -> any StepControllable {
        BView(cBuilder: CBuilder(dependency))
    }
}

final class BView: StepControllable {
    let node = RIBNode(name: "B")
    private let cBuilder: CBuilder
    private(set) var cWasConfirmed = false

    init(cBuilder: CBuilder) { self.cBuilder = cBuilder }

    func next() {
        let c = CAdapter(c: cBuilder.build(with: NoParameter()))
        node.attach(module: c, as: .push) { c, attachment in
            attachment.on(c.confirmed) { [weak self] in self?.cWasConfirmed = true }
        }
    }
}

/// C's own contract: its confirmation is a single-consumer stream.
@MainActor
protocol CControllable: StepControllable {
    var confirmed: AsyncStream<Void> { get }
}

/// C as B declares it.
@MainActor
protocol BSideCControllable: StepControllable {
    var confirmed: Events<Void> { get }
}

final class CBuilder: Builder<FlowDependency>, Buildable {
    func build(with parameter: NoParameter) -> any CControllable {
        CView(dBuilder: DBuilder(dependency))
    }
}

final class CView: CControllable {
    let node = RIBNode(name: "C")
    private let dBuilder: DBuilder
    private let confirmation = AsyncStream.makeStream(of: Void.self)
    var confirmed: AsyncStream<Void> { confirmation.stream }

    init(dBuilder: DBuilder) { self.dBuilder = dBuilder }

    func next() {
        confirmation.continuation.yield(())
        node.attach(module: dBuilder.build(with: DParameter(name: "Ada")), as: .push)
    }
}

/// Adapts C's stream to B's, for as long as C is in the tree.
final class CAdapter: BSideCControllable {
    private let c: any CControllable
    private let confirmation = EventRelay<Void>()
    var confirmed: Events<Void> { confirmation.events }
    var node: RIBNode { c.node }

    init(c: any CControllable) {
        self.c = c
        c.node.whileAttached(consuming: c.confirmed) { [weak self] in self?.confirmation.send(()) }
    }

    func next() { c.next() }
}

struct DParameter: Parameter {
    let name: String
}

final class DBuilder: Builder<FlowDependency>, Buildable {
    func build(with parameter: DParameter) -> any StepControllable {
        DView(name: parameter.name, completion: dependency.completion)
    }
}

final class DView: StepControllable {
    let node = RIBNode(name: "D")
    private let name: String
    private let completion: EventRelay<SignUpResult>

    init(name: String, completion: EventRelay<SignUpResult>) {
        self.name = name
        self.completion = completion
    }

    /// D completes the whole flow: Root hears it through A, which it knows.
    func next() { completion.send(SignUpResult(name: name)) }
}

/// Root: knows A only.
@MainActor
public final class RootModule: Controllable {
    public let node = RIBNode(name: "Root")
    public private(set) var results: [SignUpResult] = []
    public private(set) var signUp: (any AControllable)?

    public init() {}

    public func startSignUp() {
        let a = ABuilder(NoDependency()).build(with: NoParameter())
        signUp = a
        node.attach(module: a, as: .present) { a, attachment in
            attachment.on(a.completed) { [weak self] result in
                self?.results.append(result)
                if let signUp = self?.signUp { self?.node.detach(module: signUp) }
            }
            attachment.onDetach { [weak self] in self?.signUp = nil }
        }
    }
}
