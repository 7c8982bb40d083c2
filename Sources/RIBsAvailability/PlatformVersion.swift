import RIBsSource

/// An OS version on the Apple platforms a package declares (`iOS 18.4`).
package struct PlatformVersion: Hashable, Comparable, Sendable, CustomStringConvertible {
    package var platform: String
    package var components: [Int]

    package init(platform: String, version: String) {
        self.platform = platform
        components = version.split(separator: ".").map { Int($0) ?? 0 }
    }

    package var description: String { "\(platform) \(components.map(String.init).joined(separator: "."))" }

    package static func < (lhs: PlatformVersion, rhs: PlatformVersion) -> Bool {
        let count = max(lhs.components.count, rhs.components.count)
        let left = lhs.components + Array(repeating: 0, count: count - lhs.components.count)
        let right = rhs.components + Array(repeating: 0, count: count - rhs.components.count)
        return left.lexicographicallyPrecedes(right)
    }

    /// The platforms availability is checked for; others (watchOS, tvOS) the package does not
    /// declare.
    package static let checkedPlatforms: Set<String> = ["macOS", "iOS"]

    /// `macOS 26.0, iOS 26.0, watchOS 26.0, *` (the arguments of `@available` or `#available`)
    /// as versions by platform; `nil` for `@available(*, unavailable)` and other forms that say
    /// nothing about when an API appeared.
    package static func introduced(in arguments: String) -> [String: PlatformVersion]? {
        var versions: [String: PlatformVersion] = [:]
        let parts = arguments.split(separator: ",").map { $0.trimmingSpaces() }
        // The long form: `@available(macOS, introduced: 15.4)`.
        if parts.count >= 2, checkedPlatforms.contains(parts[0]),
            let introduced = parts.first(where: { $0.hasPrefix("introduced:") })
        {
            let version = introduced.dropFirst("introduced:".count).trimmingSpaces()
            return [parts[0]: PlatformVersion(platform: parts[0], version: version)]
        }
        for part in parts {
            let words = part.split(separator: " ", omittingEmptySubsequences: true)
            guard words.count == 2, checkedPlatforms.contains(String(words[0])), words[1].first?.isNumber == true else {
                continue
            }
            versions[String(words[0])] = PlatformVersion(platform: String(words[0]), version: String(words[1]))
        }
        return versions.isEmpty ? nil : versions
    }
}
