/// How a router is named by default.
enum RouterName {
    /// The runtime's own router classes, which say nothing about the RIB when used directly.
    private static let runtimeClasses: Set<String> = ["Router", "ViewableRouter", "LaunchRouter"]

    /// Names already derived, by router type (and interactor type for the runtime's own
    /// classes): deriving a name from a type's description is slow, and paths ask for names often.
    @MainActor private static var cache: [Pair: String] = [:]

    private struct Pair: Hashable {
        let router: ObjectIdentifier
        let interactor: ObjectIdentifier?
    }

    /// "LoggedInRouter" → "LoggedIn"; a bare `Router<OffGameInteractor>` → "OffGame".
    @MainActor
    static func `default`(for router: some Routing) -> String {
        let routerType = type(of: router)
        if let name = cache[Pair(router: ObjectIdentifier(routerType), interactor: nil)] { return name }
        let interactorType = type(of: router.interactable)
        let pair = Pair(router: ObjectIdentifier(routerType), interactor: ObjectIdentifier(interactorType))
        if let name = cache[pair] { return name }
        let routerName = baseName(String(describing: routerType))
        if !runtimeClasses.contains(routerName) {
            let name = trimmed(routerName, suffix: "Router")
            cache[Pair(router: ObjectIdentifier(routerType), interactor: nil)] = name
            return name
        }
        let name = trimmed(baseName(String(describing: interactorType)), suffix: "Interactor")
        cache[pair] = name
        return name
    }

    /// The default name of a router whose type and whose interactor's type are so described: what
    /// a router that is gone was called.
    static func `default`(routerTypeName: String, interactorTypeName: String) -> String {
        let routerName = baseName(routerTypeName)
        if !runtimeClasses.contains(routerName) { return trimmed(routerName, suffix: "Router") }
        return trimmed(baseName(interactorTypeName), suffix: "Interactor")
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
