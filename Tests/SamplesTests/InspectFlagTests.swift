import Foundation
import TestSupport
import Testing

/// `--inspect` on the example apps, with input from a pipe: the URL is on standard error as
/// soon as the inspector listens, and `ribs tree URL` prints the live tree as the app changes.
@Suite(.serialized) struct InspectFlagTests {
    @Test(arguments: [
        (
            "tictactoe", "login alice bob", "Root #1 (active) [view]\n└── LoggedOut #2 (active) [view]\n",
            "Root #1 (active) [view]\n└── LoggedIn #3 (active)\n    └── OffGame #4 (active) [view]\n"
        ),
        (
            "ribs-login", "login alice wonderland", "Root #1 (active) [view]\n└── Login #2 (active) [view]\n",
            "Root #1 (active) [view]\n"
        ),
    ])
    func theURLIsPrintedAndRibsTreeShowsTheLiveTree(app: String, input: String, tree: String, after: String)
        async throws
    {
        let process = Process()
        process.executableURL = ChildProcess.builtProducts.appendingPathComponent(app)
        process.arguments = ["--inspect"]
        let standardInput = Pipe()
        let standardError = Pipe()
        process.standardInput = standardInput
        process.standardOutput = FileHandle.nullDevice
        process.standardError = standardError
        try process.run()
        defer { if process.isRunning { process.terminate() } }

        let errors = standardError.fileHandleForReading
        let url = try #require(await offThePool { Self.readURL(from: errors, app: app) })
        #expect(url.hasPrefix("http://127.0.0.1:"))
        #expect(url.contains("/?token="))
        let first = try await ChildProcess.product("ribs", arguments: ["tree", url]).run()
        #expect(first.status == 0, "\(first.errors)")
        #expect(first.output == tree, "\(first.output)")

        standardInput.fileHandleForWriting.write(Data((input + "\n").utf8))
        var later = ""
        for _ in 0..<50 {
            later = try await ChildProcess.product("ribs", arguments: ["tree", url]).run().output
            if later.hasPrefix(after) && later != first.output { break }
            try await Task.sleep(for: .milliseconds(100))
        }
        #expect(later.hasPrefix(after) && later != first.output, "\(later)")

        let refused = try await ChildProcess.product("ribs", arguments: ["tree", url + "0"]).run()
        #expect(refused.status != 0)
        #expect(refused.errors.contains("403"))

        try standardInput.fileHandleForWriting.close()
        let status = await offThePool { [process] in
            process.waitUntilExit()
            return process.terminationStatus
        }
        #expect(status == 0)
    }

    /// The first line of standard error that carries the URL.
    private static func readURL(from handle: FileHandle, app: String) -> String? {
        let prefix = "\(app): RIBs inspector on "
        var text = ""
        while true {
            if let line = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().first(where: {
                $0.hasPrefix(prefix)
            }) {
                return String(line.dropFirst(prefix.count))
            }
            let data = handle.availableData
            if data.isEmpty { return nil }
            text += String(decoding: data, as: UTF8.self)
        }
    }
}
