import Foundation

/// A program the tests run to its end: the built products (`ribs`, the sample apps), `swift`,
/// `swiftc` or `tmux`.
///
/// Standard output and standard error are read at the same time (error on its own thread), so
/// a child that writes a lot to either never stalls on a full pipe. The waiting happens on a
/// thread of its own, never on Swift's cooperative pool: a test that waits minutes for
/// `swift build` must not starve the tests running beside it (CI has two cores, so the pool has
/// two threads).
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
        input: String? = nil
    ) {
        self.executable = executable
        self.arguments = arguments
        self.directory = directory
        self.environment = environment
        self.input = input
    }

    /// A product of this package's build, such as `ribs` or `TicTacToe`.
    package static func product(_ name: String, arguments: [String] = []) -> ChildProcess {
        ChildProcess(executable: builtProducts.appendingPathComponent(name), arguments: arguments)
    }

    /// A program found on `PATH`, such as `swift` or `swiftc`.
    package static func tool(_ name: String, arguments: [String] = []) -> ChildProcess {
        ChildProcess(executable: URL(fileURLWithPath: "/usr/bin/env"), arguments: [name] + arguments)
    }

    /// Runs the program to its end, waiting on a thread of its own.
    package func run() async throws -> ChildProcessResult {
        try await offThePool { try runOnThisThread() }
    }

    /// Runs the program to its end, blocking this thread: only for a static initializer, which
    /// cannot wait asynchronously, and only for a program that ends at once.
    package func runOnThisThread() throws -> ChildProcessResult {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        if let environment { process.environment = environment }
        let standardInput = Pipe()
        let standardOutput = Pipe()
        let standardError = Pipe()
        process.standardInput = standardInput
        process.standardOutput = standardOutput
        process.standardError = standardError
        try process.run()
        let errors = PipeReader(standardError.fileHandleForReading)
        if let input { standardInput.fileHandleForWriting.write(Data(input.utf8)) }
        try standardInput.fileHandleForWriting.close()
        let output = standardOutput.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return ChildProcessResult(
            status: process.terminationStatus, output: String(decoding: output, as: UTF8.self), errors: errors.text())
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

/// Reads a pipe to its end on a thread of its own.
private final class PipeReader: @unchecked Sendable {
    // `data` is written once by the reading thread before `done` is signalled, and read only
    // after waiting for it.
    private let done = DispatchSemaphore(value: 0)
    private var data = Data()

    init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            data = handle.readDataToEndOfFile()
            done.signal()
        }
    }

    func text() -> String {
        done.wait()
        return String(decoding: data, as: UTF8.self)
    }
}
