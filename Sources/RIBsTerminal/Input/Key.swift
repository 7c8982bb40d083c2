/// A key a person pressed, decoded from the bytes a terminal sends in raw mode.
public enum Key: Hashable, Sendable {
    case up, down, left, right
    case enter
    case backspace
    case tab
    case escape
    /// Ctrl-C: the app restores the terminal and quits.
    case interrupt
    /// Ctrl-D: the end of input, as in a shell.
    case endOfInput
    /// A printable character.
    case character(Character)
}
