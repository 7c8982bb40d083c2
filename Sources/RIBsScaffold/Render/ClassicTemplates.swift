/// Uber's RIB template for Swift 6: every protocol a RIB declares is `@MainActor` (see the
/// article *Swift 6 and your RIB's protocols*), existentials are spelled `any`, and the
/// protocols a test needs carry `/// @mockable`.
///
/// A protocol starts empty (`{}`) rather than with a TODO: what it declares is the user's, and
/// `ribs attach` and `ribs new workflow` fill in what they wire. One function a file; members
/// are chunks joined by blank lines.
struct ClassicTemplates {
    let names: TemplateNames
    let shape: RIBShape
    /// Whether `ribs deps` generates what components forward: the dependency then refines the
    /// RIB's generated pass-through protocol, once, here.
    var generatedDependencies = false
    /// What each build takes (`--param`), kept by the interactor.
    var parameters: [BuilderParameter] = []
    /// What the RIB takes from its parent's scope (`--dependency`): declared by its dependency,
    /// handed by its builder to the interactor, which keeps it.
    var dependencies: [BuilderParameter] = []
    /// What the interactor keeps: the dependencies, then the parameters.
    var kept: [BuilderParameter] { dependencies + parameters }
    /// The interactor's arguments in the builder, for what it keeps.
    var keptArguments: [String] {
        dependencies.map { "\($0.name): dependency.\($0.name)" } + parameters.map(\.argument)
    }
    /// What the view controller is.
    var views: ViewKind = .plain
    /// How the builder makes the view controller: a `RIBHostingController` takes its SwiftUI view.
    var viewControllerMaking: String {
        views == .swiftUI ? "\(n)ViewController(rootView: \(n)View())" : "\(n)ViewController()"
    }

    var n: String { names.upper }
    var isLaunch: Bool { shape == .launch }
    var isViewless: Bool { shape == .viewless }
    var buildSignature: String {
        if isLaunch { return "build() -> (launchRouter: any LaunchRouting, urlHandler: any \(n)URLHandler)" }
        let extra = parameters.map { ", \($0.parameter)" }.joined()
        return "build(withListener listener: any \(n)Listener\(extra)) -> any \(n)Routing"
    }

    /// `protocol Name: Parent {` … `}`, or `{}` without members.
    func body(_ members: [String]) -> String {
        members.isEmpty ? " {}" : " {\n" + members.map { "    \($0)\n" }.joined() + "}"
    }

    // MARK: - Builder

    func builder() -> String {
        let purpose =
            isViewless
            ? """
            /// What \(n) needs from its parent, including the view its children's views are shown in:
            /// \(n) has no view of its own.

            """
            : isLaunch ? "/// What \(n) needs from the app.\n" : "/// What \(n) needs from its parent.\n"
        let dependencyMembers =
            (isViewless ? ["var \(names.lower)ViewController: any \(n)ViewControllable { get }"] : [])
            + dependencies.map { "var \($0.declaration) { get }" }
        let componentMembers =
            isViewless
            ? [
                "fileprivate var \(names.lower)ViewController: any \(n)ViewControllable {",
                "    dependency.\(names.lower)ViewController",
                "}",
            ] : []
        return """
            import RIBs

            \(purpose)/// @mockable
            @MainActor
            protocol \(n)Dependency: Dependency\(generatedDependencies ? ", \(n)PassThrough" : "")\(body(dependencyMembers))

            /// \(n)'s scope: what it makes and shares with its children, which reach it through their
            /// own dependency protocols.
            final class \(n)Component: Component<any \(n)Dependency>\(body(componentMembers))

            // MARK: - Builder

            /// @mockable
            @MainActor
            protocol \(n)Buildable: Buildable {
                func \(buildSignature)
            }

            final class \(n)Builder: Builder<any \(n)Dependency>, \(n)Buildable {
                func \(buildSignature) {
            \(buildBody())    }
            }

            """
    }

    func buildBody() -> String {
        let passed = keptArguments.map { ", \($0)" }.joined()
        switch shape {
        case .viewless:
            return """
                        let component = \(n)Component(dependency: dependency)
                        let interactor = \(n)Interactor(\(keptArguments.joined(separator: ", ")))
                        interactor.listener = listener
                        return \(n)Router(interactor: interactor, viewController: component.\(names.lower)ViewController)

                """
        case .presenter:
            return """
                        let viewController = \(viewControllerMaking)
                        let presenter = \(n)Presenter(viewController: viewController)
                        let interactor = \(n)Interactor(presenter: presenter\(passed))
                        interactor.listener = listener
                        return \(n)Router(interactor: interactor, viewController: viewController)

                """
        case .launch:
            return """
                        let viewController = \(viewControllerMaking)
                        let interactor = \(n)Interactor(presenter: viewController)
                        let router = \(n)Router(interactor: interactor, viewController: viewController)
                        return (router, interactor)

                """
        default:
            return """
                        let viewController = \(viewControllerMaking)
                        let interactor = \(n)Interactor(presenter: viewController\(passed))
                        interactor.listener = listener
                        return \(n)Router(interactor: interactor, viewController: viewController)

                """
        }
    }

    // MARK: - Interactor

