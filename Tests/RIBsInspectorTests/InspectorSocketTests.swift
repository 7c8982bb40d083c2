import Testing

/// The suites that open sockets, one after another.
///
/// They share one FlyingSocks client pool, which keys readiness by file descriptor. In one CI
/// run, `everyRequestWithoutTheTokenIsRefused` failed with `.disconnected` on a plain request
/// while the other suites opened and closed sockets at the same time. The likely cause: a
/// socket closed by one test and a new socket of another test given the same number at once,
/// with an event of the old one reaching the new one. Run one at a time, they cannot overlap.
@Suite(.serialized) @MainActor struct InspectorSocketTests {}
