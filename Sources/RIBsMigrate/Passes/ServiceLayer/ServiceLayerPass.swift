/// The service layer made `async` (``OneResultPlan``), the first pass: each function of the module
/// that returns a `Single`, `Maybe` or `Completable` (or an `Observable` whose bodies show one
/// result) becomes `async throws` with its callers' subscriptions, when every implementation can
/// be. It runs first because it moves code (a subscription's handlers into a task), and the
/// file rules then read the module as it is after it.
struct ServiceLayerPass: MigrationPass {
    let plan: OneResultPlan
    let name = "the service layer's rewrite"

    static let description = RuleDescription(
        id: .serviceLayer,
        summary:
            "a function returning `Single<T>`, `Maybe<T>` or `Completable` becomes `async throws -> T` (`T?`, nothing), its body lowered into statements: `map` a line, `flatMap` another `try await`, `catch` a `do`/`catch`; a body on Rx alone is awaited through RxSwift's `value`, named",
        catalogue: [
            "Single", "Maybe", "Completable", "PrimitiveSequence", "PrimitiveSequence.*", "PrimitiveSequenceType.*",
            "SingleEvent", "MaybeEvent.*", "CompletableEvent.*", "SingleTrait", "MaybeTrait", "CompletableTrait",
        ],
        recipes: [.awaitedRx, .heldSelf, .unprovenCallbackValue, .completesEmpty],
        examples: examples + libraryExamples + keptCallerExamples + moyaExamples)

    static let subscriptionsDescription = RuleDescription(
        id: .serviceSubscriptions,
        summary:
            "`service.fetch().subscribe(onSuccess:onFailure:onDisposed:)` becomes a task (`whileActive { }` for `disposeOnDeactivate`, `Task { }` otherwise) with `do { try await … } catch { … }` and the `onDisposed:` body in a `defer`",
        catalogue: ["PrimitiveSequenceType.subscribe(*)"],
        examples: subscriptionsExamples + weakSelfExamples)

    func run(on stage: FileStage) -> PassOutput {
        var output = PassOutput()
        output.edits = plan.edits(of: stage.path)
        output.findings = plan.left(in: stage.path).map { construct in
            Finding(
                offset: construct.offset, construct: construct.construct, recipe: construct.recipe, rule: .serviceLayer,
                isNote: construct.isRemoval || construct.isNote,
                keepsRx: !construct.isRemoval && construct.keepsRx,
                isRemoval: construct.isRemoval)
        }
        output.drops = plan.drops[stage.path] ?? []
        return output
    }
}

extension ServiceLayerPass {
    /// What the rule makes of Rx and what it leaves, as `ribs migrate` runs it: `MigrationRuleTests`
    /// runs each one.
    static var examples: [RuleExample] {
        [
            // A callback's value crosses into the async caller: a library's type, which nothing
            // shows `Sendable`, is named (the rewrite is kept; the import of RxSwift goes).
            .rewrites(
                #"""
                import Apollo
                import RxSwift

                protocol RankingService {
                    func ranking() -> Single<[Ranking]>
                }

                final class RankingRemote: RankingService {
                    private let client: ApolloClient

                    init(client: ApolloClient) {
                        self.client = client
                    }

                    func ranking() -> Single<[Ranking]> {
                        Single.create { single in
                            self.client.fetch { rankings in
                                single(.success(rankings))
                            }
                            return Disposables.create()
                        }
                    }
                }
                """#,
                to: #"""
                    import Apollo
                    import RIBs

                    protocol RankingService {
                        nonisolated(nonsending) func ranking() async throws -> [Ranking]
                    }

                    final class RankingRemote: RankingService {
                        private let client: ApolloClient

                        init(client: ApolloClient) {
                            self.client = client
                        }

                        nonisolated(nonsending) func ranking() async throws -> [Ranking] {
                            return try await withSingleCallback { (single: CallbackObserver<[Ranking]>) in
                                self.client.fetch { rankings in
                                    single(.success(rankings))
                                }
                                return nil
                            }
                        }
                    }
                    """#,
                named: ["a callback's value of Ranking"]),
            // A `create` whose closure captures values (`[session]`) moves with its capture list
            // into the callback's closure (a new user's trial).
            .rewrites(
                #"""
                import Foundation
                import RxSwift

                final class NameService {
                    private let session: URLSession

                    init(session: URLSession) {
                        self.session = session
                    }

                    func name(at url: URL) -> Single<String> {
                        Single.create { [session] single in
                            let task = session.dataTask(with: url) { data, _, _ in
                                single(.success(data.flatMap { String(data: $0, encoding: .utf8) } ?? ""))
                            }
                            task.resume()
                            return Disposables.create { task.cancel() }
                        }
                    }
                }
                """#,
                to: #"""
                    import Foundation
                    import RIBs

                    final class NameService {
                        private let session: URLSession

                        init(session: URLSession) {
                            self.session = session
                        }

                        nonisolated(nonsending) func name(at url: URL) async throws -> String {
                            return try await withSingleCallback { [session] (single: CallbackObserver<String>) in
                                let task = session.dataTask(with: url) { data, _, _ in
                                    single(.success(data.flatMap { String(data: $0, encoding: .utf8) } ?? ""))
                                }
                                task.resume()
                                return { task.cancel() }
                            }
                        }
                    }
                    """#),
            // A stream of a relay under Rx's own name is no one-result call, though it calls a
            // function of its name.
            .leaves(
                #"""
                import RxRelay
                import RxSwift

                final class Property<Element> {
                    private let relay: BehaviorRelay<Element>

                    init(_ value: Element) {
                        relay = BehaviorRelay(value: value)
                    }

                    func asObservable() -> Observable<Element> {
                        relay.asObservable()
                    }
                }
                """#),
            .rewrites(
                #"""
                import RxSwift

                struct Profile {
                    let name: String
                }

                protocol ProfileAPI {
                    func fetch(id: String) -> Single<Profile>
                }

                final class ProfileRepository {
                    private let api: ProfileAPI

                    init(api: ProfileAPI) {
                        self.api = api
                    }

                    func profile(id: String) -> Single<String> {
                        guard !id.isEmpty else { return .error(RxError.noElements) }
                        return api.fetch(id: id)
                            .map { $0.name }
                            .catchAndReturn("guest")
                    }
                }
                """#,
                to: #"""
                    import RIBs

                    struct Profile {
                        let name: String
                    }

                    protocol ProfileAPI {
                        nonisolated(nonsending) func fetch(id: String) async throws -> Profile
                    }

                    final class ProfileRepository {
                        private let api: ProfileAPI

                        init(api: ProfileAPI) {
                            self.api = api
                        }

                        nonisolated(nonsending) func profile(id: String) async throws -> String {
                            guard !id.isEmpty else { throw NoElementsError() }
                            do {
                                let fetch = try await api.fetch(id: id)
                                return fetch.name
                            } catch {
                                return "guest"
                            }
                        }
                    }
                    """#),
        ]
    }
}
