import Foundation
import Moya

/// A Moya service layer: RxMoya's operators become `Response`'s methods once the request is
/// awaited, and a delay a clock's sleep (Moya has a `Task` of its own).
protocol Networking {
    nonisolated(nonsending) func request(_ target: TargetType) async throws -> Response
}

enum BootstrapAPI: TargetType {
    case bootstrapping

    var path: String { "/bootstrap" }
}

struct Bootstrap: Codable {
    var minimumVersion = ""
}

protocol BootstrapRepository {
    nonisolated(nonsending) func requestBootstrapping() async throws -> Bootstrap
    nonisolated(nonsending) func refresh() async throws -> Bootstrap
}

final class BootstrapRepositoryImpl: BootstrapRepository {
    private let network: Networking

    init(network: Networking) {
        self.network = network
    }

    nonisolated(nonsending) func requestBootstrapping() async throws -> Bootstrap {
        try await ContinuousClock().sleep(for: .seconds(1))
        do {
            return try await network.request(BootstrapAPI.bootstrapping).filterSuccessfulStatusCodes().map(Bootstrap.self)
        } catch {
            return Bootstrap()
        }
    }

    nonisolated(nonsending) func refresh() async throws -> Bootstrap {
        let value = try await network.request(BootstrapAPI.bootstrapping).map(Bootstrap.self, atKeyPath: "data")
        try await ContinuousClock().sleep(for: .milliseconds(300))
        return value
    }
}
