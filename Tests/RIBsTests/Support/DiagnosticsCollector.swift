import RIBs
import Synchronization

/// Collects what the runtime reports through `RIBsDiagnostics` while an operation runs.
final class DiagnosticsCollector: Sendable {
    private let messages = Mutex<[String]>([])

    var all: [String] { messages.withLock { $0 } }

    func collect<R>(_ operation: () throws -> R) rethrows -> R {
        try RIBsDiagnostics.$handler.withValue(
            { message in self.messages.withLock { $0.append(message) } },
            operation: operation
        )
    }
}
