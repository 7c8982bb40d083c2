/// How a router is named by default.
enum RouterName {
    /// "LoggedInRouter" → "LoggedIn"; a generic `Router<OffGameInteractor>` → "OffGame".
    @MainActor
    static func `default`(for router: some Routing) -> String {
        let name = trimmed(String(describing: type(of: router)), suffix: "Router")
        if !name.isEmpty { return name }
        return trimmed(String(describing: type(of: router.interactable)), suffix: "Interactor")
    }

    /// Drops generic arguments, a module prefix and `suffix`.
    static func trimmed(_ typeName: String, suffix: String) -> String {
        var name = Substring(typeName)
        if let angle = name.firstIndex(of: "<") { name = name[..<angle] }
        if let dot = name.lastIndex(of: ".") { name = name[name.index(after: dot)...] }
        if name.hasSuffix(suffix) { name = name.dropLast(suffix.count) }
        return String(name)
    }
}
