/// A pending check that an object deallocates: what a router keeps from its detach on, and what
/// it hands its interactor when it deallocates itself. The object that is checked withdraws it
/// in its own deinit (it did deallocate).
///
/// Only the detector and the check's id: where the RIB stood is kept once, with the check in the
/// detector (``path``). A copy is one retain; with the path's two strings, copying the check
/// between the router, its deinit's work and its interactor was 5% of the tree benchmark.
struct DeallocationCheck {
    let detector: LeakDetector
    let id: UInt64

    /// Where the RIB stood in the tree when the check was made (`Root/LoggedIn/OffGame`), also
    /// once the check has reported its object as leaked and until the object goes.
    @MainActor var path: LeakPath? {
        detector.path(ofCheck: id)
    }

    @MainActor
    func withdraw() {
        detector.cancelCheck(id)
    }
}
