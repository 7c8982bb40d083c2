import RxSwift

protocol RankingUseCase {
    func ranking(page: Int) -> Single<[String]>
}

final class RankingService: RankingUseCase {
    func ranking(page: Int) -> Single<[String]> {
        Single.just(["Ada", "Grace"]).map { names in names.map { "\(page). \($0)" } }
    }
}
