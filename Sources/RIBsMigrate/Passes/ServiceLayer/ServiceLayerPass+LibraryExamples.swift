/// The service layer's examples from a new user's trial on dehrom/LastFMClient, where each
/// compiled with neither library: RxAlamofire's requests called as its README writes them, the
/// app's `Reactive` extension, RxSwift 6's `ignoreElements()`, and a `[weak self]` closure's
/// `guard let self, let x = …`.
extension ServiceLayerPass {
    static var libraryExamples: [RuleExample] {
        [
            // `requestData(…)` unqualified, in a file that imports RxAlamofire: one response,
            // awaited through RxSwift's value, as `RxAlamofire.requestData(…)` is. Before, the
            // function became `Events` around RxAlamofire's `Observable`.
            .rewrites(
                #"""
                import Foundation
                import RxAlamofire
                import RxSwift

                protocol AlbumClient {
                    func album(url: URL) -> Observable<Album>
                }

                final class AlbumRemote: AlbumClient {
                    func album(url: URL) -> Observable<Album> {
                        requestData(.get, url).map { try JSONDecoder().decode(Album.self, from: $0.1) }
                    }
                }
                """#,
                to:
                    #"""
                    import Foundation
                    import RxAlamofire
                    @preconcurrency import RxSwift

                    protocol AlbumClient {
                        nonisolated(nonsending) func album(url: URL) async throws -> Album
                    }

                    final class AlbumRemote: AlbumClient {
                        nonisolated(nonsending) func album(url: URL) async throws -> Album {
                            return try await requestData(.get, url).map { try JSONDecoder().decode(Album.self, from: $0.1) }.asSingle().value
                        }
                    }
                    """#,
                module: [
                    #"""
                    struct Album: Decodable, Sendable {
                        let name: String
                    }
                    """#
                ],
                named: ["import RxSwift", "requestData(…) awaited through RxSwift's value"]),
            // The app's own `Reactive` extension stays RxSwift's, as its callers read it through
            // `.rx`: its `Maybe.create` made `async` left them compiling with neither library.
            .leaves(
                #"""
                import RealmSwift
                import RxSwift

                extension Reactive where Base: Realm {
                    static func execute<T>(_ handler: @escaping (Realm) throws -> T) -> Maybe<T> {
                        .create { observer in
                            do {
                                observer(.success(try handler(try Realm())))
                            } catch {
                                observer(.error(error))
                            }
                            return Disposables.create()
                        }
                    }
                }
                """#,
                module: [
                    #"""
                    import RealmSwift
                    import RIBs
                    import RxSwift

                    final class AlbumsInteractor: Interactor {
                        override func didBecomeActive() {
                            super.didBecomeActive()
                            Realm.rx.execute { $0.isEmpty }
                                .asObservable()
                                .subscribe(onNext: { print($0) })
                                .disposeOnDeactivate(interactor: self)
                        }
                    }
                    """#
                ],
                named: ["import RxSwift", "the app's own Rx extension, whose Rx is left as it is"]),
            // RxSwift 6's `ignoreElements()` is an `Observable<Never>`: its `asCompletable()` has
            // the `value` a `Completable` function awaits.
            .rewrites(
                #"""
                import RxSwift

                protocol Cache {
                    func clear() -> Completable
                }

                final class DiskCache: Cache {
                    func clear() -> Completable {
                        Observable.just(()).ignoreElements()
                    }
                }
                """#,
                to:
                    #"""
                    @preconcurrency import RxSwift

                    protocol Cache {
                        nonisolated(nonsending) func clear() async throws
                    }

                    final class DiskCache: Cache {
                        nonisolated(nonsending) func clear() async throws {
                            try await Observable.just(()).ignoreElements().asCompletable().value
                        }
                    }
                    """#,
                named: ["import RxSwift", "ignoreElements() awaited through RxSwift's value"]),
            // `guard let self, let email = … else` of a `[weak self]` closure, moved into the
            // function: `self` is held there, so its binding goes and the others stay (Swift
            // refuses `let self` of a value that is not optional; LastFMClient's trial, whatfle).
            .rewrites(
                #"""
                import RxSwift

                protocol SessionRepository {
                    func signIn(token: String) -> Single<Session>
                    func profile(email: String) -> Single<Profile>
                }

                final class SignInUseCase {
                    private let repository: SessionRepository

                    init(repository: SessionRepository) {
                        self.repository = repository
                    }

                    func signIn(token: String) -> Single<Profile> {
                        repository.signIn(token: token)
                            .flatMap { [weak self] session -> Single<Profile> in
                                guard let self, let email = session.email else {
                                    return Single.error(SignInError.noEmail)
                                }
                                return self.repository.profile(email: email)
                            }
                    }
                }
                """#,
                to:
                    #"""
                    protocol SessionRepository {
                        nonisolated(nonsending) func signIn(token: String) async throws -> Session
                        nonisolated(nonsending) func profile(email: String) async throws -> Profile
                    }

                    final class SignInUseCase {
                        private let repository: SessionRepository

                        init(repository: SessionRepository) {
                            self.repository = repository
                        }

                        nonisolated(nonsending) func signIn(token: String) async throws -> Profile {
                            let session = try await repository.signIn(token: token)
                            guard let email = session.email else {
                                throw SignInError.noEmail
                            }
                            return try await self.repository.profile(email: email)
                        }
                    }
                    """#,
                module: [
                    #"""
                    struct Session: Sendable {
                        let email: String?
                    }

                    struct Profile: Sendable {
                        let name: String
                    }

                    enum SignInError: Error {
                        case noEmail
                    }
                    """#
                ]),
            // A function the app declares is its own, though RxAlamofire has one of its name
            // (`data()`): a stream of three values stays a stream, and only `requestData(…)`,
            // the library's, is one response.
            .rewrites(
                #"""
                import Foundation
                import RxSwift
                import RxAlamofire
                import Alamofire

                final class TrackAPI {
                    func request(_ path: String) -> Single<Data> {
                        RxAlamofire.requestData(.get, path).map { $0.1 }.asSingle()
                    }

                    func track(_ path: String) -> Observable<String> {
                        request(path).map { String(decoding: $0, as: UTF8.self) }.asObservable()
                    }

                    func updates() -> Observable<Int> {
                        data().map { $0 + 1 }
                    }

                    func data() -> Observable<Int> {
                        Observable.from([1, 2, 3])
                    }

                    func fetch(_ url: URL) -> Observable<Data> {
                        requestData(.get, url).map { $0.1 }
                    }
                }
                """#,
                to:
                    #"""
                    import RIBs
                    import Foundation
                    @preconcurrency import RxSwift
                    import RxAlamofire
                    import Alamofire

                    final class TrackAPI {
                        nonisolated(nonsending) func request(_ path: String) async throws -> Data {
                            return try await RxAlamofire.requestData(.get, path).map { $0.1 }.asSingle().value
                        }

                        nonisolated(nonsending) func track(_ path: String) async throws -> String {
                            let value = try await request(path)
                            return String(decoding: value, as: UTF8.self)
                        }

                        func updates() -> Events<Int> {
                            data().map { $0 + 1 }
                        }

                        func data() -> Events<Int> {
                            Observable.from([1, 2, 3])
                        }

                        nonisolated(nonsending) func fetch(_ url: URL) async throws -> Data {
                            return try await requestData(.get, url).map { $0.1 }.asSingle().value
                        }
                    }
                    """#,
                named: [
                    "import RxSwift",
                    "RxAlamofire.requestData(…) awaited through RxSwift's value",
                    "Observable.from",
                    "requestData(…) awaited through RxSwift's value",
                ]),
        ]
    }
}
