/// The service layer's examples of RxMoya's requests as apps found after the trials write them.
extension ServiceLayerPass {
    static var moyaExamples: [RuleExample] {
        [
            // RxMoya's request in a file that imports Moya alone (CocoaPods' `Moya/RxSwift`: bengHak/
            // Picture-diary's repositories), handed on with `asObservable()`: one response, awaited
            // through RxSwift's value. Before, the file was taken for a view bound with RxCocoa and kept
            // RxSwift whole, with every interactor that reads it.
            .rewrites(
                #"""
                import Foundation
                import Moya
                import RxSwift

                struct Diary: Decodable {
                    let id: Int
                }

                enum DiaryAPI: TargetType {
                    case diary(id: Int)
                }

                protocol DiaryRepositoryProtocol {
                    func fetchDiary(id: Int) -> Observable<Diary>
                }

                final class DiaryRepository: DiaryRepositoryProtocol {
                    private let provider = MoyaProvider<DiaryAPI>()

                    func fetchDiary(id: Int) -> Observable<Diary> {
                        provider.rx.request(.diary(id: id))
                            .filterSuccessfulStatusCodes()
                            .map { try JSONDecoder().decode(Diary.self, from: $0.data) }
                            .asObservable()
                    }
                }
                """#,
                to: #"""
                    import Foundation
                    import Moya
                    @preconcurrency import RxSwift

                    struct Diary: Decodable {
                        let id: Int
                    }

                    enum DiaryAPI: TargetType {
                        case diary(id: Int)
                    }

                    protocol DiaryRepositoryProtocol {
                        nonisolated(nonsending) func fetchDiary(id: Int) async throws -> Diary
                    }

                    final class DiaryRepository: DiaryRepositoryProtocol {
                        private let provider = MoyaProvider<DiaryAPI>()

                        nonisolated(nonsending) func fetchDiary(id: Int) async throws -> Diary {
                            return try await provider.rx.request(.diary(id: id))
                                .filterSuccessfulStatusCodes()
                                .map { try JSONDecoder().decode(Diary.self, from: $0.data) }
                                .asObservable().asSingle().value
                        }
                    }
                    """#,
                module: [
                    #"""
                    import RIBs
                    import RxSwift

                    protocol DiaryPresentable: Presentable {
                        func show(_ diary: Diary)
                    }

                    final class DiaryInteractor: PresentableInteractor<DiaryPresentable> {
                        private let repository: DiaryRepositoryProtocol

                        init(presenter: DiaryPresentable, repository: DiaryRepositoryProtocol) {
                            self.repository = repository
                            super.init(presenter: presenter)
                        }

                        override func didBecomeActive() {
                            super.didBecomeActive()
                            repository.fetchDiary(id: 1)
                                .observe(on: MainScheduler.instance)
                                .subscribe(onNext: { [weak self] diary in
                                    self?.presenter.show(diary)
                                })
                                .disposeOnDeactivate(interactor: self)
                        }
                    }
                    """#
                ],
                named: [
                    "import RxSwift",
                    "provider.rx awaited through RxSwift's value",
                    "filterSuccessfulStatusCodes() in a chain awaited through RxSwift's value",
                    "map(…) in a chain awaited through RxSwift's value",
                    "asObservable() in a chain awaited through RxSwift's value",
                ]),
            // RxMoya's request where another implementation of the requirement is no one result (a
            // review: a mock's subject): the function stays RxSwift's, named, with the chains that call
            // it. Before, its signature became `Events` around Moya's `Single`.
            .leaves(
                #"""
                import Foundation
                import Moya
                import RxSwift

                enum DiaryAPI: TargetType {
                    case diary(id: Int)
                }

                final class DiaryRepository: DiaryRepositoryProtocol {
                    private let provider = MoyaProvider<DiaryAPI>()

                    func fetchDiary(id: Int) -> Observable<Int> {
                        provider.rx.request(.diary(id: id))
                            .map { $0.statusCode }
                            .asObservable()
                    }
                }
                """#,
                module: [
                    #"""
                    import RIBs
                    import RxSwift

                    protocol DiaryPresentable: Presentable {
                        func show(_ diary: Int)
                    }

                    final class DiaryInteractor: PresentableInteractor<DiaryPresentable> {
                        private let repository: DiaryRepositoryProtocol

                        init(presenter: DiaryPresentable, repository: DiaryRepositoryProtocol) {
                            self.repository = repository
                            super.init(presenter: presenter)
                        }

                        override func didBecomeActive() {
                            super.didBecomeActive()
                            repository.fetchDiary(id: 1)
                                .observe(on: MainScheduler.instance)
                                .subscribe(onNext: { [weak self] diary in
                                    self?.presenter.show(diary)
                                })
                                .disposeOnDeactivate(interactor: self)
                        }
                    }
                    """#,
                    #"""
                    import RxSwift

                    final class DiaryRepositoryMock: DiaryRepositoryProtocol {
                        let diarySubject = PublishSubject<Int>()

                        func fetchDiary(id: Int) -> Observable<Int> {
                            diarySubject.asObservable()
                        }
                    }
                    """#,
                    #"""
                    import RxSwift

                    protocol DiaryRepositoryProtocol {
                        func fetchDiary(id: Int) -> Observable<Int>
                    }
                    """#,
                ],
                named: [
                    "import RxSwift",
                    "fetchDiary(id:), whose Observable RxSwift makes",
                    "map(…)",
                    "asObservable(…)",
                ]),
        ]
    }
}
