import FlyingSocks
import Foundation
import RIBs
import Testing

@testable import RIBsInspector

/// A router whose name the test gives.
final class NamedRouter: Router<Interactor> {
    let ribName: String
    init(_ name: String) {
        ribName = name
        super.init(interactor: Interactor())
    }
    override var name: String { ribName }
}

/// A tree of its own for each test (suites run at once, and an inspector shows its root's tree):
/// `<name>` with a `LoggedOut` child.
@MainActor
func makeTree(_ name: String = #function) -> NamedRouter {
    let root = NamedRouter(String(name.prefix { $0 != "(" }))
    root.interactable.activate()
    root.load()
    root.attachChild(NamedRouter("LoggedOut"))
    return root
}

func tree(_ message: [String: Any]) -> [String: Any]? { message["tree"] as? [String: Any] }
func childNames(_ node: [String: Any]?) -> [String] {
    ((node?["children"] as? [[String: Any]]) ?? []).compactMap { $0["name"] as? String }
}
func events(_ message: [String: Any]) -> [[String: Any]] { (message["events"] as? [[String: Any]]) ?? [] }

extension InspectorSocketTests {
    @Suite(.serialized) @MainActor struct InspectorServerTests {
        @Test func everyRequestWithoutTheTokenIsRefused() async throws {
            let root = makeTree()
            let inspector = try await RIBsInspector.start(root: root)
            defer { Task { await inspector.stop() } }
            #expect(inspector.url == "http://127.0.0.1:\(inspector.port)/?token=\(inspector.token)")
            for target in ["/", "/?token=", "/?token=wrong", "/events", "/api/tree?token=\(inspector.token)x"] {
                let (status, body) = try await RawConnection.get(target, port: inspector.port)
                #expect(status == 403, "\(target)")
                #expect(body.contains("token"))
            }
            let page = try await RawConnection.get("/?token=\(inspector.token)", port: inspector.port)
            #expect(page.status == 200)
            #expect(page.body.contains("<title>RIBs Inspector</title>"))
            #expect(
                !page.body.contains("http://") && !page.body.contains("https://"),
                "the page loads nothing from elsewhere")
            let missing = try await RawConnection.get("/nothing?token=\(inspector.token)", port: inspector.port)
            #expect(missing.status == 404)
        }

        /// A page opened after the fact sees what led to the tree: the events since the
        /// inspector started, whether or not anyone watched then.
        @Test func aClientThatConnectsLateGetsTheHistory() async throws {
            let root = makeTree()
            let inspector = try await RIBsInspector.start(root: root)
            defer { Task { await inspector.stop() } }
            root.detachChild(root.children[0])
            root.attachChild(NamedRouter("LoggedIn"))
            let client = try await RawConnection.webSocket(token: inspector.token, port: inspector.port)
            defer { client.close() }
            let first = try await client.readMessage()
            #expect(first["type"] as? String == "snapshot")
            let history = events(first).map { "\($0["kind"]!) \($0["path"]!)" }
            #expect(history.contains("detached \(root.name)/LoggedOut"), "\(history)")
            #expect(history.contains("attached \(root.name)/LoggedIn"), "\(history)")
            #expect(childNames(tree(first)) == ["LoggedIn"])
        }

        /// Leaks reach the inspector the way every other event does: a leak reported while no page
        /// watches is in the history a page gets when it opens, one reported while a page watches
        /// arrives as an event; each once, and another tree's leak not at all.
        @Test func leaksAreInTheHistoryAndArriveWhileWatched() async throws {
            let detector = LeakDetector(clock: ContinuousClock(), leakHandler: { _ in })
            let (root, other) = LeakDetector.$scoped.withValue(detector) { (makeTree(), makeTree("Other")) }
            let inspector = try await RIBsInspector.start(root: root)
            defer { Task { await inspector.stop() } }
            func leakAChild(of tree: NamedRouter, named name: String) -> NamedRouter {
                let child = LeakDetector.$scoped.withValue(detector) { NamedRouter(name) }
                tree.attachChild(child)
                tree.detachChild(child)
                return child  // kept: it outlives its detach
            }
            let early = leakAChild(of: root, named: "Early")
            let stranger = leakAChild(of: other, named: "Stranger")
            detector.runAllChecksNow()
            #expect(detector.reports.count == 2, "\(detector.reports)")
            let client = try await RawConnection.webSocket(token: inspector.token, port: inspector.port)
            defer { client.close() }
            let first = try await client.readMessage()
            let history = events(first).filter { $0["kind"] as? String == "leaked" }.map { "\($0["path"]!)" }
            #expect(history == ["\(root.name)/Early"], "\(events(first))")
            let late = leakAChild(of: root, named: "Late")
            detector.runAllChecksNow()
            var leaks: [String] = []
            for _ in 0..<200 where leaks.isEmpty {
                leaks += events(try await client.readMessage()).filter { $0["kind"] as? String == "leaked" }
                    .map { "\($0["path"]!)" }
            }
            #expect(leaks == ["\(root.name)/Late"])
            withExtendedLifetime((early, stranger, late, other)) {}
        }

