// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation
// A stand-in for RxSwift, which cannot be built here: the shape of the types the migration
// guide's bridge uses (Observable, create, subscribe, Disposable), enough to run it. Not Rx.

public protocol Disposable {
    func dispose()
}

public enum Disposables {
    private final class Action: Disposable {
        private var action: (() -> Void)?
        init(_ action: @escaping () -> Void) { self.action = action }
        func dispose() {
            action?()
            action = nil
        }
    }

    public static func create(with dispose: @escaping () -> Void) -> any Disposable { Action(dispose) }
    public static func create() -> any Disposable { Action {} }
}

public final class DisposeBag {
    private var disposables: [any Disposable] = []
    public init() {}
    public func insert(_ disposable: any Disposable) { disposables.append(disposable) }
    deinit { for disposable in disposables { disposable.dispose() } }
}

extension Disposable {
    public func disposed(by bag: DisposeBag) { bag.insert(self) }
}

public struct AnyObserver<Element> {
    let next: (Element) -> Void
    public func onNext(_ element: Element) { next(element) }
    public func onError(_ error: any Error) {}
    public func onCompleted() {}
}

public protocol ObservableConvertibleType {
    associatedtype Element
    func asObservable() -> Observable<Element>
}

public protocol ObservableType: ObservableConvertibleType {
    func subscribe(onNext: @escaping (Element) -> Void) -> any Disposable
}

public final class Observable<Element>: ObservableType {
    private let subscribeHandler: (AnyObserver<Element>) -> any Disposable

    private init(_ subscribe: @escaping (AnyObserver<Element>) -> any Disposable) {
        subscribeHandler = subscribe
    }

    public static func create(_ subscribe: @escaping (AnyObserver<Element>) -> any Disposable) -> Observable<Element> {
        Observable(subscribe)
    }

    public func subscribe(onNext: @escaping (Element) -> Void) -> any Disposable {
        subscribeHandler(AnyObserver(next: onNext))
    }

    public static func just(_ element: Element) -> Observable<Element> {
        Observable { observer in
            observer.onNext(element)
            return Disposables.create()
        }
    }
}

/// Rx's PublishSubject, as far as the bridge's check needs it.
public final class PublishSubject<Element>: ObservableType {
    private var observers: [Int: (Element) -> Void] = [:]
    private var nextID = 0

    public init() {}

    public func onNext(_ element: Element) {
        for observer in observers.sorted(by: { $0.key < $1.key }) { observer.value(element) }
    }

    /// RxSwift's `hasObservers`: whether a subscription is still there.
    public var hasObservers: Bool { !observers.isEmpty }

    public func subscribe(onNext: @escaping (Element) -> Void) -> any Disposable {
        let id = nextID
        nextID += 1
        observers[id] = onNext
        return Disposables.create { [weak self] in self?.observers[id] = nil }
    }
}

// What a chain that stays on RxSwift calls (a network client's `Observable.create` that
// subscribes to another request): the shapes only.
extension ObservableType {
    public func subscribe(
        onNext: @escaping (Element) -> Void, onError: @escaping (any Error) -> Void
    ) -> any Disposable {
        subscribe(onNext: onNext)
    }

    public func subscribe(
        onNext: @escaping (Element) -> Void, onError: @escaping (any Error) -> Void,
        onCompleted: @escaping () -> Void
    ) -> any Disposable {
        subscribe(onNext: onNext)
    }

    public func flatMapLatest<Inner: ObservableType>(
        _ selector: @escaping (Element) -> Inner
    ) -> Observable<Inner.Element> {
        Observable.create { observer in
            subscribe(onNext: { element in _ = selector(element).subscribe(onNext: observer.onNext) })
        }
    }

    public func take(_ count: Int) -> Observable<Element> {
        Observable.create { observer in subscribe(onNext: observer.onNext) }
    }
}

extension Observable {
    public static func empty() -> Observable<Element> {
        Observable.create { _ in Disposables.create() }
    }

    public static func combineLatest<First: ObservableType, Second: ObservableType>(
        _ first: First, _ second: Second
    ) -> Observable<(First.Element, Second.Element)> where Element == (First.Element, Second.Element) {
        Observable.create { observer in
            var latest: (First.Element?, Second.Element?) = (nil, nil)
            let one = first.subscribe(onNext: { element in
                latest.0 = element
                if let other = latest.1 { observer.onNext((element, other)) }
            })
            let two = second.subscribe(onNext: { element in
                latest.1 = element
                if let other = latest.0 { observer.onNext((other, element)) }
            })
            return Disposables.create {
                one.dispose()
                two.dispose()
            }
        }
    }
}

extension ObservableType {
    /// RxSwift 6's `bind(onNext:)`: what `ribs migrate` writes for a view's `bind(to:)` into a
    /// migrated relay.
    public func bind(onNext: @escaping (Element) -> Void) -> any Disposable {
        subscribe(onNext: onNext)
    }
}

// RxSwift 6's traits, their shapes only (what the bridge `ribs migrate` writes for a call of a
// function that is async now, in a file that stays on RxSwift, creates).
public enum SingleTrait {}
public enum CompletableTrait {}
public enum MaybeTrait {}

