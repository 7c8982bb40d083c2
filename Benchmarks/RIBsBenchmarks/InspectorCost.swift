import FlyingSocks
import Foundation
import RIBs
import RIBsInspector

// MARK: 6. What the observation API and the inspector cost the app

/// The tree benchmark with no observer, then with an inspector started and no client, run in
/// turns so both see the same machine; then a paced 10,000 changes a second with a client that
/// connected and never reads, timing each change on the main actor and counting the main
/// thread's waits and preemptions in it, against the same changes with no inspector.
@MainActor
func inspectorCost() async throws {
    let tree = 10_000
    var bare = Double.infinity
    var served = Double.infinity
    let root = makeRIB()
    root.interactable.activate()
    let inspector = try await RIBsInspector.start(root: root)
    await inspector.stop()
    for _ in 0..<15 {
        bare = min(bare, nanosecondsPerOperation(operations: tree, repetitions: 1) { treeLifecycle(count: tree) })
        let started = try await RIBsInspector.start(root: root)
        served = min(served, nanosecondsPerOperation(operations: tree, repetitions: 1) { treeLifecycle(count: tree) })
        await started.stop()
    }
    report(
        "6a. tree of 10,000 RIBs, inspector started, no client",
        "\(format(served)) vs \(format(bare)) ns/RIB without; \(format((served / bare - 1) * 100, 1))%",
        target: "<= 5%", met: served / bare <= 1.05)

    // A client that connects and then never reads: its queue fills and drops.
    let watched = try await RIBsInspector.start(root: root, eventCapacity: 1_000)
    let socket = try await AsyncSocket.connected(to: try sockaddr_in.inet(ip4: "127.0.0.1", port: watched.port))
    try await socket.write(
        Data(
            ("GET /events?token=\(watched.token) HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\n"
                + "Connection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n")
                .utf8))
    while watched.clientCount == 0 { try await Task.sleep(for: .milliseconds(1)) }
    let paced = try await pacedChanges(under: root)
    try? socket.close()
    await watched.stop()
    // The floor: the same paced changes with no inspector, so a long change the machine causes
    // (a preempted thread) shows in both.
    let floor = try await pacedChanges(under: root)
    report(
        "6b. \(paced.changes) tree changes in \(format(paced.milliseconds, 0)) ms, a client that never reads",
        "longest change on the main actor \(format(paced.longestMicroseconds, 1)) µs\(paced.longestWasPreempted ? " (preempted)" : "") "
            + "vs \(format(floor.longestMicroseconds, 1)) µs\(floor.longestWasPreempted ? " (preempted)" : "") without inspector; "
            + "not preempted \(format(paced.longestUnpreemptedMicroseconds, 1)) vs \(format(floor.longestUnpreemptedMicroseconds, 1)) µs; "
            + "main thread waited \(paced.blockingWaits) times (without: \(floor.blockingWaits)), "
            + "preempted \(paced.preemptions) times (without: \(floor.preemptions)) in changes",
        target: "never waits on the network (0 blocking waits; longest < 1 ms)",
        met: paced.blockingWaits == 0 && paced.longestMicroseconds < 1_000)
}

/// What ``pacedChanges(under:)`` measured.
struct PacedChanges {
    var changes = 0
    var milliseconds = 0.0
    var longestMicroseconds = 0.0
    /// The longest change the kernel did not preempt: the difference from `longestMicroseconds`
    /// is preemption's.
    var longestUnpreemptedMicroseconds = 0.0
    /// Times the main thread gave up its core inside a change, waiting for something (a lock, a
    /// socket): its voluntary context switches there. Preemption is not counted.
    var blockingWaits = 0
    /// Times the kernel gave the main thread's core to another thread inside a change.
    var preemptions = 0
    /// Whether the longest change was among them: then its time is the machine's, not ours.
    var longestWasPreempted = false
}

/// 10,000 tree changes in one second, 100 every 10 ms, letting the server's tasks run between;
/// each attach and detach is timed on the main actor, and the main thread's waits inside it
/// counted.
@MainActor
func pacedChanges(under root: BenchRouter) async throws -> PacedChanges {
    let clock = ContinuousClock()
    var result = PacedChanges()
    var longest = Duration.zero
    var longestUnpreempted = Duration.zero
    let start = clock.now
    for batch in 0..<100 {
        for _ in 0..<50 {
            let child = makeRIB()
            let switchesBefore = contextSwitchesOfThisThread()
            let before = clock.now
            root.attachChild(child)
            root.detachChild(child)
            let took = clock.now - before
            let switches = contextSwitchesOfThisThread()
            result.blockingWaits += switches.waits - switchesBefore.waits
            result.preemptions += switches.preemptions - switchesBefore.preemptions
            if switches.preemptions == switchesBefore.preemptions, took > longestUnpreempted {
                longestUnpreempted = took
            }
            if took > longest {
                longest = took
                result.longestWasPreempted = switches.preemptions > switchesBefore.preemptions
            }
            result.changes += 2
        }
        let next = start + .milliseconds(10 * (batch + 1))
        if clock.now < next { try await Task.sleep(until: next, clock: clock) }
    }
    result.milliseconds = microseconds(clock.now - start) / 1e3
    result.longestMicroseconds = microseconds(longest)
    result.longestUnpreemptedMicroseconds = microseconds(longestUnpreempted)
    return result
}
