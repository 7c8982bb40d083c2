import RIBsSource

/// The attach call that gives the router's own detach for when the person closes the child's
/// view (`attachChild(_:onUserClose:)`, issue 58).
extension ParentWiring {
    /// `<callee>(<arguments>, onUserClose: { [weak self] in self?.<detach>() })` at `indent`, on
    /// one line where it fits, else as swift-format breaks a call: the arguments on the next line.
    static func attachClosing(_ callee: String, _ arguments: String, detach: String, indent: String) -> [String] {
        let rest = "\(arguments), onUserClose: { [weak self] in self?.\(detach)() })"
        let line = "\(indent)\(callee)(\(rest)"
        return line.count <= LineWidth.columns ? [line] : ["\(indent)\(callee)(", "\(indent)    \(rest)"]
    }

    /// The attach call of a child with a view: with the router's own detach for when the person
    /// closes it, unless the child is not closable (it takes the place of its parent's content,
    /// as a launch RIB's first screen does), then a plain attach (of `plain`, if given).
    func closing(_ callee: String, _ arguments: String, otherwise plain: String? = nil, indent: String) -> [String] {
        closable
            ? Self.attachClosing(callee, arguments, detach: "detach\(c)", indent: indent)
            : ["\(indent)\(callee)(\(plain ?? arguments))"]
    }
}