    func interactor() -> String {
        var protocols = [
            """
            /// What \(n)'s interactor asks its router: to attach and detach children.
            /// @mockable
            @MainActor
            protocol \(n)Routing: \(isViewless ? "Routing" : "ViewableRouting")\(body(isViewless ? ["func cleanupViews()"] : []))
            """
        ]
        if !isViewless {
            protocols.append(
                """
                /// What \(n)'s interactor shows.
                /// @mockable
                @MainActor
                protocol \(n)Presentable: Presentable {
                    var listener: (any \(n)PresentableListener)? { get set }
                }
                """)
        }
        if isLaunch {
            protocols.append(
                """
                /// The deep links \(n) opens, which the app hands over (`\(n)App.open(_:)`).
                /// @mockable
                @MainActor
                protocol \(n)URLHandler: AnyObject {
                    func handle(_ url: String)
                }
                """)
        } else {
            protocols.append(
                """
                /// What \(n) tells its parent.
                /// @mockable
                @MainActor
                protocol \(n)Listener: AnyObject {}
                """)
        }
        var adopted =
            isViewless
            ? ["Interactor", "\(n)Interactable"]
            : [
                "PresentableInteractor<any \(n)Presentable>", "\(n)Interactable", "\(n)PresentableListener",
            ]
        if isLaunch { adopted.append("\(n)URLHandler") }
        var properties = ["    weak var router: (any \(n)Routing)?"]
        if !isLaunch { properties.append("    weak var listener: (any \(n)Listener)?") }
        properties += kept.map { "    let \($0.declaration)" }
        var members = [properties.joined(separator: "\n")]
        if let initializer = interactorInitializer() { members.append(initializer) }
        members.append(
            """
                override func didBecomeActive() {
                    super.didBecomeActive()
                    // \(n)'s logic starts here. Follow a stream with stream.subscribe(onNext: { … })
                    // .cancelOnDeactivate(interactor: self), run a request in whileActive { }: both end
                    // when \(n) resigns.
                }
            """)
        if isViewless {
            members.append(
                """
                    override func willResignActive() {
                        super.willResignActive()
                        router?.cleanupViews()
                    }
                """)
        }
        if isLaunch {
            members.append(
                """
                    /// Opens a deep link: `ribs new workflow` adds here the link of each workflow it writes.
                    func handle(_ url: String) {}
                """)
        }
        return """
            import RIBs

            \(protocols.joined(separator: "\n\n"))

            /// \(n)'s business logic.
            final class \(n)Interactor: \(adopted.joined(separator: ", ")) {
            \(members.joined(separator: "\n\n"))
            }

            """
    }

    /// The initializer: it keeps the dependencies and parameters and, with a view, becomes its
    /// listener; none for a viewless RIB that keeps nothing (`Interactor.init()` does).
    func interactorInitializer() -> String? {
        let keep = kept.map { "        self.\($0.name) = \($0.name)\n" }.joined()
        if isViewless {
            guard !kept.isEmpty else { return nil }
            return """
                    init(\(kept.map(\.parameter).joined(separator: ", "))) {
                \(keep)    }
                """
        }
        let extra = kept.map { ", \($0.parameter)" }.joined()
        return """
                \(kept.isEmpty ? "override " : "")init(presenter: any \(n)Presentable\(extra)) {
            \(keep)        super.init(presenter: presenter)
                    presenter.listener = self
                }
            """
    }

    // MARK: - Router

    func router() -> String {
        var interactable = ["var router: (any \(n)Routing)? { get set }"]
        if !isLaunch { interactable.append("var listener: (any \(n)Listener)? { get set }") }
        let viewPurpose =
            isViewless
            ? "/// The view \(n)'s router shows its children's views in: its parent's, as \(n) has none."
            : "/// What \(n)'s router does with its view: show and hide its children's views."
        let router: String
        if isViewless {
            router = """
                final class \(n)Router: Router<any \(n)Interactable>, \(n)Routing {
                    private let viewController: any \(n)ViewControllable

                    init(interactor: any \(n)Interactable, viewController: any \(n)ViewControllable) {
                        self.viewController = viewController
                        super.init(interactor: interactor)
                        interactor.router = self
                    }

                    /// Takes the views of \(n)'s children out of its parent's view, as \(n) resigns: `ribs attach`
                    /// adds each child's.
                    func cleanupViews() {}
                }

                """
        } else {
            router = """
                final class \(n)Router: \(isLaunch ? "LaunchRouter" : "ViewableRouter")<any \(n)Interactable, any \(n)ViewControllable>, \(n)Routing {
                    override init(interactor: any \(n)Interactable, viewController: any \(n)ViewControllable) {
                        super.init(interactor: interactor, viewController: viewController)
                        interactor.router = self
                    }
                }

                """
        }
        return """
            import RIBs

            /// What \(n)'s router needs from its interactor.
            /// @mockable
            @MainActor
            protocol \(n)Interactable: Interactable\(body(interactable))

            \(viewPurpose)
            /// @mockable
            @MainActor
            protocol \(n)ViewControllable: ViewControllable {}

            /// Attaches and detaches \(n)'s children.
            \(router)
            """
    }
}
