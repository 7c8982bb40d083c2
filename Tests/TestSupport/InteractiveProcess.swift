import Foundation

/// A program driven one line at a time: each line written to its standard input, then its
/// output read until a marker line, with a bound on the wait (a hang is a failure, not a wait
/// forever). Reads wait on a thread of their own, not on Swift's cooperative pool.
package final class InteractiveProcess: @unchecked Sendable {
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private let condition = NSCondition()
    private var buffer = Data()
    private var ended = false

    /// Starts `executable` with `arguments`; standard error goes with standard output.
    package init(executable: URL, arguments: [String] = []) throws {
        process.executableURL = executable
        process.arguments = arguments
        process.standardInput = input
        process.standardOutput = output
        process.standardError = output
        output.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            guard let self else { return }
            self.condition.lock()
            if data.isEmpty { self.ended = true } else { self.buffer.append(data) }
            self.condition.broadcast()
            self.condition.unlock()
        }
        try process.run()
    }

    package var processIdentifier: Int32 { process.processIdentifier }

    /// Resident memory now, from `/proc` (Linux), in kilobytes.
    package var residentKilobytes: Int? {
        guard let status = try? String(contentsOfFile: "/proc/\(processIdentifier)/status", encoding: .utf8) else {
            return nil
        }
        let line = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") }
        return line.flatMap { Int($0.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "") }
    }

    /// Writes `line` and a line break.
    package func send(_ line: String) {
        try? input.fileHandleForWriting.write(contentsOf: Data((line + "\n").utf8))
    }

    /// The output up to and including the next line that is `marker`, consumed; nil if it did not
    /// come within `limit` or the program ended first.
    package func read(until marker: String, within limit: TimeInterval) async -> String? {
        await offThePool { self.readBlocking(until: marker, within: limit) }
    }

    private func readBlocking(until marker: String, within limit: TimeInterval) -> String? {
        let deadline = Date().addingTimeInterval(limit)
        let needle = Data(("\n" + marker + "\n").utf8)
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let range = buffer.range(of: needle) {
                let text = String(decoding: buffer[..<range.upperBound], as: UTF8.self)
                buffer.removeSubrange(..<range.upperBound)
                return text
            }
            if ended || !condition.wait(until: deadline) { return nil }
        }
    }

    /// Closes standard input and waits for the program to end; returns its status and what it
    /// printed since the last read.
    package func finish() async -> (status: Int32, output: String) {
        await offThePool { self.finishBlocking() }
    }

    private func finishBlocking() -> (status: Int32, output: String) {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
        condition.lock()
        let deadline = Date().addingTimeInterval(5)
        while !ended, condition.wait(until: deadline) {}
        let rest = String(decoding: buffer, as: UTF8.self)
        condition.unlock()
        return (process.terminationStatus, rest)
    }
}
