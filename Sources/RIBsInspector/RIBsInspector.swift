// Needs FlyingFox, which the Inspector or the Tools trait brings (InspectorTrait.swift says how).
#if Inspector || Tools
import FlyingFox
import FlyingSocks
import Foundation
import RIBs

/// Serves a live view of a running app's RIB tree to a browser: the tree with each RIB's state,
/// a timeline of events, leaks, and a detail pane, pushed over a WebSocket as they change.
///
/// ```swift
/// let inspector = try await RIBsInspector.start(root: launchRouter)
/// print(inspector.url)  // http://127.0.0.1:PORT/?token=…
/// // …
/// await inspector.stop()
/// ```
///
/// It listens on 127.0.0.1 by default, on a port the system chooses, and refuses every request
/// without the random token in the URL it prints. It is read-only: nothing a client sends
/// changes the app. From the moment it starts it keeps the recent events of the tree in a
/// bounded history, so a page opened late shows what led to the tree it sees: while no page
/// watches, the attaches and detaches, which the runtime copies into a ring of its own, a few
/// percent of a tree's lifecycle (`TreeChangeLog`); while one does, every event, timed
/// (`RIBObservation`), handed to the inspector's own thread through a queue with no lock. The
/// app never waits for that thread or for a client; a client that reads slowly loses the oldest
/// events, and the page shows how many.
@MainActor
public final class RIBsInspector {
    /// The address to open, with the token: `http://127.0.0.1:PORT/?token=…`.
    public let url: String
    /// The port it listens on.
    public let port: UInt16
    /// The token every request must carry as `?token=`.
    public let token: String

    private let server: HTTPServer
    let hub: InspectorHub
    private let pump: InspectorPump
    private weak var root: (any Routing)?
    /// The inspected tree's identity: events of other trees are left out.
    private let treeID: RIBID?
    private var serverTask: Task<Void, any Error>?
    /// Set while a client watches.
    private var observation: RIBObservation.Token?
    /// Set while none does, with the number of the first change not yet handed over.
    private var recording: (reader: TreeChangeLog.Reader, next: UInt64)?
    private var isTreeUpdateScheduled = false

    private init(
        server: HTTPServer, hub: InspectorHub, pump: InspectorPump, root: any Routing, host: String, port: UInt16,
        token: String
    ) {
        self.server = server
        self.hub = hub
        self.pump = pump

        self.root = root
        treeID = root.runtimeID
        self.port = port
        self.token = token
        url = "http://\(host):\(port)/?token=\(token)"
    }

    /// Starts serving the tree under `root`; returns once the server listens.
    ///
    /// - Parameters:
    ///   - root: The tree's root router (a launch router, usually). The inspector holds it weakly.
    ///   - host: The IPv4 address to listen on; the default, loopback, keeps it on this machine.
    ///   - port: The port; 0 lets the system choose one.
    ///   - eventCapacity: How many events the history and each client's queue keep.
    public static func start(
        root: any Routing, host: String = "127.0.0.1", port: UInt16 = 0, eventCapacity: Int = 1_000
    ) async throws -> RIBsInspector {
        let token = Self.makeToken()
        let hub = InspectorHub(capacity: max(1, eventCapacity))
        // What the app may hand over before the inspector's thread takes it: a burst of tree
        // changes between two of its turns. Past it, events are dropped and counted.
        let pump = InspectorPump(hub: hub, capacity: 16_384)
        // FlyingFox 0.27.1 decodes a header line in time that grows with its square (16 KB:
        // seconds of one thread) and has no limit of its own: the handler refuses headers over
        // 16 KB with 431, and other connections are served meanwhile (InspectorBadInputTests).
        // A request body is buffered up to 16 KB.
        let server = HTTPServer(
            config: HTTPServer.Configuration(
                address: try sockaddr_in.inet(ip4: host, port: port), timeout: 15, sharedRequestBufferSize: 4_096,
                sharedRequestReplaySize: InspectorHTTPHandler.headerLimit, logger: .disabled))
        // The handler reaches the inspector once it exists.
        let clients = InspectorClients(hub: hub)
        await server.appendRoute("*", to: InspectorHTTPHandler(token: token, clients: clients))
        let serverTask = Task { try await server.run() }
        do {
            try await server.waitUntilListening(timeout: 5)
        } catch {
            serverTask.cancel()
            throw error
        }
        guard case .ip4(_, let actualPort)? = await server.listeningAddress else {
            serverTask.cancel()
            throw SocketError.unsupportedAddress
        }
        let inspector = RIBsInspector(
            server: server, hub: hub, pump: pump, root: root, host: host, port: actualPort, token: token)
        inspector.serverTask = serverTask
        clients.inspector = inspector
        pump.start()
        inspector.recordChanges()
        return inspector
    }

