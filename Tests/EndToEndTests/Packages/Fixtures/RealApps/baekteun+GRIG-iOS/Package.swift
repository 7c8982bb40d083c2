// swift-tools-version: 6.2
// baekteun/GRIG-iOS's non-UI modules as `ribs migrate` left them (copied here by
// RealAppTypeCheckTests, at their paths in the app), with the app's Tuist module graph: every
// library comes in through ThirdPartyLib, as the app's Tuist project has it. Its view controllers
// and the libraries it calls are stand-ins. The libraries' stand-ins build in Swift 5 mode, as the
// libraries themselves do; the app's modules in Swift 6.
import PackageDescription

let ribs = Target.Dependency.product(name: "RIBs", package: "swift-ribs")
let library: [SwiftSetting] = [.swiftLanguageMode(.v5)]

let package = Package(
    name: "GRIGTypeCheck",
    platforms: [.macOS(.v15)],
    dependencies: [.package(path: "../swift-ribs")],
    targets: [
        // RIBsUIKit (empty where UIKit does not exist) for the files that import it; the stand-in
        // declares what it declares on Apple platforms.
        .target(
            name: "UIKit", dependencies: [ribs, .product(name: "RIBsUIKit", package: "swift-ribs")],
            path: "StandIns/UIKit"),
        .target(name: "Apollo", path: "StandIns/Apollo", swiftSettings: library),
        .target(name: "Swinject", path: "StandIns/Swinject", swiftSettings: library),
        .target(name: "Then", path: "StandIns/Then", swiftSettings: library),
        .target(name: "Network", path: "StandIns/Network", swiftSettings: library),
        .target(name: "PanModal", dependencies: ["UIKit"], path: "StandIns/PanModal", swiftSettings: library),
        .target(name: "Loaf", dependencies: ["UIKit"], path: "StandIns/Loaf", swiftSettings: library),
        .target(name: "RxDataSources", path: "StandIns/RxDataSources", swiftSettings: library),
        .target(
            name: "CDMarkdownKit", dependencies: ["UIKit"], path: "StandIns/CDMarkdownKit", swiftSettings: library),

        .target(
            name: "ThirdPartyLib",
            dependencies: [
                ribs, "UIKit", "Apollo", "Swinject", "Then", "PanModal", "Loaf", "CDMarkdownKit", "RxDataSources",
            ],
            path: "Projects/Modules/ThirdPartyLib/Sources"),
        .target(name: "Utility", dependencies: ["ThirdPartyLib"], path: "Projects/Modules/Utility/Sources"),
        .target(name: "Core", dependencies: ["Utility", "Network"], path: "Projects/Modules/Core/Sources"),
        .target(name: "Domain", dependencies: ["Utility"], path: "Projects/Service/Domain/Sources"),
        .target(name: "Data", dependencies: ["Domain"], path: "Projects/Service/Data/Sources"),
        .target(
            name: "CommonFeature", dependencies: ["Domain", "Core"], path: "Projects/Features/CommonFeature/Sources"),
        .target(name: "AboutFeature", dependencies: ["CommonFeature"], path: "Projects/Features/AboutFeature/Sources"),
        .target(
            name: "CompeteFeature", dependencies: ["CommonFeature"], path: "Projects/Features/CompeteFeature/Sources"),
        .target(
            name: "OnboardingFeature", dependencies: ["CommonFeature"],
            path: "Projects/Features/OnBoardingFeature/Sources"),
        .target(name: "SortFeature", dependencies: ["CommonFeature"], path: "Projects/Features/SortFeature/Sources"),
        .target(name: "UserFeature", dependencies: ["CommonFeature"], path: "Projects/Features/UserFeature/Sources"),
        .target(
            name: "MainFeature", dependencies: ["UserFeature", "SortFeature", "AboutFeature", "CompeteFeature"],
            path: "Projects/Features/MainFeature/Sources"),
        .target(
            name: "RootFeature", dependencies: ["MainFeature", "OnboardingFeature"],
            path: "Projects/Features/RootFeature/Sources"),
        .target(name: "GRIG", dependencies: ["RootFeature", "Data"], path: "Projects/App/Sources"),
    ]
)
