import Foundation

/// How one real app's non-UI code is type-checked after `ribs migrate` (issue 39, point 2): its
/// RIB files, services, repositories, use cases and models, as the tool left them, in Swift 6
/// against swift-ribs.
///
/// `Fixtures/RealApps/<app>/` holds the package around them: a manifest, stand-ins for the view
/// controllers (the protocols they adopt and the initialisers the builders call) and for the
/// third-party libraries the code calls, with those libraries' signatures; `Fixtures/RealApps/UIKit`
/// is the UIKit all of them share. None of the app's code is in this repository.
struct RealAppTypeCheck {
    /// The clone's folder name (`owner+name`).
    let app: String
    /// The folders of the app (relative to the clone) that become the package's targets, at the
    /// same relative path: the manifest names them.
    let folders: [String]
    /// What a person still changes by hand after the tool, each line counted.
    let handEdits: [HandEdit]
    /// The app's own tests, run against the migrated code, when they are.
    var ownTests: OwnTests?
    /// What else marks a UI file in this app (`/Nodes/` for Texture's nodes), beside
    /// ``isUIFile(_:)``'s names.
    var uiPaths: [String] = []

    /// An app's tests: the folders added to the package (with the fixture's
    /// `TestTargets.swift.txt` added to its manifest), and what a person changes in them.
    struct OwnTests {
        let folders: [String]
        let handEdits: [HandEdit]
        /// How many tests the app's suites have: all of them must run and pass.
        let count: Int
        /// What of `folders` is not run: specs of views, which the stand-ins do not draw.
        var excluded: [String] = []
        /// Packages the tests use (Quick, Nimble), as the manifest's dependencies name them.
        var packages: [String] = []
        /// The executable that runs them, where `swift test` cannot (Quick's specs on Linux).
        var runner: String?
    }

    /// The lines a person changes: each line typed, and a line deleted where an edit types none.
    var linesLeftToAPerson: Int { handEdits.reduce(0) { $0 + max($1.typedLines, 1) } }

    /// Whether a file is UI through and through (a view controller, a view, a cell, the app's
    /// delegate): only the protocols it declares are kept, and the stand-ins take its place.
    func isUIFile(_ path: String) -> Bool {
        Self.isUIFile(path) || uiPaths.contains { path.contains($0) }
    }

    static func isUIFile(_ path: String) -> Bool {
        let name = (path as NSString).lastPathComponent
        return [
            "ViewController.swift", "TabBarController.swift", "View.swift",
            "AppDelegate.swift", "SceneDelegate.swift", "Cell.swift",
        ].contains {
            name.hasSuffix($0)
        } || path.contains("/Views/")
    }

    /// A UI file reduced to the protocols and the top-level enums it declares (a presenter's
    /// `LoginPresentableAction`), and its imports of `modules` (the package's): what the rest of
    /// the module needs of it.
    static func keepingProtocols(_ text: String, importing modules: Set<String>) -> String {
        let kept = UberTutorials.keepingProtocols(text).split(separator: "\n", omittingEmptySubsequences: false).filter
        {
            line in
            !line.hasPrefix("import ") || modules.contains(String(line.dropFirst("import ".count)))
        }
        // Texture re-exported UIKit to a view's file; the stand-ins' UIKit comes in by name.
        let uiKit: [Substring] = modules.contains("UIKit") && !kept.contains("import UIKit") ? ["import UIKit"] : []
        return (uiKit + kept + topLevelEnums(in: text)).joined(separator: "\n")
    }

