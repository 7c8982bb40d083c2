import RIBs

/// A `Presentable` double: subclass it for a RIB's presentable protocol and record what the
/// interactor asked for into ``log``.
@MainActor
open class PresentableMock: Presentable {
    /// The name entries are recorded under.
    public let name: String
    /// Where calls are recorded.
    public let log: CallLog

    /// Creates a mock recording into `log` as `name`.
    public init(name: String = "Presenter", log: CallLog = CallLog()) {
        self.name = name
        self.log = log
    }

    /// Records `"<name>.<call>"`.
    public func record(_ call: String) {
        log.record("\(name).\(call)")
    }
}
