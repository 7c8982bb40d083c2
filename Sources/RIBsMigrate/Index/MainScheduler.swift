import SwiftSyntax

/// RxSwift's main scheduler as code names it: `MainScheduler.instance`, `.asyncInstance`,
/// `MainScheduler()`, with RxSwift's module name or without. The runtime delivers on the main
/// actor, so each rule that meets one drops it; one predicate keeps their readings the same.
enum MainScheduler {
    static func isNamed(by expression: some SyntaxProtocol) -> Bool {
        var text = expression.trimmedDescription
        if text.hasPrefix("RxSwift.") { text.removeFirst("RxSwift.".count) }
        return text.hasPrefix("MainScheduler")
    }
}