    /// The lines of each enum declared at the top of `text`, from `enum` to its closing brace.
    static func topLevelEnums(in text: String) -> [Substring] {
        var lines: [Substring] = []
        var inEnum = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if !inEnum, line.hasPrefix("enum ") || line.hasPrefix("public enum ") {
                inEnum = true
                lines.append("")
            }
            guard inEnum else { continue }
            lines.append(line)
            if line == "}" { inEnum = false }
        }
        return lines
    }

    static let all: [String: RealAppTypeCheck] = [
        "baekteun+GRIG-iOS": RealAppTypeCheck(
            app: "baekteun+GRIG-iOS",
            folders: [
                "Projects/Modules/ThirdPartyLib/Sources", "Projects/Modules/Utility/Sources",
                "Projects/Modules/Core/Sources", "Projects/Service/Domain/Sources", "Projects/Service/Data/Sources",
                "Projects/Features/CommonFeature/Sources", "Projects/Features/AboutFeature/Sources",
                "Projects/Features/CompeteFeature/Sources", "Projects/Features/OnBoardingFeature/Sources",
                "Projects/Features/SortFeature/Sources", "Projects/Features/UserFeature/Sources",
                "Projects/Features/MainFeature/Sources", "Projects/Features/RootFeature/Sources",
                "Projects/App/Sources",
            ],
            handEdits: grigIsolation,
            uiPaths: [
                // UIKit's extensions, and RxCocoa's the app adds: the views' helpers.
                "/View/PaddingLabel.swift", "/View/UserCustomButton.swift", "/Extensions/UI",
                "/Extensions/NSMutableAttributedString.swift",
            ]),
        "dev4jam+ToDo": RealAppTypeCheck(
            app: "dev4jam+ToDo", folders: ["ToDo"],
            handEdits: [
                // Callbacks called on the main queue: Swift 6 must know they are main-actor
                // closures, and the service (immutable) that they capture Sendable.
                .wiring(
                    "ToDo/Services/ToDoService.swift",
                    .replace(
                        "typealias ToDoServiceItemsCallback = ((ToDoServiceListResponse) -> Void)",
                        with: ["typealias ToDoServiceItemsCallback = (@MainActor (ToDoServiceListResponse) -> Void)"])),
                .wiring(
                    "ToDo/Services/ToDoService.swift",
                    .replace(
                        "typealias ToDoServiceAuthCallback  = ((ToDoServiceAuthResponse) -> Void)",
                        with: ["typealias ToDoServiceAuthCallback  = (@MainActor (ToDoServiceAuthResponse) -> Void)"])),
                .wiring(
                    "ToDo/Services/ToDoService.swift",
                    .replace(
                        "final class ToDoService: ToDoServiceProtocol {",
                        with: ["final class ToDoService: ToDoServiceProtocol, Sendable {"])),
            ]),
        "ElonPark+MiniSuperApp": RealAppTypeCheck(
            app: "ElonPark+MiniSuperApp",
            folders: [
                "Projects/Shared/Sources/Platform", "Projects/Shared/Sources/Entity",
                "Projects/Shared/Sources/Localization", "Projects/Shared/Sources/AppFoundation",
                "Projects/Core/Sources/NetworkInterface", "Projects/Core/Sources/Network",
                "Projects/Core/Sources/UserStreamInterface", "Projects/Core/Sources/UserStream",
                "Projects/Data/BootstrapData/Sources/BootstrapDomain",
                "Projects/Data/BootstrapData/Sources/BootstrapData",
                "Projects/Feature/LoggedOut/Sources/LoggedOutInterface", "Projects/Feature/LoggedOut/Sources/LoggedOut",
                "Projects/Feature/Splash/Sources/SplashInterface", "Projects/Feature/Splash/Sources/Splash",
                "Projects/App/Sources",
            ],
            handEdits: needleToRIBsDeps,
            ownTests: OwnTests(
                folders: [
                    "Projects/Shared/Sources/AppTestSupport", "Projects/Feature/Splash/Tests/SplashTests",
                    "Projects/Feature/LoggedOut/Tests/LoggedOutTests", "Projects/App/Tests",
                ],
                handEdits: miniSuperAppTests, count: 12)),
        "interactord+Modoo": RealAppTypeCheck(
            app: "interactord+Modoo", folders: ["Projects/Application/Sources"], handEdits: modooIsolation,
            ownTests: OwnTests(
                folders: ["Projects/Application/Tests"], handEdits: modooSpecs, count: 64,
                excluded: [
                    "ViewControllerSpec.swift", "/Nodes/", "/ComponentNodes/", "/MediaPickerPlatform/",
                    "TestAppDelegate.swift", "/Mock/Cells/", "AdaptorSpec.swift", "BuilderAdapterSpec.swift",
                ],
                packages: [
                    ".package(url: \"https://github.com/Quick/Quick\", from: \"7.6.2\")",
                    ".package(url: \"https://github.com/Quick/Nimble\", from: \"13.8.0\")",
                ],
                runner: "ApplicationSpecsMain"),
            uiPaths: [
                "/Nodes/", "ComponentNodes/ComsiteNode/", "ComponentNodes/Form/", "DataSources/Controllers/",
                "Entry/main.swift", "UIScrollView+Extension.swift", "UIImage+Exention.swift", "Base/Compostable.swift",
            ]),
    ]

    /// GRIG-iOS after `ribs migrate`, as the tool's warnings ask, and two things it does not
    /// name (a library type's static in a file it leaves alone, Network's `@Sendable` handler):
    /// - the copy of RxSwift's example `ActivityIndicator` goes (its interactors track with
    ///   swift-ribs' `ActivityTracker` now, and no other file uses it);
    /// - the statics the tool names: the container of use cases is the main actor's, as only RIBs
    ///   resolve from it; the two remotes hold an `ApolloClient`, which Apollo documents as safe
    ///   to share; the network monitor's `static var` is the main actor's;
    /// - Apollo's generated selection sets, which the tool names where a callback hands them to an
    ///   `async` caller, are declared `Sendable` in a file of the app's (their generator would undo
    ///   an edit of theirs): they are values of parsed JSON.
    static let grigIsolation: [HandEdit] = {
        let utility = "Projects/Modules/Utility/Sources/"
        let remotes = "Projects/Service/Data/Sources/Remote/DataSource/"
        let monitor = "Projects/Modules/Core/Sources/NetworkMonitor.swift"
        return [
            .wiring(utility + "Extensions/ActivityIndicator.swift", .delete),
            .wiring(
                "Projects/Modules/ThirdPartyLib/Sources/DIContainer.swift",
                .insertBefore("public struct DIContainer {", ["@MainActor"])),
            .wiring(
                remotes + "GRIGRemote.swift",
                .replace("struct GRIGRemote {", with: ["struct GRIGRemote: @unchecked Sendable {"])),
            .wiring(
                remotes + "GithubRemote.swift",
                .replace("struct GithubRemote {", with: ["struct GithubRemote: @unchecked Sendable {"])),
            .wiring(
                monitor,
                .replace(
                    "public static var shared = NetworkMonitor()",
                    with: ["    @MainActor public static var shared = NetworkMonitor()"])),
            .wiring(
                monitor,
                .replace(
                    "public mutating func startMonitoring(handler: @escaping ((NWPath) -> Void)) {",
                    with: ["    public mutating func startMonitoring(handler: @escaping @Sendable (NWPath) -> Void) {"])
            ),
            .wiring(
                utility + "Enums/About.swift",
                .replace(
                    "private static let parser: CDMarkdownParser = {",
                    with: ["    @MainActor private static let parser: CDMarkdownParser = {"])),
            .wiring(
                utility + "Enums/About.swift",
                .replace(
                    "var description: NSMutableAttributedString {",
                    with: ["    @MainActor var description: NSMutableAttributedString {"])),
            .wiring(
                "Projects/Service/Domain/Sources/Entities/GraphQLValues+Sendable.swift",
                .create([
                    "extension GRIGAPI.GrigEntityQuery.Data.Ranking: @unchecked Sendable {}",
                    "extension GRIGAPI.GrigGenerationQuery.Data.Generation: @unchecked Sendable {}",
                    "extension GRIGAPI.GithubUserQuery.Data.User: @unchecked Sendable {}",
                ])),
        ]
    }()

    /// Modoo after `ribs migrate`: what Swift 6 asks of code that is not a RIB (a registry of
    /// builders and the composition root hold main-actor values; the image picker adopts UIKit's
    /// main-actor delegates). The picker's `Observable.create` stays RxSwift's, named, with the
    /// use case that returns it (``RxProducers``): only a view reads it.
    static let modooIsolation: [HandEdit] = {
        let sources = "Projects/Application/Sources/"
        let registry = sources + "Base/BuilderContainer.swift"
        let picker = sources + "Platforms/UIMediaPickerPlatform/Core/UIMediaPicker.swift"
        return [
            .wiring(registry, .insertBefore("protocol BuilderContainable {", ["@MainActor"])),
            .wiring(registry, .insertBefore("class BuilderContainer: BuilderContainable {", ["@MainActor"])),
            .wiring(sources + "Entry/CompositeRoot.swift", .insertBefore("struct CompositeRoot {", ["@MainActor"])),
            .wiring(
                sources + "Domain/UseCase/MediaPickerUseCase.swift",
                .insertBefore("protocol MediaPickerUseCase {", ["@MainActor"])),
            .wiring(
                sources + "Platforms/UIMediaPickerPlatform/UseCase/UIMediaPickerPlatformUseCase.swift",
                .insertBefore("final class UIMediaPickerPlatformUseCase: MediaPickerUseCase {", ["@MainActor"])),
            .wiring(picker, .insertBefore("final class UIMediaPicker: NSObject {", ["@MainActor"])),
        ]
    }()

    /// Modoo's interactor and router specs (Quick and Nimble) after `ribs migrate`: Quick 7 (the
    /// one that runs them in Swift 6's toolchain) declares a spec with `class func spec()`; the
    /// app's hand doubles of RIBs' `Interactable` and `ViewableRouting`, which `ribs migrate`
    /// names, become RIBsTesting's doubles; Nimble's timeout has its own type on Linux, and the
    /// test utility's `static var` is a constant. The specs' expectations are as they were.
    static let modooSpecs: [HandEdit] = {
        let tests = "Projects/Application/Tests/"
        let specs = [
            "RIBs/Authentication/AuthenticationInteractorSpec", "RIBs/Authentication/AuthenticationRouterSpec",
            "RIBs/Authentication/Login/LoginInteractorSpec", "RIBs/Authentication/Login/LoginRouterSpec",
            "RIBs/Authentication/Register/RegisterInteractorSpec", "RIBs/Authentication/Register/RegisterRouterSpec",
            "RIBs/Onboard/OnboardInteractorSpec", "RIBs/Onboard/OnboardRouterSpec",
            "RIBs/Onboard/Feed/FeedInteractorSpec", "RIBs/Onboard/Feed/FeedRouterSpec",
            "RIBs/Onboard/Profile/ProfileInteractorSpec", "RIBs/Onboard/Profile/ProfileRouterSpec",
            "RIBs/Root/RootInteractorSpec", "RIBs/Root/RootRouterSpec",
        ]
        let quick7 = specs.map {
            HandEdit.wiring(
                tests + $0 + ".swift", .replace("override func spec() {", with: ["  override class func spec() {"]))
        }
        return quick7 + [
            .wiring(
                tests + "RIBs/Mock/InteractableMock.swift",
                .create([
                    "import RIBs", "import RIBsTesting", "",
                    "class InteractableMock: RIBsTesting.InteractableMock {",
                    "  init() { super.init() }",
                    "}",
                ])),
            .wiring(
                tests + "RIBs/Mock/RoutingMock.swift",
                .create([
                    "import RIBs", "import RIBsTesting", "",
                    "class RoutingMock: ViewableRoutingMock {",
                    "  var childrenSetCallCount = 0", "",
                    "  init(interactable: Interactable, viewControllable: ViewControllable) {",
                    "    super.init(interactable: interactable, view: viewControllable)",
                    "  }",
                    "}",
                ])),
            .wiring(tests + "RIBs/Mock/InteractorMock.swift", .delete),
            .wiring(tests + "RIBs/Mock/WindowMock.swift", .delete),
            .wiring(tests + "TestUtil.swift", .insert(after: "import Foundation", ["import Nimble"])),
            .wiring(
                tests + "TestUtil.swift",
                .replace(
                    "static var timeout: DispatchTimeInterval = .milliseconds(300)",
                    with: ["    static let timeout: NimbleTimeInterval = .milliseconds(300)"])),
        ]
    }()

    /// MiniSuperApp's tests after `ribs migrate`: Mockolo's generated mocks go (RIBsMockPlugin
    /// makes them, and RIBsTesting's doubles stand for RIBs' own protocols), and the Splash
    /// interactor's tests, which asserted at once on what a `Single` delivered, activate the
    /// interactor and wait for the result (an expectation each), as a task delivers it a turn
    /// later. Nothing else of the tests changes.
    static let miniSuperAppTests: [HandEdit] = {
        let splash = "Projects/Feature/Splash/Tests/SplashTests/SplashInteractorTests.swift"
        func activateAndWait(for expectation: String) -> HandEdit {
            .wiring(
                splash,
                .replace(
                    "interactor.didBecomeActive()",
                    with: ["    interactor.activate()", "    await fulfillment(of: [\(expectation)], timeout: 5)"]))
        }
        return [
            .wiring(
                "Projects/Shared/Sources/AppTestSupport/RIBsMocks.swift", .create(["@_exported import RIBsTesting"])),
            .wiring("Projects/App/Tests/AppMocks.swift", .delete),
            .wiring("Projects/Feature/Splash/Tests/SplashTests/SplashMocks.swift", .delete),
            .wiring("Projects/Feature/LoggedOut/Tests/LoggedOutTests/LoggedOutMocks.swift", .delete),
            .wiring("Projects/App/Tests/Root/RootRouterTests.swift", .replace("import SplashTestSupport", with: [])),
            .wiring(splash, .insert(after: "@testable import Splash", ["import BootstrapDomain"])),
            // The repository returns a model now, or throws, where it returned a Single.
            .wiring(
                splash,
                .replace(
                    "repository.requestBootstrappingHandler = { .just(Void()) }",
                    with: [
                        "    let requested = expectation(description: \"bootstrapping requested\")",
                        "    repository.requestBootstrappingHandler = { requested.fulfill(); return BootstrapModel() }",
                    ])),
            activateAndWait(for: "requested"),
            .wiring(
                splash,
                .insertBefore(
                    "presenter.displaySplashHandler = {",
                    ["    let loaded = expectation(description: \"loading shown, then hidden\")"])),
            .wiring(
                splash,
                .insert(
                    after: "callHistory.append(.isLoading($0.isLoading))",
                    ["      if !$0.isLoading { loaded.fulfill() }"])),
            .wiring(splash, .replace("return .just(Void())", with: ["      return BootstrapModel()"])),
            activateAndWait(for: "loaded"),
            .wiring(
                splash,
                .replace(
                    "repository.requestBootstrappingHandler = { .just(Void()) }",
                    with: [
                        "    repository.requestBootstrappingHandler = { BootstrapModel() }",
                        "    let completed = expectation(description: \"initialization complete\")",
                        "    listener.initializationCompleteHandler = { completed.fulfill() }",
                    ])),
            activateAndWait(for: "completed"),
            .wiring(
                splash,
                .replace(
                    "repository.requestBootstrappingHandler = { .error(URLError(.badServerResponse)) }",
                    with: [
                        "    repository.requestBootstrappingHandler = { throw URLError(.badServerResponse) }",
                        "    let failed = expectation(description: \"the error shown\")",
                        "    presenter.displayBootstrapHandler = { _ in failed.fulfill() }",
                    ])),
            activateAndWait(for: "failed"),
        ]
    }()

    /// MiniSuperApp's Needle, moved to swift-ribs' components as the guide's section on Needle
    /// says (`ribs migrate` leaves Needle to a person, and names it): each component and
    /// dependency is the runtime's, a component is made with `dependency:`, the parent adopts
    /// what it provides (what `ribs deps generate` writes where a value comes from further up),
    /// and Needle's generated file goes.
    static let needleToRIBsDeps: [HandEdit] = {
        let root = "Projects/App/Sources/Root/RootBuilder.swift"
        let splash = "Projects/Feature/Splash/Sources/Splash/SplashBuilder.swift"
        let loggedOut = "Projects/Feature/LoggedOut/Sources/LoggedOut/LoggedOutBuilder.swift"
        let app = "Projects/App/Sources/AppStart/AppComponent.swift"
        return [
            .wiring(root, .replace("import NeedleFoundation", with: [])),
            .wiring(
                root,
                .replace(
                    "protocol RootDependency: NeedleFoundation.Dependency {",
                    with: [
                        "protocol RootDependency: Dependency {"
                    ])),
            .wiring(
                root,
                .replace(
                    "final class RootComponent: NeedleFoundation.Component<RootDependency> {}",
                    with: [
                        "final class RootComponent: Component<RootDependency> {}"
                    ])),
            .wiring(
                root,
                .replace(
                    "splashBuilder: component.splashBuilder",
                    with: [
                        "splashBuilder: component.dependency.splashBuilder"
                    ])),
            .wiring(splash, .replace("import NeedleFoundation", with: [])),
            .wiring(
                splash,
                .replace(
                    "public protocol SplashDependency: NeedleFoundation.Dependency {",
                    with: [
                        "public protocol SplashDependency: Dependency {"
                    ])),
            .wiring(
                splash,
                .replace(
                    "public final class SplashComponent: NeedleFoundation.Component<SplashDependency> {}",
                    with: [
                        "public final class SplashComponent: Component<SplashDependency> {}"
                    ])),
            .wiring(
                splash,
                .replace(
                    "bootstrapRepository: component.bootstrapRepository",
                    with: [
                        "bootstrapRepository: component.dependency.bootstrapRepository"
                    ])),
            .wiring(loggedOut, .replace("import NeedleFoundation", with: [])),
            .wiring(
                loggedOut,
                .replace(
                    "public protocol LoggedOutDependency: NeedleFoundation.Dependency {",
                    with: [
                        "public protocol LoggedOutDependency: Dependency {"
                    ])),
            .wiring(
                loggedOut,
                .replace(
                    "public final class LoggedOutComponent: NeedleFoundation.Component<LoggedOutDependency> {",
                    with: [
                        "public final class LoggedOutComponent: Component<LoggedOutDependency> {"
                    ])),
            .wiring(app, .replace("import NeedleFoundation", with: ["import RIBs"])),
            .wiring(
                app,
                .replace(
                    "final class AppComponent: BootstrapComponent {",
                    with: [
                        "final class AppComponent: Component<any EmptyDependency>, RootDependency, SplashDependency {",
                        "  init() { super.init(dependency: EmptyComponent()) }",
                    ])),
            .wiring(app, .replace("RootComponent(parent: self)", with: ["RootComponent(dependency: self)"])),
            .wiring(app, .replace("SplashComponent(parent: self)", with: ["SplashComponent(dependency: self)"])),
            .wiring("Projects/App/Sources/AppStart/NeedleGenerated.swift", .delete),
        ]
    }()
}
