/// A pending check that an object deallocates, and where its RIB stood: what a router keeps from
/// its detach on, and what it hands its interactor when it deallocates itself. The object that is
/// checked withdraws it in its own deinit (it did deallocate).
struct DeallocationCheck {
    let detector: LeakDetector
    let id: UInt64
    /// Where the RIB stood in the tree when the check was made (`Root/LoggedIn/OffGame`).
    let path: LeakPath

    @MainActor
    func withdraw() {
        detector.cancelCheck(id)
    }
}
