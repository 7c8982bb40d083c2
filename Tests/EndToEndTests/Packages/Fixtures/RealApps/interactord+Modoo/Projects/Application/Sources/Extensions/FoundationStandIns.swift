import Foundation

/// Foundation's `NSPredicate` with a format string, as Apple's platforms have it: Linux's
/// Foundation does not (the module's declaration shadows Foundation's). Type-checked, not run.
final class NSPredicate {
    init(format predicateFormat: String, _ arguments: CVarArg...) {}
    func evaluate(with object: Any?) -> Bool { false }
}

/// Foundation's Objective-C root protocol, which Apple's platforms bridge `Int` to (as an
/// `NSNumber`); any object here.
typealias NSObjectProtocol = AnyObject
