import RIBs

/// A `WindowControllable` double for launching a root RIB.
@MainActor
open class WindowControllableMock: WindowControllable {
    public let log: CallLog
    public var rootViewControllable: (any ViewControllable)?
    public private(set) var makeKeyAndVisibleCallCount = 0

    public init(log: CallLog = CallLog()) {
        self.log = log
    }

    /// Whether the window was made key and visible.
    public var isKeyAndVisible: Bool { makeKeyAndVisibleCallCount > 0 }

    open func makeKeyAndVisible() {
        makeKeyAndVisibleCallCount += 1
        log.record("window.makeKeyAndVisible")
    }
}
