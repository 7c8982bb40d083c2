/// What a test's subclass of the detector (Uber's `LeakDetectorMock`, installed with
/// `setInstance(_:)`) is told: each check the runtime registers, through the Uber-spelled
/// methods it overrides. The detector of an app is never a subclass: it pays one type test.
extension LeakDetector {
    /// The detector Uber's tests install in place of ``shared`` (`setInstance(_:)`).
    static var installed: LeakDetector?

    /// Uber's way for a test (under `@testable import`) to put its own detector, often a
    /// subclass that counts, in place of the shared one. ``scoped`` does it for one task.
    static func setInstance(_ detector: LeakDetector) {
        installed = detector
    }

    func tellTestSubclass(deallocationOf object: AnyObject, within time: Duration) {
        guard type(of: self) != LeakDetector.self, !isTellingTestSubclass else { return }
        isTellingTestSubclass = true
        defer { isTellingTestSubclass = false }
        _ = expectDeallocate(object: object, inTime: time.seconds)
    }

    func tellTestSubclass(disappearanceOf view: any ViewControllable, within time: Duration) {
        guard type(of: self) != LeakDetector.self, !isTellingTestSubclass else { return }
        isTellingTestSubclass = true
        defer { isTellingTestSubclass = false }
        _ = expectViewControllerDisappear(viewController: view, inTime: time.seconds)
    }
}

extension Duration {
    /// The duration in seconds, as Uber's `TimeInterval`s (`Double`).
    fileprivate var seconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) / 1e18
    }
}
