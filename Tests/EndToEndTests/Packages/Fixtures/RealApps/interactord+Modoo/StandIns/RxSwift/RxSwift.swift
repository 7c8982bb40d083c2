// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

// The part of RxSwift that Modoo's code keeps after `ribs migrate` (a `Single.create` awaited
// through `value`, RxSwift 6.5's), with RxSwift's signatures. It is type-checked, not run.
public protocol Disposable {
    func dispose()
}

public enum Disposables {
    private struct Nothing: Disposable {
        func dispose() {}
    }

    public static func create() -> Disposable { Nothing() }
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

    public var value: Element {
        get async throws {
            try await withCheckedThrowingContinuation { continuation in
                _ = subscribe { event in
                    switch event {
                    case .success(let element): continuation.resume(returning: element)
                    case .failure(let error): continuation.resume(throwing: error)
                    }
                }
            }
        }
    }
}
