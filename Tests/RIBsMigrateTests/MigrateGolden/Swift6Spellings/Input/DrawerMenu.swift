import RIBs

/// Swift 5 took a space between an attribute and its arguments; swift-syntax does not parse it.
final class DrawerMenu {
    let note = "written as @available (*, unavailable) in Swift 5"

    init() {}

    @available (*, unavailable, message: "use init()")
    init(items: Int) {
        fatalError("init(items:) is not available")
    }

    func onClose(_ handler: @escaping (Int) -> Void) { handler(0) }
}
