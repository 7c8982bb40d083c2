/// An attach, a detach or a leak as the runtime hands it to a ``TreeChangeLog`` recorder: what a
/// tool needs to keep a history of the tree, and nothing that costs the app a string or a walk up
/// the tree to make. The recorder works out paths and trees from the parents, off the main actor
/// (a leak, rare, comes with its path and report).
package struct TreeChange: Sendable {
    package enum Kind: UInt8, Sendable {
        case attached
        case detached
        /// The leak detector reported an object that outlived its RIB: ``parent`` is the tree it
        /// stood in, ``leak`` where and the report.
        case leaked
    }

    package var kind: Kind
    /// The RIB attached or detached.
    package var rib: RIBID
    /// The router it was attached to, or detached from.
    package var parent: RIBID
    /// The RIB's name.
    package var name: String
    /// When, in nanoseconds of the system's coarse monotonic clock (a few milliseconds' grain):
    /// ``TreeChangeLog/coarseNanoseconds()``.
    package var time: UInt64
    /// A leak's path and report; nil for an attach or a detach, whose path the recorder works out.
    /// One reference, not two strings: every attach and detach copies a change into the ring, and
    /// two more strings cost the inspected tree 4% of its time.
    package var leak: Leak?

    /// Where a leaked object stood, and the report.
    package final class Leak: Sendable {
        package let path: String
        package let report: String

        package init(path: String, report: String) {
            self.path = path
            self.report = report
        }
    }

    package init(kind: Kind, rib: RIBID, parent: RIBID, name: String, time: UInt64, leak: Leak? = nil) {
        self.kind = kind
        self.rib = rib
        self.parent = parent
        self.name = name
        self.time = time
        self.leak = leak
    }
}