public struct PrimitiveSequence<Trait, Element> {
    let subscribeHandler: Any
}

public typealias Single<Element> = PrimitiveSequence<SingleTrait, Element>
public typealias Completable = PrimitiveSequence<CompletableTrait, Never>
public typealias Maybe<Element> = PrimitiveSequence<MaybeTrait, Element>
public typealias SingleEvent<Element> = Result<Element, any Error>

public enum CompletableEvent {
    case completed
    case error(any Error)
}

public enum MaybeEvent<Element> {
    case success(Element)
    case error(any Error)
    case completed
}

extension PrimitiveSequence where Trait == SingleTrait {
    public func asObservable() -> Observable<Element> { Observable.create { _ in Disposables.create(with: {}) } }

    public static func create(
        subscribe: @escaping (@escaping (SingleEvent<Element>) -> Void) -> any Disposable
    ) -> Single<Element> { Single(subscribeHandler: subscribe) }
}

extension PrimitiveSequence where Trait == CompletableTrait, Element == Never {
    public static func create(subscribe: @escaping (@escaping (CompletableEvent) -> Void) -> any Disposable)
        -> Completable
    {
        Completable(subscribeHandler: subscribe)
    }
}

extension PrimitiveSequence where Trait == MaybeTrait {
    public static func create(
        subscribe: @escaping (@escaping (MaybeEvent<Element>) -> Void) -> any Disposable
    ) -> Maybe<Element> { Maybe(subscribeHandler: subscribe) }
}

/// The main thread's scheduler, named by operators that take one.
public final class MainScheduler: @unchecked Sendable {
    public static let instance = MainScheduler()
}

extension PrimitiveSequence where Trait == SingleTrait {
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Single<Result> {
        Single<Result>(subscribeHandler: subscribeHandler)
    }

    public func timeout(_ seconds: Int, scheduler: MainScheduler) -> Single<Element> { self }

    public func subscribe(
        onSuccess: ((Element) -> Void)? = nil, onFailure: ((any Error) -> Void)? = nil
    ) -> any Disposable {
        Disposables.create()
    }
}

// What a view bound with RxCocoa calls (`MigratedViewsCompileTests`): the shapes only.
public protocol ObserverType {
    associatedtype Element
    func onNext(_ element: Element)
}

/// RxSwift's `Reactive`, the `.rx` namespace RxCocoa extends.
public struct Reactive<Base> {
    public let base: Base
    public init(_ base: Base) { self.base = base }
}

extension ObservableType {
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Observable<Result> {
        Observable.create { observer in subscribe(onNext: { element in _ = try? observer.onNext(transform(element)) }) }
    }

    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        Observable.create { observer in
            subscribe(onNext: { element in if (try? predicate(element)) == true { observer.onNext(element) } })
        }
    }

    public func asObservable() -> Observable<Element> {
        Observable.create { observer in subscribe(onNext: observer.onNext) }
    }

    public func bind<Observer: ObserverType>(to observers: Observer...) -> any Disposable
    where Observer.Element == Element {
        subscribe(onNext: { element in for observer in observers { observer.onNext(element) } })
    }

    public func bind<Observer: ObserverType>(to observers: Observer...) -> any Disposable
    where Observer.Element == Element? {
        subscribe(onNext: { element in for observer in observers { observer.onNext(element) } })
    }

    public func bind<Result>(to binder: (Self) -> Result) -> Result { binder(self) }

    public func bind<R1, R2>(to binder: (Self) -> (R1) -> R2, curriedArgument: R1) -> R2 {
        binder(self)(curriedArgument)
    }
}

extension ObservableType {
    public func withLatestFrom<Source: ObservableType>(_ second: Source) -> Observable<Source.Element> {
        Observable.create { observer in
            var latest: Source.Element?
            let other = second.subscribe(onNext: { latest = $0 })
            let own = subscribe(onNext: { _ in if let latest { observer.onNext(latest) } })
            return Disposables.create {
                other.dispose()
                own.dispose()
            }
        }
    }
}

// RxRelay's relays, which a view keeps for itself (RxCocoa re-exports RxRelay): the shapes only.
public final class PublishRelay<Element>: ObservableType {
    private let subject = PublishSubject<Element>()

    public init() {}

    public func accept(_ event: Element) { subject.onNext(event) }

    public func subscribe(onNext: @escaping (Element) -> Void) -> any Disposable {
        subject.subscribe(onNext: onNext)
    }
}

public final class BehaviorRelay<Element>: ObservableType {
    private let subject = PublishSubject<Element>()
    public private(set) var value: Element

    public init(value: Element) { self.value = value }

    public func accept(_ event: Element) {
        value = event
        subject.onNext(event)
    }

    public func subscribe(onNext: @escaping (Element) -> Void) -> any Disposable {
        onNext(value)
        return subject.subscribe(onNext: onNext)
    }
}

// RxRelay's `bind(to:)` into relays.
extension ObservableType {
    public func bind(to relays: PublishRelay<Element>...) -> any Disposable {
        subscribe(onNext: { element in for relay in relays { relay.accept(element) } })
    }

    public func bind(to relays: BehaviorRelay<Element>...) -> any Disposable {
        subscribe(onNext: { element in for relay in relays { relay.accept(element) } })
    }
}
