/// Uber's RIB template for Swift 6: every protocol a RIB declares is `@MainActor` (see the
/// article *Swift 6 and your RIB's protocols*), existentials are spelled `any`, and the
/// protocols a test needs carry `/// @mockable`.
///
/// One function a file. Fragments that depend on the shape are whole lines, with their own
/// indentation, interpolated at the start of a line.
struct ClassicTemplates {
    let names: TemplateNames
    let shape: RIBShape
    /// Whether `ribs deps` generates what components forward: the dependency then refines the
    /// RIB's generated pass-through protocol, once, here.
    var generatedDependencies = false

    var n: String { names.upper }
    var isLaunch: Bool { shape == .launch }
    var buildSignature: String {
        isLaunch ? "build() -> any LaunchRouting" : "build(withListener listener: any \(n)Listener) -> any \(n)Routing"
    }

    // MARK: - Builder

    func builder() -> String {
        let purpose: String
        let viewRequirement: String
        let componentBody: String
        switch shape {
        case .viewless:
            purpose = """
                /// What \(n) needs from its parent, including the view its children's views are shown in:
                /// \(n) has no view of its own.

                """
            viewRequirement = "    var \(names.lower)ViewController: any \(n)ViewControllable { get }\n"
            componentBody = """
                    fileprivate var \(names.lower)ViewController: any \(n)ViewControllable {
                        dependency.\(names.lower)ViewController
                    }


                """
        default:
            purpose = isLaunch ? "/// What \(n) needs from the app.\n" : "/// What \(n) needs from its parent.\n"
            viewRequirement = ""
            componentBody = ""
        }
        return """
            import RIBs

            \(purpose)/// @mockable
            @MainActor
            protocol \(n)Dependency: Dependency\(generatedDependencies ? ", \(n)PassThrough" : "") {
            \(viewRequirement)    // TODO: Declare what this RIB needs from its parent and cannot make itself.
            }

            /// \(n)'s scope: what it makes and shares with its children, which reach it through their
            /// own dependency protocols.
            final class \(n)Component: Component<any \(n)Dependency> {
            \(componentBody)    // TODO: Declare the objects this RIB makes and shares with its children.
            }

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
        switch shape {
        case .viewless:
            return """
                        let component = \(n)Component(dependency: dependency)
                        let interactor = \(n)Interactor()
                        interactor.listener = listener
                        return \(n)Router(interactor: interactor, viewController: component.\(names.lower)ViewController)

                """
        case .presenter:
            return """
                        let viewController = \(n)ViewController()
                        let presenter = \(n)Presenter(viewController: viewController)
                        let interactor = \(n)Interactor(presenter: presenter)
                        interactor.listener = listener
                        return \(n)Router(interactor: interactor, viewController: viewController)

                """
        default:
            let listener = isLaunch ? "" : "        interactor.listener = listener\n"
            return """
                        let viewController = \(n)ViewController()
                        let interactor = \(n)Interactor(presenter: viewController)
                \(listener)        return \(n)Router(interactor: interactor, viewController: viewController)

                """
        }
    }

    // MARK: - Interactor

    func interactor() -> String {
        let viewless = shape == .viewless
        let presentable =
            viewless
            ? ""
            : """
            /// What \(n)'s interactor shows.
            /// @mockable
            @MainActor
            protocol \(n)Presentable: Presentable {
                var listener: (any \(n)PresentableListener)? { get set }
                // TODO: Declare the methods the interactor calls to show data.
            }


            """
        let listenerProtocol =
            isLaunch
            ? ""
            : """
            /// What \(n) tells its parent.
            /// @mockable
            @MainActor
            protocol \(n)Listener: AnyObject {
                // TODO: Declare what the interactor tells its parent, such as \(names.lower)DidFinish().
            }


            """
        let declaration =
            viewless
            ? "final class \(n)Interactor: Interactor, \(n)Interactable {\n"
            : "final class \(n)Interactor: PresentableInteractor<any \(n)Presentable>, \(n)Interactable, \(n)PresentableListener {\n"
        let listenerProperty = isLaunch ? "" : "    weak var listener: (any \(n)Listener)?\n"
        let initializer =
            viewless
            ? "    override init() {}\n"
            : """
                override init(presenter: any \(n)Presentable) {
                    super.init(presenter: presenter)
                    presenter.listener = self
                }

            """
        return """
            import RIBs

            /// What \(n)'s interactor asks its router: to attach and detach children.
            /// @mockable
            @MainActor
            protocol \(n)Routing: \(viewless ? "Routing" : "ViewableRouting") {
            \(viewless ? "    func cleanupViews()\n" : "")    // TODO: Declare the methods the interactor calls to route to children.
            }

            \(presentable)\(listenerProtocol)/// \(n)'s business logic.
            \(declaration)    weak var router: (any \(n)Routing)?
            \(listenerProperty)
                // TODO: Take what the logic needs in the initializer, and do no work there.
            \(initializer)
                override func didBecomeActive() {
                    super.didBecomeActive()
                    // TODO: Start the business logic. Follow a stream with
                    // stream.subscribe(onNext: { … }).cancelOnDeactivate(interactor: self); run a
                    // request in whileActive { }. Both end when the RIB resigns.
                }

                override func willResignActive() {
                    super.willResignActive()
            \(viewless ? "        router?.cleanupViews()\n" : "")        // TODO: Pause the business logic.
                }
            }

            """
    }

    // MARK: - Router

    func router() -> String {
        let listener = isLaunch ? "" : "    var listener: (any \(n)Listener)? { get set }\n"
        let viewPurpose =
            shape == .viewless
            ? "/// The view \(n)'s router shows its children's views in: its parent's, as \(n) has none."
            : "/// What \(n)'s router does with its view: show and hide its children's views."
        let router: String
        if shape == .viewless {
            router = """
                final class \(n)Router: Router<any \(n)Interactable>, \(n)Routing {
                    private let viewController: any \(n)ViewControllable

                    // TODO: Take the builders of the children here (ribs attach does it).
                    init(interactor: any \(n)Interactable, viewController: any \(n)ViewControllable) {
                        self.viewController = viewController
                        super.init(interactor: interactor)
                        interactor.router = self
                    }

                    func cleanupViews() {
                        // TODO: \(n) has no view of its own: remove the views it added to its parent's.
                    }
                }

                """
        } else {
            router = """
                final class \(n)Router: \(isLaunch ? "LaunchRouter" : "ViewableRouter")<any \(n)Interactable, any \(n)ViewControllable>, \(n)Routing {
                    // TODO: Take the builders of the children here (ribs attach does it).
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
            protocol \(n)Interactable: Interactable {
                var router: (any \(n)Routing)? { get set }
            \(listener)}

            \(viewPurpose)
            /// @mockable
            @MainActor
            protocol \(n)ViewControllable: ViewControllable {
                // TODO: Declare the methods the router calls to show and hide its children's views.
            }

            /// Attaches and detaches \(n)'s children.
            \(router)
            """
    }
}
