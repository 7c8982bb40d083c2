extension RIBTestHarness {
    /// What ``RIBTestHarness/finish(sourceLocation:)`` checks besides leaks, which it always
    /// checks.
    public struct Exhaustivity: Sendable, Equatable {
        /// The checks `finish()` can make besides leaks.
        public struct Checks: OptionSet, Sendable, Hashable {
            /// The checks, one bit each.
            public let rawValue: Int
            /// Creates a set of checks from its raw value.
            public init(rawValue: Int) { self.rawValue = rawValue }
            /// Children still attached that the test did not account for with `expectTree`.
            public static var children: Checks { Checks(rawValue: 1 << 0) }
            /// Work still running in the RIBs' active scopes, and their workers', that the test
            /// did not declare with `expectRunning`.
            public static var runningWork: Checks { Checks(rawValue: 1 << 1) }
            /// Every check.
            public static var all: Checks { [.children, .runningWork] }
        }

        /// The checks `finish()` makes.
        public var checks: Checks
        /// Whether the checks it skips still show what they found, as known issues that do not
        /// fail the test.
        public var showsSkippedAssertions: Bool

        /// Every check: unaccounted children, undeclared running work, leaks.
        public static var on: Exhaustivity { Exhaustivity(checks: .all, showsSkippedAssertions: false) }
        /// Leaks only.
        public static var off: Exhaustivity { Exhaustivity(checks: [], showsSkippedAssertions: false) }

        /// Leaks only; with `showSkippedAssertions`, what the other checks found is shown as
        /// known issues.
        public static func off(showSkippedAssertions: Bool) -> Exhaustivity {
            Exhaustivity(checks: [], showsSkippedAssertions: showSkippedAssertions)
        }

        /// Every check but `skipped` (leaks are always checked).
        public static func on(except skipped: Checks, showSkippedAssertions: Bool = false) -> Exhaustivity {
            Exhaustivity(checks: Checks.all.subtracting(skipped), showsSkippedAssertions: showSkippedAssertions)
        }
    }
}
