// swift-tools-version: 6.2
// A five-RIB app that nobody in swift-ribs' examples is (Root → LoggedOut, LoggedIn (viewless,
// with a worker) → ParcelList (following a service's stream) → ParcelDetail, and a deep link
// that waits for the login), with the tests people write for it: the default exhaustive
// harness, a stream the test drives, a worker, a workflow that waits, a mock of a main-actor
// and Sendable actionable item. EndToEndTests puts a link named swift-ribs beside it.
import PackageDescription

let package = Package(
    name: "Parcels",
    platforms: [.macOS(.v15), .iOS(.v18)],
    dependencies: [.package(path: "../swift-ribs", traits: ["Tools"])],
    targets: [
        .target(name: "Parcels", dependencies: [.product(name: "RIBs", package: "swift-ribs")]),
        .testTarget(
            name: "ParcelsTests",
            dependencies: ["Parcels", .product(name: "RIBsTesting", package: "swift-ribs")],
            plugins: [.plugin(name: "RIBsMockPlugin", package: "swift-ribs")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
