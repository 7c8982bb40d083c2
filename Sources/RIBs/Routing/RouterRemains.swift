/// What a router's deinitializer leaves to do on the main actor, with the values it read from
/// the dying router: deactivate its interactor and its children, expect every router below it
/// to deallocate, finish its streams, and hand the leak check of its own deallocation over to
/// its interactor's. A value, not a closure, so that a router dying on the main actor (every
/// one, in an app) allocates nothing for its deinit.
struct RouterRemains: MainActorDeinitWork {
    /// The path of a router that was not detached (its check's, `ownCheck`, names the others),
    /// when it died on the main actor; `nil` when it died elsewhere as a root, where its
    /// overridable `name` could not be asked.
    var knownPath: LeakPath?
    /// The router's and interactor's type names, for the default name when `knownPath` is `nil`.
    var typeNames: (router: String, interactor: String)
    var children: [any Routing]
    var interactable: any Interactable
    var ownedInteractor: Interactor?
    var foreignObservation: ActiveStateObservation?
    var detector: LeakDetector
    var ownCheck: DeallocationCheck?
    var lifecycleEvents: OwnedEvents<RouterLifecycle>
    var subtreeEvents: Broadcast<RouterTreeEvent>
    var ownID: RIBID

    @MainActor mutating func run() {
        // The tree it was detached from, or its own when it went as a root: asked only for a
        // check made here (a check handed over keeps its tree).
        func tree() -> RIBID? {
            ownCheck.flatMap { detector.tree(ofCheck: $0.id) } ?? (detector.isWatched ? ownID : nil)
        }
        let ownPath =
            ownCheck?.path ?? knownPath
            ?? LeakPath(
                name: RouterName.default(routerTypeName: typeNames.router, interactorTypeName: typeNames.interactor))
        if let foreignObservation { interactable.removeActiveStateObserver(foreignObservation) }
        interactable.deactivate()
        for child in children {
            child.interactable.deactivate()
            child.routerNode?.invalidateCachedPaths()  // orphans: their paths start at them
        }
        // Joined only for children: a string built for none cost a leaf's deinit a fifth of the
        // tree benchmark's leak checks.
        if !children.isEmpty {
            let childrenPath = ownPath.ribPath
            let childrenTree = tree()
            for child in children {
                DetachedSubtreeChecks.expect(
                    subtree: child, node: child.routerNode,
                    at: LeakPath(parentPath: childrenPath, name: child.name), tree: childrenTree, detector: detector)
            }
        }
        lifecycleEvents.finish()
        subtreeEvents.finish()
        let interactorCheck = DetachedSubtreeChecks.routerDidDeallocate(
            ownCheck: ownCheck, interactor: interactable, selfReporting: ownedInteractor != nil, at: ownPath,
            tree: tree(), detector: detector
        )
        if let interactorCheck { ownedInteractor?.expectDeallocation(interactorCheck) }
    }
}
