import Foundation
import Testing

@testable import RIBsMigrate

/// A call of a service's function that became `async throws` is found however the app spells
/// it (issue 65, TMDB-RIBs): without its defaulted parameters, and beside an enum case of the
/// same name. Before, such a call kept its `subscribe(onSuccess:onFailure:)` on a function that
/// returned no `Single` any more, which compiled with neither library.
struct ServiceCallFormsTests {
    static func service(_ body: String) -> String {
        """
        import RxSwift

        enum Endpoint {
            case postWatchList(id: Int, isLocal: Bool = false)
        }

        protocol MovieService {
            func postWatchList(id: Int, isLocal: Bool) -> Single<Bool>
        }

        final class MovieAPI: MovieService {
            let provider = MoyaProvider<Endpoint>()

            func postWatchList(id: Int, isLocal: Bool = false) -> Single<Bool> {
                \(body)
            }
        }

        """
    }

    static let interactor = """
        import RIBs
        import RxSwift

        final class MovieInteractor: Interactor {
            let service: MovieService
            var saved = false

            init(service: MovieService) {
                self.service = service
            }

            func save() {
                service.postWatchList(id: 1).subscribe(
                    onSuccess: { [weak self] saved in
                        self?.saved = saved
                    },
                    onFailure: { error in
                        print(error)
                    }
                )
                .disposeOnDeactivate(interactor: self)
            }
        }

        """

    static func migrated(service body: String) -> [String: String] {
        let result = Migration.run([
            ("MovieAPI.swift", service(body)), ("MovieInteractor.swift", interactor),
        ])
        return Dictionary(uniqueKeysWithValues: result.changed.map { ($0.path, $0.migrated) })
    }

    @Test(arguments: [
        // A body of one result: the call leaves out `isLocal`.
        "Single.just(isLocal)",
        // A body that names the endpoint's case of the function's own name and labels, in a
        // chain of a library's Rx awaited through RxSwift's `value`.
        "provider.rx.request(.postWatchList(id: id, isLocal: isLocal)).map(Bool.self)",
    ])
    func aCallThatLeavesOutADefaultedParameterIsAwaited(body: String) throws {
        let migrated = Self.migrated(service: body)
        let service = try #require(migrated["MovieAPI.swift"])
        #expect(service.contains("func postWatchList(id: Int, isLocal: Bool = false) async throws -> Bool"))
        let interactor = try #require(migrated["MovieInteractor.swift"])
        #expect(interactor.contains("let saved = try await service.postWatchList(id: 1)"))
        #expect(!interactor.contains("subscribe(onSuccess"))
    }

    @Test func aFormAnotherFunctionDeclaresIsThatFunctionsCall() throws {
        // `postWatchList(id:)` is a function of its own, which Swift prefers for the call: the
        // call is not the `Single`'s, and is not awaited.
        let service =
            Self.service("Single.just(isLocal)")
                + """
                extension MovieAPI {
                    func postWatchList(id: Int) -> Bool { true }
                }

                """
        let result = Migration.run([("MovieAPI.swift", service), ("MovieInteractor.swift", Self.interactor)])
        let interactor = result.changed.first { $0.path == "MovieInteractor.swift" }?.migrated ?? Self.interactor
        #expect(!interactor.contains("try await service.postWatchList(id: 1)"))
    }

    /// A static function called on its type, `API.search(_:)` (AppStoreClone, issue 65): before,
    /// any call on a type was taken for an enum case, so its `subscribe(onSuccess:)` stayed on a
    /// function that was `async` now.
    static let api = """
        import RxSwift

        struct API {
            static func search(_ text: String) -> Single<Int> {
                Single.just(text.count)
            }
        }

        enum Query {
            case search(String)
        }

        """

    static func caller(_ call: String) -> String {
        """
        import RIBs
        import RxSwift

        final class SearchInteractor: Interactor {
            private let disposeBag = DisposeBag()
            var count = 0

            func search(_ text: String) {
                \(call)
                    .subscribe(onSuccess: { [weak self] count in
                        self?.count = count
                    })
                    .disposed(by: disposeBag)
            }
        }

        """
    }

    @Test func aStaticFunctionCalledOnItsTypeIsAwaited() throws {
        let result = Migration.run([
            ("API.swift", Self.api), ("SearchInteractor.swift", Self.caller("API.search(text)")),
        ])
        let interactor = try #require(result.changed.first { $0.path == "SearchInteractor.swift" }?.migrated)
        #expect(interactor.contains("let count = try await API.search(text)"))
        #expect(!interactor.contains("subscribe(onSuccess"))
        #expect(!interactor.contains("import RxSwift"))
    }

    @Test func anEnumCaseOfTheNameOnAnotherTypeIsNotTheFunction() throws {
        // `Query.search(_:)` is the enum's case, not `API.search(_:)`: its chain is not awaited.
        let result = Migration.run([
            ("API.swift", Self.api), ("SearchInteractor.swift", Self.caller("Query.search(text)")),
        ])
        let interactor = result.changed.first { $0.path == "SearchInteractor.swift" }?.migrated ?? ""
        #expect(!interactor.contains("try await Query.search(text)"))
    }
}