    /// Stops serving: stops observing, closes every client and the listening socket.
    public func stop() async {
        if let observation { RIBObservation.removeObserver(observation) }
        observation = nil
        if let recording { TreeChangeLog.removeReader(recording.reader) }
        recording = nil
        hub.closeAll()
        await server.stop(timeout: 1)
        serverTask?.cancel()
        serverTask = nil
        // Last: a client that connected while the server stopped is still answered.
        await pump.stop()
    }

    /// Whether it observes the runtime now: from start to stop.
    var isObserving: Bool { observation != nil || recording != nil }

    /// Whether it observes every event now (a client watches), not only attaches and detaches.
    var isObservingEveryEvent: Bool { observation != nil }

    /// How many clients are connected now.
    public var clientCount: Int { hub.clientCount }

    /// How many events the app could not hand over because the inspector's thread had not yet
    /// taken the ones before (they are left out of the history and the timeline).
    var droppedByHandoff: Int { pump.handoff.refusedCount }

    // MARK: - Observing

    /// Keeps attaches and detaches only, for the history: no client watches.
    private func recordChanges() {
        if let observation { RIBObservation.removeObserver(observation) }
        observation = nil
        guard recording == nil else { return }
        recording = TreeChangeLog.addReader(keeping: hub.queueCapacity)
    }

    /// Hands the attaches and detaches kept so far to the inspector's thread, which finds their
    /// paths in the tree as it is now and adds them to the history.
    private func handOverChanges() {
        guard let recording else { return }
        let (changes, next) = TreeChangeLog.changes(after: recording.next)
        self.recording?.next = next
        guard !changes.isEmpty else { return }
        pump.handoff.offer(.changes(changes, endingIn: root?.details))
    }

    /// Observes every event: a client watches.
    private func observeEveryEvent() {
        if let recording { TreeChangeLog.removeReader(recording.reader) }
        recording = nil
        guard observation == nil else { return }
        observation = RIBObservation.addObserver { [weak self] event in self?.record(event) }
    }

    /// The last client left: back to attaches and detaches only, unless one came meanwhile or
    /// the inspector stopped.
    func clientsLeft() {
        guard isObserving, hub.clientCount == 0 else { return }
        recordChanges()
    }

    /// Hands the tree as it is now to the inspector's thread, which sends it to every client.
    func refreshTree() {
        pump.handoff.offer(.tree(root?.details))
    }

    /// Connects a client on the inspector's thread, with the tree as it is now; `reply` gets
    /// its feed there, or `nil` at once if the queue to that thread is full (then the caller
    /// connects it itself).
    func connectClient(_ reply: @escaping @Sendable (InspectorFeed?) -> Void) {
        if isObserving {
            handOverChanges()
            observeEveryEvent()
        }
        if !pump.handoff.offer(.connect(root?.details, reply: { reply($0) })) { reply(nil) }
    }

    /// Makes the snapshot message on the inspector's thread, with the history so far and the tree
    /// as it is now; `reply` gets it there, or `nil` at once if the queue to that thread is full.
    func takeSnapshot(_ reply: @escaping @Sendable (String?) -> Void) {
        handOverChanges()
        if !pump.handoff.offer(.snapshot(root?.details, reply: { reply($0) })) { reply(nil) }
    }

    private func record(_ event: RIBEvent) {
        guard let tree = event.tree, tree == treeID else { return }
        pump.handoff.offer(.event(event))
        scheduleTreeUpdate()
    }

    /// Coalesces tree changes: one snapshot per 25 ms however often the tree changes, and none
    /// while no client watches (a client that connects is sent the tree then).
    private func scheduleTreeUpdate() {
        guard !isTreeUpdateScheduled, hub.clientCount > 0 else { return }
        isTreeUpdateScheduled = true
        Task { [weak self] in
            try? await Task.sleep(for: .milliseconds(25))
            guard let self else { return }
            self.isTreeUpdateScheduled = false
            if self.observation != nil, self.hub.clientCount > 0 { self.refreshTree() }
        }
    }

    private static func makeToken() -> String {
        var generator = SystemRandomNumberGenerator()
        // 256 random bits as 64 hex digits.
        return (0..<4).map { _ in
            let digits = String(generator.next() as UInt64, radix: 16)
            return String(repeating: "0", count: 16 - digits.count) + digits
        }.joined()
    }
}
#endif
