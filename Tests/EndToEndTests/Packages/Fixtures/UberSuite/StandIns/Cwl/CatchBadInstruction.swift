// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

// A stand-in for what Uber's tests use of CwlPreconditionTesting, which does not build on Linux,
// and of XCTest's expected failures, which swift-corelibs-xctest lacks.
import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// What `catchBadInstruction` reports: the block trapped.
public struct BadInstructionException: Sendable {}

/// Runs `block` in a forked child and returns an exception when the child trapped (an assertion
/// or a precondition), `nil` when it ran to its end. The child is the calling thread alone, so
/// `block` must not wait for another thread; it is given 30 seconds, then killed, and the test
/// process stops saying so.
public func catchBadInstruction(in block: () -> Void) -> BadInstructionException? {
    fflush(nil)
    let child = fork()
    if child == 0 {
        // The child's crash report is the expected outcome: keep it off the test's output.
        dup2(open("/dev/null", O_WRONLY), 2)
        block()
        _exit(0)
    }
    precondition(child > 0, "catchBadInstruction: fork() failed")
    var status: Int32 = 0
    let deadline = Date().addingTimeInterval(30)
    while waitpid(child, &status, WNOHANG) == 0 {
        if Date() > deadline {
            kill(child, SIGKILL)
            waitpid(child, &status, 0)
            fatalError("catchBadInstruction: the block did not end within 30 seconds")
        }
        usleep(1_000)
    }
    let signal = status & 0x7f
    return signal != 0 && signal != 0x7f ? BadInstructionException() : nil
}

/// XCTest's expected-failure options: Uber's tests make one and pass it nowhere.
public enum XCTExpectedFailure {
    public final class Options {
        public var issueMatcher: (Issue) -> Bool = { _ in true }
        public init() {}
    }

    public struct Issue {
        public enum Kind { case assertionFailure, thrownError, uncaughtException, performanceRegression, system }
        public var type: Kind
    }
}
