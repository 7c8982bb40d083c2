/// The prompt line of an interactive terminal: typed characters gather into a command, Enter
/// submits it, and keys the prompt has no use for go to the view on screen.
///
/// A pure value, so what each key does is tested without a terminal.
package struct LineEditor: Sendable {
    /// What a key led to.
    package enum Action: Equatable, Sendable {
        /// The prompt changed; redraw it.
        case edited
        /// A command was entered (the prompt is empty again).
        case submit(String)
        /// A key for the view on screen: arrows, and Enter on an empty prompt.
        case forward(Key)
        /// Ctrl-C, or Ctrl-D on an empty prompt: the person wants to leave.
        case quit
        /// Nothing to do.
        case none
    }

    /// What is typed so far.
    package private(set) var text = ""

    /// Creates an editor with nothing typed.
    package init() {}

    /// Applies `key` to the typed text, and says what the host does next.
    package mutating func handle(_ key: Key) -> Action {
        switch key {
        case .character(let character):
            text.append(character)
            return .edited
        case .backspace:
            guard !text.isEmpty else { return .none }
            text.removeLast()
            return .edited
        case .enter:
            let command = text.trimmingWhitespace()
            text = ""
            return command.isEmpty ? .forward(.enter) : .submit(command)
        case .escape:
            guard !text.isEmpty else { return .forward(.escape) }
            text = ""
            return .edited
        case .interrupt:
            return .quit
        case .endOfInput:
            return text.isEmpty ? .quit : .none
        case .up, .down, .left, .right, .tab:
            return .forward(key)
        }
    }
}
