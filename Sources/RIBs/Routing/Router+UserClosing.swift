/// Children whose view the user can close (``UserClosing``).
extension Router {
    /// Attaches `child`, as ``attachChild(_:)-(Routing)`` does, and gives the way to detach it when the
    /// user closes its view: this router's own `detach<Child>()`, which clears the field that
    /// holds the child, so `routeTo<Child>()` builds it again.
    ///
    /// ```swift
    /// func routeToCreateAccount() {
    ///     guard createAccount == nil else { return }
    ///     let createAccount = createAccountBuilder.build(withListener: interactor)
    ///     self.createAccount = createAccount
    ///     attachChild(createAccount, onUserClose: { [weak self] in self?.detachCreateAccount() })
    ///     viewController.present(createAccount.viewControllable)
    /// }
    /// ```
    ///
    /// A child attached with ``attachChild(_:)-(Routing)`` is detached with ``detachChild(_:)`` when the
    /// user closes its view. `detach` must detach the child: a closure that does not stops,
    /// naming both RIBs.
    public final func attachChild(_ child: any ViewableRouting, onUserClose detach: @escaping @MainActor () -> Void) {
        attachChild(child)
        ClosableViews.register(child.viewControllable, of: child, detach: detach)
    }

    /// Attaches a stream-style child, as `attachChild(child.node)` does, and gives the way to
    /// detach it when the user closes its view (``BuiltRIB/view``), as
    /// `attachChild(_:onUserClose:)` does for a classic child.
    public final func attachChild<Outputs>(
        _ child: BuiltRIB<Outputs>, onUserClose detach: @escaping @MainActor () -> Void
    ) {
        attachChild(child.node)
        if let view = child.view { ClosableViews.register(view, of: child.node, detach: detach) }
    }

    /// Attaches a RIB that is its own view (an RVB module whose contract is a view), as
    /// `attachChild(child.node)` does, and gives the way to detach it when the user closes it,
    /// as `attachChild(_:onUserClose:)` does for a classic child.
    ///
    /// ```swift
    /// func routeToAddTransaction() {
    ///     guard addTransaction == nil else { return }
    ///     let addTransaction = addTransactionBuilder.build(with: AddTransactionParameter())
    ///     self.addTransaction = addTransaction
    ///     attachChild(addTransaction, onUserClose: { [weak self] in self?.detachAddTransaction() })
    ///     viewController.present(addTransaction)
    /// }
    /// ```
    public final func attachChild(
        _ child: some RIBNodeProviding & ViewControllable, onUserClose detach: @escaping @MainActor () -> Void
    ) {
        attachChild(child)
        ClosableViews.register(child, of: child.node, detach: detach)
    }

    /// Attaches a RIB that is its own view (an RVB module whose contract is a view), as
    /// `attachChild(child.node)` does, and records the view: the tree's details show it, and a
    /// deep link's step finds the module by it. The person cannot close it (a launch RIB's first
    /// screen); `attachChild(_:onUserClose:)` lets them.
    public final func attachChild(_ child: some RIBNodeProviding & ViewControllable) {
        attachChild(child.node)
        child.node.hasView = true
        child.node.view = child
    }

    /// The user closed the view of `child`, one of this router's children: detaches it with
    /// `detach` (the router's own) or ``detachChild(_:)``, then tells the interactor, once.
    func childWasClosedByUser(_ child: any Routing, detach: (@MainActor () -> Void)?) {
        DeliveryQueue.holding {
            if let detach {
                detach()
                if children.contains(where: { $0 === child }) {
                    misuse(
                        "\(child.name) (at \(path)/\(child.name)) was closed by the user, and the closure \(name) gave attachChild(_:onUserClose:) did not detach it. Call detachChild(_:) in it (your detach\(child.name)())."
                    )
                }
            } else {
                detachChild(child)
            }
        }
        (interactable as? Interactor)?.userDidCloseChild(named: child.name)
    }
}
