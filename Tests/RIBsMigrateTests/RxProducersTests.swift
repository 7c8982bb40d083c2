import RIBsSource
import SwiftParser
import SwiftSyntax
import Testing

@testable import RIBsMigrate

/// Functions whose `Observable` RxSwift makes stay RxSwift's, with what returns them and what
/// they read (issue 65, GardenIoT: `execute()`'s `Observable.create` subscribes to a request,
/// and its service's protocol had become `Events` around it, compiling with neither library).
struct RxProducersTests {
    static func producers(_ sources: String...) -> Set<String> {
        Set(RxProducers.functions(in: sources.map { Parser.parse(source: $0) }).map(\.description))
    }

    static let client = """
        struct Endpoint {
            func execute() -> Observable<Data> {
                Observable.create { observer in
                    client.request().flatMapLatest { self.middleware.process(data: $0) }.subscribe(observer)
                }
            }
        }
        struct Middleware {
            func process(data: Data) -> Observable<Data> { Observable.just(data) }
        }
        """

    @Test func aCreateMakesAProducerAndSoDoWhatReturnsItAndWhatItReads() {
        let service = """
            protocol GardenService {
                func gardens() -> Observable<[Garden]>
            }
            final class RemoteGardenService: GardenService {
                func gardens() -> Observable<[Garden]> {
                    return Endpoint().execute().map { _ in [] }
                }
            }
            """
        #expect(Self.producers(Self.client, service) == ["execute()", "process(data:)", "gardens()"])
    }

    @Test(arguments: [
        // Built from the module's relay: the runtime's `Events`.
        "func scores() -> Observable<Int> { relay.asObservable() }",
        // Rx's `just`, which the runtime has.
        "func ready() -> Observable<Bool> { Observable.just(true) }",
        // A `Single` made with `create`: the service layer's, not a stream.
        "func token() -> Single<String> { Single.create { _ in Disposables.create() } }",
    ])
    func aStreamTheRuntimeWritesIsNoProducer(source: String) {
        #expect(Self.producers(source).isEmpty)
    }

    @Test func aStaticProducerIsKnownByItsCallOnItsType() {
        let source = """
            enum API {
                static func search(_ text: String) -> Observable<Int> {
                    Observable.error(SearchError.empty)
                }
            }
            """
        #expect(Self.producers(source) == ["search(_:)", "API.search(_:)"])
    }

    @Test func theAppsCopyOfActivityIndicatorIsNoProducer() {
        // The runtime's `ActivityTracker` replaces it, with its `trackActivity` in every chain.
        let source = """
            public class ActivityIndicator: SharedSequenceConvertibleType {
                fileprivate func trackActivityOfObservable<Source: ObservableConvertibleType>(_ source: Source) -> Observable<Source.Element> {
                    return Observable.using({ () -> ActivityToken<Source.Element> in
                        ActivityToken(source: source.asObservable(), disposeAction: self.decrement)
                    }) { t in t.asObservable() }
                }
            }
            """
        #expect(Self.producers(source).isEmpty)
    }

    @Test(arguments: [
        ("func alerts() -> Observable<Int> { .create { observer in Disposables.create() } }", true),
        (
            "func token() -> Observable<String> { guard ok else { return .error(TokenError()) }; return relay.asObservable() }",
            true
        ),
        // An app's enum cases of those names, in a switch and in a closure (RIBsTodo's tasks).
        (
            "func mutations() -> Observable<Mutation> { events.flatMap { event -> Observable<Mutation> in switch event { case let .create(task): return .just(.insert(task)) } } }",
            false
        ),
        ("func failures() -> Observable<Mutation> { errors.map { message in Mutation.show(.error(message)) } }", false),
    ])
    func aFactoryWithoutItsTypeIsRxsOnlyWhereNothingElseCanBe(source: String, isProducer: Bool) {
        #expect(Self.producers(source).isEmpty == !isProducer)
    }

    @Test func aStaticProducerSpreadsThroughItsCallOnItsType() {
        let source = """
            enum API {
                static func execute(_ path: String) -> Observable<Data> {
                    .create { _ in Disposables.create() }
                }
            }
            final class GardenService {
                func gardens() -> Observable<Data> { API.execute("gardens") }
            }
            """
        #expect(Self.producers(source) == ["execute(_:)", "API.execute(_:)", "gardens()"])
    }

    @Test func anOperatorTheAppAddsToRxIsNoProducer() {
        // `mapToVoid()` is a step of the chains it is in, never their source, even in a producer.
        let source = """
            extension ObservableType {
                func mapToVoid() -> Observable<Void> { map { _ in () } }
            }
            func pings(every period: DispatchTimeInterval) -> Observable<Void> {
                Observable<Int>.interval(period, scheduler: MainScheduler.instance).mapToVoid()
            }
            """
        #expect(Self.producers(source) == ["pings(every:)"])
    }

