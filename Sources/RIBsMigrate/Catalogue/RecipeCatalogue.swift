/// The entries of RxSwift's API no rule rewrites, by the recipe `ribs migrate` names them with
/// (``RxCatalogue``): schedulers, disposables, observers, subjects used as such, and the
/// operators the runtime's `Events` does not have. A pattern's syntax is ``CataloguePattern``'s.
enum RecipeCatalogue {
    static let entries: [(Recipe, [String])] = [
        (
            .scheduler,
            [
                "*Scheduler.*", "SchedulerType.*", "ImmediateSchedulerType.*", "RxTime", "RxTimeInterval",
                "ObservableType.subscribe(on:)", "ObservableType.subscribeOn(_:)",
            ]
        ),
        (.testScheduler, ["VirtualTime*.*", "HistoricalScheduler*.*"]),
        (
            .disposables,
            [
                "Disposables.*", "CompositeDisposable.*", "SerialDisposable.*", "SingleAssignmentDisposable.*",
                "RefCountDisposable.*", "ScheduledDisposable.*", "BooleanDisposable.*", "Cancelable.*", "DisposeBase",
            ]
        ),
        (.observer, ["ObserverType.*", "AnyObserver.*"]),
        (.binder, ["Binder.*"]),
        (
            .subject,
            [
                "AsyncSubject.*", "SubjectType.*", "BehaviorSubject.*", "PublishSubject.*", "ReplaySubject.*",
                "BehaviorRelay.*", "PublishRelay.*", "ReplayRelay.*",
            ]
        ),
        (
            .materialize,
            [
                "Event.*", "EventConvertible.*", "InfallibleEvent.*", "ObservableType.materialize()",
                "ObservableType.dematerialize()",
            ]
        ),
        (
            .connectable,
            [
                "ConnectableObservable*.*", "ObservableType.publish()", "ObservableType.replay(_:)",
                "ObservableType.replayAll()", "ObservableType.multicast(*)",
            ]
        ),
        (
            .timeOperator,
            [
                "ObservableType.delay(*)", "ObservableType.delaySubscription(*)", "ObservableType.timeout(*)",
                "ObservableType.sample(*)", "ObservableType.buffer(*)", "ObservableType.window(*)",
            ]
        ),
        (.interval, ["ObservableType.interval(*)"]),
        (.timer, ["ObservableType.timer(*)"]),
        (.zip, ["ObservableType.zip(*)"]),
        (.concat, ["ObservableType.concat(*)"]),
        (
            .filtering,
            [
                "ObservableType.skip(while:)", "ObservableType.skip(until:)", "ObservableType.skipWhile(_:)",
                "ObservableType.takeWhile(_:)", "ObservableType.skipUntil(_:)", "ObservableType.takeUntil(*)",
                "ObservableType.takeLast(_:)", "ObservableType.element(at:)", "ObservableType.elementAt(_:)",
                "ObservableType.ignoreElements()", "ObservableType.single(*)", "ObservableType.first()",
                "ObservableType.take(*)", "ObservableType.skip(*)", "TakeBehavior.*", "ObservableType.ifEmpty(*)",
            ]
        ),
        (.scan, ["ObservableType.scan(*)"]),
        (
            .collecting,
            [
                "ObservableType.reduce(*)", "ObservableType.toArray()", "ObservableType.groupBy(*)",
                "GroupedObservable.*",
            ]
        ),
        (
            .otherOperator,
            [
                "ObservableType.amb(*)", "ObservableType.switchLatest()", "ObservableType.concatMap(_:)",
                "ObservableType.flatMapFirst(_:)", "ObservableType.enumerated()",
                "ObservableType.decode(type:decoder:)",
                "DataDecoder.*", "ObservableType.distinctUntilChanged(*)",
            ]
        ),
        (.observableCreate, ["ObservableType.create(_:)"]),
        (.observableOf, ["ObservableType.of(*)"]),
        (.observableFrom, ["ObservableType.from(*)"]),
        (.observableError, ["ObservableType.error(_:)"]),
        (
            .creation,
            [
                "ObservableType.deferred(_:)", "ObservableType.generate(*)", "ObservableType.range(*)",
                "ObservableType.repeatElement(*)", "ObservableType.using(*)", "ObservableType.just(*)",
            ]
        ),
        (.debug, ["ObservableType.debug(*)", "Hooks.*", "maxTailRecursiveSinkStackSize"]),
        (.infallible, ["Infallible", "Infallible.*", "InfallibleType.*", "*.asInfallible(*)"]),
        (
            .driver,
            [
                "Driver", "DriverSharingStrategy.*", "SharedSequence.*", "SharedSequenceConvertibleType.*",
                "SharingStrategyProtocol.*", "*.asDriver(*)", "*.asSharedSequence(*)",
            ]
        ),
        (.signal, ["Signal", "SignalSharingStrategy.*", "*.asSignal(*)"]),
        (.kvo, ["KVORepresentable.*", "*.KVOType", "*.init(KVOValue:)", "RxAbstractInteger"]),
        (.rxError, ["RxError.*", "RxCocoaError.*", "RxCocoaURLError.*"]),
        (.concurrencyBridge, ["ObservableConvertibleType.values", "AsyncSequence.asObservable()"]),
        (
            .rxCocoaFoundation,
            [
                "Reactive.data(request:)", "Reactive.json(*)", "Reactive.response(request:)",
                "Reactive.notification(*)",
                "Reactive.shouldLogRequest",
            ]
        ),
        (.controlEvent, ["ControlEvent*.*"]),
        (.controlProperty, ["ControlProperty*.*"]),
        (
            .rxCocoa,
            [
                "SectionedViewDataSourceType.*", "ObservableType.bind(to:curriedArgument:)", "ReactiveCompatible.*",
                "Reactive", "Reactive.base", "Reactive.init(_:)", "Reactive.subscript(dynamicMember:)",
            ]
        ),
        (.oneResult, ["ObservableType.asSingle()", "ObservableType.asMaybe()", "ObservableType.asCompletable()"]),
    ]
}
