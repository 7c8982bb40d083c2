import RIBs

/// A `WindowControllable` double for launching a root RIB.
@MainActor
open class WindowControllableMock: WindowControllable {
    /// Where calls are recorded.
    public let log: CallLog
    /// The root view set by the launch.
    public var rootViewControllable: (any ViewControllable)?
    /// How many times `makeKeyAndVisible()` was called.
    public private(set) var makeKeyAndVisibleCallCount = 0

    /// Creates a window with no root view, recording into `log`.
    public init(log: CallLog = CallLog()) {
        self.log = log
    }

    /// Whether the window was made key and visible.
    public var isKeyAndVisible: Bool { makeKeyAndVisibleCallCount > 0 }

    /// Counts and records the call (`Window.makeKeyAndVisible`).
    open func makeKeyAndVisible() {
        makeKeyAndVisibleCallCount += 1
        log.record("window.makeKeyAndVisible")
    }
}
