// The stream style's first spellings, kept for one release (CHANGELOG.md). A RIB's objects now
// travel in its `BuiltRIB` (`keeping:`), which the parent keeps while the RIB is attached, and
// what the parent handles of a child is registered on its `Attachment` (`handling:`).

extension RIBNode {
    /// Creates the node of a RIB named `name` that keeps `parts` while it is in the tree.
    @available(
        *, deprecated,
        message:
            "Make the node with init(name:) and pass its objects to BuiltRIB(node:view:outputs:keeping:), which the parent keeps while the RIB is attached."
    )
    public convenience init(name: String, keeping parts: [AnyObject]) {
        self.init(name: name)
        keptByTheNode += parts
    }

    /// Keeps `part` while the RIB is in the tree.
    @available(*, deprecated, message: "Pass the RIB's objects to BuiltRIB(node:view:outputs:keeping:).")
    public func keep(_ part: AnyObject) {
        keptByTheNode.append(part)
    }

    /// Attaches `child` and runs `observe` with its outputs, in a task, for as long as it stays
    /// attached.
    @available(
        *, deprecated,
        message: "Register handlers with attach(_:as:handling:): attachment.on(outputs.x) { … } for each output."
    )
    public func attach<Outputs>(
        _ child: BuiltRIB<Outputs>,
        as placement: Placement = .none,
        whileAttached observe: @escaping @MainActor (Outputs) async -> Void
    ) {
        attach(child, as: placement) { outputs, attachment in
            attachment.run { await observe(outputs) }
        }
    }
}
