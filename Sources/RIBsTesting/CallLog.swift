import RIBs

/// An ordered record of calls made on test doubles, so a test can assert sequences across
/// several doubles, not only counts.
///
/// Each double records `"<name>.<call>"`: give several doubles the same log and the entries
/// interleave in the order the calls happened.
///
/// ```swift
/// let log = CallLog()
/// let child = RoutingMock(name: "Child", log: log)
/// parent.attachChild(child)
/// #expect(log.entries == ["Child.activate", "Child.load"])
/// ```
@MainActor
public final class CallLog {
    /// The calls, oldest first.
    public private(set) var entries: [String] = []

    /// Creates an empty log.
    public init() {}

    /// Appends an entry; doubles call it, and so can subclasses of them.
    public func record(_ entry: String) {
        entries.append(entry)
    }

    /// Forgets every entry.
    public func removeAll() {
        entries.removeAll()
    }
}
