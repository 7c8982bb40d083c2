/// What a view bound with RxCocoa declares at its end, to meet the RIB's streams.
extension RxCocoaViewsRule {
    /// The bridge a view bound with RxCocoa declares.
    static var bridge: String { bridge(why) }

    private static let why = """
        // Written by ribs migrate: this view binds UIKit with RxCocoa, so the RIB's streams reach it
        // as RxSwift's Observables, here. Bind the view with the runtime's streams, then delete this.
        """

    /// Why a file that reads the app's own Rx extensions of types that are no views declares it.
    static let whyForExtensionReader = """
        // Written by ribs migrate: this file reads the app's own Rx extensions, so the RIB's streams
        // reach it as RxSwift's Observables, here. Read the type's Events instead, then delete this.
        """

    /// The migration guide's bridge (`RxStandIn/RxBridge.swift`), private to the file: each file
    /// has its own, so the module declares it once per file and never twice. `why` is its comment.
    static func bridge(_ why: String) -> String {
        "\n" + why + "\n" + bridgeBody
    }

    private static let bridgeBody = """
        extension Events {
            fileprivate func asObservable() -> Observable<Element> {
                Observable.create { observer in
                    // Rx's observer is not Sendable; RxCocoa and RIBs code subscribe on the main thread.
                    nonisolated(unsafe) let observer = observer
                    let subscription = MainActor.assumeIsolated {
                        self.subscribe(onNext: { observer.onNext($0) })
                    }
                    return Disposables.create {
                        MainActor.assumeIsolated { subscription.cancel() }
                    }
                }
            }
        }

        """

    /// What a view bound with RxCocoa declares where the RIB reads one of its RxSwift streams as
    /// `Events` (a requirement of its presentable protocol): an `AsyncSequence` over the
    /// `Observable` that subscribes to it when a subscription starts, so nothing sent after is
    /// lost; ``Events``' initialiser from a sequence reads it in order, a turn later.
    static let eventsBridge = """

        // Written by ribs migrate: the RIB reads this view's RxSwift streams as the runtime's Events,
        // here. Each subscription subscribes to the Observable when it starts, so nothing sent after
        // is lost, and gets its elements in order, a turn later on the main actor. Send from the
        // controls into an EventRelay the view owns, then delete this.
        extension ObservableType where Element: Sendable {
            fileprivate func asEvents() -> Events<Element> {
                Events(RxElements(source: asObservable()))
            }
        }

        private struct RxElements<Element: Sendable>: AsyncSequence, @unchecked Sendable {
            typealias Failure = Never
            // Rx's Observable is not Sendable; the RIB subscribes on the main actor, as RxCocoa does.
            let source: Observable<Element>

            func makeAsyncIterator() -> AsyncStream<Element>.Iterator {
                let (stream, continuation) = AsyncStream.makeStream(of: Element.self, bufferingPolicy: .unbounded)
                nonisolated(unsafe) let subscription = source.subscribe(
                    onNext: { continuation.yield($0) }, onError: { _ in continuation.finish() },
                    onCompleted: { continuation.finish() })
                continuation.onTermination = { _ in subscription.dispose() }
                return stream.makeAsyncIterator()
            }
        }

        """
}
