/// What a generated view controller is: a plain class to adopt a UI in; a screen of
/// RIBsTerminal, for a target that depends on it (the examples, a terminal app on Linux); or, for
/// a target that depends on RIBsUIKit, a `RIBViewController` or a `RIBHostingController` with a
/// SwiftUI view (`--swiftui`), which detach the RIB when its view leaves the app.
package enum ViewKind: Sendable {
    case plain
    case terminal
    case uiKit
    case swiftUI
}
