protocol RankingUseCase {
    nonisolated(nonsending) func ranking(page: Int) async throws -> [String]
}

final class RankingService: RankingUseCase {
    nonisolated(nonsending) func ranking(page: Int) async throws -> [String] {
        let names = ["Ada", "Grace"]
        return names.map { "\(page). \($0)" }
    }
}
