/// Something with a router lifecycle to observe.
@MainActor
public protocol RouterScope: AnyObject {
    /// The lifecycle events from now on (a subscriber made after `didLoad` does not see it, as
    /// with Uber's `PublishSubject`); finishes when the router is deallocated.
    var lifecycle: Events<RouterLifecycle> { get }
}
