import RIBsTerminal

/// A username and a password typed in a terminal: field by field (each typed line fills the
/// selected field, then the selection moves on), or with arrows; the password is masked.
struct CredentialsForm {
    var username = ""
    var password = ""
    /// 0: username, 1: password, 2: the submit button.
    var selection = 0

    func lines(submitTitle: String) -> [String] {
        let rows = [
            "Username: " + (username.isEmpty ? "(type it)" : username),
            "Password: " + (password.isEmpty ? "(type it)" : String(repeating: "*", count: password.count)),
            "[ \(submitTitle) ]",
        ]
        return rows.enumerated().map { ($0.offset == selection ? "> " : "  ") + $0.element }
    }

    /// Fills the selected field (the username when the button is selected).
    mutating func type(_ text: String) {
        if selection == 1 { password = text } else { username = text }
        selection = selection == 1 ? 2 : 1
    }

    /// Moves the selection; returns true when Enter was pressed on the button.
    mutating func handle(_ key: Key) -> (used: Bool, submit: Bool) {
        switch key {
        case .up: selection = max(selection - 1, 0)
        case .down, .tab: selection = min(selection + 1, 2)
        case .enter:
            if selection == 2 { return (true, true) }
            selection += 1
        default: return (false, false)
        }
        return (true, false)
    }
}
