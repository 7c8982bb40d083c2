/// A deinitializer's last work: the check that the object deallocates is withdrawn, for it did.
/// It keeps the check's detector and id, not its path, which a withdrawal does not read.
struct WithdrawnCheck: MainActorDeinitWork {
    private let detector: LeakDetector?
    private let id: UInt64

    init(check: DeallocationCheck?) {
        detector = check?.detector
        id = check?.id ?? 0
    }

    @MainActor mutating func run() {
        detector?.cancelCheck(id)
    }
}
