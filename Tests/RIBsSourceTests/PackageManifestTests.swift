import Foundation
import RIBsSource
import Testing

/// What `ribs` reads of a user's manifest to word its hints: the name the package gives
/// swift-ribs, which a `.product(name:package:)` it asks to add must use, or SwiftPM answers
/// "unknown package 'swift-ribs'" (a new user's trial, depending on swift-ribs by path).
struct PackageManifestTests {
    static func dump(product: String) -> Data {
        Data(
            #"""
            {"targets": [{"name": "App", "type": "regular", "dependencies": [
                {"byName": ["Helpers", null]}, {"product": ["\#(product)", "main", null, null]}
            ]}]}
            """#.utf8)
    }

    @Test(arguments: ["RIBs", "RIBsTesting", "RIBsTerminal"])
    func aDependencyByPathIsNamedAsTheTargetNamesIt(product: String) throws {
        #expect(try PackageManifest(json: Self.dump(product: product)).swiftRIBsPackage == "main")
    }

    @Test func anotherPackagesProductSaysNothingOfSwiftRIBs() throws {
        #expect(try PackageManifest(json: Self.dump(product: "Algorithms")).swiftRIBsPackage == "swift-ribs")
    }
}
