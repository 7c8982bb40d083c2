import FlyingSocks
import Foundation
import RIBs
import RIBsInspector

// MARK: 6. What the observation API and the inspector cost the app

/// The tree benchmark with no observer, then with an inspector started and no client, run in
/// turns so both see the same machine; then a paced 10,000 changes a second with a client that
/// connected and never reads, timing each change on the main actor.
@MainActor
func inspectorCost() async throws {
    let tree = 10_000
    var bare = Double.infinity
    var served = Double.infinity
    let root = makeRIB()
    root.interactable.activate()
    let inspector = try await RIBsInspector.start(root: root)
    await inspector.stop()
    for _ in 0..<7 {
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
    let clock = ContinuousClock()
    var longest = Duration.zero
    var changes = 0
    let start = clock.now
    // 10,000 changes in one second: 100 every 10 ms, letting the server's tasks run between.
    for batch in 0..<100 {
        for _ in 0..<50 {
            let child = makeRIB()
            let before = clock.now
            root.attachChild(child)
            root.detachChild(child)
            longest = max(longest, clock.now - before)
            changes += 2
        }
        let next = start + .milliseconds(10 * (batch + 1))
        if clock.now < next { try await Task.sleep(until: next, clock: clock) }
    }
    let elapsed = clock.now - start
    try? socket.close()
    await watched.stop()
    let microseconds = Double(longest.components.attoseconds) / 1e12 + Double(longest.components.seconds) * 1e6
    report(
        "6b. \(changes) tree changes in \(format(Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1e3, 0)) ms, a client that never reads",
        "longest change on the main actor \(format(microseconds, 1)) µs",
        target: "never waits on the network (< 1 ms)", met: microseconds < 1_000)
}
