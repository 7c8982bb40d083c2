import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// A child a test spawns holds nothing of the test process but its standard streams. Before,
/// it inherited every descriptor not marked close-on-exec: a socket another test closed stayed
/// open while such a child lived, and the inspector on its other end never saw the close
/// (`malformedWebSocketFramesCloseThatConnectionOnly`, three fresh-clone CI runs).
@Suite struct SpawnedChildDescriptorTests {
    #if canImport(Glibc)
    @Test func aChildDoesNotKeepADescriptorTheTestCloses() throws {
        // A pipe made the plain way, as a socket library makes its sockets: inheritable.
        var ends: [Int32] = [-1, -1]
        try #require(pipe(&ends) == 0)
        defer { Glibc.close(ends[0]) }
        let child = try SpawnedProcess(
            executable: URL(fileURLWithPath: "/bin/sleep"), arguments: ["30"], directory: nil, environment: nil)
        defer {
            child.kill()
            _ = child.waitForExit(until: .now + .seconds(10))
        }
        Glibc.close(ends[1])
        // The write end's last copy is gone: the read end is at its end at once. A child that had
        // inherited the write end would hold it for its 30 s.
        var poll = pollfd(fd: ends[0], events: Int16(POLLIN), revents: 0)
        let ready = Glibc.poll(&poll, 1, 5_000)
        #expect(ready == 1, "the pipe's read end was not at its end within 5 s: the child holds the write end")
        var byte: UInt8 = 0
        #expect(read(ends[0], &byte, 1) == 0)
    }
    #endif
}
