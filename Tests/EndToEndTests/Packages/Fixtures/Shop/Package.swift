// swift-tools-version: 6.2
// A user's package, in the shape of the stream-style and RVB users' Shop: it depends on
// swift-ribs by path (EndToEndTests puts a link named swift-ribs beside it) and uses no
// workaround.
import PackageDescription

let package = Package(
    name: "Shop",
    platforms: [.macOS(.v15), .iOS(.v18)],
    dependencies: [.package(path: "../swift-ribs")],
    targets: [
        .target(
            name: "Shop",
            dependencies: [
                .product(name: "RIBs", package: "swift-ribs"),
                .product(name: "RVB", package: "swift-ribs"),
            ]),
        .testTarget(name: "ShopTests", dependencies: ["Shop", .product(name: "RIBsTesting", package: "swift-ribs")]),
    ],
    swiftLanguageModes: [.v6]
)
