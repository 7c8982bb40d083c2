// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

// The part of RxSwift that Modoo's code and its tests' doubles keep after `ribs migrate`: a
// `Single.create` or an `Observable.create` awaited through `value` (RxSwift 6.5's), with
// RxSwift's signatures. The app's own tests run through it, so what they use behaves as
// RxSwift's does: `asSingle()` delivers the one element once the source completes, and fails on
// none or more than one; the first terminal event wins.
public protocol Disposable {
    func dispose()
}

public enum Disposables {
    private struct Nothing: Disposable {
        func dispose() {}
    }

    public static func create() -> Disposable { Nothing() }
}

public enum RxError: Swift.Error {
    case noElements
    case moreThanOneElement
}

public enum Event<Element> {
    case next(Element)
    case error(Swift.Error)
    case completed
}

public struct AnyObserver<Element> {
    let on: (Event<Element>) -> Void

    public func onNext(_ element: Element) { on(.next(element)) }
    public func onError(_ error: Swift.Error) { on(.error(error)) }
    public func onCompleted() { on(.completed) }
}

public struct Observable<Element> {
    let subscribe: (AnyObserver<Element>) -> Disposable

    public static func create(_ subscribe: @escaping (AnyObserver<Element>) -> Disposable) -> Observable<Element> {
        Observable(subscribe: subscribe)
    }

    public func asSingle() -> Single<Element> {
        Single { observer in
            var element: Element?
            var ended = false
            return subscribe(
                AnyObserver { event in
                    guard !ended else { return }
                    switch event {
                    case .next(let next):
                        if element != nil {
                            ended = true
                            observer(.failure(RxError.moreThanOneElement))
                        }
                        element = next
                    case .error(let error):
                        ended = true
                        observer(.failure(error))
                    case .completed:
                        ended = true
                        if let element { observer(.success(element)) } else { observer(.failure(RxError.noElements)) }
                    }
                })
        }
    }
}

public enum SingleTrait {}

public enum SingleEvent<Element> {
    case success(Element)
    case failure(Swift.Error)
}

public struct PrimitiveSequence<Trait, Element> {
    let subscribe: (@escaping (SingleEvent<Element>) -> Void) -> Disposable
}

public typealias Single<Element> = PrimitiveSequence<SingleTrait, Element>

extension PrimitiveSequence where Trait == SingleTrait {
    public typealias SingleObserver = (SingleEvent<Element>) -> Void

    public static func create(subscribe: @escaping (@escaping SingleObserver) -> Disposable) -> Single<Element> {
        PrimitiveSequence(subscribe: subscribe)
    }

    /// The one event, awaited; later events are dropped, as a `Single` ends at its first.
    public var value: Element {
        get async throws {
            try await withCheckedThrowingContinuation { continuation in
                var resumed = false
                _ = subscribe { event in
                    guard !resumed else { return }
                    resumed = true
                    switch event {
                    case .success(let element): continuation.resume(returning: element)
                    case .failure(let error): continuation.resume(throwing: error)
                    }
                }
            }
        }
    }
}
