/// A use case whose `Observable` is one result: the implementation below shows it.
protocol GreetingUseCase {
    nonisolated(nonsending) func greeting() async throws -> String
}

struct RemoteGreetingUseCase: GreetingUseCase {
    let service: ProfileService

    nonisolated(nonsending) func greeting() async throws -> String {
        let name = try await service.fetchName()
        return "Hello, \(name)"
    }
}