        @Test func aClientGetsTheSnapshotFirstThenEventsAndTheTree() async throws {
            let root = makeTree()
            let inspector = try await RIBsInspector.start(root: root)
            defer { Task { await inspector.stop() } }
            #expect(inspector.isObserving, "observed from the start, for the history")
            let client = try await RawConnection.webSocket(token: inspector.token, port: inspector.port)
            defer { client.close() }
            let first = try await client.readMessage()
            #expect(first["type"] as? String == "snapshot")
            #expect(tree(first)?["name"] as? String == root.name)
            #expect(tree(first)?["active"] as? Bool == true)
            #expect(childNames(tree(first)) == ["LoggedOut"])
            #expect(inspector.isObserving)

            root.detachChild(root.children[0])
            let loggedIn = NamedRouter("LoggedIn")
            root.attachChild(loggedIn)
            // Events and trees come in as many messages as the server's pace makes: read until
            // five events and a tree with LoggedIn have come, in whatever order.
            var kinds: [String] = []
            var latestTree: [String: Any]?
            for _ in 0..<200 where kinds.count < 5 || latestTree == nil {
                let message = try await client.readMessage()
                kinds += events(message).map { "\($0["kind"]!) \($0["path"]!)" }
                if message["type"] as? String == "tree", childNames(tree(message)) == ["LoggedIn"] {
                    latestTree = message
                }
            }
            let r = root.name
            #expect(
                Array(kinds.prefix(5)) == [
                    "deactivated \(r)/LoggedOut", "detached \(r)/LoggedOut", "attached \(r)/LoggedIn",
                    "activated \(r)/LoggedIn", "loaded \(r)/LoggedIn",
                ])
            let treeMessage = try #require(latestTree)
            let child = (tree(treeMessage)?["children"] as? [[String: Any]])?.first
            #expect((child?["id"] as? NSNumber)?.uint64Value == loggedIn.ribID.rawValue)
            #expect(child?["interactor"] as? String == "Interactor")
            #expect(child?["router"] as? String == "NamedRouter")
        }

        /// Two trees of one process with one root name (tests make several): the inspector shows
        /// its own tree's events, told by identity, not by the path's first name.
        @Test func anotherTreeWithTheSameNamesIsNotShown() async throws {
            let root = makeTree("SameName")
            let other = makeTree("SameName")
            let inspector = try await RIBsInspector.start(root: root)
            defer { Task { await inspector.stop() } }
            let client = try await RawConnection.webSocket(token: inspector.token, port: inspector.port)
            defer { client.close() }
            _ = try await client.readMessage()  // the snapshot
            let strangers = (0..<3).map { _ in NamedRouter("LoggedIn") }
            for stranger in strangers { other.attachChild(stranger) }
            let ours = NamedRouter("LoggedIn")
            root.attachChild(ours)
            var ids: [UInt64] = []
            for _ in 0..<200 where !ids.contains(ours.ribID.rawValue) {
                ids += events(try await client.readMessage()).compactMap { ($0["id"] as? NSNumber)?.uint64Value }
            }
            #expect(ids.contains(ours.ribID.rawValue), "the inspected tree's attach was shown")
            for stranger in strangers {
                #expect(!ids.contains(stranger.ribID.rawValue), "an attach in the other tree was shown: \(ids)")
            }
        }

        @Test func twoClientsWatchAtOnceAndAReconnectingClientGetsASnapshotAgain() async throws {
            let root = makeTree()
            let inspector = try await RIBsInspector.start(root: root)
            defer { Task { await inspector.stop() } }
            let first = try await RawConnection.webSocket(token: inspector.token, port: inspector.port)
            let second = try await RawConnection.webSocket(token: inspector.token, port: inspector.port)
            #expect(try await first.readMessage()["type"] as? String == "snapshot")
            #expect(try await second.readMessage()["type"] as? String == "snapshot")
            root.attachChild(NamedRouter("Extra"))
            for client in [first, second] {
                let path = "\(root.name)/Extra"
                let message = try await client.readUntil { events($0).contains { $0["path"] as? String == path } }
                #expect(events(message).contains { $0["kind"] as? String == "attached" })
            }
            first.close()
            second.close()
            try await waitUntil { inspector.clientCount == 0 }
            #expect(inspector.isObserving, "the last client gone, the history is still kept")
            let again = try await RawConnection.webSocket(token: inspector.token, port: inspector.port)
            defer { again.close() }
            let snapshot = try await again.readMessage()
            #expect(snapshot["type"] as? String == "snapshot")
            #expect(childNames(tree(snapshot)) == ["LoggedOut", "Extra"])
            #expect(
                events(snapshot).contains { $0["path"] as? String == "\(root.name)/Extra" },
                "the history comes with the snapshot")
        }

        /// With no page open, only the runtime's ring of attaches and detaches is kept (cheap);
        /// every event is observed while a page watches, and no longer once the last one leaves.
        @Test func everyEventIsObservedOnlyWhileAClientWatches() async throws {
            let root = makeTree()
            let inspector = try await RIBsInspector.start(root: root)
            defer { Task { await inspector.stop() } }
            #expect(!inspector.isObservingEveryEvent)
            let client = try await RawConnection.webSocket(token: inspector.token, port: inspector.port)
            _ = try await client.readMessage()  // the snapshot
            try await waitUntil { inspector.isObservingEveryEvent }
            #expect(inspector.isObservingEveryEvent, "a watching page gets every event")
            client.close()
            try await waitUntil { !inspector.isObservingEveryEvent }
            #expect(!inspector.isObservingEveryEvent, "the last page gone, back to the ring alone")
            #expect(inspector.isObserving)
        }

        @Test func theTreeAsJSONForRibsTree() async throws {
            let root = makeTree()
            let inspector = try await RIBsInspector.start(root: root)
            defer { Task { await inspector.stop() } }
            let (status, body) = try await RawConnection.get("/api/tree?token=\(inspector.token)", port: inspector.port)
            #expect(status == 200)
            let message = try JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: Any]
            #expect(tree(message ?? [:])?["name"] as? String == root.name)
            #expect(childNames(tree(message ?? [:])) == ["LoggedOut"])
        }

        @Test func theDefaultListenerAcceptsNoConnectionOnANonLoopbackAddress() async throws {
            let root = makeTree()
            let inspector = try await RIBsInspector.start(root: root)
            defer { Task { await inspector.stop() } }
            let addresses = NonLoopbackAddresses.ipv4()
            try #require(!addresses.isEmpty, "this machine has no non-loopback IPv4 address to try")
            for address in addresses {
                await #expect(throws: (any Error).self, "\(address):\(inspector.port) must refuse") {
                    let connection = try await RawConnection.open(port: inspector.port, host: address)
                    connection.close()
                }
            }
            // Loopback still answers.
            #expect(try await RawConnection.get("/?token=\(inspector.token)", port: inspector.port).status == 200)
        }
    }
}

/// Polls the main actor until `condition` holds, for up to 20 s of time in which it could run
/// (a connection's end is seen by the server's tasks, which a loaded machine runs late; a turn of
/// this loop that comes late because the machine or the main actor was busy counts nothing, as
/// the runtime's own test waits count: issue 38).
@MainActor
func waitUntil(_ condition: () -> Bool) async throws {
    let (held, budget) = try await holds(within: .seconds(20), condition)
    if !held {
        Issue.record("the condition did not hold within 20 s of time the main actor could run.\(budget.holdsNote)")
    }
}

/// Whether `condition` holds within `limit` of time the main actor could run, checked every
/// 10 ms; and the budget, which says how long other work held the main actor meanwhile.
@MainActor
func holds(within limit: Duration, _ condition: () -> Bool) async throws -> (Bool, WaitBudget) {
    var budget = WaitBudget(limit: limit)
    while !budget.isSpent {
        if condition() { return (true, budget) }
        try await Task.sleep(for: .milliseconds(10))
        budget.charge(expected: .milliseconds(10))
    }
    return (condition(), budget)
}
