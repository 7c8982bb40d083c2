// swift-tools-version: 6.2
// The manifest of Package.swift with the app's own tests: its interactor and router tests
// (XCTest) as `ribs migrate` left them, their mocks made by RIBsMockPlugin in place of the
// Mockolo run of the app's Makefile (which needs swift-ribs' Tools trait), and the test support
// module whose Mockolo mocks of RIBs' own protocols are RIBsTesting's doubles now.
import PackageDescription

let ribs = Target.Dependency.product(name: "RIBs", package: "swift-ribs")
let library: [SwiftSetting] = [.swiftLanguageMode(.v5)]

let package = Package(
    name: "MiniSuperAppTypeCheck",
    platforms: [.macOS(.v15)],
    dependencies: [.package(path: "../swift-ribs", traits: ["Tools"])],
    targets: [
        .target(name: "UIKit", dependencies: [ribs], path: "StandIns/UIKit"),
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

        .target(
            name: "AppTestSupport",
            dependencies: [ribs, .product(name: "RIBsTesting", package: "swift-ribs"), "UIKit", "Platform"],
            path: "Projects/Shared/Sources/AppTestSupport"),
        .testTarget(
            name: "SplashTests",
            dependencies: ["Splash", "SplashInterface", "BootstrapDomain", "AppTestSupport", ribs],
            path: "Projects/Feature/Splash/Tests/SplashTests",
            plugins: [.plugin(name: "RIBsMockPlugin", package: "swift-ribs")]),
        .testTarget(
            name: "LoggedOutTests", dependencies: ["LoggedOut", "LoggedOutInterface", "AppTestSupport", ribs],
            path: "Projects/Feature/LoggedOut/Tests/LoggedOutTests",
            plugins: [.plugin(name: "RIBsMockPlugin", package: "swift-ribs")]),
        .testTarget(
            name: "MiniSuperAppTests",
            dependencies: ["MiniSuperApp", "AppTestSupport", "SplashInterface", "LoggedOutInterface", ribs],
            path: "Projects/App/Tests",
            plugins: [.plugin(name: "RIBsMockPlugin", package: "swift-ribs")]),
    ]
)
