/// Something that does work on behalf of an interactor, for as long as its scope is active.
@MainActor
public protocol Working: AnyObject {
    /// Starts the worker on `interactorScope`: it runs whenever the scope is active, until
    /// ``stop()``. Starting a started worker does nothing.
    func start(_ interactorScope: any InteractorScope)
    /// Stops the worker. Stopping a stopped worker does nothing.
    func stop()
    /// Whether the worker is started.
    var isStarted: Bool { get }
    /// Whether the worker is started: the current value first, then each change; finishes when
    /// the worker is deallocated.
    var isStartedStream: Events<Bool> { get }
}
