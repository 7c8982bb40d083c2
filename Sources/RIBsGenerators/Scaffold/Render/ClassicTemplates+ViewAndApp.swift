/// The view controller and the app's entry point of Uber's template (see ``ClassicTemplates``).
extension ClassicTemplates {
    // MARK: - View

    func viewController() -> String {
        if shape == .presenter {
            return """
                import RIBs

                /// What \(n)'s view tells its presenter: the user's actions.
                @MainActor
                protocol \(n)ViewControllerListener: AnyObject {
                    // TODO: Declare the user's actions, such as didTapDone().
                }

                /// \(n)'s view: it draws what its presenter gives it and reports the user's actions. Adopt
                /// your UI here (a `UIViewController` subclass on iOS, a `TerminalViewController` with
                /// RIBsTerminal).
                final class \(n)ViewController: \(n)ViewControllable {
                    weak var listener: (any \(n)ViewControllerListener)?
                }

                """
        }
        return """
            import RIBs

            /// What \(n)'s view tells its interactor: the user's actions.
            @MainActor
            protocol \(n)PresentableListener: AnyObject {
                // TODO: Declare the user's actions the interactor handles, such as didTapDone().
            }

            /// \(n)'s view, and its presenter. Adopt your UI here (a `UIViewController` subclass on iOS,
            /// a `TerminalViewController` with RIBsTerminal).
            final class \(n)ViewController: \(n)Presentable, \(n)ViewControllable {
                weak var listener: (any \(n)PresentableListener)?
            }

            """
    }

    func presenter() -> String {
        """
        import RIBs

        /// What \(n)'s presenter tells its interactor: the user's actions, in the interactor's terms.
        @MainActor
        protocol \(n)PresentableListener: AnyObject {
            // TODO: Declare the actions the interactor handles, such as didTapDone().
        }

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

    /// The launch RIB's app: the component at the top of the tree, and the entry point.
    func app() -> String {
        """
        import RIBs

        /// The app's scope, at the top of the tree: what every RIB below may depend on.
        final class AppComponent: Component<any EmptyDependency>, \(n)Dependency {
            init() {
                super.init(dependency: EmptyComponent())
            }
        }

        /// The app's entry point: builds \(n), launches it in the app's window, and keeps its router
        /// for the app's lifetime.
        ///
        /// Call ``launch(in:)`` once the window exists: from a scene delegate, with a `UIWindow` that
        /// adopts `WindowControllable`, or from `main.swift`, with RIBsTerminal's `TerminalHost`.
        @MainActor
        final class \(n)App {
            private var launchRouter: (any LaunchRouting)?

            func launch(in window: any WindowControllable) {
                let launchRouter = \(n)Builder(dependency: AppComponent()).build()
                self.launchRouter = launchRouter
                launchRouter.launch(from: window)
            }
        }

        """
    }
}
