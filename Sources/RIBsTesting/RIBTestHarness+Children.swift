import RIBs
import Testing

extension RIBTestHarness {
    /// Expects a child named `name` to be attached right below the RIB under test, and active;
    /// accounts for it and everything below it, whatever else the tree holds.
    ///
    /// What `ribs attach` writes into the parent's router tests: it checks the routing it wrote,
    /// and stays true when the parent attaches other children of its own as it activates.
    ///
    /// ```swift
    /// harness.router.routeToSettings()
    /// harness.expectAttached("Settings")
    /// harness.router.detachSettings()
    /// harness.expectDetached("Settings")
    /// ```
    @discardableResult
    public func expectAttached(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        let snapshot = routing.snapshot
        guard let child = snapshot.children.first(where: { $0.name == name }) else {
            Issue.record(
                Comment(rawValue: "Expected \(name) attached below \(snapshot.name); the tree is:\n\(snapshot)"),
                sourceLocation: sourceLocation)
            return false
        }
        let path = "\(snapshot.name)/\(name)"
        acknowledged += AcknowledgedRouter.below(routing).filter { $0.path == path || $0.path.hasPrefix(path + "/") }
        guard child.isActive else {
            Issue.record(
                Comment(
                    rawValue: "\(name) is attached below \(snapshot.name) but not active; the tree is:\n\(snapshot)"),
                sourceLocation: sourceLocation)
            return false
        }
        return true
    }

    /// Expects no child named `name` right below the RIB under test.
    @discardableResult
    public func expectDetached(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        let snapshot = routing.snapshot
        guard snapshot.children.contains(where: { $0.name == name }) else { return true }
        Issue.record(
            Comment(rawValue: "Expected \(name) detached from \(snapshot.name); the tree is:\n\(snapshot)"),
            sourceLocation: sourceLocation)
        return false
    }
}
