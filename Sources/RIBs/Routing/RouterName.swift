/// How a router is named by default.
enum RouterName {
    /// The runtime's own router classes, which say nothing about the RIB when used directly.
    private static let runtimeClasses: Set<String> = ["Router", "ViewableRouter", "LaunchRouter"]

    /// "LoggedInRouter" → "LoggedIn"; a bare `Router<OffGameInteractor>` → "OffGame".
    @MainActor
    static func `default`(for router: some Routing) -> String {
        let routerType = baseName(String(describing: type(of: router)))
        if !runtimeClasses.contains(routerType) {
            return trimmed(routerType, suffix: "Router")
        }
        return trimmed(baseName(String(describing: type(of: router.interactable))), suffix: "Interactor")
    }

    /// A type name without module prefix and generic arguments.
    static func baseName(_ typeName: String) -> String {
        var name = Substring(typeName)
        if let angle = name.firstIndex(of: "<") { name = name[..<angle] }
        if let dot = name.lastIndex(of: ".") { name = name[name.index(after: dot)...] }
        return String(name)
    }

    /// `name` without `suffix`, unless that would leave nothing.
    static func trimmed(_ name: String, suffix: String) -> String {
        guard name.hasSuffix(suffix), name.count > suffix.count else { return name }
        return String(name.dropLast(suffix.count))
    }
}
