import RIBs
import RxSwift

protocol ProfilePresentable: Presentable {
    var listener: ProfilePresentableListener? { get set }
    func show(name: String)
    func show(error: String)
}

protocol ProfilePresentableListener: AnyObject {
    func didTapRename()
    func didTapClose()
}

protocol ProfileListener: AnyObject {
    func profileDidClose()
}

final class ProfileInteractor: PresentableInteractor<ProfilePresentable>, ProfilePresentableListener {
    weak var listener: ProfileListener?
    private let useCase: ProfileUseCase

    init(presenter: ProfilePresentable, useCase: ProfileUseCase) {
        self.useCase = useCase
        super.init(presenter: presenter)
        presenter.listener = self
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        useCase.name(of: "me")
            .observe(on: MainScheduler.instance)
            .subscribe(with: self, onSuccess: { this, name in
                this.presenter.show(name: name)
            }, onFailure: { this, error in
                this.presenter.show(error: "\(error)")
            })
            .disposeOnDeactivate(interactor: self)
    }

    func didTapRename() {
        useCase.rename("me", to: "Ada")
            .map(\.name)
            .subscribe(onSuccess: { [weak self] name in
                self?.presenter.show(name: name)
            })
            .disposeOnDeactivate(interactor: self)
    }

    func didTapClose() {
        useCase.reload()
            .catch { [weak self] error in
                self?.presenter.show(error: "\(error)")
                return .never()
            }
            .subscribe()
            .disposeOnDeactivate(interactor: self)
        listener?.profileDidClose()
    }
}
