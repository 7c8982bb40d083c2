import RIBs
import RxSwift

@MainActor
protocol GardenPresentable: Presentable {
    func show(gardens: String)
    func showFailure()
}

/// Its service's stream is made by RxSwift: that chain stays RxSwift's, ended at deactivation
/// through the bridge, while its own relay becomes the runtime's.
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

    /// A chain that stays RxSwift's binds into a relay that is the runtime's now: it sends into it.
    func refresh() {
        service.gardens(token: "all")
            .bind(onNext: { [latest] in latest.value = $0 })
            .disposeOnDeactivate(interactor: self)
    }

    func select(_ index: Int) {
        selected.value = index
    }

    private func load(_ index: Int) {
        service.gardens(token: "\(index)")
            .take(1)
            .subscribe(onNext: { [weak self] gardens in
                self?.presenter.show(gardens: gardens)
            }, onError: { [weak self] _ in
                self?.presenter.showFailure()
            })
            .disposeOnDeactivate(interactor: self)
    }
}

// Written by ribs migrate: this file stays on RxSwift, and its subscriptions end when
// the interactor deactivates, as Uber's disposeOnDeactivate ended them. Delete this once
// the file is on the runtime's streams, with cancelOnDeactivate(interactor:).
extension Disposable {
    @MainActor
    fileprivate func disposeOnDeactivate(interactor: Interactor) {
        nonisolated(unsafe) let disposable: any Disposable = self
        Task { @MainActor in
            // A stream that never sends: the task waits until the deactivation cancels it.
            let never = AsyncStream<Never> { _ in }
            await withTaskCancellationHandler {
                for await _ in never {}
            } onCancel: {
                disposable.dispose()
            }
        }
        .cancelOnDeactivate(interactor: interactor)
    }
}
