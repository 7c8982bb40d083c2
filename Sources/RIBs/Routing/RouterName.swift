/// How a router is named by default.
enum RouterName {
    /// The runtime's own router classes, which say nothing about the RIB when used directly.
    private static let runtimeClasses: Set<String> = ["Router", "ViewableRouter", "LaunchRouter"]

    /// Names already derived, by router type (and interactor type for the runtime's own
    /// classes): deriving a name from a type's description is slow, and paths ask for names often.
    /// Main-actor state, never mutated while read, so without dynamic exclusivity checks: each
    /// cost more than the lookup.
    @MainActor @exclusivity(unchecked) private static var cache: [Pair: String] = [:]
    /// The last router type named by its own type name, and that name: most lookups ask for the
    /// type asked for just before (a tree's attaches and detaches come in runs of one kind), and
    /// a comparison is a tenth of hashing for the dictionary.
    @MainActor @exclusivity(unchecked) private static var last: (router: ObjectIdentifier, name: String)?

    private struct Pair: Hashable {
        let router: ObjectIdentifier
        let interactor: ObjectIdentifier?
    }

    /// "LoggedInRouter" → "LoggedIn"; a bare `Router<OffGameInteractor>` → "OffGame".
    @MainActor
    static func `default`(for router: some Routing) -> String {
        `default`(routerType: type(of: router), interactorType: type(of: router.interactable))
    }

    /// The same, from the router's type: what a runtime router calls, with no generic parameter
    /// (a generic call on a generic router class looks up its conformance at run time, which cost
    /// more than the rest of the name).
    @MainActor
    static func `default`(routerType: Any.Type, interactorType: Any.Type) -> String {
        let routerID = ObjectIdentifier(routerType)
        if let last, last.router == routerID { return last.name }
        if let name = cache[Pair(router: routerID, interactor: nil)] {
            last = (routerID, name)
            return name
        }
        let pair = Pair(router: routerID, interactor: ObjectIdentifier(interactorType))
        if let name = cache[pair] { return name }
        let routerName = baseName(String(describing: routerType))
        if !runtimeClasses.contains(routerName) {
            let name = trimmed(routerName, suffix: "Router")
            cache[Pair(router: routerID, interactor: nil)] = name
            last = (routerID, name)
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
