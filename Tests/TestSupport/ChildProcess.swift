import Foundation

/// A program the tests run to its end: the built products (`ribs`, the sample apps), `swift`,
/// `swiftc` or `tmux`.
///
/// Standard output and standard error are read at the same time, so a child that writes a lot
/// to either never stalls on a full pipe. The waiting happens on a thread of its own, never on
/// Swift's cooperative pool: a test that waits minutes for `swift build` must not starve the
/// tests running beside it (CI has two cores, so the pool has two threads). Every run has a
/// time limit (``timeLimit``): a program that hangs fails its test with its command line.
///
/// ```swift
/// let run = try await ChildProcess.product("ribs", arguments: ["mock", "--help"]).run()
/// #expect(run.status == 0)
/// ```
package struct ChildProcess: Sendable {
    /// The folder with the built products: the test binary sits in it.
    package static let builtProducts = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()

    package var executable: URL
    package var arguments: [String]
    /// The working directory; the test's own when `nil`.
    package var directory: URL?
    /// The environment; the test's own when `nil`.
    package var environment: [String: String]?
    /// Written to the child's standard input, which is then closed; an empty stream when `nil`.
    package var input: String?

    package init(
        executable: URL, arguments: [String] = [], directory: URL? = nil, environment: [String: String]? = nil,
        input: String? = nil, timeLimit: Duration = .seconds(300)
    ) {
        self.executable = executable
        self.arguments = arguments
        self.directory = directory
        self.environment = environment
        self.input = input
        self.timeLimit = timeLimit
    }

    /// A product of this package's build, such as `ribs` or `TicTacToe`.
    package static func product(_ name: String, arguments: [String] = []) -> ChildProcess {
        ChildProcess(executable: builtProducts.appendingPathComponent(name), arguments: arguments)
    }

    /// A program found on `PATH`, such as `swift` or `swiftc`. `swift` gets 30 minutes: a
    /// package's first build compiles its dependencies on two cores.
    package static func tool(_ name: String, arguments: [String] = []) -> ChildProcess {
        ChildProcess(
            executable: URL(fileURLWithPath: "/usr/bin/env"), arguments: [name] + arguments,
            timeLimit: name == "swift" ? .seconds(1_800) : .seconds(300))
    }

    /// How long the program may run: past it, the program and everything it started are
    /// killed and ``run()`` throws ``ChildProcessTimeout``, naming the command.
    package var timeLimit: Duration

    /// Runs the program to its end, waiting on a thread of its own, once one of the machine's
    /// slots for child processes is free (``ProcessSlots``).
    package func run() async throws -> ChildProcessResult {
        try await ProcessSlots.shared.run(([executable.lastPathComponent] + arguments).joined(separator: " ")) {
            try await offThePool { try runOnThisThread() }
        }
    }

    /// Runs the program to its end, blocking this thread: only for a static initializer, which
    /// cannot wait asynchronously, and only for a program that ends at once.
    ///
    /// One loop writes the input and reads both outputs as they come (`poll`), so a child that
    /// writes a lot to either, or reads its input late, never stalls on a full pipe.
    package func runOnThisThread() throws -> ChildProcessResult {
        // The compiler's driver leaves an empty `TemporaryDirectory.*` in TMPDIR per run: tens of
        // thousands of them in /tmp after a few test runs. `swift`, `swiftc` and our products
        // (`ribs` runs `swift`) get a folder of their own, removed when they end.
        var environment = environment
        var scratch: URL?
        let tool = executable.lastPathComponent == "env" ? arguments.first ?? "" : executable.lastPathComponent
        if tool == "swift" || tool == "swiftc" || executable.deletingLastPathComponent() == Self.builtProducts {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ribs-tmp-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            environment = (environment ?? ProcessInfo.processInfo.environment).merging(["TMPDIR": folder.path]) { $1 }
            scratch = folder
        }
        defer { if let scratch { try? FileManager.default.removeItem(at: scratch) } }
        let process = try SpawnedProcess(
            executable: executable, arguments: arguments, directory: directory, environment: environment)
        let clock = ContinuousClock()
        let deadline = clock.now + timeLimit
        var pending = Array((input ?? "").utf8)[...]
        if pending.isEmpty { process.closeInput() }
        var output: [UInt8] = []
        var errors: [UInt8] = []
        var status: Int32?
        // Once the child has exited, what it started may still hold its output open: that gets
        // a few seconds, not the whole limit.
        var readUntil = deadline
        while process.output >= 0 || process.errors >= 0 {
            if clock.now >= readUntil { break }
            if status == nil, let exited = process.waitForExit(until: clock.now) {
                status = exited
                readUntil = min(deadline, clock.now + .seconds(5))
            }
            var descriptors = [process.output, process.errors, process.input].enumerated().compactMap {
                index, descriptor in
                descriptor < 0 ? nil : pollfd(fd: descriptor, events: Int16(index == 2 ? POLLOUT : POLLIN), revents: 0)
            }
            guard poll(&descriptors, nfds_t(descriptors.count), 100) > 0 else { continue }
            for descriptor in descriptors where descriptor.revents != 0 {
                if descriptor.fd == process.input {
                    let written = pending.withUnsafeBytes { write(descriptor.fd, $0.baseAddress, $0.count) }
                    if written > 0 { pending = pending.dropFirst(written) }
                    if pending.isEmpty || (written < 0 && errno != EAGAIN && errno != EINTR) { process.closeInput() }
                } else if descriptor.fd == process.output {
                    if !Self.readAvailable(descriptor.fd, into: &output) { process.closeOutput() }
                } else if descriptor.fd == process.errors {
                    if !Self.readAvailable(descriptor.fd, into: &errors) { process.closeErrors() }
                }
            }
        }
        process.closeInput()
        if status == nil { status = process.waitForExit(until: deadline) }
        let result = ChildProcessResult(
            status: status ?? -1, output: String(decoding: output, as: UTF8.self),
            errors: String(decoding: errors, as: UTF8.self))
        guard status != nil else {
            process.kill()
            _ = process.waitForExit(until: clock.now + .seconds(10))
            throw ChildProcessTimeout(commandLine: process.commandLine, limit: timeLimit, partial: result)
        }
        return result
    }

    /// Appends what `descriptor` has; false at its end.
    private static func readAvailable(_ descriptor: Int32, into buffer: inout [UInt8]) -> Bool {
        var chunk = [UInt8](repeating: 0, count: 65_536)
        let count = readDescriptor(descriptor, into: &chunk)
        if count > 0 {
            buffer += chunk[..<count]
            return true
        }
        return count < 0 && (errno == EINTR || errno == EAGAIN)
    }
}

/// A child process ran past its time limit; it was killed, with everything it started.
package struct ChildProcessTimeout: Error, CustomStringConvertible {
    package let commandLine: String
    package let limit: Duration
    /// What it wrote before it was killed.
    package let partial: ChildProcessResult

    package var description: String {
        "`\(commandLine)` did not end within \(limit) and was killed; the end of its output:\n"
            + String(partial.allOutput.suffix(3_000))
    }
}

/// What a finished child process returned and wrote.
package struct ChildProcessResult: Sendable {
    /// The exit status.
    package var status: Int32
    /// Everything written to standard output.
    package var output: String
    /// Everything written to standard error.
    package var errors: String

    package init(status: Int32, output: String, errors: String) {
        self.status = status
        self.output = output
        self.errors = errors
    }

    /// Standard output, then standard error: for messages that may go to either.
    package var allOutput: String { output + errors }
}
