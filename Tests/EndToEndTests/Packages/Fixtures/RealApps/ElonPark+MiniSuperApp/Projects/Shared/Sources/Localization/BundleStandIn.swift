// Tuist gives a module with resources `Bundle.module`, as SwiftPM does; the strings are not
// needed to type-check, so the stand-in module has none and names the main bundle.
import Foundation

extension Bundle {
    static var module: Bundle { .main }
}
