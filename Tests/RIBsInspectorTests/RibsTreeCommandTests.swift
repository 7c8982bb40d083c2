import Foundation
import RIBs
import TestSupport
import Testing

@testable import RIBsInspector

extension InspectorSocketTests {
    /// `ribs tree URL`, the built binary, against a live inspector in this process: it speaks
    /// plain HTTP (the tool does not build FlyingFox) and prints the tree as it is now.
    @Suite(.serialized) @MainActor struct RibsTreeCommandTests {
        @Test func theTreeIsPrintedAsItIsNow() async throws {
            let root = makeTree()
            let inspector = try await RIBsInspector.start(root: root)
            defer { Task { await inspector.stop() } }
            let first = try await ChildProcess.product("ribs", arguments: ["tree", inspector.url]).run()
            #expect(first.status == 0, "\(first.allOutput)")
            let loggedOut = try #require(root.children.first as? NamedRouter)
            #expect(first.output.hasSuffix("└── LoggedOut #\(loggedOut.ribID.rawValue) (active)\n"), "\(first.output)")
            #expect(first.output.hasPrefix("\(root.name) #\(root.ribID.rawValue) (active)\n"), "\(first.output)")

            root.attachChild(NamedRouter("Extra"))
            let second = try await ChildProcess.product("ribs", arguments: ["tree", inspector.url]).run()
            #expect(second.output.contains("├── LoggedOut"), "\(second.output)")
            #expect(second.output.contains("└── Extra"), "\(second.output)")
        }

        /// A failure to read the inspector is not a misuse of the command: it prints why, and the
        /// exit status is 1, without the usage.
        @Test func aWrongTokenAnAddressWithNoInspectorAndNoURLAreNamed() async throws {
            let root = makeTree()
            let inspector = try await RIBsInspector.start(root: root)
            defer { Task { await inspector.stop() } }
            let port = try RefusingPort()
            let cases = [
                (inspector.url + "0", "Error: the inspector answered 403"),
                ("\(port.url)/?token=x", "Error: cannot reach the inspector at \(port.url.dropFirst("http://".count))"),
                ("localhost", "Error: localhost is not an inspector's URL"),
            ]
            for (url, message) in cases {
                let run = try await ChildProcess.product("ribs", arguments: ["tree", url]).run()
                #expect(run.status == 1, "\(url)")
                #expect(run.errors.hasPrefix(message), "\(url): \(run.errors)")
                #expect(!run.allOutput.contains("USAGE"), "\(url): \(run.allOutput)")
            }
        }
    }
}
