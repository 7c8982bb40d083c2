import RVB

// A flow of modules in a chain, in the shape of RVB's sign-up flow (Welcome → Terms → …): Root
// knows the first module only, each module pushes the next on its own view, and the last one
// completes the flow on a stream handed down in the dependencies. Small on purpose: the sign-up
// flow itself is the RVB sample's (Examples/RVB), whose tests play it through.

struct ChainResult: Sendable, Equatable {
    let steps: Int
}

/// What every module of the chain receives: the stream the last one completes the flow on.
struct ChainDependency: Dependency {
    let completion: EventRelay<ChainResult>
}

/// Which link to build, of how many.
struct LinkParameter: Parameter {
    let index: Int
    let count: Int
}

@MainActor
protocol LinkControllable: Controllable, ViewControllable {
    /// The flow's outcome, whichever link completes it.
    var completed: Events<ChainResult> { get }
    /// Pushes the next link, or completes the flow at the last.
    func advance()
}

final class LinkBuilder: Builder<ChainDependency>, Buildable {
    func build(with parameter: LinkParameter) -> any LinkControllable {
        LinkView(parameter, next: LinkBuilder(dependency), completion: dependency.completion)
    }
}

final class LinkView: LinkControllable {
    let node: RIBNode
    let index: Int
    let count: Int
    private let next: LinkBuilder
    private let completion: EventRelay<ChainResult>
    var isInViewHierarchy = true

    init(_ parameter: LinkParameter, next: LinkBuilder, completion: EventRelay<ChainResult>) {
        node = RIBNode(name: "Link\(parameter.index)")
        (index, count, self.next, self.completion) = (parameter.index, parameter.count, next, completion)
    }

    var completed: Events<ChainResult> { completion.events }

    /// The link this one pushed, if any.
    var pushed: LinkView? { node.viewContainer.stack.first?.view as? LinkView }

    func advance() {
        if index == count {
            completion.send(ChainResult(steps: count))
        } else {
            node.attach(module: next.build(with: LinkParameter(index: index + 1, count: count)), as: .push)
        }
    }
}

/// Root knows the first link only, and closes the whole chain when it completes.
@MainActor
final class ChainRoot {
    let node = RIBNode(name: "Root")
    private(set) var results: [ChainResult] = []
    private(set) var first: (any LinkControllable)?

    init() {
        node.interactable.activate()
        node.load()
    }

    func startFlow(links count: Int) {
        let first = LinkBuilder(ChainDependency(completion: EventRelay())).build(
            with: LinkParameter(index: 1, count: count))
        self.first = first
        node.attach(module: first, as: .present) { first, attachment in
            attachment.on(first.completed) { [weak self] result in
                self?.results.append(result)
                self?.closeFlow()
            }
            attachment.onDetach { [weak self] in self?.first = nil }
        }
    }

    func closeFlow() {
        if let first { node.detach(module: first) }
    }
}
