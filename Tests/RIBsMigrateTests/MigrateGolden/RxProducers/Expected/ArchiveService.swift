/// A use case of one result: its functions become `async throws`.
protocol ArchiveService {
    nonisolated(nonsending) func elements(path: String) async throws -> [String]
}
