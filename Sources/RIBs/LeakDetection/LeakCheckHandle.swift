/// The handle ``LeakDetector`` returns.
struct LeakCheckHandle: LeakDetectionHandle {
    weak var detector: LeakDetector?
    let id: UInt64

    func cancel() {
        detector?.cancelCheck(id)
    }
}
