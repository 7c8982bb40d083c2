/// What a generated view controller is: a plain class to adopt a UI in, or a screen of
/// RIBsTerminal, for a target that depends on it (the examples, a terminal app on Linux).
package enum ViewKind: Sendable {
    case plain
    case terminal
}