    @Test func aTimerSubscribedWhereItIsWrittenIsNoProducer() {
        // `Events<Int>.interval(.seconds(1))` takes its place where its chain subscribes. One
        // returned may meet Rx's operators in its callers' chains, and a time held in a value may
        // be of RxSwift's `DispatchTimeInterval`, which the runtime does not take.
        let source = """
            final class Clock {
                var ticks = 0
                let bag = DisposeBag()
                func start() {
                    Observable<Int>.interval(.seconds(1), scheduler: MainScheduler.instance)
                        .subscribe(onNext: { [weak self] in self?.ticks = $0 })
                        .disposed(by: bag)
                    Observable<Int>.timer(3, scheduler: MainScheduler.instance)
                        .subscribe(onNext: { [weak self] _ in self?.ticks = 0 })
                        .disposed(by: bag)
                }
            }
            func ticks() -> Observable<Int> {
                Observable<Int>.interval(.seconds(1), scheduler: MainScheduler.instance)
            }
            func pings(every period: DispatchTimeInterval) -> Observable<Int> {
                Observable<Int>.interval(period, scheduler: MainScheduler.instance)
            }
            func repeating() -> Observable<Int> {
                Observable<Int>.timer(.seconds(1), period: .seconds(1), scheduler: MainScheduler.instance)
            }
            """
        #expect(Self.producers(source) == ["ticks()", "pings(every:)", "repeating()"])
    }

    @Test func aCallOfTheAppsOwnReactiveExtensionMakesAProducer() {
        // TheSixthSense's Apple login: `provider.rx.login(…)` returns a delegate proxy's subject,
        // so the use case built on it, and its protocol's requirement, stay RxSwift's. Before,
        // the requirement became `Events` while the implementation stayed an `Observable`.
        let extensions = """
            extension Reactive where Base: ASAuthorizationAppleIDProvider {
                func login(scope: [ASAuthorization.Scope]? = nil) -> Observable<ASAuthorization> {
                    ASAuthorizationControllerProxy.proxy(for: base).didComplete
                }
            }
            """
        let useCase = """
            protocol SignInUseCase {
                func continueWithApple() -> Observable<Void>
            }
            struct SignInUseCaseImpl: SignInUseCase {
                func continueWithApple() -> Observable<Void> {
                    requestAppleLogin().map { _ in () }
                }
                private func requestAppleLogin() -> Observable<ASAuthorization> {
                    Observable.just(ASAuthorizationAppleIDProvider()).flatMap { provider in
                        provider.rx.login(scope: [.email])
                    }
                }
            }
            """
        #expect(Self.producers(extensions, useCase) == ["requestAppleLogin()", "continueWithApple()"])
        // The requirement stays an `Observable` with its implementation, in a file that reads
        // as a view (`.rx` with RxSwift's import) too.
        let result = Migration.run([
            (path: "AuthenticationService+Rx.swift", text: "import RxSwift\n" + extensions),
            (path: "SignInUseCase.swift", text: "import RxSwift\nimport AuthenticationServices\n" + useCase),
        ])
        let migrated = result.changed.first { $0.path == "SignInUseCase.swift" }?.migrated ?? useCase
        #expect(migrated.contains("func continueWithApple() -> Observable<Void>\n}"))
        #expect(!migrated.contains("Events<"))
        // A `.rx` member of a library's (Moya's `provider.rx.request`) is the service layer's.
        let moya = "func profile() -> Observable<Response> { provider.rx.request(.profile).asObservable() }"
        #expect(Self.producers(extensions, moya).isEmpty)
    }

    static let interactor = """
        import RIBs
        import RxRelay
        import RxSwift

        final class GardenInteractor: Interactor {
            let latest = BehaviorRelay<Int>(value: 0)
            private let bag = DisposeBag()

            func ticks() -> Observable<Int> {
                Observable<Int>.create { observer in
                    observer.onNext(self.latest.value)
                    return Disposables.create()
                }
            }

            // Into a bag the chain stays a subscription (a task would hold the interactor, or its
            // relay, for as long as the stream runs).
            func refresh() {
                ticks()
                    .bind(to: self.latest)
                    .disposed(by: bag)
            }
        }

        """

    @Test func aChainOnAProducerSendsIntoItsTypesRelayAndTheProducersRelayIsNamed() throws {
        let result = Migration.run([("GardenInteractor.swift", Self.interactor)])
        let migrated = try #require(result.changed.first?.migrated)
        #expect(migrated.contains(".bind(onNext: { [latest = self.latest] in latest.value = $0 })"))
        #expect(migrated.contains("func ticks() -> Observable<Int> {"))
        #expect(migrated.contains("private let bag = DisposeBag()"))
        // The relay the producer reads is the runtime's now: named at its line, not left in silence.
        #expect(
            result.manualSteps.contains {
                $0.location?.line == 10 && $0.description.contains("self.latest, a relay that is the runtime's now")
            })
    }
}
