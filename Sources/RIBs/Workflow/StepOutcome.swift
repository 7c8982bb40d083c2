/// How a step of a workflow ended.
enum StepResult<Output> {
    /// The step produced its output.
    case value(Output)
    /// The step was unsuccessful (it returned `nil`): the chain after it ends quietly.
    case empty
    /// The step threw: the chain after it ends and the workflow receives the error.
    case failure(any Error)
}

/// The single, shared outcome of a step: computed once, when first demanded, and delivered to
/// every later step and fork that follows it.
///
/// This is what Uber's `Step` gets from `take(1)` and `share()`: a step runs at most once
/// however many forks follow it, and not at all until something committed depends on it.
@MainActor
final class StepOutcome<Output> {
    private var result: StepResult<Output>?
    private var followers: [@MainActor (StepResult<Output>) -> Void] = []
    private var connectUpstream: (@MainActor () -> Void)?

    /// An outcome that is already known.
    init(resolved result: StepResult<Output>) {
        self.result = result
    }

    /// An outcome that something else resolves.
    init() {}

    /// Sets what starts computing the outcome, run once when it is first demanded.
    func onFirstDemand(_ connect: @escaping @MainActor () -> Void) {
        connectUpstream = connect
    }

    /// Delivers the outcome to `follower` (now if known); with `demand`, starts computing it.
    func follow(demand: Bool = true, _ follower: @escaping @MainActor (StepResult<Output>) -> Void) {
        if let result {
            follower(result)
            return
        }
        followers.append(follower)
        if demand, let connectUpstream {
            self.connectUpstream = nil
            connectUpstream()
        }
    }

    /// Sets the outcome once; later calls are ignored.
    func resolve(_ result: StepResult<Output>) {
        guard self.result == nil else { return }
        self.result = result
        let waiting = followers
        followers = []
        for follower in waiting { follower(result) }
    }
}
