// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

// What Apple's Foundation has and swift-corelibs-foundation does not: `UserDefaults` is an
// `NSObject` there, with key-value coding's `setValue(_:forKey:)`.
import Foundation

#if !canImport(Darwin)
extension UserDefaults {
    func setValue(_ value: Any?, forKey key: String) {
        set(value, forKey: key)
    }
}
#endif
