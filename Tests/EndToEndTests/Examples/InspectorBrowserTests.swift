import Foundation
import TestSupport
import Testing

/// The inspector's page in a real browser: `Tests/Browser/inspector-in-chromium.py` opens it in
/// headless Chromium while TicTacToe logs in and plays a game, reads the tree and the timeline
/// from the DOM over the DevTools protocol, and saves a screenshot.
@Suite(.endToEnd) struct InspectorBrowserTests {
    static let browser = ["chromium", "chromium-browser", "google-chrome"].first { name in
        (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").contains {
            FileManager.default.isExecutableFile(atPath: "\($0)/\(name)")
        }
    }

    @Test(.enabled(if: browser != nil, "no Chromium on this machine: .ci/run installs Debian's chromium"))
    func thePageShowsTheGamesTreeAndTimelineInChromium() async throws {
        let root = Repository.root
        let screenshot = ChildProcess.builtProducts.appendingPathComponent("inspector-screenshot.png")
        let run = try await ChildProcess.tool(
            "python3",
            arguments: [
                root.appendingPathComponent("Tests/Browser/inspector-in-chromium.py").path,
                ChildProcess.builtProducts.path, screenshot.path,
            ]
        ).run()
        #expect(run.status == 0, "\(run.allOutput)")
        #expect(FileManager.default.fileExists(atPath: screenshot.path))
    }
}
