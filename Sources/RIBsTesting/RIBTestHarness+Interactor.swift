import RIBs
import Testing

extension RIBTestHarness {
    /// The interactor of the RIB under test, as its class (Uber's `router.interactor`): the
    /// builder returns the RIB's routing protocol, whose `interactable` is typed as any
    /// interactable, so a test that calls the interactor asks for it by type here. `nil`, with an
    /// issue naming the interactor's actual type, when it is of another. Do not keep it past
    /// ``finish(sourceLocation:)``, which judges the RIB's objects freed under leak detection.
    ///
    /// ```swift
    /// harness.interactor(as: PlayerInteractor.self)?.play()
    /// ```
    public func interactor<Interactor>(
        as type: Interactor.Type, sourceLocation: SourceLocation = #_sourceLocation
    ) -> Interactor? {
        let interactable = routing.interactable
        guard let interactor = interactable as? Interactor else {
            Issue.record(
                "The RIB under test (\(routing.name)) has a \(Swift.type(of: interactable)) as its interactor, not a \(type).",
                sourceLocation: sourceLocation)
            return nil
        }
        return interactor
    }
}
