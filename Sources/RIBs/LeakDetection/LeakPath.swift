/// Where a watched object stood in the tree, kept in parts so that registering a check does
/// not build a string: the path is joined only if a leak is reported.
struct LeakPath {
    /// What part of the RIB the object is.
    enum Part: String {
        case interactor, presenter, view
    }

    /// The path of the RIB's parent ("Root/LoggedIn"), or `nil` for a root.
    var parentPath: String?
    /// The RIB's name ("OffGame").
    var name: String
    var part: Part?
    /// The root of the tree the RIB was detached from, when the runtime detached it.
    var tree: RIBID?

    init(parentPath: String? = nil, name: String, part: Part? = nil, tree: RIBID? = nil) {
        self.parentPath = parentPath
        self.name = name
        self.part = part
        self.tree = tree
    }

    func with(_ part: Part) -> LeakPath {
        LeakPath(parentPath: parentPath, name: name, part: part, tree: tree)
    }

    var ribPath: String {
        parentPath.map { "\($0)/\(name)" } ?? name
    }

    var description: String {
        part.map { "\(ribPath) (\($0.rawValue))" } ?? ribPath
    }
}
