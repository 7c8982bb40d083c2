/// A subscription made with ``Events/subscribe(onNext:)``: its handler gets each element until
/// it is cancelled. Rx's `Disposable`.
///
/// Bind it to the RIB it serves, so it ends without anyone remembering to cancel it:
/// ``cancelOnDeactivate(interactor:fileID:line:)`` (Uber's `disposeOnDeactivate`) or
/// ``cancelOnStop(_:fileID:line:)`` for a worker (Uber's `disposeOnStop`). A subscription nobody binds or
/// cancels runs as long as its stream does, as an Rx subscription that is never disposed.
@MainActor
public final class EventSubscription {
    private var registration: DeliveryRegistration?

    init(_ registration: DeliveryRegistration) {
        self.registration = registration
    }

    /// A subscription that has ended already: Rx's `Disposables.create()`, what a property holds
    /// before it holds a real subscription.
    public convenience init() {
        self.init(.none)
        registration = nil
    }

    /// Whether the subscription has ended.
    public var isCancelled: Bool { registration == nil }

    /// Ends the subscription: its handler gets nothing sent from now on. An element sent before
    /// and still waiting for the main actor (sent from another thread, or while a handler ran)
    /// is delivered first. Cancelling twice does nothing.
    public func cancel() {
        registration?.end(nil)
        registration = nil
    }

    /// Cancels the subscription when `interactor` deactivates: Uber's `disposeOnDeactivate`.
    ///
    /// If the interactor is inactive, the subscription is cancelled at once and the call says
    /// so through ``RIBsDiagnostics``, as Uber disposes at once.
    @discardableResult
    public func cancelOnDeactivate(
        interactor: Interactor, fileID: StaticString = #fileID, line: UInt = #line
    ) -> Self {
        let label = WorkLabel(nil, what: "a subscription bound with cancelOnDeactivate", fileID: fileID, line: line)
        interactor.bindToActivePeriod({ self.cancel() }, what: "cancelOnDeactivate", kind: .subscription, label: label)
        return self
    }

    /// Cancels the subscription when `worker` stops, or when the scope it was started on
    /// deactivates: Uber's `disposeOnStop`. If the worker is not running, at once.
    @discardableResult
    public func cancelOnStop(_ worker: Worker, fileID: StaticString = #fileID, line: UInt = #line) -> Self {
        let label = WorkLabel(nil, what: "a subscription bound with cancelOnStop", fileID: fileID, line: line)
        worker.bindToRunningPeriod({ self.cancel() }, what: "cancelOnStop", kind: .subscription, label: label)
        return self
    }
}
