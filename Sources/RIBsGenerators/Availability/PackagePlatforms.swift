import SwiftParser
import SwiftSyntax

/// The minimum versions a `Package.swift` declares: `platforms: [.macOS(.v15), .iOS("18.4")]`.
package enum PackagePlatforms {
    /// The declared minimum of each checked platform; a platform the manifest does not name is
    /// not checked.
    package static func floor(manifest: String) -> [String: PlatformVersion] {
        let tree = Parser.parse(source: manifest)
        var versions: [String: PlatformVersion] = [:]
        for token in tree.tokens(viewMode: .sourceAccurate) {
            guard PlatformVersion.checkedPlatforms.contains(token.text),
                let member = token.parent?.as(DeclReferenceExprSyntax.self)?.parent?.as(MemberAccessExprSyntax.self),
                let call = member.parent?.as(FunctionCallExprSyntax.self),
                let argument = call.arguments.first?.expression
            else { continue }
            let version: String
            if let literal = argument.as(StringLiteralExprSyntax.self) {
                version = literal.segments.trimmedText
            } else if let access = argument.as(MemberAccessExprSyntax.self),
                access.declName.baseName.text.hasPrefix("v")
            {
                version = String(access.declName.baseName.text.dropFirst()).replacingAll("_", with: ".")
            } else {
                continue
            }
            versions[token.text] = PlatformVersion(platform: token.text, version: version)
        }
        return versions
    }
}
