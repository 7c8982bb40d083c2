import Foundation

/// A program driven one line at a time: each line written to its standard input, then its
/// output read until a marker line, with a bound on the wait (a hang is a failure, not a wait
/// forever). Reads wait on a thread of their own, not on Swift's cooperative pool.
package final class InteractiveProcess: @unchecked Sendable {
    private let process: SpawnedProcess
    private let received = Received()
    private var finished = false

    /// The output read so far, written by the reading thread and read by waiters, both under
    /// `condition`.
    private final class Received: @unchecked Sendable {
        let condition = NSCondition()
        var buffer = Data()
        var ended = false
    }

    /// Starts `executable` with `arguments`; standard error goes with standard output.
    package init(executable: URL, arguments: [String] = []) throws {
        process = try SpawnedProcess(
            executable: executable, arguments: arguments, directory: nil, environment: nil, mergingErrors: true)
        // The thread holds the process and the buffer, not this object, whose deinit ends a
        // program a failed test left running.
        let (process, received) = (process, received)
        Thread.detachNewThread { Self.readToEnd(process, into: received) }
    }

    deinit {
        if !finished {
            process.kill()
            _ = process.waitForExit(until: .now + .seconds(10))
        }
    }

    /// Reads the output as it comes until its end, waking the waiters.
    private static func readToEnd(_ process: SpawnedProcess, into received: Received) {
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = readDescriptor(process.output, into: &chunk)
            if count < 0, errno == EINTR { continue }
            received.condition.lock()
            if count > 0 { received.buffer.append(contentsOf: chunk[..<count]) } else { received.ended = true }
            received.condition.broadcast()
            received.condition.unlock()
            if count <= 0 { return }
        }
    }

    package var processIdentifier: Int32 { process.pid }

    /// Resident memory now, from `/proc` (Linux), in kilobytes.
    package var residentKilobytes: Int? {
        guard let status = try? String(contentsOfFile: "/proc/\(processIdentifier)/status", encoding: .utf8) else {
            return nil
        }
        let line = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") }
        return line.flatMap { Int($0.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "") }
    }

    /// Writes `line` and a line break; false if the program did not take it within 10 s.
    @discardableResult
    package func send(_ line: String) -> Bool {
        process.writeInput(Array((line + "\n").utf8), until: .now + .seconds(10))
    }

    /// The output up to and including the next line that is `marker`, consumed; nil if it did not
    /// come within `limit` or the program ended first.
    package func read(until marker: String, within limit: TimeInterval) async -> String? {
        await offThePool { self.readBlocking(until: marker, within: limit) }
    }

    /// The next whole line that starts with `prefix`, and what came before it, consumed; nil if
    /// it did not come within `limit` or the program ended first.
    package func read(untilLineStartingWith prefix: String, within limit: TimeInterval) async -> String? {
        await offThePool { self.readLineBlocking(startingWith: prefix, within: limit) }
    }

    private func readLineBlocking(startingWith prefix: String, within limit: TimeInterval) -> String? {
        let deadline = Date().addingTimeInterval(limit)
        received.condition.lock()
        defer { received.condition.unlock() }
        while true {
            let text = String(decoding: received.buffer, as: UTF8.self)
            var consumed = 0
            for line in text.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
                consumed += line.utf8.count + 1
                if line.hasPrefix(prefix) {
                    received.buffer.removeSubrange(..<consumed)
                    return String(line)
                }
            }
            if received.ended || !received.condition.wait(until: deadline) { return nil }
        }
    }

    private func readBlocking(until marker: String, within limit: TimeInterval) -> String? {
        let deadline = Date().addingTimeInterval(limit)
        let needle = Data(("\n" + marker + "\n").utf8)
        received.condition.lock()
        defer { received.condition.unlock() }
        while true {
            if let range = received.buffer.range(of: needle) {
                let text = String(decoding: received.buffer[..<range.upperBound], as: UTF8.self)
                received.buffer.removeSubrange(..<range.upperBound)
                return text
            }
            if received.ended || !received.condition.wait(until: deadline) { return nil }
        }
    }

    /// Closes standard input and waits for the program to end (30 s at most: then it is killed
    /// and the status is -1); returns its status and what it printed since the last read.
    package func finish() async -> (status: Int32, output: String) {
        await offThePool { self.finishBlocking() }
    }

    private func finishBlocking() -> (status: Int32, output: String) {
        finished = true
        process.closeInput()
        var status = process.waitForExit(until: .now + .seconds(30))
        if status == nil {
            process.kill()
            _ = process.waitForExit(until: .now + .seconds(10))
            status = -1
        }
        received.condition.lock()
        let deadline = Date().addingTimeInterval(5)
        while !received.ended, received.condition.wait(until: deadline) {}
        let rest = String(decoding: received.buffer, as: UTF8.self)
        received.condition.unlock()
        return (status ?? -1, rest)
    }
}
