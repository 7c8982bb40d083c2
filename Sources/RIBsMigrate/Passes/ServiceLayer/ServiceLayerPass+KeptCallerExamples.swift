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
        ]
    }
}
