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

    init(parentPath: String? = nil, name: String, part: Part? = nil) {
        self.parentPath = parentPath
        self.name = name
        self.part = part
    }

    func with(_ part: Part) -> LeakPath {
        LeakPath(parentPath: parentPath, name: name, part: part)
    }

    var ribPath: String {
        parentPath.map { "\($0)/\(name)" } ?? name
    }

    var description: String {
        part.map { "\(ribPath) (\($0.rawValue))" } ?? ribPath
    }
}
