/// Constants written as `static var`: global mutable state in Swift 6. Those never assigned
/// become `let`; the counter, assigned, stays `var`.
private enum DrawerConstants {
    static let title = "Menu"
    static let width = 280
    static let animated = true
    nonisolated(unsafe) private static var opened = 0

    static func open() -> Int {
        opened += 1
        return opened
    }
}

/// A public constant's users are outside the file: it is left as it is.
enum DrawerDefaults {
    nonisolated(unsafe) static var margin = 16
}

let drawerTitle = DrawerConstants.title
