import RIBs

/// A view drawn in a terminal: a title, lines of text, and the commands it understands.
///
/// The screen shows the top-most view (``topmost``): a view that presents or pushes others
/// returns theirs, so the host draws what a user of the app would see.
@MainActor
public protocol TerminalView: ViewControllable {
    /// The screen's title.
    var title: String { get }
    /// The screen's body, one string a line.
    func render() -> [String]
    /// The commands shown under the body ("next", "back", ...).
    var commands: [String] { get }
    /// Handles a typed command; returns whether it understood it. The host gives every command to
    /// the root view; a view that shows others forwards it to the top one first (see
    /// `ViewContainer.forward(_:)`).
    func handle(_ command: String) -> Bool
    /// Handles a key of an interactive terminal (arrows, Enter on an empty prompt); returns
    /// whether it used it. Views that show others forward it to the top one.
    func handle(key: Key) -> Bool
    /// Whether the screen waits for work it started (a request, an activity indicator): a
    /// scripted host waits until it is idle before typing the next command, as a person would.
    var isBusy: Bool { get }
    /// The view actually on screen: this one, or one it presents.
    var topmost: any TerminalView { get }
}

extension TerminalView {
    /// No commands listed.
    public var commands: [String] { [] }
    /// Uses no keys.
    public func handle(key: Key) -> Bool { false }
    /// Never busy.
    public var isBusy: Bool { false }
    /// This view: it shows no other.
    public var topmost: any TerminalView { self }
}

extension ViewContainer {
    /// Gives `command` to the top-most presented or pushed child; whether it handled it.
    public func forward(_ command: String) -> Bool {
        ((presented.last ?? stack.last)?.view as? any TerminalView)?.handle(command) ?? false
    }

    /// The lines of the terminal view embedded in `slot`, if any.
    public func renderEmbedded(_ slot: String) -> [String]? {
        (embedded[slot]?.view as? any TerminalView)?.render()
    }

    /// The top-most terminal view among the presented and pushed children, if any.
    public var topmostTerminalView: (any TerminalView)? {
        ((presented.last ?? stack.last)?.view as? any TerminalView)?.topmost
    }
}
