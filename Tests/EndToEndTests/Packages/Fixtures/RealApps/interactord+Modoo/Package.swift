// swift-tools-version: 6.2
// interactord/Modoo's non-UI code as `ribs migrate` left it (copied here by RealAppTypeCheckTests,
// at its path in the app): one module, as the app's Tuist project builds it. Its view
// controllers, its Texture nodes and the libraries it calls are stand-ins. The libraries'
// stand-ins build in Swift 5 mode, as the libraries themselves do; the app's module in Swift 6.
import PackageDescription

let ribs = Target.Dependency.product(name: "RIBs", package: "swift-ribs")
let library: [SwiftSetting] = [.swiftLanguageMode(.v5)]

let package = Package(
    name: "ModooTypeCheck",
    platforms: [.macOS(.v15)],
    dependencies: [.package(path: "../swift-ribs")],
    targets: [
        // RIBsUIKit (empty where UIKit does not exist) for the files that import it; the stand-in
        // declares what it declares on Apple platforms.
        .target(
            name: "UIKit", dependencies: [ribs, .product(name: "RIBsUIKit", package: "swift-ribs")],
            path: "StandIns/UIKit"),
        .target(name: "RxSwift", path: "StandIns/RxSwift", swiftSettings: library),
        .target(name: "FirebaseAuth", path: "StandIns/FirebaseAuth", swiftSettings: library),
        .target(name: "FirebaseFirestore", path: "StandIns/FirebaseFirestore", swiftSettings: library),
        .target(name: "FirebaseStorage", path: "StandIns/FirebaseStorage", swiftSettings: library),
        .target(name: "IGListKit", path: "StandIns/IGListKit", swiftSettings: library),
        .target(name: "RxIGListKit", dependencies: ["IGListKit"], path: "StandIns/RxIGListKit", swiftSettings: library),
        .target(
            name: "Application",
            dependencies: [
                ribs, "UIKit", "RxSwift", "FirebaseAuth", "FirebaseFirestore", "FirebaseStorage", "IGListKit",
                "RxIGListKit",
            ],
            path: "Projects/Application/Sources"),
    ]
)
