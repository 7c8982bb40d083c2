/// A Router-View-Builder module: a builder of a static Dependency that takes a dynamic Parameter
/// and returns the module's Controllable contract; the view is the contract and owns the node.
struct RVBTemplates {
    let names: TemplateNames
    /// What each build takes (`--param`): the Parameter's fields.
    var parameters: [(parameter: BuilderParameter, testValue: String)] = []
    /// What it takes from its parent (`--dependency`): fields of its Dependency.
    var dependencies: [(parameter: BuilderParameter, testValue: String)] = []
    /// What it tells its parent besides `finished` (`--output chose:String`): more `Events`.
    var outputs: [BuilderParameter] = []
    /// A plain view to adopt a UI in, or a screen of RIBsTerminal where the target links it.
    var views: ViewKind = .plain

    private var n: String { names.upper }
    private var allOutputs: [BuilderParameter] { [StreamTemplates.finished] + outputs }

    func builder() -> String {
        """
        \(views == .terminal ? "import RIBsTerminal\n" : "")import RVB

        /// What \(n) needs for as long as it lives: its static input.
        struct \(n)Dependency: Dependency\(StreamTemplates.fields(dependencies.map(\.parameter)))

        /// What one build of \(n) takes: its dynamic input.
        struct \(n)Parameter: Parameter\(StreamTemplates.fields(parameters.map(\.parameter)))

        /// \(n)'s contract: what its parent sees of the module, which is its view.
        @MainActor
        protocol \(n)Controllable: Controllable, \(views == .terminal ? "TerminalView" : "ViewControllable") {
        \(allOutputs.map { "    \(StreamTemplates.outputComment($0, rib: n))\n    var \($0.name): Events<\($0.type)> { get }" }.joined(separator: "\n"))
        }

        /// Builds \(n) from its dependency and a parameter: its node first, which its view keeps and
        /// whose view container shows its children.
        final class \(n)Builder: Builder<\(n)Dependency>, Buildable {
            func build(with parameter: \(n)Parameter) -> any \(n)Controllable {
                let node = RIBNode(name: "\(n)")
                return \(n)View(node: node, router: \(n)Router(), dependency: dependency, parameter: parameter)
            }
        }

        """
    }

    func router() -> String {
        """
        import RVB

        /// Builds \(n)'s children, from the builders it keeps (`routeTo<Child>(…)` returns one); the
        /// view attaches them with its node.
        @MainActor
        final class \(n)Router: Routable {}

        """
    }

    func view() -> String {
        let terminal = views == .terminal
        let imports = terminal ? "import RIBsTerminal\nimport RVB" : "import RVB"
        let adopt =
            terminal
            ? "/// \(n)'s view, a screen of RIBsTerminal: the module's contract, which keeps its node. It shows\n/// the children its node attaches, and passes the user's commands to the one on top."
            : "/// \(n)'s view: the module's contract, which keeps its node. Adopt your UI here: a SwiftUI\n/// view's model, or a `UIViewController` on iOS."
        let screen =
            terminal
            ? """

                var title: String { "\(n)" }

                var commands: [String] { ["done"] }

                /// What is on screen: the child on top, else this module.
                var topmost: any TerminalView { node.viewContainer.topmostTerminalView ?? self }

                func render() -> [String] {
                    // TODO: Draw \(n) from its parameter and its dependency (parameter.…, dependency.…).
                    []
                }

                func handle(_ command: String) -> Bool {
                    if node.viewContainer.forward(command) { return true }
                    switch command {
                    case "done": finish()
                    default: return false
                    }
                    return true
                }

            """ : ""
        return """
            \(imports)

            \(adopt)
            @MainActor
            final class \(n)View: \(n)Controllable {
                let node: RIBNode
                private let router: \(n)Router
                private let dependency: \(n)Dependency
                private let parameter: \(n)Parameter
            \(allOutputs.map { "    private let \($0.name)Relay = EventRelay<\($0.type)>()\n" }.joined())
                init(node: RIBNode, router: \(n)Router, dependency: \(n)Dependency, parameter: \(n)Parameter) {
                    self.node = node
                    self.router = router
                    self.dependency = dependency
                    self.parameter = parameter
                }

            \(allOutputs.map { "    var \($0.name): Events<\($0.type)> { \($0.name)Relay.events }\n" }.joined())\(screen)
                /// The user is done with \(n).
                func finish() {
                    finishedRelay.send(())
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
