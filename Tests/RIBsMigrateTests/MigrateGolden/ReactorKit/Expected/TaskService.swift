
struct Task: Sendable, Equatable {
    var id: String
    var title: String
}

protocol TaskServiceProtocol {
    nonisolated(nonsending) func tasks() async throws -> [Task]
    nonisolated(nonsending) func delete(id: String) async throws
}
