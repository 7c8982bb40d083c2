import RVB

/// Builds Receipt's child modules, from the builders it keeps; the view attaches them with
/// `node.attach(module:as:)`.
@MainActor
final class ReceiptRouter: Routable {}
