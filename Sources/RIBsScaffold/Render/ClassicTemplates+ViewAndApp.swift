/// The view controller, the presenter and the app of Uber's template (see ``ClassicTemplates``).
extension ClassicTemplates {
    // MARK: - View

    func viewController() -> String {
        let listener = shape == .presenter ? "\(n)ViewControllerListener" : "\(n)PresentableListener"
        let listenerPurpose =
            shape == .presenter
            ? "What \(n)'s view tells its presenter: the user's actions."
            : "What \(n)'s view tells its interactor: the user's actions."
        let base: [String]
        switch views {
        case .terminal: base = ["TerminalViewController"]
        case .uiKit: base = ["RIBViewController"]
        case .swiftUI: base = ["RIBHostingController<\(n)View>"]
        case .plain: base = []
        }
        let adopted = base + (shape == .presenter ? [] : ["\(n)Presentable"]) + ["\(n)ViewControllable"]
        let role = shape == .presenter ? "" : ", and its presenter"
        var members = ["    weak var listener: (any \(listener))?"]
        if views == .terminal {
            members.append("    override var title: String { \"\(n)\" }")
            if !isLaunch {
                members.append(
                    """
                        // TODO: Draw \(n): return its lines from render(), name its commands in `commands` and
                        // answer them in handleCommand(_:), telling the listener what the user did.
                    """)
            }
        }
        return """
            \(viewImports)

            /// \(listenerPurpose)
            @MainActor
            protocol \(listener): AnyObject {}
            \(swiftUIView)
            \(viewPurpose(role: role))
            final class \(n)ViewController: \(adopted.joined(separator: ", ")) {
            \(members.joined(separator: "\n\n"))
            }

            """
    }

    /// What the view controller's file imports.
    private var viewImports: String {
        switch views {
        case .terminal: "import RIBs\nimport RIBsTerminal"
        case .uiKit: "import RIBs\nimport RIBsUIKit\nimport UIKit"
        case .swiftUI: "import RIBs\nimport RIBsUIKit\nimport SwiftUI"
        case .plain: "import RIBs"
        }
    }

    /// The SwiftUI view a `RIBHostingController` shows (with its blank line above), or nothing.
    private var swiftUIView: String {
        guard views == .swiftUI else { return "" }
        return """

            /// \(n)'s screen.
            struct \(n)View: View {
                var body: some View {
                    // TODO: Draw \(n).
                    Text("\(n)")
                }
            }

            """
    }

    private func viewPurpose(role: String) -> String {
        switch views {
        case .terminal:
            isLaunch
                ? "/// \(n)'s view\(role): the app's first screen, under the screens \(n)'s children present."
                : "/// \(n)'s view\(role): a screen of RIBsTerminal."
        case .uiKit, .swiftUI:
            """
            /// \(n)'s view\(role). When it leaves the app however UIKit takes it away (a sheet
            /// pulled down, the back button, a pop to the root), \(n)'s parent detaches \(n).
            """
        case .plain:
            """
            /// \(n)'s view\(role). Adopt your UI here: on iOS a `RIBViewController` or a
            /// `RIBHostingController` (RIBsUIKit), which detach \(n) when the person closes the view;
            /// a `TerminalViewController` with RIBsTerminal.
            """
        }
    }

    func presenter() -> String {
        """
        import RIBs

        /// What \(n)'s presenter tells its interactor: the user's actions, in the interactor's terms.
        @MainActor
        protocol \(n)PresentableListener: AnyObject {}

        /// Turns what \(n)'s interactor presents into what its view draws, and the view's events into
        /// the interactor's actions.
        final class \(n)Presenter: Presenter<\(n)ViewController>, \(n)Presentable, \(n)ViewControllerListener {
            weak var listener: (any \(n)PresentableListener)?

            override init(viewController: \(n)ViewController) {
                super.init(viewController: viewController)
                viewController.listener = self
            }
        }

        """
    }

    // MARK: - App

    /// The launch RIB's app: the component at the top of the tree, and what launches Root and
    /// hands it deep links.
    func app() -> String {
        """
        import RIBs

        /// The app's scope, at the top of the tree: what every RIB below may depend on.
        final class AppComponent: Component<any EmptyDependency>, \(n)Dependency {
            init() {
                super.init(dependency: EmptyComponent())
            }
        }

        /// Builds \(n), launches it in the app's window and keeps it for the app's lifetime; hands it
        /// the deep links the app receives.
        ///
        /// Call ``launch(in:)`` once the window exists: from a scene delegate, with a `UIWindow` that
        /// adopts `WindowControllable`, or from `main.swift`, with RIBsTerminal's `TerminalHost`.
        @MainActor
        final class \(n)App {
            private var launchRouter: (any LaunchRouting)?
            private var urlHandler: (any \(n)URLHandler)?

            /// Launches \(n) in `window`; returns its router (an inspector can watch it).
            @discardableResult
            func launch(in window: any WindowControllable) -> any LaunchRouting {
                let (launchRouter, urlHandler) = \(n)Builder(dependency: AppComponent()).build()
                self.launchRouter = launchRouter
                self.urlHandler = urlHandler
                launchRouter.launch(from: window)
                return launchRouter
            }

            /// Opens a deep link in \(n), such as one the terminal's `open URL` passes.
            func open(_ url: String) {
                urlHandler?.handle(url)
            }
        }

        """
    }
}
