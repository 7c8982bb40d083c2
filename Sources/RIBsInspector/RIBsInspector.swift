// Needs FlyingFox, which the Inspector trait brings (InspectorTrait.swift says how to enable it).
#if Inspector
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
/// changes the app. It observes the runtime (`RIBObservation`) only while a client is
/// connected, so an inspector nobody watches costs the app nothing but its leak reports, which
/// it keeps for the next client. Events wait in a bounded ring; a client that reads slowly
/// loses the oldest, and the page shows how many.
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
    private weak var root: (any Routing)?
    private var serverTask: Task<Void, any Error>?
    private var leakTask: Task<Void, Never>?
    private var observation: RIBObservation.Token?
    private var isTreeUpdateScheduled = false

    private init(server: HTTPServer, hub: InspectorHub, root: any Routing, host: String, port: UInt16, token: String) {
        self.server = server
        self.hub = hub
        self.root = root
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
            server: server, hub: hub, root: root, host: host, port: actualPort, token: token)
        inspector.serverTask = serverTask
        clients.inspector = inspector
        inspector.keepLeakReports()
        return inspector
    }

    /// Stops serving: closes every client and the listening socket, and stops observing.
    public func stop() async {
        stopObserving()
        leakTask?.cancel()
        leakTask = nil
        hub.closeAll()
        await server.stop(timeout: 1)
        serverTask?.cancel()
        serverTask = nil
    }

    /// Whether it observes the runtime now: while at least one client is connected.
    var isObserving: Bool { observation != nil }

    /// How many clients are connected now.
    public var clientCount: Int { hub.clientCount }

    // MARK: - Observing

    /// Observes the runtime (if it did not already) and brings the tree up to date.
    func startObserving() {
        if observation == nil {
            observation = RIBObservation.addObserver { [weak self] event in self?.record(event) }
        }
        refreshTree()
    }

    /// Takes the tree as it is now.
    func refreshTree() {
        hub.setTree(root?.details)
    }

    func stopObserving() {
        if let observation { RIBObservation.removeObserver(observation) }
        observation = nil
    }

    private func record(_ event: RIBEvent) {
        // Leaks come from the leak detector's stream, whether or not a client watches.
        guard event.kind != .leaked, isInTree(event.tree) else { return }
        hub.record(event)
        scheduleTreeUpdate()
    }

    /// Coalesces tree changes: one snapshot per 25 ms however often the tree changes.
    private func scheduleTreeUpdate() {
        guard !isTreeUpdateScheduled else { return }
        isTreeUpdateScheduled = true
        Task { [weak self] in
            try? await Task.sleep(for: .milliseconds(25))
            guard let self else { return }
            self.isTreeUpdateScheduled = false
            if self.observation != nil { self.hub.setTree(self.root?.details) }
        }
    }

    /// Whether an event or a leak of the tree whose root is `tree` is the inspected tree's: the
    /// runtime publishes every tree of the process (tests make several, often with one root
    /// name), and the inspector shows its root's, told by identity.
    private func isInTree(_ tree: RIBID?) -> Bool {
        guard let tree else { return false }
        return tree == root?.runtimeID
    }

    private func keepLeakReports() {
        let leaks = LeakDetector.shared.leaks
        let hub = self.hub
        leakTask = Task { [weak self] in
            for await report in leaks {
                guard self?.isInTree(report.tree) ?? false else { continue }
                hub.record(
                    RIBEvent(
                        kind: .leaked, rib: nil, name: report.typeName, path: report.path ?? "",
                        detail: report.description, tree: report.tree))
                self?.scheduleTreeUpdate()
            }
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
