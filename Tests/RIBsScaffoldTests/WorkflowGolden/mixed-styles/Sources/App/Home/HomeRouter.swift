import RIBs

/// Attaches and detaches Home's children through its node: `node.attach(child, as: .push) { outputs,
/// attachment in … }`, following the child's outputs with `attachment.on(_:_:)`.
@MainActor
final class HomeRouter {
    private let accountBuilder: any AccountBuildable
    private var account: (any AccountRouting)?

    let node: RIBNode

    init(node: RIBNode, accountBuilder: any AccountBuildable) {
        self.accountBuilder = accountBuilder
        self.node = node
    }

    func routeToAccount(listener: any AccountListener) {
        guard account == nil else { return }
        let account = accountBuilder.build(withListener: listener)
        self.account = account
        node.attach(account, as: .present, onUserClose: { [weak self] in self?.detachAccount() })
    }

    func detachAccount() {
        guard let account else { return }
        self.account = nil
        node.detachChild(account)
    }
}
