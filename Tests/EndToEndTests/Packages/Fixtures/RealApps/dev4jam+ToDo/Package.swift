// swift-tools-version: 6.2
// dev4jam/ToDo's non-UI code as `ribs migrate` left it (copied here by RealAppTypeCheckTests),
// its view controllers and the UI libraries it calls replaced by stand-ins.
import PackageDescription

let package = Package(
    name: "ToDoTypeCheck",
    platforms: [.macOS(.v15)],
    dependencies: [.package(path: "../swift-ribs")],
    targets: [
        // RIBsUIKit (empty where UIKit does not exist) for the files that import it; the stand-in
        // declares what it declares on Apple platforms.
        .target(
            name: "UIKit",
            dependencies: [
                .product(name: "RIBs", package: "swift-ribs"), .product(name: "RIBsUIKit", package: "swift-ribs"),
            ],
            path: "StandIns/UIKit"),
        .target(name: "Eureka", dependencies: ["UIKit"], path: "StandIns/Eureka"),
        .target(name: "SVProgressHUD", dependencies: ["UIKit"], path: "StandIns/SVProgressHUD"),
        .target(
            name: "ToDo",
            dependencies: [.product(name: "RIBs", package: "swift-ribs"), "UIKit", "Eureka", "SVProgressHUD"],
            path: "ToDo"),
    ]
)
