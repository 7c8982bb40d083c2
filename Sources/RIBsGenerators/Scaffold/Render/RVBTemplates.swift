/// A Router-View-Builder module: a builder of a static Dependency that takes a dynamic Parameter
/// and returns the module's Controllable contract; the view is the contract and owns the node.
struct RVBTemplates {
    let names: TemplateNames
    /// What each build takes (`--param`): the Parameter's fields.
    var parameters: [(parameter: BuilderParameter, testValue: String)] = []
    /// What it takes from its parent (`--dependency`): fields of its Dependency.
    var dependencies: [(parameter: BuilderParameter, testValue: String)] = []

    private var n: String { names.upper }

    func builder() -> String {
        """
        import RVB

        /// What \(n) needs for as long as it lives: its static input.
        struct \(n)Dependency: Dependency\(StreamTemplates.fields(dependencies.map(\.parameter)))

        /// What one build of \(n) takes: its dynamic input.
        struct \(n)Parameter: Parameter\(StreamTemplates.fields(parameters.map(\.parameter)))

        /// \(n)'s contract: what its parent sees of the module.
        @MainActor
        protocol \(n)Controllable: Controllable {
            /// \(n) is done: its parent detaches it.
            var finished: Events<Void> { get }
        }

        /// Builds \(n) from its dependency and a parameter.
        final class \(n)Builder: Builder<\(n)Dependency>, Buildable {
            func build(with parameter: \(n)Parameter) -> any \(n)Controllable {
                \(n)View(router: \(n)Router(), parameter: parameter)
            }
        }

        """
    }

    func router() -> String {
        """
        import RVB

        /// Builds \(n)'s child modules, from the builders it keeps; the view attaches them with
        /// `node.attach(module:as:)`.
        @MainActor
        final class \(n)Router: Routable {}

        """
    }

    func view() -> String {
        """
        import RVB

        /// \(n)'s view: the module's contract, which owns its node. Adopt your UI here (a SwiftUI view's
        /// model or a `UIViewController` on iOS, a `TerminalView` with RIBsTerminal).
        @MainActor
        final class \(n)View: \(n)Controllable, ViewControllable {
            let node = RIBNode(name: "\(n)")
            private let router: \(n)Router
            private let parameter: \(n)Parameter
            private let finishing = EventRelay<Void>()

            init(router: \(n)Router, parameter: \(n)Parameter) {
                self.router = router
                self.parameter = parameter
            }

            var finished: Events<Void> { finishing.events }

            /// The user is done with \(n).
            func finish() {
                finishing.send(())
            }
        }

        """
    }

    func tests() -> String {
        """
        import RIBsTesting
        import RVB
        import Testing

        @testable import \(names.module)

        /// \(n), built by its builder: the harness attaches it and checks the tree, the tasks left
        /// running and the leaks; outputs are awaited with a time limit.
        @MainActor
        @Suite struct \(n)Tests {
            @Test(.leakDetection)
            func finishingTellsTheParent() async throws {
                let harness = RIBTestHarness {
                    \(n)Builder(\(n)Dependency(\(StreamTemplates.arguments(dependencies)))).build(with: \(n)Parameter(\(StreamTemplates.arguments(parameters))))
                }
                let finished = OutputRecorder(harness.router.finished)
                let view = try #require(harness.router as? \(n)View)
                view.finish()
                await finished.waitForCount(1)
                harness.expectTree("\(n) (active)")
                harness.finish()
            }
        }

        """
    }
}
