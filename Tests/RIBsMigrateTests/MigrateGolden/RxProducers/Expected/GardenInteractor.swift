import RIBs
import RxSwift

@MainActor
protocol GardenPresentable: Presentable {
    func show(gardens: String)
    func showFailure()
}

/// Its service's stream is made by RxSwift: it stays RxSwift's, read in a task that the
/// deactivation cancels, while its own relay becomes the runtime's.
final class GardenInteractor: PresentableInteractor<GardenPresentable> {
    private let service: GardenService
    private let selected = ValueRelay<Int>(0)
    let latest = ValueRelay<String>("")

    init(presenter: GardenPresentable, service: GardenService) {
        self.service = service
        super.init(presenter: presenter)
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        selected.values
            .subscribe(onNext: { [weak self] index in self?.load(index) })
            .cancelOnDeactivate(interactor: self)
    }

    /// A stream that stays RxSwift's binds into a relay that is the runtime's now: it sends into it.
    func refresh() {
        let stream = service.gardens(token: "all").asyncValues
        whileActive { [self] in
            do {
                for try await element in stream where !Task.isCancelled {
                    latest.value = element
                }
            } catch {
                assertionFailure("Binding error: \(error)")
            }
        }
    }

    func select(_ index: Int) {
        selected.value = index
    }

    private func load(_ index: Int) {
        let stream = service.gardens(token: "\(index)")
            .take(1).asyncValues
        whileActive { [self] in
            do {
                for try await gardens in stream where !Task.isCancelled {
                    self.presenter.show(gardens: gardens)
                }
            } catch {
                self.presenter.showFailure()
            }
        }
    }
}

// Written by ribs migrate: this file reads streams RxSwift makes in tasks. Each is
// subscribed where the file makes it (`.asyncValues`), as Rx subscribed, keeps what it
// sends until the task's loop reads it, and is disposed when the task is cancelled. Delete
// this once they are async functions or Events.
extension ObservableConvertibleType {
    fileprivate var asyncValues: AsyncThrowingStream<Element, any Error> {
        AsyncThrowingStream { continuation in
            nonisolated(unsafe) let subscription = asObservable().subscribe(
                onNext: { element in
                    // Unchecked, as RxSwift handed it across threads: the loop reads it
                    // on the task's actor.
                    nonisolated(unsafe) let element = element
                    continuation.yield(element)
                },
                onError: { continuation.finish(throwing: $0) },
                onCompleted: { continuation.finish() }
            )
            continuation.onTermination = { _ in subscription.dispose() }
        }
    }
}
