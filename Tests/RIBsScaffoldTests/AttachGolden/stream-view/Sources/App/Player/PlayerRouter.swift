import RIBs

/// Attaches and detaches Player's children through its node: `node.attach(child, as: .push) { outputs,
/// attachment in … }`, following the child's outputs with `attachment.on(_:_:)`.
@MainActor
final class PlayerRouter {
    private let settingsBuilder: any SettingsBuildable
    private var settings: (any SettingsRouting)?

    let node: RIBNode

    init(node: RIBNode, settingsBuilder: any SettingsBuildable) {
        self.settingsBuilder = settingsBuilder
        self.node = node
    }

    func routeToSettings(listener: any SettingsListener) {
        guard settings == nil else { return }
        let settings = settingsBuilder.build(withListener: listener)
        self.settings = settings
        node.attach(settings, as: .present, onUserClose: { [weak self] in self?.detachSettings() })
    }

    func detachSettings() {
        guard let settings else { return }
        self.settings = nil
        node.detachChild(settings)
    }
}
