/// What `ribs migrate` knows of RxSwift and Uber's RIBs: the names it rewrites, and the
/// constructs it leaves to a person, each with its recipe (the guide's sections say more).
enum MigrationCatalog {
    /// Rx's stream types and the runtime's, by the role they play.
    static let typeRenames: [String: String] = [
        "BehaviorRelay": "ValueRelay",
        "BehaviorSubject": "ValueRelay",
        // BehaviorRelay's deprecated ancestor: the same `value`, read and written.
        "Variable": "ValueRelay",
        "PublishRelay": "EventRelay",
        "PublishSubject": "EventRelay",
        "ReplaySubject": "ReplayRelay",
        "Observable": "Events",
        "Disposable": "EventSubscription",
        // ReactorKit's relay of a view's actions, which a `StateReactor` has as an `EventRelay`.
        "ActionSubject": "EventRelay",
    ]

    /// The relay each Rx type becomes, and how its stream is read.
    static let relayKinds: [String: RelayKind] = [
        "BehaviorRelay": .value, "BehaviorSubject": .value, "Variable": .value,
        "PublishRelay": .event, "PublishSubject": .event, "ActionSubject": .event,
        "ReplaySubject": .replay,
        "ValueRelay": .value, "EventRelay": .event, "ReplayRelay": .replay,
    ]

    /// Operators whose Rx name differs from the runtime's (the rest keep theirs: `map`,
    /// `filter`, `compactMap`, `flatMapLatest`, `share`, `debounce`, `throttle`).
    static let operatorRenames: [String: String] = [
        "distinctUntilChanged": "removeDuplicates",
        "startWith": "prepend",
        "take": "prefix",
        "skip": "dropFirst",
        "withLatestFrom": "withLatest",
        "disposeOnDeactivate": "cancelOnDeactivate",
        "disposeOnStop": "cancelOnStop",
        "bind": "subscribe",
    ]

    /// Members after which a relay is read as a stream (`relay.map` becomes
    /// `relay.values.map`).
    static let streamMembers: Set<String> = [
        "map", "filter", "compactMap", "distinctUntilChanged", "startWith", "take", "skip", "withLatestFrom",
        "flatMapLatest", "share", "debounce", "throttle", "subscribe", "bind", "asObservable", "observe", "observeOn",
        "confineTo", "withUnretained", "do", "flatMap",
    ]

    /// The runtime's protocols a RIB's own protocols refine: one that refines them is a RIB's.
    static let runtimeProtocols: Set<String> = [
        "Routing", "ViewableRouting", "LaunchRouting", "Interactable", "Presentable", "ViewControllable",
        "Dependency", "Buildable", "Working", "InteractorScope", "RouterScope", "PresentableInteractable",
    ]

    /// The runtime's classes a RIB's units subclass: the protocols they adopt are RIB protocols.
    static let runtimeClasses: Set<String> = [
        "Interactor", "PresentableInteractor", "Router", "ViewableRouter", "LaunchRouter", "Builder",
        "ComponentizedBuilder", "SimpleComponentizedBuilder", "MultiStageComponentizedBuilder", "Component",
        "Presenter", "Worker", "Workflow",
    ]

    /// Name endings of the protocols Uber's templates declare for a RIB.
    static let ribProtocolSuffixes = [
        "Listener", "ActionableItem", "Routing", "Interactable", "Presentable", "ViewControllable", "Dependency",
        "Buildable",
    ]

    /// Names from Foundation a file may have reached through RxSwift's import: a file that
    /// loses that import and uses one of them gets `import Foundation`.
    static let foundationNames: Set<String> = [
        "URL", "URLComponents", "URLQueryItem", "URLRequest", "URLSession", "Date", "Data", "UUID", "NSObject",
        "DispatchQueue", "JSONDecoder", "JSONEncoder", "TimeInterval", "NotificationCenter", "Notification", "Bundle",
        "UserDefaults", "FileManager", "IndexPath", "NSString", "Locale", "Calendar", "DateFormatter", "NSError",
        "CharacterSet", "NSRegularExpression", "ProcessInfo", "arc4random", "arc4random_uniform",
        // Foundation's members on the standard library's types: `error.localizedDescription`.
        "localizedDescription", "trimmingCharacters", "replacingOccurrences", "addingPercentEncoding",
        "NSLocalizedString",
    ]

