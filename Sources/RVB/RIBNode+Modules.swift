import RIBs

extension RIBNode {
    /// Attaches the module behind `child`, shows it at `placement`, and keeps it while it is
    /// attached; `handling` registers, before the module is attached, what this module handles
    /// of its contract, which ends when it is detached.
    ///
    /// ```swift
    /// node.attach(module: welcome, as: .present) { welcome, attachment in
    ///     attachment.on(welcome.completed) { [weak self] result in self?.finishSignUp(result) }
    /// }
    /// ```
    public func attach<Child: Controllable>(
        module child: Child,
        as placement: Placement = .present,
        handling register: ((Child, Attachment) -> Void)? = nil
    ) {
        // A module that is a view is kept as the view; one that is not, as one of its objects.
        let view = child as? any ViewControllable
        attach(
            BuiltRIB(node: child.node, view: view, outputs: child, keeping: view == nil ? [child] : []), as: placement,
            handling: register)
    }

    /// Detaches the module behind `child`.
    public func detach(module child: some Controllable) {
        detachChild(child.node)
    }
}
