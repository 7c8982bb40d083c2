extension ServiceLayerPass {
    /// What the service layer leaves as it was with a caller it cannot rewrite: `MigrationRuleTests`
    /// runs each one.
    static var keptCallerExamples: [RuleExample] {
        [
            // A use case's `Single.create` that subscribes to its repository (a third trial's
            // wallbaduk) cannot be rewritten, so the repository's `save(_:)` it calls stays a
            // `Single` too: made `async` under it, its call compiled with neither library.
            .leaves(
                #"""
                import Foundation
                import RxSwift

                public protocol GameRepository {
                    func save(_ value: Int) -> Single<Void>
                }

                public final class StartGameUseCase {
                    private let repository: GameRepository
                    public init(repository: GameRepository) { self.repository = repository }

                    public func execute(value: Int) -> Single<Int> {
                        return Single.create { observer in
                            let disposable = self.repository.save(value)
                                .subscribe(
                                    onSuccess: { _ in observer(.success(value)) },
                                    onFailure: { error in observer(.failure(error)) }
                                )
                            return disposable
                        }
                    }
                }
                """#,
                named: [
                    "import RxSwift",
                    "Single",
                    "Single",
                    "Single",
                    "subscribe(onSuccess:onFailure:) on a Single",
                ]),
            // A function passed unapplied (`.flatMap(repository.save)`, a review) is called by
            // Rx's operator: the body cannot be lowered, and `save` stays a `Single` with it.
            .leaves(
                #"""
                import Foundation
                import RxSwift

                public protocol GameRepository {
                    func save(_ value: Int) -> Single<Int>
                }

                final class LiveGameRepository: GameRepository {
                    func save(_ value: Int) -> Single<Int> { .just(value) }
                }

                public final class StartGameUseCase {
                    private let repository: GameRepository
                    init(repository: GameRepository) { self.repository = repository }

                    public func execute(value: Int) -> Single<Int> {
                        return Single.just(value)
                            .flatMap(repository.save)
                    }
                }
                """#,
                named: [
                    "import RxSwift",
                    "Single",
                    "Single",
                    "Single",
                    "Single",
                    "flatMap(…) on a Single",
                ]),
            // An enum's case of a function's name (whatfle's `CollectionAPI.getHomeData`) is no
            // function passed unapplied: a body that cannot be lowered does not keep it on Rx.
            .rewrites(
                #"""
                import Foundation
                import RxSwift

                enum CollectionAPI {
                    case getHomeData
                }

                final class NetworkService {
                    func request(_ api: CollectionAPI) -> Single<String> { .just("home") }
                }

                final class CollectionRepository {
                    private let networkService = NetworkService()

                    func getHomeData() -> Single<String> {
                        return networkService.request(CollectionAPI.getHomeData)
                    }

                    func homeTitle() -> Single<String> {
                        return Single.just(String(describing: CollectionAPI.getHomeData))
                            .retry(when: { errors in errors })
                    }
                }
                """#,
                to:
                    #"""
                    import Foundation
                    @preconcurrency import RxSwift

                    enum CollectionAPI {
                        case getHomeData
                    }

                    final class NetworkService {
                        nonisolated(nonsending) func request(_ api: CollectionAPI) async throws -> String { return "home" }
                    }

                    final class CollectionRepository {
                        private let networkService = NetworkService()

                        nonisolated(nonsending) func getHomeData() async throws -> String {
                            return try await networkService.request(CollectionAPI.getHomeData)
                        }

                        nonisolated(nonsending) func homeTitle() async throws -> String {
                            return try await Single.just(String(describing: CollectionAPI.getHomeData))
                                .retry(when: { errors in errors }).value
                        }
                    }
                    """#,
                named: [
                    "import RxSwift",
                    "retry(when:) awaited through RxSwift's value",
                    "retry(when:) in a chain awaited through RxSwift's value",
                ]),
        ]
    }
}
