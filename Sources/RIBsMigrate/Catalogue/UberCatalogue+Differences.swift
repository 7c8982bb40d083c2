/// The behaviours swift-ribs has otherwise than Uber's RIBs on purpose: the guide's table, each
/// row on the entries of Uber's API it concerns (``UberCatalogue/lines``).
extension UberCatalogue.Difference {
    /// The table's rows, in its order.
    static let all: [Self] = [
        attachUnderInactiveParent, detachChecksSubtree, confinedValueOnce, misuseStops, closedViewDetaches,
        onlyOwnStreamsComplete,
    ]

    static let attachUnderInactiveParent = Self(
        behaviour: "Attaching under an inactive parent", uber: "the child is activated regardless",
        swiftRIBs:
            "the child stays inactive until its parent activates; activating it alone is refused with a message; a test double attached there is not called, and is deactivated once when it is detached, as in Uber's RIBs",
        why: "a subtree active under an inactive ancestor runs logic nobody can see")

    static let detachChecksSubtree = Self(
        behaviour: "What a detach checks for leaks", uber: "iOS checks the interactor and the view",
        swiftRIBs: "the whole detached subtree: every router, interactor and view, as Uber's Android does",
        why: "a leaked grandchild is as much a leak")

    static let confinedValueOnce = Self(
        behaviour: "A confined stream's value held while inactive",
        uber: "re-delivered on every reactivation (`combineLatest`)",
        swiftRIBs: "delivered once, on the next activation",
        why: "a value is an event, not a state to replay")

    static let misuseStops = Self(
        behaviour: "Misuse: attaching a child twice, detaching a stranger, launching twice",
        uber: "assertions in debug builds",
        swiftRIBs: "stopped with a message naming the RIBs involved, in every build",
        why: "a corrupted tree is worse than a stopped app")

    static let closedViewDetaches = Self(
        behaviour: "A view the person closed (a sheet pulled down, a back swipe)",
        uber: "its RIB stays attached and active",
        swiftRIBs: "its parent router detaches it and tells its interactor",
        why: "a RIB with no view on screen runs logic nobody sees, and leaks")

    static let onlyOwnStreamsComplete = Self(
        behaviour: "Which streams complete", uber: "every `Observable` can complete",
        swiftRIBs:
            "a relay's stream (when the relay goes, or an `EventRelay` is finished) and a RIB's own (`isActiveStream`, `lifecycle`, `isStartedStream`, when the RIB goes) call `subscribe(onNext:onCompleted:)`'s `onCompleted`; a stream an operator made does not (but `do(onDispose:)`, which passes the end on), and `ribs migrate` names `onCompleted` on one",
        why: "the runtime's streams are events for a RIB's lifetime, not sequences that end")
}
