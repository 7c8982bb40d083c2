extension Recipe {
    /// The recipe's text, which follows the construct's name in the diagnostic.
    var text: String {
        switch self {
        case .disposeBag:
            "keep the EventSubscription and bind it to the RIB: .cancelOnDeactivate(interactor: self) in an interactor, .cancelOnStop(self) in a worker, or cancel() it yourself"
        case .disposed:
            "bind the subscription to the RIB instead of a bag: .cancelOnDeactivate(interactor: self) or .cancelOnStop(self)"
        case .disposedInProtocolsBag:
            "the subscription is the runtime's now, and the bag a protocol's DisposeBag that the module's views keep: it goes into the bag through the bridge ribs migrate wrote at the end of the file; once the views are on the runtime's streams, make the requirement a SubscriptionBag, write cancelled(by:) and delete the bridge"
        case .reactiveExtension:
            "this file declares Rx extensions of its own (extension Reactive), which other files read through .rx as RxCocoa's, so it stays on RxSwift whole, as it is: once those files are on the runtime's streams, give the type an Events property (a relay's values) in place of the extension's member, then drop the extension"
        case .disposedInOthersBag:
            "the subscription is the runtime's now, and the bag is declared in another file (a base class's, or the type's own file), which may keep RxSwift's DisposeBag or make it a SubscriptionBag: it goes into either through the bridge ribs migrate wrote at the end of the file; once the bag is a SubscriptionBag, write cancelled(by:) and delete the bridge"
        case .disposedInKeptBag:
            "the subscription is the runtime's now, and the bag stays RxSwift's DisposeBag, as other chains of the file still put Rx subscriptions in it: it goes into the bag through the bridge ribs migrate wrote at the end of the file; once the file's chains are all the runtime's, make the bag a SubscriptionBag, write cancelled(by:) and delete the bridge"
        case .observableCreate:
            "Observable.create has no equivalent: send from an EventRelay the producer owns, or write an AsyncStream and wrap it in Events(_:)"
        case .single:
            "a Single is one asynchronous result: make the function async throws and call it in whileActive { } or a Task cancelled with cancelOnDeactivate"
        case .completable:
            "a Completable is async work with no result: make the function async throws"
        case .maybe:
            "a Maybe is an optional asynchronous result: make the function async throws returning an optional"
        case .driver:
            "a Driver is a main-thread stream that never fails: Events already delivers on the main actor"
        case .signal:
            "a Signal is a main-thread event stream: use Events, which delivers on the main actor"
        case .controlEvent:
            "RxCocoa's ControlEvent is a control's events: give the view an EventRelay it sends into from the control's action, and expose its Events (see the guide's RxCocoa section)"
        case .controlProperty:
            "RxCocoa's ControlProperty is a control's value: give the view a ValueRelay it sets from the control's action, and expose its values (see the guide's RxCocoa section)"
        case .binder:
            "RxCocoa's Binder sets a view from a stream: subscribe(onNext:) and set the view in the handler (see the guide's RxCocoa section)"
        case .rxCocoa:
            "RxCocoa binds UIKit controls: call the interactor from the control's action, or send into an EventRelay the view owns (see the guide's RxCocoa section)"
        case .rxCocoaView:
            "this view binds UIKit with RxCocoa, so its streams stay RxSwift's; where it reads the RIB's relays, they reach it through the bridge written at the end of the file (`.values.asObservable()`, `.events.asObservable()`), and it writes them in the runtime's words. Bind the view with the runtime's streams, then delete the bridge, if any (see the guide's RxCocoa section)"
        case .reactiveExtensionReader:
            "this file reads the app's own Rx extension of a type that is no view (a location manager's .rx), which stays RxSwift's with the extension's file, so the file keeps its streams RxSwift's; where it reads the RIB's relays, they reach it through the bridge written at the end of the file (`.values.asObservable()`, `.events.asObservable()`), and it writes them in the runtime's words. Give the type an Events property (an EventRelay its delegate sends into) in place of the extension's member, then migrate the file again"
        case .viewStreamToEvents:
            "a stream the RIB reads from this view, Events now as its protocol requires: the view's RxSwift stream reaches it through asEvents(), written at the end of the file, which subscribes to the Observable when the RIB subscribes (nothing sent after is lost) and hands it the elements in order, a turn later on the main actor. Send from the controls into an EventRelay the view owns and return its events, then delete the bridge"
        case .rxCocoaTraits:
            "this file's streams are RxCocoa's traits (Driver, Signal, ControlEvent), or a type that carries RxSwift's between files that use them, and they meet a view that keeps RxCocoa, so the file stays on RxSwift whole, as it is, rather than half rewritten: once its view is bound with the runtime's streams, write its inputs as Events (an EventRelay the view sends into), its outputs as Events or a ValueRelay's values, and drive(onNext:) as subscribe(onNext:) (see the guide's RxCocoa section)"
        case .disposeOnDeactivateBridge:
            "this file stays on RxSwift, so its subscriptions end when the interactor deactivates through the bridge ribs migrate wrote at the end of the file, as Uber's disposeOnDeactivate ended them; once the file is on the runtime's streams, write cancelOnDeactivate(interactor:) and delete the bridge"
        case .subclassSetUp:
            "this subclass of the app's own test case overrode the set-up or tear-down XCTest runs beside the base's, and now overrides the base's own, which no longer runs: call try await super.setUp() (super.tearDown()) where the base's should run"
        case .twoSetUps:
            "this case overrides two of XCTest's set-ups (or tear-downs) that would both be setUp() async throws (tearDown() async throws), declared twice; ribs migrate joins the two bodies only where the functions are next to each other in the order XCTest runs them (setUpWithError() before setUp(), tearDown() before tearDownWithError()) with no comment or attribute between them, the first runs to its end (no return, guard or defer) and they declare no name twice, and not in a subclass of the app's own test case, so the case is left as it is: move one's body into the other in that order, delete the empty one, then migrate again"
        case .disposeOnStopBridge:
            "this subscription stays RxSwift's, so it ends when the worker stops through the bridge ribs migrate wrote at the end of the file, as Uber's disposeOnStop ended it; once it is the runtime's, write cancelOnStop(_:) and delete the bridge"
        case .keptTypeExtension:
            "the type's own file stays on RxSwift (named there), so this extension of it keeps its streams too, as they are, rather than write the runtime's words on the type's Rx: migrate it with the type's file"
        case .keptAdoptedProtocol:
            "a class whose file stays on RxSwift (named there) adopts this protocol, so its requirements keep Rx's types, and this file keeps its streams with them, as they are, rather than ask for what the class does not have: migrate it with the class's file"
        case .mainScheduler:
            "the runtime delivers on the main actor, so MainScheduler goes with the observe(on:) or subscribe(on:) that names it, and a timed operator's scheduler: argument (debounce, throttle) with the operator's rewrite; here its chain stays RxSwift's (the warnings on it say why), and the scheduler with it"
        case .sectionModels:
            "RxDataSources' section models (SectionModelType, AnimatableSectionModel) are the app's data, not streams, so the import stays while the file uses them; the data source that binds them is the view's to migrate"
        case .rxProducer:
            "RxSwift makes this stream (Observable.create, or a function that returns one that does), and no rule rewrites that, so the function stays RxSwift's as it is, with the functions whose streams it reads and the chains that call it: make it an async function (withSingleCallback for one result) or an AsyncStream wrapped in Events(_:), then migrate again"
        case .producerLoop:
            "this stream RxSwift makes stays RxSwift's: it is subscribed here, as the subscription was, and the task's loop reads what it sends, in order, through the bridge at the end of the file, which disposes of it when the task is cancelled: make the function that makes it an async function (withSingleCallback for one result) or an AsyncStream wrapped in Events(_:), then delete the bridge"
        case .rxExtensionLibrary:
            "this library's Rx extensions return RxSwift's types, which swift-ribs does not rewrite, so this file keeps its streams on RxSwift, as they are, and meets what was migrated through the bridges written at its end: move the library's calls to its own API (async functions, callbacks awaited with withSingleCallback), then drop the import and migrate the file again"
        case .drive:
            "drive(_:) binds a Driver to a view: subscribe(onNext:) and set the view in the handler"
        case .subscribeOn:
            "schedulers have no equivalent: do the work in a Task or an actor, and send the result to a relay"
        case .observeOn:
            "only MainScheduler has an equivalent (delivery is always on the main actor): move the work to a Task"
        case .observe:
            "only MainScheduler has an equivalent (delivery is always on the main actor): move the work to a Task"
        case .observableOf:
            "Events.just(a, b, c) hands them to each subscriber"
        case .observableFrom:
            "Events.just(a, b, c) for a few values, or an AsyncStream wrapped in Events(_:)"
        case .observableError:
            "streams of the runtime do not fail; throw from an async function instead"
        case .interval:
            "Events<Int>.interval(_:) takes a Duration, written .seconds(1) as RxSwift's DispatchTimeInterval is (ribs migrate rewrites that form and a number of seconds): pass a time held in a value as one"
        case .timer:
            "Events<Int>.timer(_:) takes a Duration, written .seconds(1) as RxSwift's DispatchTimeInterval is (ribs migrate rewrites that form and a number of seconds); a timer with a period is a whileActive { } loop sleeping on a clock"
        case .zip:
            "keep the latest of each side in the interactor, or pair them with combineLatest if order allows"
        case .concat:
            "await the first stream's work, then subscribe to the second"
        case .oneResult:
            "a Single, Maybe or Completable is one asynchronous result: make the function that returns it async throws (a Maybe's returns an optional, a Completable's nothing), and write this chain as statements after `try await` in a task bound to the RIB, as `whileActive { do { let value = try await service.fetch(); … } catch { … } }` (the guide's section on the service layer)"
        case .awaitedRx:
            "the function is async throws now, and this chain, which ribs migrate cannot rewrite, is awaited through RxSwift's `value` (RxSwift 6.5): rewrite it on the library's own async API (Moya's and Alamofire's `async` requests, Firebase's `async` calls) or `withCheckedThrowingContinuation` around its callback, then drop RxSwift (the guide's section on the service layer)"
        case .completesEmpty:
            "as one result it throws NoElementsError where it completed with no value (a compactMap that dropped the value, or .empty()), as asSingle() failed with noElements; the tasks ribs migrate wrote for its subscriptions catch it and do nothing, as the subscription completed, and a call you write catches it too or lets it fail"
        case .unawaitedAsync:
            "this function returns its result with async throws now: call it with `try await` inside whileActive { } or a Task, as the guide's section on the service layer shows"
        case .asyncThroughRxBridge:
            "this function returns its result with async throws now, and the code that reads the call stays on RxSwift (the whole file, or the chain the call feeds, which no rule rewrites): the call reaches it as the Rx value it was through the bridge ribs migrate wrote at the end of the file (rxSingle { try await … }, or rxCompletable or rxMaybe, as the function's Rx type was), which calls the function when the Rx code subscribes, once per subscription, and delivers its result a turn later on the main actor, where a Single that answered at once delivered it before subscribe returned; await it once that code is on the runtime's streams, then delete the bridge"
        case .eventsThroughRxBridge:
            "this function returns the runtime's Events now, and the code that reads it stays on RxSwift (the whole file): the call reaches it as an Observable through the bridge ribs migrate wrote at the end of the file (`.asObservable()`), which subscribes to the stream when the Rx code subscribes and hands on each element on the main actor; read the stream directly once that code is on the runtime's streams, then delete the bridge"
        case .awaitedInFlatMap:
            "this function returns its result with async throws now, and the flatMap or flatMapLatest that followed its Single awaits it (`{ page in try await api.items(page: page) }`): the runtime's flatMapLatest(awaiting:) runs the call on the main actor as each element arrives and hands on its result a turn later, a newer element cancels the call still running, as Rx's flatMapLatest disposed of the Single, and a thrown error is reported to RIBsDiagnostics and delivers nothing, where Rx ended the chain: catch inside the closure to hand on a value of your own"
        case .driverFallback:
            "the Driver's value for an error: the chain is Events now and fails only where an awaited call throws, which the runtime reports to RIBsDiagnostics and skips, going on with the next element, where Rx's Driver delivered this value and ended: to deliver it, catch inside the awaited closure and return it there"
        case .bridgedAsyncChain:
            "this chain reads a call of a function that is async throws now, through the bridge at the end of the file (rxSingle { try await … }, or rxCompletable or rxMaybe, as the function's Rx type was: the call runs when the chain subscribes, once per subscription, and its result arrives a turn later on the main actor), and no rule rewrites the chain, so it stays RxSwift's as it is: write it as a task that awaits the call (whileActive { try await … } with do/catch), then delete the bridge"
        case .sharedAsyncName:
            "another function of this name returns a plain value, and this call is left as it is for that one; if it calls the one that returned a Single, Maybe or Completable, that one is async throws now: call it with `try await` inside whileActive { } or a Task"
        case .reactorKit:
            "ReactorKit's Reactor runs on RxSwift, so this file stays on RxSwift and ReactorKit, as it is: adopt the runtime's StateReactor in its place (mutate returns Mutations, with the same just, empty, concat and merge; a service's call is Mutations.from { try await … }; reduce is unchanged), or keep ReactorKit until the module is migrated (the guide's section on ReactorKit)"
        case .keptImport:
            "kept, as the file still uses Rx where the warnings say"
        case .mockolo:
            "generate it again with ribs mock (or RIBsMockPlugin) in place of Mockolo: its mocks follow the migrated protocols (async functions, the runtime's relays), and a mock of RIBs' own protocols (Routing, Interactable, ViewControllable…) subclasses RIBsTesting's double of the same name"
        case .needle:
            "Needle's components run on NeedleFoundation, which is not main-actor isolated as swift-ribs' builders are: make each component swift-ribs' Component (init(dependency:) in place of init(parent:), BootstrapComponent a Component<any EmptyDependency> made with EmptyComponent()), and generate what Needle generated with ribs deps generate or RIBsDepsPlugin (the guide's section on Needle)"
        case .unappliedStream:
            "write the stream out in a closure, as { _ in relay.events } for a relay (a ValueRelay's is .values)"
        case .catchError:
            "streams of the runtime do not fail: catch in the async function that produces the value"
        case .catchOperator:
            "streams of the runtime do not fail: catch in the async function that produces the value"
        case .retry:
            "loop in the async function that does the work"
        case .scan:
            "keep the accumulated value in the interactor (or a ValueRelay) and update it in the handler"
        case .materialize:
            "materialize has no equivalent: the runtime's streams carry no errors or completion"
        case .sideEffect:
            "the runtime's do(onNext:onSubscribe:onDispose:) takes a value's side effect only: do the others (a success's, an error's) in the handler, or in the async work that produces the values"
        case .subscribeWithHandlers:
            "the runtime's streams neither fail nor complete: keep onNext, and move error handling to the async work that produces the values"
        case .replayBuffer:
            "ReplaySubject.create other than with a buffer of 1 and no closure (ReplayRelay keeps the last value): for a larger buffer, keep the values in a ValueRelay of an array"
        case .unknownRelay:
            "could not tell which relay this is (declare it with its type, as let name = BehaviorRelay<T>(value:)): write .send(_:) for an EventRelay or .value = for a ValueRelay"
        case .handDetachOnClose:
            "swift-ribs detaches a RIB whose view the user closed (a sheet pulled down, the back button or swipe), so this code would detach it twice: make the view a RIBViewController (or RIBHostingController), attach the child with attachChild(_:onUserClose: { [weak self] in self?.detach<Child>() }), move what the listener's method did besides detaching into the parent interactor's userDidCloseChild(named:), then delete this code and that listener method"
        case .ribsDouble:
            "a hand double of RIBs' own protocol that lacks what swift-ribs asks for (an interactor's isActiveStream, a router's lifecycle, a viewable router's view): subclass RIBsTesting's InteractableMock, RoutingMock or ViewableRoutingMock and keep the app's counters on it"
        case .disposeWithWorkflow:
            "a subscription that ends with the workflow: keep the WorkflowSubscription subscribe(_:) returns and cancel both together, or bind the subscription to the RIB the step reached (cancelOnDeactivate(interactor:))"
        case .executor:
            "Uber's Executor runs logic on the main run loop after a delay: write a Task on the main actor that sleeps on a clock the test can drive (try await clock.sleep(for:)), bound to the RIB with cancelOnDeactivate(interactor:)"
        case .stepAsObservable:
            "a step is not a stream in swift-ribs: chain the next onStep, or await the actionable item's async function the step calls"
        case .sendableClass:
            "a relay hands its elements between isolations, so Swift 6 asks for Sendable: make the class a struct, or final with let properties of Sendable types, or @MainActor"
        case .sendableGenerated:
            "a relay hands its elements between isolations, so Swift 6 asks for Sendable, and a generator wrote this type, whose next run would undo an edit of it: declare it in a file of yours (extension Type: @unchecked Sendable {}, where its values are immutable once made, as Apollo's parsed results are), or hand on a Sendable model of yours"
        case .testScheduler:
            "RxTest's virtual time: drive the clock of the code under test with RIBsTesting's ManualClock"
        case .testableObserver:
            "RxTest's recorder: record with RIBsTesting's OutputRecorder, or subscribe(onNext:) in the test"
        case .toBlocking:
            "RxBlocking: await the stream's first(), or OutputRecorder.next(), in an async test"
        case .customOperator:
            "an operator the app adds to Rx: write it as an extension of Events that composes the runtime's operators (map, filter, removeDuplicates, …), then call it as before"
        case .onCompleted:
            "only an EventRelay ends (finish()); the runtime's other streams end when their relay is freed"
        case .variable:
            "Variable is BehaviorRelay's deprecated ancestor: declare a ValueRelay"
        case .singleton:
            "Swift 6 lets a static hold only a Sendable value, and nothing here shows this type is one: make it @MainActor if only RIBs use it, an actor, or final with let properties of Sendable types; or keep its state behind a Mutex and declare it @unchecked Sendable yourself (ribs migrate does not silence a static with nonisolated(unsafe))"
        case .mutableStatic:
            "a static var is state every thread shares, which Swift 6 refuses outside an actor: make it static let if nothing assigns it, @MainActor if only RIBs use it, or keep its state behind a Mutex (ribs migrate does not silence it with nonisolated(unsafe))"
        case .unprovenCallbackValue:
            "the callback hands its value to the async caller, so Swift 6 asks that it be Sendable, and nothing in the module shows it is (a library's type, or one a generator wrote): declare it where you know it is safe (extension Type: @unchecked Sendable {} in a file of yours, @retroactive for a library's type), or hand on a Sendable copy of what the caller needs"
        case .disposables:
            "Rx's disposables have no counterpart: keep each EventSubscription (cancel() it), a SubscriptionBag for a group, or bind them to the RIB with cancelOnDeactivate"
        case .observer:
            "an observer is what a stream sends to: send into the runtime's relays (EventRelay.send, ValueRelay.value), or call the handler directly"
        case .subject:
            "a subject used as an observer or read with value(): declare the runtime's relay (ValueRelay's value, EventRelay's send) and send into it"
        case .connectable:
            "connectable streams have no counterpart: Events.share(replay:) multicasts while subscribed, and a relay holds what every subscriber reads"
        case .timeOperator:
            "a timing operator the runtime's Events lacks: sleep on a clock in whileActive { } and send to a relay, or debounce(for:) and throttle(for:) where they fit"
        case .filtering:
            "a filtering operator the runtime's Events lacks: keep the state in the interactor and filter in the handler, or use prefix(_:), dropFirst(_:), filter and removeDuplicates"
        case .collecting:
            "a collecting operator the runtime's Events lacks: keep the running value in the interactor (or a ValueRelay) and update it in the handler"
        case .otherOperator:
            "an operator the runtime's Events lacks: write it with the runtime's operators (map, filter, flatMapLatest, combineLatest, merge, withLatest(from:)) or in the subscriber, or keep RxSwift for this chain"
        case .creation:
            "a way to make an Observable the runtime lacks: Events.just(…), Events.empty(), Events.never(), or an AsyncStream wrapped in Events(_:)"
        case .debug:
            "Rx's debugging hooks have no counterpart: print in do(onNext:) or the handler; the inspector (ribs tree, --inspect) shows the tree's events"
        case .infallible:
            "an Infallible is a stream that cannot fail, as every stream of the runtime is: declare Events and subscribe with subscribe(onNext:)"
        case .kvo:
            "RxCocoa's KVO observation: observe with Foundation's observe(_:options:changeHandler:) and send into a relay"
        case .concurrencyBridge:
            "RxSwift's bridge to Swift concurrency: an Events is an AsyncSequence already (for await in events), and an async function is awaited directly"
        case .rxCocoaFoundation:
            "RxCocoa's URLSession and NotificationCenter extensions: await URLSession's data(for:) in an async throws function, and follow NotificationCenter's notifications(named:) in whileActive { }"
        case .rxType:
            "a type of RxSwift's or RxCocoa's with no counterpart in swift-ribs: the file keeps RxSwift until this code is written on the runtime's streams, relays and async functions (the guide's table of Rx types)"
        case .activityIndicatorCopy:
            "the app's copy of RxSwift's example: swift-ribs' ActivityTracker takes its place where the app uses it (track { } and isActive), so nothing needs this file once every module is migrated; delete it then"
        case .trackActivityOnStream:
            "trackActivity on a stream, not on a call that became async: count the async work itself, as try await tracker.track { try await work() }"
        case .rxError:
            "Rx's own errors have no counterpart but noElements (the runtime's NoElementsError): throw an error of the app's in its place"
        case .heldSelf:
            "removed: the closure's code now runs in an async function or a task that holds self until it ends, so self is never nil there and this else could never run (the leak detector says if a task holds a RIB too long)"
        case .superSetUp:
            "removed: XCTestCase's set-up and tear-down do nothing, and awaiting them from the main-actor case would send the case off its actor"
        case .neverFails:
            "removed: the stream it handles cannot fail (it comes from a relay, `just` or a control's event, through operators that do not throw), so this handler could never run"
        case .waitForExpectations:
            "the test is async now (its case is the main actor's), where XCTest's waitForExpectations is unavailable: name the expectations and write await fulfillment(of: [expectation], timeout: …)"
        case .subjectError:
            "the subject became the runtime's relay, which does not fail: send the failure as a value (a case of the element's enum, or a Result), or keep the subject on RxSwift with what reads it"
        case .failingStream:
            "the stream can fail (it is not made from relays), and the runtime's streams do not, so this chain stays on RxSwift with its handler: make the work that fails an async throws function and call it with do/catch in whileActive { }, or keep RxSwift until it is (the guide's section on the service layer)"
        case .injectedScheduler:
            "removed with the scheduler it assigns, which the type took only to observe on: the runtime delivers on the main actor, and a test steps a ManualClock"
        case .scheduler:
            "a scheduler other than MainScheduler: the runtime delivers on the main actor; move the work to a Task"
        }
    }
}
