/// Whether any router was ever asked for `treeEvents`: until then attach and detach skip the walk
/// up the tree that delivers them. (A generic class cannot have static stored properties, so the
/// routers share it here.)
@MainActor
enum TreeEventsDemand {
    static var isRequested = false {
        didSet { RIBEventSink.readersDidChange() }
    }
}
