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
        userCloseActions[ObjectIdentifier(child)] = detach
    }

    /// Attaches a stream-style child, as `attachChild(child.node)` does, and gives the way to
    /// detach it when the user closes its view (``BuiltRIB/view``), as
    /// `attachChild(_:onUserClose:)` does for a classic child.
    public final func attachChild<Outputs>(
        _ child: BuiltRIB<Outputs>, onUserClose detach: @escaping @MainActor () -> Void
    ) {
        attachChild(child.node)
        userCloseActions[ObjectIdentifier(child.node)] = detach
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
        userCloseActions[ObjectIdentifier(child.node)] = detach
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

    /// The user closed the view of `child`, one of this router's children: detaches it with the
    /// way this router gave (its own `detach<Child>()`) or ``detachChild(_:)``, then tells the
    /// interactor, once.
    func childWasClosedByUser(_ child: any Routing) {
        let id = ObjectIdentifier(child)
        let detach = userCloseActions[id]
        closedByUser.removeAll { $0.child == nil }
        closedByUser.append(ClosedChild(child: child))
        DeliveryQueue.holding {
            if let detach {
                detach()
                if isAttached(child) {
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

    /// Whether `child` is attached to this router now.
    func isAttached(_ child: any Routing) -> Bool {
        if let node = child.routerNode { return node.parentNode === self }
        return childSlots.contains(child)
    }

    /// Whether the person can close `child`'s view with a back key: this router said how it
    /// takes it back (`attachChild(_:onUserClose:)`), or shows it in its view container (a
    /// stream-style parent) where it was presented, or pushed above the first screen.
    func offersBack(for child: any Routing) -> Bool {
        userCloseActions[ObjectIdentifier(child)] != nil
            || (self as? RIBNode)?.viewContainer.offersBack(for: ObjectIdentifier(child)) == true
    }

    /// Whether `child`, no longer attached, was detached by this router because the person closed
    /// its view: a second detach of it (the router's own, in a UIKit completion) does nothing.
    func wasClosedByUser(_ child: any Routing) -> Bool {
        closedByUser.contains { $0.child === child }
    }
}

/// A child a router detached because the person closed its view, held weakly.
struct ClosedChild {
    weak var child: (any Routing)?
}
