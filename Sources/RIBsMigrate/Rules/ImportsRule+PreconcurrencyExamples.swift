/// `@preconcurrency` on the imports of a file that awaits Rx's values.
extension ImportsRule {
    static var preconcurrencyExamples: [RuleExample] {
        [
            // A file that awaits an Rx chain through `value` and loses RxRelay's import (a review):
            // `@preconcurrency` goes on the imports that stay. Before, it was written on RxRelay's, which
            // went, and stayed in front of the next declaration, which compiles with neither library.
            .rewrites(
                #"""
                import Moya
                import RxSwift
                import RxRelay

                extension MoyaProvider {
                    static var shared: MoyaProvider<DiaryAPI> { MoyaProvider<DiaryAPI>() }
                }

                enum DiaryAPI: TargetType {
                    case diary(id: Int)
                }

                final class DiaryRepository {
                    let updates = PublishRelay<Int>()

                    func fetchDiary(id: Int) -> Single<Int> {
                        MoyaProvider<DiaryAPI>.shared.rx.request(.diary(id: id))
                            .map { $0.statusCode }
                    }
                }
                """#,
                to: #"""
                    import RIBs
                    import Moya
                    @preconcurrency import RxSwift

                    extension MoyaProvider {
                        static var shared: MoyaProvider<DiaryAPI> { MoyaProvider<DiaryAPI>() }
                    }

                    enum DiaryAPI: TargetType {
                        case diary(id: Int)
                    }

                    final class DiaryRepository {
                        let updates = EventRelay<Int>()

                        nonisolated(nonsending) func fetchDiary(id: Int) async throws -> Int {
                            return try await MoyaProvider<DiaryAPI>.shared.rx.request(.diary(id: id))
                                .map { $0.statusCode }.value
                        }
                    }
                    """#,
                module: [
                    #"""
                    import RIBs
                    import RxSwift

                    final class DiaryInteractor: Interactor {
                        private let repository: DiaryRepository

                        init(repository: DiaryRepository) {
                            self.repository = repository
                            super.init()
                        }

                        override func didBecomeActive() {
                            super.didBecomeActive()
                            repository.fetchDiary(id: 1)
                                .subscribe(onSuccess: { print($0) })
                                .disposeOnDeactivate(interactor: self)
                            repository.updates
                                .subscribe(onNext: { print($0) })
                                .disposeOnDeactivate(interactor: self)
                        }
                    }
                    """#
                ],
                named: [
                    "import RxSwift",
                    "MoyaProvider<DiaryAPI>.shared.rx awaited through RxSwift's value",
                    "map(…) in a chain awaited through RxSwift's value",
                ])
        ]
    }
}
