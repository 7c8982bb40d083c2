// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

// The part of RxSwift that MiniSuperApp's code keeps after `ribs migrate` (a `Single` awaited
// through `value`, RxSwift 6.5's), with RxSwift's signatures. Nothing here runs a stream.
public enum SingleTrait {}

public struct PrimitiveSequence<Trait, Element> {
    let result: () async throws -> Element

    public init(_ result: @escaping () async throws -> Element) {
        self.result = result
    }
}

public typealias Single<Element> = PrimitiveSequence<SingleTrait, Element>

extension PrimitiveSequence where Trait == SingleTrait {
    public var value: Element {
        get async throws { try await result() }
    }
}

public struct Reactive<Base> {
    public let base: Base

    public init(_ base: Base) {
        self.base = base
    }
}

public protocol ReactiveCompatible {
    associatedtype ReactiveBase
    var rx: Reactive<ReactiveBase> { get }
}

extension ReactiveCompatible {
    public var rx: Reactive<Self> { Reactive(self) }
}
