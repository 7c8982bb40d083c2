import RIBs

struct Task: Sendable, Equatable {
    var id: String
    var title: String
}

protocol TaskServiceProtocol {
    nonisolated(nonsending) func tasks() async throws -> [Task]
    nonisolated(nonsending) func delete(id: String) async throws
    /// A stream: every check of the title, as the server answers it.
    func isValid(title: String) -> Events<Bool>
}

/// What other screens change: a stream a protocol requires.
protocol TaskFeed {
    var updates: Events<[Task]> { get }
}
