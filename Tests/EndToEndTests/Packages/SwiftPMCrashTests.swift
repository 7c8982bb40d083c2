import TestSupport
import Testing

/// Which failed runs of `swift` the package tests retry: only a crash of SwiftPM's own process.
@Suite struct SwiftPMCrashTests {
    // Shortened from CI's log of 54b28b4, where `swift test` crashed in a tutorial step.
    static let swiftTestCrashed = """
          [24/25] Linking ribs-tool
          [25/27] Write swift-version-6A52383ED409C6A7.txt

          *** Signal 11: Backtracing from 0x7f85541679c0... done ***

          *** Program crashed: Bad pointer dereference at 0x0000000000000002 ***

          Platform: x86_64 Linux (Debian GNU/Linux 12 (bookworm))

          Thread 0 "swift-test":

            0      0x00007f8552a5a301 sigsuspend + 65 in libc.so.6

          Thread 2 "-qos.overcommit" crashed:

            0      0x00007f85541679c0 _dispatch_event_loop_drain + 1120 in libdispatch.so
        """

    static let testBinaryCrashed = """
        [5/5] Linking TicTacToePackageTests.xctest

        *** Program crashed: Illegal instruction at 0x000055d1c0e1a2b4 ***

        Thread 0 "TicTacToePackag" crashed:

          0      0x000055d1c0e1a2b4 TicTacToeTests.boardRejectsATakenSquare() in TicTacToePackageTests.xctest

        error: Exited with unexpected signal code 4
        """

    static let buildFailed = """
        Sources/TicTacToe/Board.swift:12:5: error: cannot find 'squares' in scope
        error: fatalError
        """

    @Test func aCrashOfSwiftPMsOwnProcessIsNamedByItsHeadline() {
        let run = ChildProcessResult(status: 11, output: "", errors: Self.swiftTestCrashed)
        #expect(run.swiftPMCrash == "Program crashed: Bad pointer dereference at 0x0000000000000002")
    }

    static let notSwiftPMsCrash: [(status: Int32, output: String)] = [
        (4, testBinaryCrashed),
        (1, buildFailed),
        (0, swiftTestCrashed),
    ]

    @Test(arguments: notSwiftPMsCrash)
    func nothingElseCountsAsSwiftPMsCrash(status: Int32, output: String) {
        let run = ChildProcessResult(status: status, output: output, errors: "")
        #expect(run.swiftPMCrash == nil)
    }
}
