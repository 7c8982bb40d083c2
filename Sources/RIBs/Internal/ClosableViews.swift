/// The views of attached RIBs that their user can close, each with its RIB: what
/// ``ViewControllable/reportClosedByUser()`` looks up (design note: NOTES.md, "A view the user
/// closed").
///
/// An entry is made when a RIB with a view is attached (a `ViewableRouter`, a stream-style
/// child's `BuiltRIB/view`) and removed when it is detached, or when its parent goes without
/// detaching it. It holds the child strongly: the parent holds it too, for as long as the entry
/// lives, so a forgotten entry would show as a leak report rather than a dangling pointer.
@MainActor
enum ClosableViews {
    struct Entry {
        let view: ObjectIdentifier
        let child: any Routing
        /// The parent router's own way to detach the child (`detach<Child>()`), if it gave one.
        var detach: (@MainActor () -> Void)?
        /// Whether a stream-style parent shows the view in its view container, which the
        /// child's detach updates.
        var isInViewContainer: Bool
        /// Whether the parent said how it takes the view back: the back key offers only these. A
        /// stream-style parent takes back what it presents, and what it pushed above the first
        /// screen of its stack (which, as on iOS, has no way back).
        @MainActor var offersBack: Bool {
            if detach != nil { return true }
            guard isInViewContainer, let node = child.routerNode?.parentNode as? RIBNode else { return false }
            return node.viewContainer.offersBack(for: ObjectIdentifier(child))
        }
    }

    private static var byChild: [ObjectIdentifier: Entry] = [:]
    private static var childByView: [ObjectIdentifier: ObjectIdentifier] = [:]

    /// Whether no view is registered: the check on every detach.
    static var isEmpty: Bool { byChild.isEmpty }

    /// Registers `view` as the view of `child`, just attached; the parent's `detach`, if any.
    static func register(
        _ view: any ViewControllable, of child: any Routing, detach: (@MainActor () -> Void)? = nil,
        isInViewContainer: Bool = false
    ) {
        let childID = ObjectIdentifier(child)
        if let old = byChild[childID] { childByView[old.view] = nil }
        let viewID = ObjectIdentifier(view)
        byChild[childID] = Entry(view: viewID, child: child, detach: detach, isInViewContainer: isInViewContainer)
        childByView[viewID] = childID
    }

    /// Forgets `child`'s view: it was detached, or its parent went.
    static func forget(_ child: any Routing) {
        guard let entry = byChild.removeValue(forKey: ObjectIdentifier(child)) else { return }
        if childByView[entry.view] == ObjectIdentifier(child) { childByView[entry.view] = nil }
    }

    /// Takes the entry of the RIB whose view is `view`: it is being closed, so a second report
    /// of the same closing (UIKit's delegate, then `viewDidDisappear`) finds nothing.
    static func take(view: any ViewControllable) -> Entry? {
        guard let childID = childByView.removeValue(forKey: ObjectIdentifier(view)) else { return nil }
        return byChild.removeValue(forKey: childID)
    }

    /// The entry of the attached RIB whose view is `view`, if any.
    static func entry(of view: any ViewControllable) -> Entry? {
        childByView[ObjectIdentifier(view)].flatMap { byChild[$0] }
    }
}
