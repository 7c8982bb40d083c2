import RIBsSource

/// The minimum versions a package declares (`platforms: [.macOS(.v15), .iOS("18.4")]`), as
/// SwiftPM reads its manifest.
package enum PackagePlatforms {
    /// The declared minimum of each checked platform; a platform the manifest does not name is
    /// not checked.
    package static func floor(_ manifest: PackageManifest) -> [String: PlatformVersion] {
        var versions: [String: PlatformVersion] = [:]
        for platform in PlatformVersion.checkedPlatforms {
            if let version = manifest.platforms[platform.lowercased()] {
                versions[platform] = PlatformVersion(platform: platform, version: version)
            }
        }
        return versions
    }
}
