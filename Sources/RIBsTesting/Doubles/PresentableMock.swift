import RIBs

/// A `Presentable` double: subclass it for a RIB's presentable protocol and record what the
/// interactor asked for into ``log``.
@MainActor
open class PresentableMock: Presentable {
    public let name: String
    public let log: CallLog

    public init(name: String = "Presenter", log: CallLog = CallLog()) {
        self.name = name
        self.log = log
    }

    /// Records `"<name>.<call>"`.
    public func record(_ call: String) {
        log.record("\(name).\(call)")
    }
}
