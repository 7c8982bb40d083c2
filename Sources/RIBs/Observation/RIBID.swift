/// The identity of one router for as long as the process runs: two RIBs of the same type, or a
/// RIB detached and built again, have different identities.
///
/// Every ``Router`` gets one when it is made (``Router/ribID``); an inspector or a log tells
/// RIBs apart by it where names and paths repeat.
public struct RIBID: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The number, from 1 up in the order routers were made.
    public let rawValue: UInt64

    /// An identity with a given number, for comparing with one the runtime gave.
    public init(rawValue: UInt64) {
        self.rawValue = rawValue
    }

    /// `#12`.
    public var description: String { "#\(rawValue)" }

    /// Older first: the order the routers were made in.
    public static func < (lhs: RIBID, rhs: RIBID) -> Bool { lhs.rawValue < rhs.rawValue }

    @MainActor @exclusivity(unchecked) private static var last: UInt64 = 0

    /// The next identity: called once by each router's initializer, on the main actor.
    @MainActor static func next() -> RIBID {
        last &+= 1
        return RIBID(rawValue: last)
    }
}
