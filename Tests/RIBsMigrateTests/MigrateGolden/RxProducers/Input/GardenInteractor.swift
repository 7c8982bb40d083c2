import RIBs
import RxRelay
import RxSwift

protocol GardenPresentable: Presentable {
    func show(gardens: String)
    func showFailure()
}

/// Its service's stream is made by RxSwift: it stays RxSwift's, read in a task that the
/// deactivation cancels, while its own relay becomes the runtime's.
final class GardenInteractor: PresentableInteractor<GardenPresentable> {
    private let service: GardenService
    private let selected = BehaviorRelay<Int>(value: 0)
    let latest = BehaviorRelay<String>(value: "")

    init(presenter: GardenPresentable, service: GardenService) {
        self.service = service
        super.init(presenter: presenter)
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        selected
            .subscribe(onNext: { [weak self] index in self?.load(index) })
            .disposeOnDeactivate(interactor: self)
    }

    /// A stream that stays RxSwift's binds into a relay that is the runtime's now: it sends into it.
    func refresh() {
        service.gardens(token: "all")
            .bind(to: latest)
            .disposeOnDeactivate(interactor: self)
    }

    func select(_ index: Int) {
        selected.accept(index)
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
