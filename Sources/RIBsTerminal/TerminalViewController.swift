import RIBs

/// A terminal screen that can show others: modally (``present(_:)``, ``dismiss(_:)``) and on a
/// navigation stack (``push(_:)``, ``pop(_:)``), as a view controller does on iOS. Several
/// screens it presents are shown side by side, as the children of a RIB with no view of its own
/// are (tabs, a list beside a summary).
///
/// Subclasses give the screen's ``title``, ``render()`` and ``commands`` and handle what is typed
/// in ``handleCommand(_:)`` and the keys in ``handleKey(_:)``. The host hands every command and
/// key to the root; a controller that shows another passes them on to the top one, so the screen
/// a person sees is the one that answers.
///
/// ```swift
/// final class RootViewController: TerminalViewController, RootViewControllable {
///     override var title: String { "Root" }
/// }
/// rootViewController.present(loggedOutViewController)
/// ```
@MainActor
open class TerminalViewController: TerminalView {
    /// The screens presented over this one, side by side, in the order they were presented.
    public private(set) var presentedViews: [any TerminalView] = []
    /// The screen presented last over this one, if any.
    public var presentedView: (any TerminalView)? { presentedViews.last }
    /// The screens pushed on this one, bottom first.
    public private(set) var navigationStack: [any TerminalView] = []
    /// Whether this screen is shown: it is a window's root, or presented or pushed by a shown one.
    public var isInViewHierarchy: Bool { isAttachedToWindow || (host?.isInViewHierarchy ?? false) }
    /// The controller that presented or pushed this one.
    public private(set) weak var host: TerminalViewController?
    /// Set by ``TerminalHost`` for its root.
    var isAttachedToWindow = false

    /// Creates a screen that presents and pushes nothing yet.
    public init() {}

    /// The screen's title.
    open var title: String { String(describing: type(of: self)) }
    /// The screen's body.
    open func render() -> [String] { [] }
    /// The commands shown under the body.
    open var commands: [String] { [] }
    /// Handles a command typed on this screen; returns whether it understood it.
    open func handleCommand(_ command: String) -> Bool { false }
    /// Handles a key (arrows, Enter on an empty prompt); returns whether it used it.
    open func handleKey(_ key: Key) -> Bool { false }
    /// Whether this screen waits for work it started (see ``TerminalView/isBusy``).
    open var isBusy: Bool { false }

    /// Gives `command` to the screen shown over this one, if any, else to ``handleCommand(_:)``.
    /// Of screens presented side by side, the one presented last is asked first, then the
    /// others, until one understands it.
    public final func handle(_ command: String) -> Bool {
        if presentedViews.count > 1 { return presentedViews.reversed().contains { $0.handle(command) } }
        if let top = shownChild { return top.handle(command) }
        return handleCommand(command)
    }

    /// Gives `key` to the screen shown over this one, if any, else to ``handleKey(_:)``.
    public final func handle(key: Key) -> Bool {
        if let top = shownChild { return top.handle(key: key) }
        return handleKey(key)
    }

    /// The screen on top: the top-most of what this one presents or pushes, else this one;
    /// screens presented side by side are shown together, as one screen.
    public var topmost: any TerminalView {
        if presentedViews.count > 1 { return SideBySideScreen(views: presentedViews) }
        return shownChild?.topmost ?? self
    }

    /// Shows `view` modally over this screen; beside those it presents already, if any.
    /// Presenting a screen it presents already is a mistake in the routing, and stops naming
    /// both.
    ///
    /// It takes any `ViewControllable`, as a router hands over its child's view, so a RIB's
    /// view protocol (`func present(_ viewController: any ViewControllable)`) is met by this
    /// method with no cast; the view must be a ``TerminalView``.
    public func present(_ controllable: any ViewControllable) {
        let view = terminalView(controllable, presentedBy: "present")
        precondition(
            !presentedViews.contains { $0 === view }, "\(title) cannot present \(view.title): it presents it already.")
        presentedViews.append(view)
        (view as? TerminalViewController)?.host = self
    }

    /// Removes `view`, which this screen presents.
    public func dismiss(_ controllable: any ViewControllable) {
        let view = terminalView(controllable, presentedBy: "dismiss")
        guard let index = presentedViews.firstIndex(where: { $0 === view }) else {
            let presents = presentedViews.isEmpty ? "presents nothing" : "presents " + Self.titles(presentedViews)
            preconditionFailure("\(title) cannot dismiss \(view.title): it \(presents).")
        }
        presentedViews.remove(at: index)
        (view as? TerminalViewController)?.host = nil
    }

    /// `A`, `A and B`, `A, B and C`.
    static func titles(_ views: [any TerminalView]) -> String {
        let titles = views.map(\.title)
        return titles.count < 2 ? titles.joined() : titles.dropLast().joined(separator: ", ") + " and " + titles.last!
    }

    /// Pushes `view` on the navigation stack.
    public func push(_ controllable: any ViewControllable) {
        let view = terminalView(controllable, presentedBy: "push")
        precondition(
            !navigationStack.contains { $0 === view }, "\(title) cannot push \(view.title): it is on the stack already."
        )
        navigationStack.append(view)
        (view as? TerminalViewController)?.host = self
    }

    /// Pops `view` and the screens above it.
    public func pop(_ controllable: any ViewControllable) {
        let view = terminalView(controllable, presentedBy: "pop")
        guard let index = navigationStack.firstIndex(where: { $0 === view }) else {
            preconditionFailure("\(title) cannot pop \(view.title): it is not on its stack.")
        }
        for popped in navigationStack[index...] { (popped as? TerminalViewController)?.host = nil }
        navigationStack.removeSubrange(index...)
    }

    private var shownChild: (any TerminalView)? { presentedViews.last ?? navigationStack.last }

    /// The lines of a child view embedded in this screen (a score board under a menu): what it
    /// renders, as a ``TerminalView``.
    public func embeddedLines(of controllable: any ViewControllable) -> [String] {
        terminalView(controllable, presentedBy: "embed").render()
    }

    /// `controllable` as the terminal view it must be, or a stop naming it and the fix.
    private func terminalView(_ controllable: any ViewControllable, presentedBy action: String) -> any TerminalView {
        guard let view = controllable as? any TerminalView else {
            preconditionFailure(
                "\(title) cannot \(action) \(type(of: controllable)): it is not a TerminalView. Views shown in the terminal adopt TerminalView (subclass TerminalViewController)."
            )
        }
        return view
    }
}
