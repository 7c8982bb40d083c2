// swift-tools-version: 6.2
// ElonPark/MiniSuperApp's non-UI modules as `ribs migrate` left them (copied here by
// RealAppTypeCheckTests, at their paths in the app), with the app's Tuist module graph; its view
// controllers and the libraries it calls are stand-ins. The libraries' stand-ins build in Swift 5
// mode, as the libraries themselves do; the app's modules in Swift 6.
import PackageDescription

let ribs = Target.Dependency.product(name: "RIBs", package: "swift-ribs")
let library: [SwiftSetting] = [.swiftLanguageMode(.v5)]

let package = Package(
    name: "MiniSuperAppTypeCheck",
    platforms: [.macOS(.v15)],
    dependencies: [.package(path: "../swift-ribs")],
    targets: [
        // RIBsUIKit (empty where UIKit does not exist) for the files that import it; the stand-in
        // declares what it declares on Apple platforms.
        .target(
            name: "UIKit", dependencies: [ribs, .product(name: "RIBsUIKit", package: "swift-ribs")],
            path: "StandIns/UIKit"),
        .target(name: "Alamofire", path: "StandIns/Alamofire", swiftSettings: library),
        .target(name: "Moya", dependencies: ["Alamofire"], path: "StandIns/Moya", swiftSettings: library),
        .target(name: "RxSwift", path: "StandIns/RxSwift", swiftSettings: library),
        .target(name: "RxMoya", dependencies: ["Moya", "RxSwift"], path: "StandIns/RxMoya", swiftSettings: library),
        .target(name: "NeedleFoundation", path: "StandIns/NeedleFoundation", swiftSettings: library),

        .target(name: "Platform", dependencies: [ribs], path: "Projects/Shared/Sources/Platform"),
        .target(name: "Entity", path: "Projects/Shared/Sources/Entity"),
        .target(name: "Localization", path: "Projects/Shared/Sources/Localization"),
        .target(name: "AppFoundation", dependencies: [ribs, "UIKit"], path: "Projects/Shared/Sources/AppFoundation"),
        .target(name: "NetworkInterface", dependencies: ["Moya"], path: "Projects/Core/Sources/NetworkInterface"),
        .target(
            name: "Network", dependencies: ["NetworkInterface", "Moya", "RxMoya", "RxSwift", "Alamofire"],
            path: "Projects/Core/Sources/Network"),
        .target(name: "UserStreamInterface", dependencies: [ribs], path: "Projects/Core/Sources/UserStreamInterface"),
        .target(
            name: "UserStream", dependencies: ["UserStreamInterface", "Platform", ribs],
            path: "Projects/Core/Sources/UserStream"),
        .target(name: "BootstrapDomain", path: "Projects/Data/BootstrapData/Sources/BootstrapDomain"),
        .target(
            name: "BootstrapData", dependencies: ["BootstrapDomain", "NetworkInterface", "Moya"],
            path: "Projects/Data/BootstrapData/Sources/BootstrapData"),
        .target(
            name: "LoggedOutInterface", dependencies: [ribs],
            path: "Projects/Feature/LoggedOut/Sources/LoggedOutInterface"),
        .target(
            name: "LoggedOut",
            dependencies: [ribs, "UIKit", "AppFoundation", "Localization", "LoggedOutInterface", "NeedleFoundation"],
            path: "Projects/Feature/LoggedOut/Sources/LoggedOut"),
        .target(name: "SplashInterface", dependencies: [ribs], path: "Projects/Feature/Splash/Sources/SplashInterface"),
        .target(
            name: "Splash",
            dependencies: [
                ribs, "UIKit", "AppFoundation", "Localization", "SplashInterface", "BootstrapDomain",
                "NeedleFoundation",
            ],
            path: "Projects/Feature/Splash/Sources/Splash"),
        .target(
            name: "MiniSuperApp",
            dependencies: [
                ribs, "UIKit", "AppFoundation", "BootstrapData", "BootstrapDomain", "LoggedOutInterface",
                "NeedleFoundation", "Network", "NetworkInterface", "Splash", "SplashInterface",
            ],
            path: "Projects/App/Sources"),
    ]
)
