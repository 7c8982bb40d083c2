import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A child process started with `posix_spawn`, in a process group of its own, with its standard
/// streams on pipes; what ``ChildProcess`` and ``InteractiveProcess`` are built on.
///
/// Why not Foundation's `Process`: on Linux its `waitUntilExit()` hung a whole `swift test` run
/// (no CPU, for good) after the child had exited and been reaped, while Swift Testing's
/// exit-test monitor waited for any child in the same process. Here the child is reaped by
/// `waitpid` on its own pid, nothing else waits for it, and every wait has a deadline:
/// - the parent's ends of the pipes are close-on-exec, so no other child (spawned at the same
///   time by a test beside this one) inherits them and keeps them open;
/// - the child leads its own process group, so a time limit ends it and every process it
///   started (`swift build` starts compilers) with one signal.
package final class SpawnedProcess: @unchecked Sendable {
    /// The child's process id.
    package let pid: pid_t
    /// Our end of the child's standard input (write), output and error (read); `-1` once closed.
    /// Only the thread that drives the process touches them.
    var input: Int32
    var output: Int32
    var errors: Int32
    /// What the child is, for messages: the program and its arguments.
    package let commandLine: String

    /// Starts `executable`. With `mergingErrors`, standard error goes to the output pipe.
    package init(
        executable: URL, arguments: [String], directory: URL?, environment: [String: String]?,
        mergingErrors: Bool = false
    ) throws {
        commandLine = ([executable.path] + arguments).joined(separator: " ")
        Self.ignoreBrokenPipes
        let stdin = try Self.pipe()
        let stdout = try Self.pipe()
        let stderr = mergingErrors ? stdout : try Self.pipe()

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, stdin.read, 0)
        posix_spawn_file_actions_adddup2(&actions, stdout.write, 1)
        posix_spawn_file_actions_adddup2(&actions, stderr.write, 2)
        // Nothing else the test process holds goes to the child: a socket a test opened and
        // closed stayed open while a child spawned meanwhile by another test held its copy, and
        // the server on the other end never saw it close (docs/Reliability.md, the inspector).
        if Self.addCloseFrom(&actions, 3) != 0 {
            throw SpawnError("cannot keep the test's descriptors from `\(commandLine)`")
        }
        if let directory, Self.addChangeDirectory(&actions, directory.path) != 0 {
            throw SpawnError("cannot change the directory of `\(commandLine)` to \(directory.path)")
        }

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // A group of its own (so a time limit ends its descendants too), the default signal
        // mask and dispositions (the test runner ignores SIGPIPE; a child should not inherit it).
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        var allSignals = sigset_t()
        sigfillset(&allSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(
            &attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        var environment = environment ?? ProcessInfo.processInfo.environment
        // `PWD` says where the child is, as a shell sets it. SwiftPM hashes the environment into
        // its check of a cached build plan: with the test's own `PWD` in every package sharing a
        // scratch folder, `swift build` in one package ran the plan of the package built there
        // before, and built that package (a CI run; PackageSandbox).
        if let directory { environment["PWD"] = directory.path }
        let argv = ([executable.path] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv { free(pointer) }
            for pointer in envp { free(pointer) }
        }
        var pid: pid_t = 0
        let started = posix_spawn(&pid, executable.path, &actions, &attributes, argv, envp)
        // The child has its copies; ours of its ends go now, so end of file means the child
        // (and whatever it started) closed them.
        closeDescriptor(stdin.read)
        closeDescriptor(stdout.write)
        if !mergingErrors { closeDescriptor(stderr.write) }
        guard started == 0 else {
            closeDescriptor(stdin.write)
            closeDescriptor(stdout.read)
            if !mergingErrors { closeDescriptor(stderr.read) }
            throw SpawnError("cannot start `\(commandLine)`: \(String(cString: strerror(started)))")
        }
        self.pid = pid
        input = stdin.write
        output = stdout.read
        errors = mergingErrors ? -1 : stderr.read
        _ = fcntl(input, F_SETFL, fcntl(input, F_GETFL) | O_NONBLOCK)
    }

    /// A write to a child that has closed its input fails with EPIPE instead of killing the test
    /// process with SIGPIPE.
    private static let ignoreBrokenPipes: Void = { _ = signal(SIGPIPE, SIG_IGN) }()

    /// Writes all of `bytes` to the child's input (non-blocking, waiting for room with `poll`);
    /// false if the child closed its input or `deadline` passed first.
    package func writeInput(_ bytes: [UInt8], until deadline: ContinuousClock.Instant) -> Bool {
        var pending = bytes[...]
        while !pending.isEmpty, input >= 0 {
            let written = pending.withUnsafeBytes { write(input, $0.baseAddress, $0.count) }
            if written > 0 {
                pending = pending.dropFirst(written)
                continue
            }
            guard written < 0, errno == EAGAIN || errno == EINTR else { return false }
            let remaining = deadline - ContinuousClock.now
            guard remaining > .zero else { return false }
            var descriptor = pollfd(fd: input, events: Int16(POLLOUT), revents: 0)
            _ = poll(&descriptor, 1, Int32(min(remaining.components.seconds * 1_000 + 1, 1_000)))
        }
        return pending.isEmpty
    }

    /// Ends the child and everything it started.
    package func kill() {
        signalGroup(pid, SIGKILL)
    }

    /// The child's exit status once it has ended, waiting until `deadline` at most; `nil` if it
    /// is still running then. A child killed by a signal gives 128 + the signal, as a shell does.
    package func waitForExit(until deadline: ContinuousClock.Instant) -> Int32? {
        var status: Int32 = 0
        while true {
            let reaped = waitpid(pid, &status, WNOHANG)
            if reaped == pid { return Self.exitStatus(status) }
            if reaped < 0, errno != EINTR { return -1 }  // not our child any more: cannot happen here
            if ContinuousClock.now >= deadline { return nil }
            usleep(2_000)
        }
    }

    /// Closes our end of the child's standard input.
    func closeInput() { Self.close(&input) }
    /// Closes our end of the child's standard output.
    func closeOutput() { Self.close(&output) }
    /// Closes our end of the child's standard error.
    func closeErrors() { Self.close(&errors) }

    private static func close(_ descriptor: inout Int32) {
        if descriptor >= 0 { closeDescriptor(descriptor) }
        descriptor = -1
    }

    deinit {
        for descriptor in [input, output, errors] where descriptor >= 0 { closeDescriptor(descriptor) }
    }

    static func exitStatus(_ status: Int32) -> Int32 {
        let signal = status & 0x7f
        return signal == 0 ? (status >> 8) & 0xff : 128 + signal
    }

    private static func pipe() throws -> (read: Int32, write: Int32) {
        var descriptors: [Int32] = [-1, -1]
        #if canImport(Glibc)
        // pipe2 makes them close-on-exec at once: with pipe and then fcntl, a child spawned by
        // another thread in between would inherit them. glibc has it; Swift's module does not.
        typealias Pipe2 = @convention(c) (UnsafeMutablePointer<Int32>, Int32) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "pipe2") else {
            throw SpawnError("pipe2 is missing from the C library")
        }
        let pipe2 = unsafeBitCast(symbol, to: Pipe2.self)
        guard pipe2(&descriptors, O_CLOEXEC) == 0 else { throw SpawnError("pipe2 failed: errno \(errno)") }
        #else
        guard Darwin.pipe(&descriptors) == 0 else { throw SpawnError("pipe failed: errno \(errno)") }
        for descriptor in descriptors { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        #endif
        return (descriptors[0], descriptors[1])
    }

    /// `posix_spawn_file_actions_addclosefrom_np` (glibc 2.34 and later, looked up by name as
    /// below): the child closes every descriptor from `lowest` on, after the `dup2`s above. On
    /// Darwin, where it does not exist, nothing is added. Any test that spawns a child by hand
    /// adds it too (a tmux server lives as long as its test and would hold every socket).
    package static func addCloseFrom(_ actions: inout posix_spawn_file_actions_t, _ lowest: Int32) -> Int32 {
        #if canImport(Darwin)
        return 0
        #else
        typealias AddCloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np")
        else {
            return ENOSYS
        }
        let function = unsafeBitCast(symbol, to: AddCloseFrom.self)
        return withUnsafeMutablePointer(to: &actions) { function($0, lowest) }
        #endif
    }

    /// `posix_spawn_file_actions_addchdir_np`: in Darwin's headers; in glibc (2.29 and later)
    /// but not in Swift's Glibc module, so looked up by name.
    private static func addChangeDirectory(_ actions: inout posix_spawn_file_actions_t, _ path: String) -> Int32 {
        #if canImport(Darwin)
        return posix_spawn_file_actions_addchdir_np(&actions, path)
        #else
        typealias AddChangeDirectory =
            @convention(c) (
                UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>
            ) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addchdir_np") else {
            return ENOSYS
        }
        let function = unsafeBitCast(symbol, to: AddChangeDirectory.self)
        return withUnsafeMutablePointer(to: &actions) { function($0, path) }
        #endif
    }
}

/// A child process could not be started, or did not end in time.
package struct SpawnError: Error, CustomStringConvertible {
    package let description: String
    package init(_ description: String) { self.description = description }
}

/// Reads what `descriptor` has into `buffer`: the count, 0 at its end, -1 on an error.
func readDescriptor(_ descriptor: Int32, into buffer: inout [UInt8]) -> Int {
    buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
}

private func closeDescriptor(_ descriptor: Int32) {
    _ = close(descriptor)
}

/// Sends `signal` to the process group `pid` leads, and to `pid` itself.
private func signalGroup(_ pid: pid_t, _ signal: Int32) {
    _ = kill(-pid, signal)
    _ = kill(pid, signal)
}