    /// Whether `name` is one of UIKit's (or CoreGraphics', which UIKit re-exports): `UI` and a
    /// capital (`UINavigationController`), or a few others a RIB's views use.
    static func isUIKitName(_ name: String) -> Bool {
        let scalars = Array(name.unicodeScalars.prefix(3))
        if scalars.count == 3, scalars[0] == "U", scalars[1] == "I", ("A"..."Z").contains(scalars[2]) { return true }
        return uiKitNames.contains(name)
    }

    private static let uiKitNames: Set<String> = [
        "CGFloat", "CGRect", "CGPoint", "CGSize", "CGAffineTransform", "CGColor", "CGImage", "NSLayoutConstraint",
        "NSAttributedString", "NSMutableAttributedString", "NSTextAlignment", "NSLineBreakMode",
        "NSDirectionalEdgeInsets",
    ]

    /// The Rx imports the codemod removes once nothing in the file needs them.
    static let rxModules: Set<String> = ["RxSwift", "RxRelay", "RxCocoa", "RxMoya"]

    /// Rx constructs with no rewrite, each with what to write instead.
    static let manualRecipes: [String: String] = [
        "DisposeBag":
            "keep the EventSubscription and bind it to the RIB: .cancelOnDeactivate(interactor: self) in an interactor, .cancelOnStop(self) in a worker, or cancel() it yourself",
        "disposed":
            "bind the subscription to the RIB instead of a bag: .cancelOnDeactivate(interactor: self) or .cancelOnStop(self)",
        "create":
            "Observable.create has no equivalent: send from an EventRelay the producer owns, or write an AsyncStream and wrap it in Events(_:)",
        "Single":
            "a Single is one asynchronous result: make the function async throws and call it in whileActive { } or a Task cancelled with cancelOnDeactivate",
        "Completable": "a Completable is async work with no result: make the function async throws",
        "Maybe": "a Maybe is an optional asynchronous result: make the function async throws returning an optional",
        "Driver": "a Driver is a main-thread stream that never fails: Events already delivers on the main actor",
        "Signal": "a Signal is a main-thread event stream: use Events, which delivers on the main actor",
        "ControlEvent":
            "RxCocoa's ControlEvent is a control's events: give the view an EventRelay it sends into from the control's action, and expose its Events (see the guide's RxCocoa section)",
        "ControlProperty":
            "RxCocoa's ControlProperty is a control's value: give the view a ValueRelay it sets from the control's action, and expose its values (see the guide's RxCocoa section)",
        "Binder":
            "RxCocoa's Binder sets a view from a stream: subscribe(onNext:) and set the view in the handler (see the guide's RxCocoa section)",
        "rx":
            "RxCocoa binds UIKit controls: call the interactor from the control's action, or send into an EventRelay the view owns (see the guide's RxCocoa section)",
        "drive": "drive(_:) binds a Driver to a view: subscribe(onNext:) and set the view in the handler",
        "subscribeOn":
            "schedulers have no equivalent: do the work in a Task or an actor, and send the result to a relay",
        "observeOn":
            "only MainScheduler has an equivalent (delivery is always on the main actor): move the work to a Task",
        "observe":
            "only MainScheduler has an equivalent (delivery is always on the main actor): move the work to a Task",
        "of": "Observable.of: Events.just(a, b, c) hands them to each subscriber",
        "from": "Observable.from: Events.just(a, b, c) for a few values, or an AsyncStream wrapped in Events(_:)",
        "error": "Observable.error: streams of the runtime do not fail; throw from an async function instead",
        "interval": "Observable.interval: a whileActive { } loop sleeping on a clock, sending to an EventRelay",
        "timer": "Observable.timer: whileActive { try await clock.sleep(for:); … }",
        "zip": "zip: keep the latest of each side in the interactor, or pair them with combineLatest if order allows",
        "concat": "concat: await the first stream's work, then subscribe to the second",
        "oneResult":
            "a Single, Maybe or Completable is one asynchronous result: make the function that returns it async throws (a Maybe's returns an optional, a Completable's nothing), and write this chain as statements after `try await` in a task bound to the RIB, as `whileActive { do { let value = try await service.fetch(); … } catch { … } }` (the guide's section on the service layer)",
        "awaitedRx":
            "the function is async throws now, and this chain, which ribs migrate cannot rewrite, is awaited through RxSwift's `value` (RxSwift 6.5): rewrite it on the library's own async API (Moya's and Alamofire's `async` requests, Firebase's `async` calls) or `withCheckedThrowingContinuation` around its callback, then drop RxSwift (the guide's section on the service layer)",
        "unawaitedAsync":
            "this function returns its result with async throws now: call it with `try await` inside whileActive { } or a Task, as the guide's section on the service layer shows",
        "sharedAsyncName":
            "another function of this name returns a plain value, and this call is left as it is for that one; if it calls the one that returned a Single, Maybe or Completable, that one is async throws now: call it with `try await` inside whileActive { } or a Task",
        "reactorKit":
            "ReactorKit's Reactor runs on RxSwift, so this file stays on RxSwift and ReactorKit, as it is: adopt the runtime's StateReactor in its place (mutate returns Mutations, with the same just, empty, concat and merge; a service's call is Mutations.from { try await … }; reduce is unchanged), or keep ReactorKit until the module is migrated (the guide's section on ReactorKit)",
        "keptImport": "kept, as the file still uses Rx where the warnings say",
        "mockolo":
            "generate it again with ribs mock (or RIBsMockPlugin) in place of Mockolo: its mocks follow the migrated protocols (async functions, the runtime's relays), and a mock of RIBs' own protocols (Routing, Interactable, ViewControllable…) subclasses RIBsTesting's double of the same name",
        "needle":
            "Needle's components run on NeedleFoundation, which is not main-actor isolated as swift-ribs' builders are: make each component swift-ribs' Component (init(dependency:) in place of init(parent:), BootstrapComponent a Component<any EmptyDependency> made with EmptyComponent()), and generate what Needle generated with ribs deps generate or RIBsDepsPlugin (the guide's section on Needle)",
        "unappliedStream":
            "write the stream out in a closure, as { _ in relay.events } for a relay (a ValueRelay's is .values)",
        "catchError": "streams of the runtime do not fail: catch in the async function that produces the value",
        "catch": "streams of the runtime do not fail: catch in the async function that produces the value",
        "retry": "retry: loop in the async function that does the work",
        "scan": "scan: keep the accumulated value in the interactor (or a ValueRelay) and update it in the handler",
        "materialize": "materialize has no equivalent: the runtime's streams carry no errors or completion",
        "do": "do(onNext:): do the side effect in a map, or in the handler",
        "subscribeWithHandlers":
            "subscribe(onNext:onError:onCompleted:): the runtime's streams neither fail nor complete; keep onNext, and move error handling to the async work that produces the values",
        "replayBuffer": "ReplaySubject with a buffer other than 1: keep the values in a ValueRelay of an array",
        "unknownRelay":
            "could not tell which relay this is (declare it with its type, as let name = BehaviorRelay<T>(value:)): write .send(_:) for an EventRelay or .value = for a ValueRelay",
        "ribsDouble":
            "a hand double of RIBs' own protocol, whose requirements differ in swift-ribs (an interactor's isActiveStream, a router's lifecycle): subclass RIBsTesting's InteractableMock, RoutingMock or ViewableRoutingMock and keep the app's counters on it",
        "sendableClass":
            "a relay hands its elements between isolations, so Swift 6 asks for Sendable: make the class a struct, or final with let properties of Sendable types, or @MainActor",
        "TestScheduler": "RxTest's virtual time: drive the clock of the code under test with RIBsTesting's ManualClock",
        "TestableObserver":
            "RxTest's recorder: record with RIBsTesting's OutputRecorder, or subscribe(onNext:) in the test",
        "toBlocking": "RxBlocking: await the stream's first(), or OutputRecorder.next(), in an async test",
        "customOperator":
            "an operator the app adds to Rx: write it as an extension of Events that composes the runtime's operators (map, filter, removeDuplicates, …), then call it as before",
        "onCompleted":
            "only an EventRelay ends (finish()); the runtime's other streams end when their relay is freed",
        "Variable": "Variable is BehaviorRelay's deprecated ancestor: declare a ValueRelay",
        "scheduler":
            "a scheduler other than MainScheduler: the runtime delivers on the main actor; move the work to a Task",
    ]
}

/// How a relay is read and written once migrated.
enum RelayKind: Equatable {
    /// `ValueRelay`: `.values`, `.value = `.
    case value
    /// `EventRelay`: `.events`, `.send(_:)`.
    case event
    /// `ReplayRelay`: `.events`, `.send(_:)`.
    case replay

    /// The member that reads the relay as a stream.
    var streamMember: String { self == .value ? "values" : "events" }
}

/// What a receiver (`relay`, `self.relay`) is, by the module's declarations of its name.
enum RelayReference: Equatable {
    /// No property of that name is a relay.
    case notARelay
    /// Two declarations of the name are relays of different kinds.
    case ambiguous
    case relay(RelayKind)

    /// The relay's kind, when the name is one relay's.
    var kind: RelayKind? {
        if case .relay(let kind) = self { return kind }
        return nil
    }
}
