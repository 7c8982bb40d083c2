import RIBs

/// What Settings's interactor asks its router: to attach and detach children.
/// @mockable
@MainActor
protocol SettingsRouting: ViewableRouting {}

/// What Settings's interactor shows.
/// @mockable
@MainActor
protocol SettingsPresentable: Presentable {
    var listener: (any SettingsPresentableListener)? { get set }
}

/// What Settings tells its parent.
/// @mockable
@MainActor
protocol SettingsListener: AnyObject {}

/// Settings's business logic.
final class SettingsInteractor: PresentableInteractor<any SettingsPresentable>, SettingsInteractable,
    SettingsPresentableListener, SettingsActionableItem
{
    weak var router: (any SettingsRouting)?
    weak var listener: (any SettingsListener)?

    override init(presenter: any SettingsPresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        // Settings's logic starts here. Follow a stream with stream.subscribe(onNext: { … })
        // .cancelOnDeactivate(interactor: self), run a request in whileActive { }: both end
        // when Settings resigns.
    }

    // MARK: - SettingsActionableItem

    /// ResetPassword's last step: what the link asks of Settings.
    func resetPassword() -> (any SettingsActionableItem, Void)? {
        // TODO: Do what the link asks, such as router?.routeTo…(…).
        return (self, ())
    }
}
