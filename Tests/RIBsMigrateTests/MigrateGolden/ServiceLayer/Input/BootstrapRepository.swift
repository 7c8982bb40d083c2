import Foundation
import Moya
import RxMoya
import RxSwift

/// A Moya service layer: RxMoya's operators become `Response`'s methods once the request is
/// awaited, and a delay a clock's sleep (Moya has a `Task` of its own).
protocol Networking {
    func request(_ target: TargetType) -> Single<Response>
}

enum BootstrapAPI: TargetType {
    case bootstrapping

    var path: String { "/bootstrap" }
}

struct Bootstrap: Codable {
    var minimumVersion = ""
}

protocol BootstrapRepository {
    func requestBootstrapping() -> Single<Bootstrap>
    func refresh() -> Single<Bootstrap>
}

final class BootstrapRepositoryImpl: BootstrapRepository {
    private let network: Networking

    init(network: Networking) {
        self.network = network
    }

    func requestBootstrapping() -> Single<Bootstrap> {
        network.request(BootstrapAPI.bootstrapping)
            .filterSuccessfulStatusCodes()
            .map(Bootstrap.self)
            .catchAndReturn(Bootstrap())
            .delaySubscription(.seconds(1), scheduler: MainScheduler.instance)
    }

    func refresh() -> Single<Bootstrap> {
        network.request(BootstrapAPI.bootstrapping)
            .map(Bootstrap.self, atKeyPath: "data")
            .delay(.milliseconds(300), scheduler: MainScheduler.instance)
    }
}
